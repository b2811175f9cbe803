import { describe, expect, it } from 'vitest';
import type { z } from '../zod';
import { BLOCK_DEFINITIONS, BLOCKS, BLOCK_TYPES, blockDefaults } from './index';
import { isKnownBlockType, parseBlockContent } from './read';

const shape = (type: (typeof BLOCK_TYPES)[number]) => (BLOCKS[type].schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>;

describe('parseBlockContent', () => {
  it('reads exactly the fields of every schema', () => {
    for (const type of BLOCK_TYPES) {
      expect(Object.keys(BLOCK_DEFINITIONS[type].fields).sort(), type).toEqual(Object.keys(shape(type)).sort());
      expect(Object.keys(parseBlockContent(type, {}) ?? {}).sort(), type).toEqual(Object.keys(shape(type)).sort());
    }
    expect(isKnownBlockType('heading')).toBe(true);
    expect(isKnownBlockType('toString')).toBe(false);
    expect(isKnownBlockType('carrusel')).toBe(false);
  });

  it('reads what the schema stores as it is (every type, from its creation defaults)', () => {
    for (const type of BLOCK_TYPES) {
      const defaults = { ...blockDefaults(type), ...(type === 'subpage' ? { pageId: 4 } : {}) };
      const parsed = BLOCKS[type].schema.parse(defaults) as Record<string, unknown>;
      const read = parseBlockContent(type, parsed) as Record<string, unknown>;
      for (const key of Object.keys(shape(type))) expect(read[key], `${type}.${key}`).toEqual(parsed[key]);
    }
  });

  it('reads a missing field as the schema reads a missing one, or empty when the schema requires it', () => {
    for (const type of BLOCK_TYPES) {
      const read = parseBlockContent(type, {}) as Record<string, unknown>;
      for (const [key, field] of Object.entries(shape(type))) {
        const absent = field.safeParse(undefined);
        if (absent.success) expect(read[key], `${type}.${key}`).toEqual(absent.data);
        else expect(['', 0], `${type}.${key}`).toContainEqual(read[key]);
      }
    }
  });

  it('accepts an old row stored as a JSON string', () => {
    expect(parseBlockContent('heading', JSON.stringify({ text: 'Hola', size: 'small', textAlign: 'right' }))).toMatchObject({
      text: 'Hola',
      size: 'small',
      textAlign: 'right',
      fontWeight: undefined,
      linkUrl: null,
    });
    expect(parseBlockContent('spacer', '{"size":40}')).toEqual({ size: 40 });
  });

  it('falls back field by field on missing fields and wrong types', () => {
    expect(parseBlockContent('heading', { text: 42, size: 'enorme', fontWeight: 'bold', textColor: ['#f00'], backgroundOpacity: '50' })).toMatchObject({
      text: '',
      size: 'large',
      fontWeight: 'bold',
      textColor: undefined,
      backgroundOpacity: undefined,
    });
    expect(parseBlockContent('image', { imageUrl: '', showBorder: 'yes', sizePreset: 'banner', altText: null })).toEqual({
      imageUrl: null,
      altText: 'Imagen',
      showBorder: false,
      sizePreset: 'banner',
      linkUrl: null,
      layoutType: 'normal',
      title: undefined,
      buttonText: undefined,
    });
    expect(parseBlockContent('divider', { thickness: Number.NaN, style: 'wavy', color: '#123456' })).toEqual({ color: '#123456', thickness: undefined, style: 'solid' });
    expect(parseBlockContent('subpage', { title: 'Hija', pageId: '7' })).toMatchObject({ title: 'Hija', pageId: 0, cardImageStyle: 'cover' });
    expect(parseBlockContent('contactCard', { name: 'Ana', email: '' })).toMatchObject({ name: 'Ana', email: null, phone: undefined, website: null });
  });

  it('keeps only the id of a YouTube address, and reads anything else as no video', () => {
    expect(parseBlockContent('youtube', { videoId: 'https://youtu.be/dQw4w9WgXcQ?t=3' })?.videoId).toBe('dQw4w9WgXcQ');
    expect(parseBlockContent('youtube', { videoId: 'no es un video' })?.videoId).toBe('');
    expect(parseBlockContent('youtube', { videoId: 7 })).toEqual({ videoId: '', title: undefined });
  });

  it('gives null when there is no object to read', () => {
    expect(parseBlockContent('text', '{no es json')).toBeNull();
    expect(parseBlockContent('text', [1, 2])).toBeNull();
    expect(parseBlockContent('text', null)).toBeNull();
    expect(parseBlockContent('text', '"texto"')).toBeNull();
    const poisoned = {
      get text(): string {
        throw new Error('boom');
      },
    };
    expect(parseBlockContent('text', poisoned)).toBeNull();
  });
});
