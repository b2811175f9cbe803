import { LIMITS } from '@shared/constants';
import { OWNER_NAME_TOKEN } from '@shared/blocks/email-signup';
import { QuickEditForm } from '../lib/fields/panel';
import { SwitchField } from '../lib/fields/switch-field';
import { TextAreaField } from '../lib/fields/text-area-field';
import { TextField } from '../lib/fields/text-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { fieldValidator } from '../lib/validate-field';

const validate = {
  title: fieldValidator('emailSignup', 'title'),
  text: fieldValidator('emailSignup', 'text'),
  buttonLabel: fieldValidator('emailSignup', 'buttonLabel'),
  consent: fieldValidator('emailSignup', 'consent'),
};

/** 'Suscripción por correo': title, text, button label, consent text and the optional name field. */
export function EmailSignupQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'emailSignup'>) {
  return (
    <QuickEditForm disabled={disabled === true} label="Edición rápida de la suscripción por correo">
      <TextField
        label="Título"
        value={content.title}
        maxLength={LIMITS.shortTextMax}
        validate={validate.title}
        onChange={(title) => onChange({ title })}
        onCommit={onCommit}
      />
      <TextAreaField label="Texto" rows={2} value={content.text ?? ''} validate={validate.text} onChange={(text) => onChange({ text })} onCommit={onCommit} />
      <TextField
        label="Texto del botón"
        value={content.buttonLabel}
        placeholder="Suscribirme"
        maxLength={60}
        validate={validate.buttonLabel}
        onChange={(buttonLabel) => onChange({ buttonLabel })}
        onCommit={onCommit}
      />
      <TextAreaField
        label={`Texto de consentimiento (${OWNER_NAME_TOKEN}: el título de la página)`}
        rows={3}
        value={content.consent}
        validate={validate.consent}
        onChange={(consent) => onChange({ consent })}
        onCommit={onCommit}
      />
      <SwitchField label="Pedir el nombre" checked={content.askName} onCheckedChange={(askName) => onChange({ askName }, { immediate: true })} />
    </QuickEditForm>
  );
}
