import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { ColorInput } from './color-input';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <ColorInput label="Color del texto" value={value} onChange={setValue} />;
}

it('shows the colour for # plus six hex digits and a checkerboard otherwise', () => {
  render(<Harness initial="#112233" />);
  const swatch = screen.getByTestId('color-swatch');
  expect(swatch).toHaveAttribute('data-valid', 'true');
  expect(swatch.style.background).toContain('rgb(17, 34, 51)');

  fireEvent.change(screen.getByLabelText('Color del texto'), { target: { value: 'rojo' } });
  expect(swatch).toHaveAttribute('data-valid', 'false');
  expect(swatch.style.background).toContain('repeating-conic-gradient');
  expect(screen.getByLabelText('Color del texto')).toHaveAttribute('aria-invalid', 'true');
});

it('takes the picked colour from the native picker', () => {
  render(<Harness initial="#000000" />);
  fireEvent.change(screen.getByLabelText('Color del texto: selector de color'), { target: { value: '#abcdef' } });
  expect(screen.getByLabelText('Color del texto')).toHaveValue('#ABCDEF');
});
