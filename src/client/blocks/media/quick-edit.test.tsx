import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { MEDIA_URL_ERROR } from '@shared/media-embed';
import { renderPanel } from '../test/render-panel';
import { MediaQuickEdit } from './quick-edit';

describe("'Música y video' quick edit (issue 38)", () => {
  it('a new block has an empty link with a Spotify address as its placeholder', () => {
    renderPanel(MediaQuickEdit, 'media', blockDefaults('media'));
    const field = screen.getByLabelText('Enlace');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy');
    expect(field).toHaveAccessibleDescription('Pega el enlace de Spotify, Apple Music, SoundCloud, Vimeo o TikTok.');
  });

  it('stores the reference of a pasted link at once and says what it is', () => {
    const calls = renderPanel(MediaQuickEdit, 'media', blockDefaults('media'));
    const field = screen.getByLabelText('Enlace');
    fireEvent.change(field, { target: { value: 'https://soundcloud.com/banda/sets/disco' } });
    expect(calls.onChange).toHaveBeenLastCalledWith({ source: 'soundcloud:playlist:banda/sets/disco' }, false);
    expect(field).toHaveAccessibleDescription('SoundCloud · lista');
    fireEvent.blur(field);
    expect(calls.onCommit).toHaveBeenCalledTimes(1);
  });

  it('keeps an unusable link as a draft, sends nothing and names the accepted providers', async () => {
    const calls = renderPanel(MediaQuickEdit, 'media', { ...blockDefaults('media'), source: 'vimeo:video:76979871' });
    const field = screen.getByLabelText('Enlace');
    await userEvent.clear(field);
    await userEvent.type(field, 'https://vm.tiktok.com/ZMabc/');
    await userEvent.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(MEDIA_URL_ERROR);
    expect(calls.onChange).not.toHaveBeenCalled();
    expect(calls.content().source).toBe('vimeo:video:76979871');
  });
});
