import { SENSITIVE_LABELS, SENSITIVE_RATINGS, type SensitiveRating } from '@shared/access';

const SELECT =
  'h-9 max-sm:h-11 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

/** 'Contenido sensible' of a block or a page (issue 36): none, 'Contenido sensible', 18+, 21+ or 25+. */
export function SensitiveSelect({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: SensitiveRating | null;
  disabled?: boolean;
  onChange: (value: SensitiveRating | null) => void;
}) {
  return (
    <select
      id={id}
      className={SELECT}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange((event.target.value || null) as SensitiveRating | null)}
    >
      <option value="">Ninguno</option>
      {SENSITIVE_RATINGS.map((rating) => (
        <option key={rating} value={rating}>
          {SENSITIVE_LABELS[rating]}
        </option>
      ))}
    </select>
  );
}
