import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import { items } from '../../db/schema';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// vCards read back with ical.js, a maintained RFC 6350 parser (it reads vCard 3.0 too), rather
// than with our own expectations of the text (issue 17, decision 855).

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user();
});
afterAll(() => t.close());

interface Parsed {
  names: string[];
  value(name: string): unknown;
  values(name: string): unknown[];
  lines: string[];
}

async function vcardOf(itemId: number): Promise<Parsed> {
  const res = await t.request({ method: 'GET', url: `/api/items/${itemId}/vcard` });
  expect(res.statusCode, res.body).toBe(200);
  const card = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
  const properties = card.getAllProperties();
  return {
    names: properties.map((property) => property.name),
    value: (name) => {
      const value = card.getFirstPropertyValue(name);
      return Array.isArray(value) ? value.join(';') : value;
    },
    values: (name) => card.getAllProperties(name).map((property) => property.getFirstValue()),
    lines: res.body.split('\r\n'),
  };
}

describe('the vCard of a contact card', () => {
  it('carries every text exactly as written, whatever commas, semicolons, backslashes and line breaks it holds', async () => {
    const page = await createPage(t, owner, { title: 'Contactos' });
    const notes = `Primera; segunda, tercera\\cuarta\nquinta línea\r\nsexta ${'ñ'.repeat(120)}`;
    const content = {
      name: 'Ana María, de; la Peña',
      jobTitle: 'Jefa; de, ventas\\norte',
      company: 'ACME; S.L., Madrid',
      phone: '+34 600 000 000',
      email: 'ana@ejemplo.com',
      website: 'https://ana.example/a;b,c?x=1&y=2',
      address: 'Calle Mayor 1; 2º, Madrid',
      notes,
      linkedinUrl: 'https://www.linkedin.com/in/ana',
    };
    const item = await createItem(t, owner, page.id, { type: 'contactCard', content });
    const card = await vcardOf(item.id);
    expect(card.value('fn')).toBe(content.name);
    expect(card.value('title')).toBe(content.jobTitle);
    expect(card.value('org')).toBe(content.company);
    expect(card.value('note')).toBe(notes.replace(/\r\n/g, '\n'));
    expect(card.value('email')).toBe(content.email);
    expect(card.values('tel')).toEqual([content.phone]);
    expect(card.values('url')).toEqual([content.website, content.linkedinUrl]);
    expect(card.value('adr')).toBe(`;;${content.address};;;;`);
    // Folded at 75 octets, never inside a character.
    for (const line of card.lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('refuses control characters in an address and stores the normalised URL', async () => {
    const page = await createPage(t, owner, { title: 'Sin saltos' });
    for (const website of ['https://a.example/\r\nTEL:+1999', 'https://a.example/\tx', 'https://a.example/\u0085x']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/pages/${page.id}/items`,
        as: owner,
        payload: { type: 'contactCard', content: { name: 'Eva', website } },
      });
      expect(res.statusCode, JSON.stringify(website)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'La URL no puede contener saltos de línea ni caracteres de control' });
    }
    const item = await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Eva', website: 'https://A.Example/un sitio' } });
    expect(item.content.website).toBe('https://a.example/un%20sitio');
    const [row] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(row?.content.website).toBe('https://a.example/un%20sitio');
  });

  it('cannot gain a line from an address stored before the check existed (the outside probe)', async () => {
    const page = await createPage(t, owner, { title: 'Antiguo' });
    const [row] = await t.database.db
      .insert(items)
      .values({
        pageId: page.id,
        type: 'contactCard',
        order: 0,
        content: {
          name: 'Eva\r\nTEL:+1888',
          phone: '+34 600',
          website: 'https://a.example/\r\nTEL:+1999',
          linkedinUrl: 'https://l.example/\nEMAIL:x@evil.example',
          notes: 'nota\u0007\u001b[31m\u0085',
        },
      })
      .returning();
    const card = await vcardOf((row as unknown as Item).id);
    expect(card.values('tel')).toEqual(['+34 600']);
    expect(card.values('email')).toEqual([]);
    expect(card.value('fn')).toBe('Eva\nTEL:+1888');
    expect(card.values('url')).toEqual(['https://a.example/TEL:+1999', 'https://l.example/EMAIL:x@evil.example']);
    expect(card.value('note')).toBe('nota[31m');
    expect(card.names.filter((name) => name === 'tel')).toHaveLength(1);
  });
});
