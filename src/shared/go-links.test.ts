import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS, BLOCK_TYPES } from './blocks/definitions';
import { goTargets, mapsLink } from './go-links';

describe('goTargets: where a click leaves the page, from the block definitions', () => {
  it('names each linking type its own http(s) targets', () => {
    expect(goTargets({ type: 'link', content: { url: ' https://example.com/a ' } })).toEqual({ '': 'https://example.com/a' });
    expect(goTargets({ type: 'link', content: { url: 'mailto:ana@example.com' } })).toEqual({});
    expect(goTargets({ type: 'youtube', content: { videoId: 'https://youtu.be/dQw4w9WgXcQ' } })).toEqual({ '': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(goTargets({ type: 'pdf', content: '{"title":"Carta","url":"https://example.com/c.pdf"}' })).toEqual({ '': 'https://example.com/c.pdf' });
    expect(goTargets({ type: 'image', content: { linkUrl: 'javascript:alert(1)' } })).toEqual({});
    expect(goTargets({ type: 'contactCard', content: { name: 'Ana', website: 'https://ana.example', linkedinUrl: 'https://linkedin.com/in/ana', address: ' Gran Vía 1 ' } })).toEqual({
      website: 'https://ana.example',
      linkedin: 'https://linkedin.com/in/ana',
      maps: mapsLink('Gran Vía 1'),
    });
  });

  it("falls back to an old heading's item link, even with unreadable content", () => {
    expect(goTargets({ type: 'heading', content: { text: 'Hola' }, linkUrl: 'https://old.example' })).toEqual({ '': 'https://old.example' });
    expect(goTargets({ type: 'text', content: '{roto', linkUrl: 'https://old.example' })).toEqual({ '': 'https://old.example' });
  });

  it('gives nothing for types that never link out and for unknown types', () => {
    for (const type of BLOCK_TYPES.filter((name) => BLOCK_DEFINITIONS[name].links === null)) {
      expect(goTargets({ type, content: { linkUrl: 'https://example.com', url: 'https://example.com' } }), type).toEqual({});
    }
    expect(goTargets({ type: 'carrusel', content: { url: 'https://example.com' } })).toEqual({});
    expect(goTargets({ type: 'toString', content: {} })).toEqual({});
  });
});
