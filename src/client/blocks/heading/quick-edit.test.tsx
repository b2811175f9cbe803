import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { renderPanel } from '../test/render-panel';
import { HeadingQuickEdit } from './quick-edit';

const setup = (content: Record<string, unknown> = blockDefaults('heading')) => renderPanel(HeadingQuickEdit, 'heading', content);

describe('heading quick edit (spec section 2)', () => {
  it('shows every field with its label and the creation defaults', () => {
    setup();
    const text = screen.getByLabelText('Texto');
    expect(text.tagName).toBe('TEXTAREA');
    expect(text).toHaveAttribute('rows', '2');
    expect(text).toHaveValue('Nuevo Título');
    expect(screen.getByRole('radiogroup', { name: 'Tamaño' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'H1 (grande)' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'H2 (mediano)' })).toHaveTextContent('H2');
    expect(screen.getByRole('radio', { name: 'H3 (pequeño)' })).toHaveTextContent('H3');
    expect(screen.getByRole('button', { name: 'Negrita' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Cursiva' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('radio', { name: 'Centrar' })).toHaveAttribute('aria-checked', 'true');
    // Since issue 18 a new heading has no colours of its own: it follows the theme (decision 311).
    expect(screen.getByLabelText('Color del texto')).toHaveValue('');
    expect(screen.getByLabelText('Color del texto')).toHaveAttribute('placeholder', 'Del tema');
    expect(screen.getByLabelText('Color de fondo')).toHaveValue('');
    expect(screen.getByLabelText('Color de fondo')).toHaveAttribute('placeholder', 'Sin fondo');
    expect(screen.getByRole('slider', { name: 'Opacidad del fondo' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('spinbutton', { name: 'Opacidad del fondo' })).toHaveValue(100);
    expect(screen.getByLabelText('Enlace (URL)')).toHaveAttribute('type', 'url');
  });

  it('sends the text on each keystroke (after the pause) and commits when the field is left', async () => {
    const calls = setup();
    const text = screen.getByLabelText('Texto');
    await userEvent.clear(text);
    await userEvent.type(text, 'Hola');
    expect(calls.onChange.mock.calls.map(([patch]) => patch.text)).toEqual(['H', 'Ho', 'Hol', 'Hola']);
    expect(calls.onChange).toHaveBeenLastCalledWith({ text: 'Hola' }, false);
    expect(calls.onCommit).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(calls.onCommit).toHaveBeenCalledTimes(1);
    expect(calls.content().text).toBe('Hola');
  });

  it('never sends an empty text: it stays in the field with the reason once the field is left', async () => {
    const calls = setup();
    const text = screen.getByLabelText('Texto');
    await userEvent.clear(text);
    expect(calls.onChange).not.toHaveBeenCalled();
    expect(text).toHaveValue('');
    expect(screen.queryByText('El texto no puede estar vacío')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('El texto no puede estar vacío')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(calls.content().text).toBe('Nuevo Título');
    await userEvent.type(text, 'B');
    expect(calls.onChange).toHaveBeenLastCalledWith({ text: 'B' }, false);
    expect(screen.queryByText('El texto no puede estar vacío')).not.toBeInTheDocument();
  });

  it('sends size, bold, italic and alignment at once', async () => {
    const calls = setup();
    await userEvent.click(screen.getByRole('radio', { name: 'H2 (mediano)' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ size: 'medium' }, true);
    await userEvent.click(screen.getByRole('radio', { name: 'H3 (pequeño)' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ size: 'small' }, true);
    // Pressing the chosen size again keeps it (a heading always has a size).
    await userEvent.click(screen.getByRole('radio', { name: 'H3 (pequeño)' }));
    expect(calls.onChange).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Negrita' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ fontWeight: 'normal' }, true);
    await userEvent.click(screen.getByRole('button', { name: 'Cursiva' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ fontStyle: 'italic' }, true);
    expect(screen.getByRole('button', { name: 'Cursiva' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Justificar' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ textAlign: 'justify' }, true);
    expect(calls.content()).toMatchObject({ size: 'small', fontWeight: 'normal', fontStyle: 'italic', textAlign: 'justify' });
  });

  it('takes colours, showing a checkerboard for anything but # plus six hex digits', async () => {
    const calls = setup();
    const color = screen.getByLabelText('Color del texto');
    await userEvent.clear(color);
    await userEvent.type(color, '#1D4ED8');
    expect(calls.onChange).toHaveBeenLastCalledWith({ textColor: '#1D4ED8' }, false);
    const [textSwatch, backgroundSwatch] = screen.getAllByTestId('color-swatch');
    expect(textSwatch).toHaveAttribute('data-valid', 'true');
    fireEvent.change(screen.getByLabelText('Color de fondo: selector de color'), { target: { value: '#fef3c7' } });
    expect(calls.onChange).toHaveBeenLastCalledWith({ backgroundColor: '#FEF3C7' }, false);
    await userEvent.clear(color);
    await userEvent.type(color, 'blue');
    expect(calls.onChange).toHaveBeenLastCalledWith({ textColor: 'blue' }, false);
    expect(textSwatch).toHaveAttribute('data-valid', 'false');
    expect(backgroundSwatch).toHaveAttribute('data-valid', 'true');
    // A colour that could break out of the CSS declaration is not sent.
    await userEvent.type(color, ';');
    expect(calls.onChange).toHaveBeenLastCalledWith({ textColor: 'blue' }, false);
    await userEvent.tab();
    expect(screen.getByText('Color no válido')).toBeInTheDocument();
    expect(calls.onCommit).toHaveBeenCalled();
  });

  it('moves the background opacity with the slider and clamps typed numbers to 0-100', async () => {
    const calls = setup({ ...blockDefaults('heading'), backgroundOpacity: 50 });
    const slider = screen.getByRole('slider', { name: 'Opacidad del fondo' });
    act(() => slider.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(calls.onChange).toHaveBeenLastCalledWith({ backgroundOpacity: 51 }, false);
    const number = screen.getByRole('spinbutton', { name: 'Opacidad del fondo' });
    await userEvent.clear(number);
    await userEvent.type(number, '150');
    await userEvent.tab();
    expect(calls.onChange).toHaveBeenLastCalledWith({ backgroundOpacity: 100 }, false);
    expect(number).toHaveValue(100);
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await userEvent.clear(number);
    await userEvent.type(number, '-5{Enter}');
    expect(calls.onChange).toHaveBeenLastCalledWith({ backgroundOpacity: 0 }, false);
    expect(calls.onCommit).toHaveBeenCalled();
  });

  it('stores a link with https:// added when it was left out, and null when emptied', async () => {
    const calls = setup();
    const link = screen.getByLabelText('Enlace (URL)');
    await userEvent.type(link, 'example.com/hola');
    expect(calls.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(calls.onChange).toHaveBeenLastCalledWith({ linkUrl: 'https://example.com/hola' }, false);
    expect(link).toHaveValue('https://example.com/hola');
    await userEvent.clear(link);
    expect(calls.onChange).toHaveBeenLastCalledWith({ linkUrl: null }, false);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.tab();
    expect(screen.getByText('Debe ser una URL válida que empiece por http:// o https://')).toBeInTheDocument();
    expect(calls.content().linkUrl).toBeNull();
  });

  it('disables every control while the item is busy', () => {
    renderPanel(HeadingQuickEdit, 'heading', blockDefaults('heading'), { disabled: true });
    for (const control of [
      screen.getByLabelText('Texto'),
      screen.getByRole('radio', { name: 'H1 (grande)' }),
      screen.getByRole('button', { name: 'Negrita' }),
      screen.getByLabelText('Color del texto'),
      screen.getByRole('spinbutton', { name: 'Opacidad del fondo' }),
      screen.getByLabelText('Enlace (URL)'),
    ]) {
      expect(control).toBeDisabled();
    }
    expect(screen.getByRole('slider', { name: 'Opacidad del fondo' })).toHaveAttribute('data-disabled');
  });
});
