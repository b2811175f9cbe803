import { blockPlaceholders } from '@shared/blocks';
import { LIMITS } from '@shared/constants';
import { MEDIA_PROVIDER_NAMES, MEDIA_URL_ERROR, parseMediaReference, readMediaEmbed } from '@shared/media-embed';
import { ParsedField } from '../lib/fields/parsed-field';
import { QuickEditForm } from '../lib/fields/panel';
import { TextField } from '../lib/fields/text-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { fieldValidator } from '../lib/validate-field';

const validateTitle = fieldValidator('media', 'title');

const KIND_NAMES: Record<string, string> = {
  track: 'canción',
  song: 'canción',
  album: 'disco',
  playlist: 'lista',
  episode: 'episodio',
  show: 'podcast',
  artist: 'artista',
  video: 'video',
  'music-video': 'videoclip',
};

/** What a stored reference names, in words: 'Spotify · disco'. */
function describe(reference: string | null): string {
  const embed = reference ? readMediaEmbed(reference) : null;
  if (!embed) return 'Pega el enlace de Spotify, Apple Music, SoundCloud, Vimeo o TikTok.';
  return `${MEDIA_PROVIDER_NAMES[embed.provider]} · ${KIND_NAMES[embed.kind] ?? embed.kind}`;
}

/** 'Música y video': the link as pasted from the provider and an optional title for the facade. */
export function MediaQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'media'>) {
  return (
    <QuickEditForm disabled={disabled === true} label="Edición rápida de música y video">
      <ParsedField
        label="Enlace"
        value={content.source}
        placeholder={blockPlaceholders('media').source}
        parse={parseMediaReference}
        error={MEDIA_URL_ERROR}
        hint={describe}
        onChange={(source) => onChange({ source })}
        onCommit={onCommit}
      />
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
