import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { renderPanel } from '../test/render-panel';
import { DividerQuickEdit } from './quick-edit';

describe('divider quick edit (spec sections 2 and 9)', () => {
  it('shows colour (empty by default: the theme’s, decision 311), line style and thickness 1-10 px', () => {
    renderPanel(DividerQuickEdit, 'divider', blockDefaults('divider'));
    expect(screen.getByLabelText('Color')).toHaveValue('');
    expect(screen.getByLabelText('Color')).toHaveAttribute('placeholder', 'Del tema');
    expect(screen.getByRole('combobox', { name: 'Estilo de línea' })).toHaveTextContent('Sólida');
    const slider = screen.getByRole('slider', { name: 'Grosor' });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '10');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
  });

  it('sends the style at once, the colour and thickness after the pause, clamping to 1-10', async () => {
    const calls = renderPanel(DividerQuickEdit, 'divider', blockDefaults('divider'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Estilo de línea' }));
    await userEvent.click(screen.getByRole('option', { name: 'Punteada' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ style: 'dotted' }, true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Estilo de línea' }));
    await userEvent.click(screen.getByRole('option', { name: 'Discontinua' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ style: 'dashed' }, true);

    const color = screen.getByLabelText('Color');
    await userEvent.clear(color);
    await userEvent.type(color, '#9CA3AF');
    expect(calls.onChange).toHaveBeenLastCalledWith({ color: '#9CA3AF' }, false);

    const number = screen.getByRole('spinbutton', { name: 'Grosor' });
    await userEvent.clear(number);
    await userEvent.type(number, '25');
    await userEvent.tab();
    expect(calls.onChange).toHaveBeenLastCalledWith({ thickness: 10 }, false);
    await userEvent.clear(number);
    await userEvent.type(number, '0');
    await userEvent.tab();
    expect(calls.onChange).toHaveBeenLastCalledWith({ thickness: 1 }, false);
    const slider = screen.getByRole('slider', { name: 'Grosor' });
    act(() => slider.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(calls.onChange).toHaveBeenLastCalledWith({ thickness: 1 }, false);
    await userEvent.keyboard('{End}');
    expect(calls.onChange).toHaveBeenLastCalledWith({ thickness: 10 }, false);
    expect(calls.content()).toMatchObject({ style: 'dashed', color: '#9CA3AF', thickness: 10 });
  });

  it('shows a thickness stored outside the range inside it', () => {
    renderPanel(DividerQuickEdit, 'divider', { color: 'nope', thickness: 40, style: 'wavy' });
    expect(screen.getByRole('slider', { name: 'Grosor' })).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('combobox', { name: 'Estilo de línea' })).toHaveTextContent('Sólida');
    expect(screen.getByTestId('color-swatch')).toHaveAttribute('data-valid', 'false');
  });
});
