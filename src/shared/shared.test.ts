import { describe, expect, it } from 'vitest';
import { blockLabel } from './blocks';
import { formatFileSize } from './blocks/pdf';
import { parseYouTubeId } from './blocks/youtube';
import { hexToRgba, isValidHexColor } from './colors';
import { sanitizeTypedSlug, slugFromTitle } from './slug';
import { safeHref } from './url';

describe('slugs (spec section 5)', () => {
  it.each([
    ['Mi Página', 'mi-pagina'],
    ['  ¡Hola, Mundo!  ', 'hola-mundo'],
    ['Canción   del   año', 'cancion-del-ano'],
    ['a -- b', 'a-b'],
    ['', 'pagina-sin-titulo'],
    ['!!!', 'pagina-sin-titulo'],
  ])('slugFromTitle(%j) is %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('keeps only letters, digits and hyphens when typed by hand, lowercased', () => {
    expect(sanitizeTypedSlug('Mi Slug_2!-x')).toBe('mislug2-x');
  });
});

describe('colours', () => {
  it('accepts only # plus six hex digits for the swatch', () => {
    expect(isValidHexColor('#A1b2C3')).toBe(true);
    for (const value of ['#abc', 'red', '#abcdeg', '', null]) expect(isValidHexColor(value)).toBe(false);
  });

  it('turns hex of 3 or 6 digits into a translucent colour, anything else into null', () => {
    expect(hexToRgba('#000', 60)).toBe('rgba(0, 0, 0, 0.6)');
    expect(hexToRgba('#FF8000', 50)).toBe('rgba(255, 128, 0, 0.5)');
    expect(hexToRgba('rgb(1,2,3)', 50)).toBeNull();
  });
});

describe('links', () => {
  it('lets only http(s), mailto and tel become links', () => {
    expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeHref('tel:+34600000000')).toBe('tel:+34600000000');
    for (const value of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', '/relative', 'vbscript:x', 42]) {
      expect(safeHref(value)).toBeNull();
    }
  });
});

describe('block helpers', () => {
  it('reads YouTube ids from ids and addresses', () => {
    for (const input of [
      'M7lc1UVf-VE',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=1',
      'https://youtu.be/M7lc1UVf-VE',
      'https://www.youtube.com/embed/M7lc1UVf-VE',
      'https://youtube.com/shorts/M7lc1UVf-VE',
    ]) {
      expect(parseYouTubeId(input)).toBe('M7lc1UVf-VE');
    }
    expect(parseYouTubeId('https://vimeo.com/123')).toBeNull();
  });

  it('formats file sizes in base 1024 with 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1234567890)).toBe('1.15 GB');
  });

  it('labels every type as the item card badge does, otherwise Elemento', () => {
    expect(['heading', 'text', 'youtube', 'link', 'pdf', 'subpage', 'image', 'divider', 'spacer', 'contactCard', 'x'].map(blockLabel)).toEqual([
      'Título', 'Texto', 'Video YouTube', 'Enlace', 'Documento PDF', 'Subpágina', 'Imagen', 'Línea Divisoria', 'Espacio', 'Tarjeta de Contacto', 'Elemento',
    ]);
  });
});
