import { expect, it } from 'vitest';
import { BLOCK_TYPES } from '@shared/blocks';
import { quickEditFor } from './registry';

it('has a panel for every block type (decision 530), and none for unknown names', () => {
  expect(BLOCK_TYPES.filter((type) => quickEditFor(type) === null)).toEqual([]);
  expect(quickEditFor('youtube')).not.toBeNull();
  expect(quickEditFor('link')).not.toBeNull();
  expect(quickEditFor('pdf')).not.toBeNull();
  expect(quickEditFor('toString')).toBeNull();
  expect(quickEditFor('desconocido')).toBeNull();
});
