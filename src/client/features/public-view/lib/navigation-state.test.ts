import { describe, expect, it } from 'vitest';
import { readNavigationState } from './navigation-state';

describe('readNavigationState', () => {
  it('reads the parent slug and the footer bar from our state or a plain object', () => {
    const footer = { visible: true, floating: true, text: 'Hola', buttonText: 'Ir', buttonUrl: 'https://x.example', buttonDownload: false };
    expect(readNavigationState({ usr: { parentSlug: 'padre', footer } })).toEqual({ parentSlug: 'padre', footer });
    expect(readNavigationState({ parentSlug: 'padre' })).toEqual({ parentSlug: 'padre', footer: null });
  });

  it('ignores anything malformed or unsafe', () => {
    for (const state of [null, undefined, 'x', 42, [], { usr: 'x' }]) {
      expect(readNavigationState(state)).toEqual({ parentSlug: null, footer: null });
    }
    expect(readNavigationState({ parentSlug: '../admin' }).parentSlug).toBeNull();
    expect(readNavigationState({ footer: { visible: false, text: 'x' } }).footer).toBeNull();
    expect(readNavigationState({ footer: { visible: true, text: '', buttonText: 'Ir', buttonUrl: 'javascript:alert(1)' } }).footer).toBeNull();
    expect(readNavigationState({ footer: { visible: true, text: 'Hola', buttonText: 'Ir', buttonUrl: 'javascript:alert(1)' } }).footer).toMatchObject({
      text: 'Hola',
      buttonUrl: null,
    });
  });
});
