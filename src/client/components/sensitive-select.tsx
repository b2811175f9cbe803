import { SENSITIVE_LABELS, SENSITIVE_RATINGS, type SensitiveRating } from '@shared/access';
import { NativeSelect } from '@/components/ui/native-select';

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
    <NativeSelect
      id={id}
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
    </NativeSelect>
  );
}
