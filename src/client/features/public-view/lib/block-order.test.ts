import { describe, expect, it } from 'vitest';
import type { ItemView } from '@shared/schemas/item';
import { placeBlocks, sectionBlocks } from './block-order';

let order = 0;
const item = (type: string, content: Record<string, unknown>, extra: Partial<ItemView> = {}): ItemView =>
  ({ id: ++order, type, order, content, linkUrl: null, isVisible: true, isSticky: false, ...extra }) as ItemView;
const heading = (text: string, collapsible = false, extra: Partial<ItemView> = {}) => item('heading', { text, collapsible }, extra);
const link = (title: string) => item('link', { url: 'https://example.com/', title });

const shape = (items: ItemView[]) =>
  sectionBlocks(placeBlocks(items)).map(({ lead, members }) => [
    (lead.item.content as { text?: string; title?: string }).text ?? (lead.item.content as { title: string }).title,
    members?.map((member) => (member.item.content as { title: string }).title) ?? null,
  ]);

describe("a 'Plegable' heading's section", () => {
  it('takes the blocks after it up to the next heading', () => {
    expect(shape([link('Arriba'), heading('Panes', true), link('Centeno'), link('Trigo'), heading('Contacto'), link('Mapa')])).toEqual([
      ['Arriba', null],
      ['Panes', ['Centeno', 'Trigo']],
      ['Contacto', null],
      ['Mapa', null],
    ]);
  });

  it('ends at a collapsible heading too, and may be empty', () => {
    expect(shape([heading('A', true), heading('B', true), link('Uno')])).toEqual([
      ['A', []],
      ['B', ['Uno']],
    ]);
  });

  it('a pinned collapsible heading stays a plain heading', () => {
    expect(shape([link('Uno'), heading('Fijo', true, { isSticky: true })])).toEqual([
      ['Fijo', null],
      ['Uno', null],
    ]);
  });
});
