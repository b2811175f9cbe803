import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { renderPanel } from '../test/render-panel';
import { SpacerQuickEdit } from './quick-edit';

describe('spacer quick edit (spec sections 2 and 9)', () => {
  it('shows the size 10-200 px in steps of 5, 20 by default', () => {
    renderPanel(SpacerQuickEdit, 'spacer', blockDefaults('spacer'));
    const slider = screen.getByRole('slider', { name: 'Tamaño' });
    expect(slider).toHaveAttribute('aria-valuemin', '10');
    expect(slider).toHaveAttribute('aria-valuemax', '200');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    const number = screen.getByRole('spinbutton', { name: 'Tamaño' });
    expect(number).toHaveAttribute('step', '5');
    expect(number).toHaveValue(20);
  });

  it('steps by 5 with the keys and commits when the slider is released', async () => {
    const calls = renderPanel(SpacerQuickEdit, 'spacer', blockDefaults('spacer'));
    const slider = screen.getByRole('slider', { name: 'Tamaño' });
    act(() => slider.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(calls.onChange).toHaveBeenLastCalledWith({ size: 25 }, false);
    expect(calls.onCommit).toHaveBeenCalled();
    await userEvent.keyboard('{Home}');
    expect(calls.onChange).toHaveBeenLastCalledWith({ size: 10 }, false);
  });

  it('clamps typed sizes to 10-200 and onto the step of 5', async () => {
    const calls = renderPanel(SpacerQuickEdit, 'spacer', blockDefaults('spacer'));
    const number = screen.getByRole('spinbutton', { name: 'Tamaño' });
    for (const [typed, saved] of [
      ['500', 200],
      ['3', 10],
      ['23', 25],
      ['137', 135],
    ] as const) {
      await userEvent.clear(number);
      await userEvent.type(number, typed);
      await userEvent.tab();
      expect(calls.onChange).toHaveBeenLastCalledWith({ size: saved }, false);
      expect(number).toHaveValue(saved);
    }
    // An empty field goes back to the saved size.
    await userEvent.clear(number);
    await userEvent.tab();
    expect(number).toHaveValue(135);
    expect(calls.content().size).toBe(135);
  });
});
