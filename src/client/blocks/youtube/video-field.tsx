import { useId, useState } from 'react';
import { blockPlaceholders } from '@shared/blocks';
import { parseYouTubeId } from '@shared/youtube-id';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldMessage } from '../lib/fields/field-message';
import { useFieldDisabled } from '../lib/fields/panel';

export const VIDEO_FIELD_ERROR =
  'ID de video de YouTube inválido: pega el enlace del video (youtube.com/watch?v=…, youtu.be/…, /shorts/…) o su ID de 11 caracteres.';

interface VideoFieldProps {
  /** The stored 11-character id. */
  videoId: string;
  onChange(videoId: string): void;
  onCommit(): void;
}

/**
 * 'URL o ID del video': takes whatever a person pastes (any YouTube address or the bare id) and
 * stores the id as soon as the text names a video. What was typed stays in the field while it is
 * being edited; once left, the field shows the stored id, or the reason the text is no video.
 */
export function VideoField({ videoId, onChange, onCommit }: VideoFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const shown = typed ?? videoId;
  const error = left && typed !== null && !parseYouTubeId(typed) ? VIDEO_FIELD_ERROR : null;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>URL o ID del video</Label>
      <Input
        id={id}
        type="text"
        inputMode="url"
        value={shown}
        placeholder={blockPlaceholders('youtube').videoId}
        maxLength={2048}
        autoComplete="off"
        spellCheck={false}
        disabled={useFieldDisabled()}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          setLeft(false);
          const parsed = parseYouTubeId(text);
          if (parsed && parsed !== videoId) onChange(parsed);
        }}
        onBlur={() => {
          if (typed !== null && parseYouTubeId(typed)) setTyped(null);
          else setLeft(true);
          onCommit();
        }}
      />
      {error ? (
        <FieldMessage id={`${id}-error`} message={error} />
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {parseYouTubeId(shown) ? `Video: ${parseYouTubeId(shown)}` : 'Pega el enlace del video o su ID.'}
        </p>
      )}
    </div>
  );
}
