import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { renderPanel } from '../test/render-panel';
import { YoutubeQuickEdit } from './quick-edit';
import { VIDEO_FIELD_ERROR } from './video-field';

const ID = 'dQw4w9WgXcQ';

/** Every form people paste (issue 12), each giving the same 11-character id. */
const PASTED = [
  `https://www.youtube.com/watch?v=${ID}`,
  `https://youtube.com/watch?v=${ID}&t=42s&list=PL1234`,
  `https://m.youtube.com/watch?feature=share&v=${ID}`,
  `https://youtu.be/${ID}?si=abc123`,
  `https://www.youtube.com/shorts/${ID}`,
  `https://www.youtube.com/embed/${ID}?start=10`,
  `https://www.youtube.com/live/${ID}?feature=shared`,
  `https://www.youtube-nocookie.com/embed/${ID}`,
  ID,
];

describe('youtube quick edit (issue 12)', () => {
  it("a new video's field is empty, with the spec's sample video as its placeholder (issue 32)", () => {
    renderPanel(YoutubeQuickEdit, 'youtube', blockDefaults('youtube'));
    const field = screen.getByLabelText('URL o ID del video');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
  });

  it("shows 'URL o ID del video' with the stored id and an optional 'Título'", () => {
    renderPanel(YoutubeQuickEdit, 'youtube', { ...blockDefaults('youtube'), videoId: 'M7lc1UVf-VE' });
    expect(screen.getByLabelText('URL o ID del video')).toHaveValue('M7lc1UVf-VE');
    expect(screen.getByLabelText('URL o ID del video')).toHaveAccessibleDescription('Video: M7lc1UVf-VE');
    expect(screen.getByLabelText('Título')).toHaveValue('');
  });

  it.each(PASTED)('stores the id of %s at once, and shows the id once the field is left', async (pasted) => {
    const calls = renderPanel(YoutubeQuickEdit, 'youtube', blockDefaults('youtube'));
    const field = screen.getByLabelText('URL o ID del video');
    fireEvent.change(field, { target: { value: pasted } });
    expect(field).toHaveValue(pasted);
    expect(calls.onChange).toHaveBeenCalledTimes(1);
    expect(calls.onChange).toHaveBeenLastCalledWith({ videoId: ID }, false);
    fireEvent.blur(field);
    expect(field).toHaveValue(ID);
    expect(calls.onCommit).toHaveBeenCalledTimes(1);
    expect(calls.content().videoId).toBe(ID);
  });

  it('keeps anything else as a draft, sends nothing and says why once the field is left', async () => {
    const calls = renderPanel(YoutubeQuickEdit, 'youtube', { ...blockDefaults('youtube'), videoId: 'M7lc1UVf-VE' });
    const field = screen.getByLabelText('URL o ID del video');
    for (const wrong of ['https://vimeo.com/123456', 'https://www.youtube.com/watch?v=corto', 'no es un video', '']) {
      await userEvent.clear(field);
      if (wrong) await userEvent.type(field, wrong);
      expect(screen.queryByText(VIDEO_FIELD_ERROR)).not.toBeInTheDocument();
      await userEvent.tab();
      expect(field).toHaveValue(wrong);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(VIDEO_FIELD_ERROR);
      await userEvent.click(field);
    }
    expect(calls.onChange).not.toHaveBeenCalled();
    expect(calls.content().videoId).toBe('M7lc1UVf-VE');
  });

  it('sends the title after the pause and commits when it is left', async () => {
    const calls = renderPanel(YoutubeQuickEdit, 'youtube', blockDefaults('youtube'));
    await userEvent.type(screen.getByLabelText('Título'), 'Mi charla');
    expect(calls.onChange).toHaveBeenLastCalledWith({ title: 'Mi charla' }, false);
    await userEvent.tab();
    expect(calls.onCommit).toHaveBeenCalled();
  });
});
