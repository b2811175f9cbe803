import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { FONT_FAMILIES } from '@shared/fonts';
import { renderPanel } from '../test/render-panel';
import { TextQuickEdit } from './quick-edit';

describe('text quick edit (spec section 2)', () => {
  it('shows a 4-row text box, the font list (Inter by default) and the shared styling fields', async () => {
    renderPanel(TextQuickEdit, 'text', blockDefaults('text'));
    expect(screen.getByLabelText('Texto')).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText('Texto')).toHaveValue('Nuevo Párrafo');
    const font = screen.getByRole('combobox', { name: 'Fuente' });
    expect(font).toHaveTextContent('Inter');
    expect(screen.getByRole('button', { name: 'Negrita' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('radio', { name: 'Alinear a la izquierda' })).toHaveAttribute('aria-checked', 'true');
    for (const label of ['Color del texto', 'Color de fondo', 'Enlace (URL)']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Opacidad del fondo' })).toBeInTheDocument();
    await userEvent.click(font);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...FONT_FAMILIES]);
  });

  it('reads a font outside the list as Inter', () => {
    renderPanel(TextQuickEdit, 'text', { text: 'x', fontFamily: 'Comic Sans MS' });
    expect(screen.getByRole('combobox', { name: 'Fuente' })).toHaveTextContent('Inter');
  });

  it('sends the chosen font at once and keeps line breaks in the text', async () => {
    const calls = renderPanel(TextQuickEdit, 'text', blockDefaults('text'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Fuente' }));
    await userEvent.click(screen.getByRole('option', { name: 'Merriweather' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ fontFamily: 'Merriweather' }, true);
    expect(screen.getByRole('combobox', { name: 'Fuente' })).toHaveTextContent('Merriweather');
    const text = screen.getByLabelText('Texto');
    await userEvent.clear(text);
    await userEvent.type(text, 'Uno{Enter}Dos');
    expect(calls.onChange).toHaveBeenLastCalledWith({ text: 'Uno\nDos' }, false);
    await userEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ fontWeight: 'bold' }, true);
    await userEvent.click(screen.getByRole('radio', { name: 'Alinear a la derecha' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ textAlign: 'right' }, true);
    expect(calls.onCommit).toHaveBeenCalled();
  });
});
