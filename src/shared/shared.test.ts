import { describe, expect, it } from 'vitest';
import { BLOCKS, BLOCK_TYPES, blockLabel, parseContentValue, validateBlockContent } from './blocks';
import { TEXT_MESSAGES } from './text-hygiene';
import { blockStringLimits } from './blocks/field-limits';
import { LIMITS } from './constants';
import { contentBytes, renderedBytes, utf8Length } from './content-size';
import { formatFileSize } from './blocks/pdf';
import { parseYouTubeId } from './blocks/youtube';
import { hexToRgba, isValidHexColor } from './colors';
import { sanitizeTypedSlug, slugFromTitle } from './slug';
import { isLinkUrl, safeHref } from './url';

describe('slugs (spec section 5)', () => {
  it.each([
    ['Mi Página', 'mi-pagina'],
    ['  ¡Hola, Mundo!  ', 'hola-mundo'],
    ['Canción   del   año', 'cancion-del-ano'],
    ['a -- b', 'a-b'],
    ['', 'pagina-sin-titulo'],
    ['!!!', 'pagina-sin-titulo'],
    ['Marta García', 'marta-garcia'],
    ['Ñandú', 'nandu'],
    ['Straße Øresund Łódź', 'strasse-oresund-lodz'],
  ])('slugFromTitle(%j) is %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it.each([
    ['Mi Slug_2!-x', 'mi-slug2-x'],
    ['Marta García', 'marta-garcia'],
    ['Ñandú', 'nandu'],
    ['ÉLÈVE-Ça', 'eleve-ca'],
    ['marta-', 'marta-'],
    ['a  b', 'a-b'],
    ['日本', ''],
  ])('typed by hand, %j gives %j: letters (accents as plain letters), digits and hyphens, lowercased', (typed, slug) => {
    expect(sanitizeTypedSlug(typed)).toBe(slug);
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

describe('link block addresses (issue 12)', () => {
  it.each([
    'https://a.example/x?y=1',
    'http://a.example',
    'mailto:ana@example.com',
    'mailto:ana@example.com?subject=Hola%20Ana',
    'MAILTO:Ana.Lopez@correo.example.es',
    'tel:+34600000000',
    'tel:+34 600 00 00 00',
    'tel:(91)555-12-34',
  ])('accepts %j', (value) => {
    expect(isLinkUrl(value)).toBe(true);
    expect(BLOCKS.link.schema.safeParse({ url: value, title: 'x' }).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://a.example', 'mailto:', 'mailto:ana', 'mailto:ana@', 'tel:', 'tel:12', 'tel:abc', 'sms:+34600000000', 'example.com', '/x'])(
    'refuses %j with the link fields’ message',
    (value) => {
      expect(isLinkUrl(value)).toBe(false);
      const result = BLOCKS.link.schema.safeParse({ url: value, title: 'x' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Debe ser una URL válida que empiece por http:// o https://, o una dirección mailto: o tel:');
    },
  );

  it('takes an empty address: a block not yet completed (decision 015)', () => {
    expect(BLOCKS.link.schema.parse({ url: '', title: '' })).toMatchObject({ url: '', title: '' });
  });

  it('keeps the favicon an uploaded image address, or null', () => {
    expect(BLOCKS.link.schema.parse({ url: 'https://a.example', title: 'x', favicon: '' }).favicon).toBeNull();
    expect(BLOCKS.link.schema.safeParse({ url: 'https://a.example', title: 'x', favicon: 'javascript:x' }).success).toBe(false);
  });
});

describe('pdf block content', () => {
  it('takes what the upload answers, an http(s) url and a whole, non-negative size', () => {
    const uploaded = { url: 'https://a.example/storage/v1/object/public/item-files/x.pdf', filename: 'carta.pdf', filesize: 1536 };
    expect(BLOCKS.pdf.schema.parse({ title: 'Carta', ...uploaded })).toEqual({ title: 'Carta', ...uploaded });
    for (const bad of [{ url: 'mailto:a@b.example' }, { filesize: -1 }, { filesize: 1.5 }, { filesize: '12' }, { title: '' }]) {
      expect(BLOCKS.pdf.schema.safeParse({ title: 'Carta', ...uploaded, ...bad }).success, JSON.stringify(bad)).toBe(false);
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

describe('content limits (decision 850)', () => {
  it('gives every string field of every block type a maximum, none above the long-text one', () => {
    for (const type of BLOCK_TYPES) {
      for (const [field, max] of blockStringLimits(type)) {
        // A field made without the helpers of fields.ts / url.ts has no maximum: Infinity.
        expect(max, `${type}.${field}`).toBeLessThanOrEqual(Math.max(LIMITS.longTextMax, LIMITS.urlMax));
      }
    }
    expect(blockStringLimits('contactCard').get('email')).toBe(254);
    expect(blockStringLimits('link').get('url')).toBe(2048);
  });

  it('measures UTF-8 as Node does, and escape-heavy text as heavier in the page', () => {
    for (const text of ['abc', 'ñandú', '語', '😀', 'a\ud800b', '']) expect(utf8Length(text)).toBe(Buffer.byteLength(text));
    expect(contentBytes({ a: 'ñ' })).toBe(Buffer.byteLength(JSON.stringify({ a: 'ñ' })));
    expect(renderedBytes({ text: '<'.repeat(100) })).toBeGreaterThan(renderedBytes({ text: 'a'.repeat(100) }) + 900);
  });
});

describe('text the database cannot hold (decision 861)', () => {
  it('a block field refuses NUL and a lone surrogate however the content arrived', () => {
    for (const [text, message] of [
      ['a\u0000b', TEXT_MESSAGES.nul],
      ['a\ud800', TEXT_MESSAGES.illFormed],
      ['\udc00', TEXT_MESSAGES.illFormed],
    ] as const) {
      expect(validateBlockContent('heading', { text })).toMatchObject({ success: false, error: message });
      expect(validateBlockContent('link', { url: 'https://a.example', title: text })).toMatchObject({ success: false, error: message });
      expect(validateBlockContent('heading', JSON.stringify({ text }))).toMatchObject({ success: false, error: message });
    }
    expect(validateBlockContent('heading', { text: '😀' })).toMatchObject({ success: true });
  });

  it('the parse of string content refuses escapes that become NUL or a lone surrogate, in keys too', () => {
    expect(parseContentValue('{"text":"\\u0000"}')).toEqual({ ok: false, problem: 'nul' });
    expect(parseContentValue('{"\\ud800":"x"}')).toEqual({ ok: false, problem: 'ill-formed' });
    expect(parseContentValue('{"text":"\\ud83d\\ude00"}')).toEqual({ ok: true, value: { text: '😀' } });
    expect(parseContentValue('{')).toEqual({ ok: false, problem: 'invalid-json' });
  });
});
