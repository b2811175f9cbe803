import { WEEKDAY_LABELS, WEEKDAYS } from '@shared/opening-hours';
import { QuickEditForm } from '../lib/fields/panel';
import { TextAreaField } from '../lib/fields/text-area-field';
import { TextField } from '../lib/fields/text-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { fieldValidator } from '../lib/validate-field';

const validateTitle = fieldValidator('hours', 'title');
const validateExceptions = fieldValidator('hours', 'exceptions');
const validateDay = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, fieldValidator('hours', weekday)]));

/**
 * 'Horario': a title, each weekday's intervals as text ('09:00-14:00, 17:00-20:00', empty is
 * closed, '22:00-03:00' runs past midnight) and the dated exceptions, one a line.
 */
export function HoursQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'hours'>) {
  return (
    <QuickEditForm disabled={disabled === true} label="Edición rápida del horario">
      <TextField label="Título" value={content.title} validate={validateTitle} onChange={(title) => onChange({ title })} onCommit={onCommit} />
      <p className="text-sm text-gray-600">Escribe los intervalos de cada día, como 09:00-14:00, 17:00-20:00. Vacío es cerrado; 22:00-03:00 sigue pasada la medianoche.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {WEEKDAYS.map((weekday) => (
          <TextField
            key={weekday}
            label={WEEKDAY_LABELS[weekday]}
            value={content[weekday]}
            placeholder="Cerrado"
            inputMode="text"
            validate={validateDay[weekday]}
            onChange={(value) => onChange({ [weekday]: value })}
            onCommit={onCommit}
          />
        ))}
      </div>
      <TextAreaField
        label="Días especiales (festivos), uno por línea"
        rows={3}
        value={content.exceptions}
        placeholder={'2026-12-25 cerrado\n2026-12-24 10:00-14:00'}
        validate={validateExceptions}
        onChange={(exceptions) => onChange({ exceptions })}
        onCommit={onCommit}
      />
    </QuickEditForm>
  );
}
