import type { Validate } from './use-draft';
import { FieldRow } from './panel';
import { TextField } from './text-field';

interface CardTextFieldsProps {
  /** The card's title and button text (the image and subpage blocks' content). */
  content: { title?: string | undefined; buttonText?: string | undefined };
  /** What the card's button says when its text is left empty. */
  buttonPlaceholder: string;
  validate: { title: Validate; buttonText: Validate };
  onChange(patch: { title: string } | { buttonText: string }): void;
  onCommit(): void;
}

/** A card's 'Título' and 'Texto del botón' (the image block's web layout, the subpage block). */
export function CardTextFields({ content, buttonPlaceholder, validate, onChange, onCommit }: CardTextFieldsProps) {
  return (
    <FieldRow>
      <TextField
        label="Título"
        value={content.title ?? ''}
        validate={validate.title}
        onChange={(title) => onChange({ title })}
        onCommit={onCommit}
      />
      <TextField
        label="Texto del botón"
        value={content.buttonText ?? ''}
        placeholder={buttonPlaceholder}
        validate={validate.buttonText}
        onChange={(buttonText) => onChange({ buttonText })}
        onCommit={onCommit}
      />
    </FieldRow>
  );
}
