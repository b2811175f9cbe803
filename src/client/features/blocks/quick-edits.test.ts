import { expect, it } from 'vitest';
import { BLOCK_TYPES } from '@shared/blocks';
import { quickEditFor } from './quick-edits';

it('has a panel for every type but youtube, link and pdf (spec section 2)', () => {
  const withPanel = BLOCK_TYPES.filter((type) => quickEditFor(type) !== null);
  expect(withPanel).toEqual(['heading', 'text', 'subpage', 'image', 'divider', 'spacer', 'contactCard']);
  expect(quickEditFor('youtube')).toBeNull();
  expect(quickEditFor('toString')).toBeNull();
  expect(quickEditFor('desconocido')).toBeNull();
});
