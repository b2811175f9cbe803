import { LIMITS } from '@shared/constants';
import { QuickEditForm } from '../lib/fields/panel';
import { TextField } from '../lib/fields/text-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { fieldValidator } from '../lib/validate-field';
import { VideoField } from './video-field';

const validateTitle = fieldValidator('youtube', 'title');

/** YouTube video: the video (any address people paste, or the id) and an optional title. */
export function YoutubeQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'youtube'>) {
  return (
    <QuickEditForm disabled={disabled === true} label="Edición rápida del video">
      <VideoField videoId={content.videoId} onChange={(videoId) => onChange({ videoId })} onCommit={onCommit} />
      <TextField
        label="Título"
        placeholder="Opcional: se muestra antes de reproducir"
        value={content.title ?? ''}
        maxLength={LIMITS.shortTextMax}
        validate={validateTitle}
        onChange={(title) => onChange({ title })}
        onCommit={onCommit}
      />
    </QuickEditForm>
  );
}
