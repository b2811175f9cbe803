import { blockPlaceholders } from '@shared/blocks';
import { parseYouTubeId } from '@shared/youtube-id';
import { ParsedField } from '../lib/fields/parsed-field';

export const VIDEO_FIELD_ERROR =
  'ID de video de YouTube inválido: pega el enlace del video (youtube.com/watch?v=…, youtu.be/…, /shorts/…) o su ID de 11 caracteres.';

interface VideoFieldProps {
  /** The stored 11-character id. */
  videoId: string;
  onChange(videoId: string): void;
  onCommit(): void;
}

/** 'URL o ID del video': any YouTube address people paste, or the bare id; the id is stored. */
export function VideoField({ videoId, onChange, onCommit }: VideoFieldProps) {
  return (
    <ParsedField
      label="URL o ID del video"
      value={videoId}
      placeholder={blockPlaceholders('youtube').videoId}
      parse={parseYouTubeId}
      error={VIDEO_FIELD_ERROR}
      hint={(id) => (id ? `Video: ${id}` : 'Pega el enlace del video o su ID.')}
      onChange={onChange}
      onCommit={onCommit}
    />
  );
}
