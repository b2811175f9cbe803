import { expect, it } from 'vitest';
import { BLOCK_DEFINITIONS, BLOCK_TYPES } from '@shared/blocks';
import { blockHeight } from './heights';
import { BLOCK_PARTS } from './registry';

// The compiler already refuses a registry without a type (complete records); this also refuses
// entries for names that are no block type.
it('has a definition and client parts (renderer, height, panel, icon) for exactly every block type', () => {
  const types = [...BLOCK_TYPES].sort();
  for (const registry of [BLOCK_PARTS, BLOCK_DEFINITIONS]) {
    expect(Object.keys(registry).sort()).toEqual(types);
    for (const type of BLOCK_TYPES) expect(registry[type], type).toBeTruthy();
  }
  for (const type of BLOCK_TYPES) {
    expect(typeof BLOCK_PARTS[type].Renderer, type).toBe('function');
    expect(typeof BLOCK_PARTS[type].height, type).toBe('function');
    expect(BLOCK_PARTS[type].QuickEdit, type).toBeTruthy();
    expect(BLOCK_PARTS[type].icon, type).toBeTruthy();
  }
});

it('guesses each type a height from its content', () => {
  expect(blockHeight({ type: 'spacer', content: { size: 40 } })).toBe(40);
  expect(blockHeight({ type: 'heading', content: { text: 'x', size: 'large', linkUrl: null, collapsible: false } })).toBe(60);
});
