import { expect, it } from 'vitest';
import { BLOCK_TYPES } from '@shared/blocks';
import { BLOCK_READERS } from '@shared/blocks/read';
import { BLOCK_HEIGHTS } from './heights';
import { BLOCK_ICONS } from './icons';
import { QUICK_EDITS } from './quick-edits';
import { RENDERERS } from './renderers';

// The compiler already refuses a registry without a type (complete records); this also refuses
// entries for names that are no block type.
it('has a renderer, a panel, an icon, a height and a reader for exactly every block type', () => {
  const types = [...BLOCK_TYPES].sort();
  for (const registry of [RENDERERS, QUICK_EDITS, BLOCK_ICONS, BLOCK_HEIGHTS, BLOCK_READERS]) {
    expect(Object.keys(registry).sort()).toEqual(types);
    for (const type of BLOCK_TYPES) expect(registry[type], type).toBeTruthy();
  }
});

it('guesses each type a height from its content', () => {
  expect(BLOCK_HEIGHTS.spacer({ size: 40 })).toBe(40);
  expect(BLOCK_HEIGHTS.heading({ text: 'x', size: 'large', linkUrl: null })).toBe(60);
  for (const type of BLOCK_TYPES) expect(typeof BLOCK_HEIGHTS[type], type).toBe('function');
});
