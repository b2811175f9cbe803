import { expect, it } from 'vitest';
import type { EditorItem } from '@/stores/editor-store';
import { itemSummary } from './item-summary';

const item = (type: string, content: unknown): EditorItem => ({ id: 1, type, order: 0, content: content as EditorItem['content'] });

it('says in one line what each block holds (decision 534)', () => {
  expect(itemSummary(item('heading', { text: 'Hola\nmundo' }))).toBe('Hola');
  expect(itemSummary(item('text', JSON.stringify({ text: 'Un párrafo' })))).toBe('Un párrafo');
  expect(itemSummary(item('link', { title: 'Mi blog', url: 'https://www.blog.example.com/x' }))).toBe('Mi blog · blog.example.com');
  expect(itemSummary(item('link', { title: 'Escríbeme', url: 'mailto:ana@example.com' }))).toBe('Escríbeme · ana@example.com');
  // By its title, not its file name, in the card and in 'Estadísticas' (issue 32).
  expect(itemSummary(item('pdf', { title: 'Carta de verano', filename: 'scan_0042.pdf', filesize: 245_760 }))).toBe('Carta de verano · 240 KB');
  expect(itemSummary(item('pdf', { title: '', filename: 'scan_0042.pdf' }))).toBe('scan_0042.pdf');
  expect(itemSummary(item('youtube', { videoId: 'M7lc1UVf-VE', title: 'Mi charla' }))).toBe('Mi charla · youtu.be/M7lc1UVf-VE');
  expect(itemSummary(item('youtube', { videoId: 'nada' }))).toBe('ID de video de YouTube inválido');
  expect(itemSummary(item('subpage', { title: 'Mi tienda', pageId: 3 }))).toBe('Mi tienda');
  expect(itemSummary(item('image', { altText: 'Mi estudio' }))).toBe('Mi estudio');
  expect(itemSummary(item('divider', { style: 'dashed', thickness: 2 }))).toBe('Línea discontinua, 2 px');
  expect(itemSummary(item('spacer', { size: 40 }))).toBe('40 px de alto');
  expect(itemSummary(item('contactCard', { name: 'Ana López', jobTitle: 'Diseñadora' }))).toBe('Ana López · Diseñadora');
  expect(itemSummary(item('image', {}))).toBe('Imagen');
  expect(itemSummary(item('text', '{roto'))).toBe('Texto');
  expect(itemSummary(item('text', { text: 'x'.repeat(200) }))).toHaveLength(80);
});
