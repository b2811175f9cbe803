import { describe, expect, it } from 'vitest';
import { withScheme } from './fields/link-field';
import { snapToRange } from './fields/slider-field';
import { fileNameOf, shortenName } from './shorten';
import { fieldValidator } from './validate-field';

describe('quick-edit helpers', () => {
  it('shortens a file name to 30 characters, ending in ...', () => {
    expect(shortenName('foto.png')).toBe('foto.png');
    expect(shortenName('a'.repeat(30))).toBe('a'.repeat(30));
    expect(shortenName('a'.repeat(31))).toBe(`${'a'.repeat(27)}...`);
    expect(shortenName('ñ'.repeat(40))).toHaveLength(30);
    expect(fileNameOf('https://cdn.example.com/a/mi%20foto.jpg?x=1')).toBe('mi foto.jpg');
    expect(fileNameOf('no es una url')).toBe('');
    expect(fileNameOf(null)).toBe('');
  });

  it('adds https:// to an address typed without a scheme, and leaves the rest alone', () => {
    expect(withScheme('example.com')).toBe('https://example.com');
    expect(withScheme(' www.example.com/a?b=1 ')).toBe('https://www.example.com/a?b=1');
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(withScheme('mailto:ana@example.com')).toBe('mailto:ana@example.com');
    expect(withScheme('hola')).toBe('hola');
    expect(withScheme('dos palabras.com')).toBe('dos palabras.com');
    expect(withScheme('')).toBe('');
  });

  it('snaps a number into the range and onto the step', () => {
    expect(snapToRange(23, 10, 200, 5)).toBe(25);
    expect(snapToRange(22, 10, 200, 5)).toBe(20);
    expect(snapToRange(-4, 10, 200, 5)).toBe(10);
    expect(snapToRange(999, 10, 200, 5)).toBe(200);
    expect(snapToRange(7.6, 1, 10, 1)).toBe(8);
  });

  it("checks a field with the type's shared schema and answers the API's message", () => {
    expect(fieldValidator('contactCard', 'email')('ana@example.com')).toBeNull();
    expect(fieldValidator('contactCard', 'email')('')).toBeNull();
    expect(fieldValidator('contactCard', 'email')('ana@')).toBe('Correo electrónico no válido');
    expect(fieldValidator('heading', 'linkUrl')('javascript:alert(1)')).toBe('Debe ser una URL válida que empiece por http:// o https://');
    expect(fieldValidator('subpage', 'title')('')).toBe('El título no puede estar vacío');
    expect(fieldValidator('divider', 'color')('red;}')).toBe('Color no válido');
    expect(fieldValidator('spacer', 'unknown')('x')).toBeNull();
  });
});
