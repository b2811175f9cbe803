import { describe, expect, it } from 'vitest';
import { openCountryLookup } from './country';
import { binaryCopy, type StatsEvent } from './event-rows';
import { appendHit, encodeHit, HitMemory, type HitValue, joinHits, processHits, type RawHit } from './hit-processing';
import { visitorHash } from './visitor-hash';

const IPHONE_INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 340.0.2.20.74';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
// A salt of before decision 707 (32 bytes: HMAC) and one of since decision 708 (16 bytes: SipHash).
const salts = { '2026-11-30': '07'.repeat(32), '2026-12-01': '08'.repeat(16) };
const saltOf = (day: keyof typeof salts) => salts[day];

describe('processHits: a batch of lines straight into its binary COPY, alike hits of a second in one row', () => {
  it('writes what the hits say, field by field, as the same rows written one by one would be', async () => {
    const geo = await openCountryLookup({ trustProxy: 'loopback' });
    const late = Date.UTC(2026, 10, 30, 23, 59, 59, 999);
    const early = Date.UTC(2026, 11, 1, 0, 0, 0, 1);
    const hits: RawHit[] = [
      { ts: late, pageId: 7, kind: 0 },
      { ts: late, pageId: 7, kind: 1, ip: '198.51.100.1', peer: '198.51.100.1', ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { ts: late, pageId: 7, kind: 1, ip: '198.51.100.2', peer: '198.51.100.2', ua: '' },
      { ts: late, pageId: 7, kind: 2, itemId: 31, target: 'social:instagram', ip: '198.51.100.3', peer: '198.51.100.3', ua: FIREFOX },
      { ts: late, pageId: 7, kind: 2, itemId: 32, target: '', ip: '198.51.100.3', peer: '198.51.100.3', ua: FIREFOX },
      // A UTM campaign that is not ASCII, a country from a trusted proxy's header, an in-app browser.
      {
        ts: early,
        pageId: 8,
        kind: 1,
        ip: '203.0.113.9',
        peer: '127.0.0.1',
        ua: IPHONE_INSTAGRAM,
        query: 'utm_source=boletín&utm_medium=email&utm_campaign=otoño%20🎉',
        countryHeaders: [undefined, 'pt'],
      },
      { ts: early, pageId: 8, kind: 1, ip: '203.0.113.10', peer: '203.0.113.10', ua: IPHONE_INSTAGRAM, referrer: 'https://t.co/abc', host: 'links.example' },
      { ts: early, pageId: 8, kind: 1, ip: '203.0.113.11', peer: '203.0.113.11', ua: FIREFOX, referrer: 'https://links.example/view/otra', host: 'links.example' },
      { ts: early, pageId: 8, kind: 1, ip: '203.0.113.12', peer: '203.0.113.12', ua: FIREFOX, countryHeaders: ['FR'] },
      // Alike in all but the visitor, in the same second: one row of three hits by two visitors.
      { ts: early + 500, pageId: 8, kind: 1, ip: '203.0.113.13', peer: '203.0.113.13', ua: FIREFOX },
      { ts: early + 998, pageId: 8, kind: 1, ip: '203.0.113.12', peer: '203.0.113.12', ua: FIREFOX },
      // The next second: a row of its own.
      { ts: early + 999, pageId: 8, kind: 1, ip: '203.0.113.12', peer: '203.0.113.12', ua: FIREFOX },
    ];
    const batch = processHits(hits.map(encodeHit).join(''), salts, geo);

    // A row's time is its second's start (decision 711).
    const at = (ms: number) => new Date(ms - (ms % 1000));
    const firefox = { device: 'Ordenador', browser: 'Firefox', os: 'Linux' };
    const instagram = { device: 'Móvil', browser: 'Instagram', os: 'iOS' };
    const visitor = (day: keyof typeof salts, ip: string, ua: string, page: number) => visitorHash(saltOf(day), ip, ua, page);
    const expected: StatsEvent[] = [
      // HEAD or prefetch, a bot, no user agent: refused alike, one row.
      { ts: at(late), pageId: 7, kind: 0, hits: 3 },
      { ts: at(late), pageId: 7, kind: 2, itemId: 31, target: 'social:instagram', hits: 1, visitors: [visitor('2026-11-30', '198.51.100.3', FIREFOX, 7)] },
      { ts: at(late), pageId: 7, kind: 2, itemId: 32, target: '', hits: 1, visitors: [visitor('2026-11-30', '198.51.100.3', FIREFOX, 7)] },
      {
        ts: at(early),
        pageId: 8,
        kind: 1,
        hits: 1,
        visitors: [visitor('2026-12-01', '203.0.113.9', IPHONE_INSTAGRAM, 8)],
        source: 'boletín',
        medium: 'email',
        campaign: 'otoño 🎉',
        country: 'PT',
        ...instagram,
      },
      { ts: at(early), pageId: 8, kind: 1, hits: 1, visitors: [visitor('2026-12-01', '203.0.113.10', IPHONE_INSTAGRAM, 8)], source: 'Instagram', medium: null, campaign: null, country: 'ZZ', ...instagram },
      { ts: at(early), pageId: 8, kind: 1, hits: 1, visitors: [visitor('2026-12-01', '203.0.113.11', FIREFOX, 8)], source: 'Interno', medium: null, campaign: null, country: 'ZZ', ...firefox },
      // The header is not from a trusted proxy: not believed.
      {
        ts: at(early),
        pageId: 8,
        kind: 1,
        hits: 3,
        visitors: [visitor('2026-12-01', '203.0.113.12', FIREFOX, 8), visitor('2026-12-01', '203.0.113.13', FIREFOX, 8)],
        source: 'Directo',
        medium: null,
        campaign: null,
        country: 'ZZ',
        ...firefox,
      },
      // Its viewer's hash was written with their first view of this minute: not again.
      { ts: at(early + 999), pageId: 8, kind: 1, hits: 1, visitors: [], source: 'Directo', medium: null, campaign: null, country: 'ZZ', ...firefox },
    ];
    expect(batch.rows).toBe(expected.length);
    expect(batch.hits).toBe(hits.length);
    expect(batch.months).toEqual(['202611', '202612']);
    expect(Buffer.from(batch.copy).equals(Buffer.from(binaryCopy(expected)))).toBe(true);
  });

  it("writes a viewer's hash with their first view of a UTC minute only, across batches, per page (decision 711)", async () => {
    const geo = await openCountryLookup({ trustProxy: false });
    const memory = new HitMemory();
    const minute = Date.UTC(2026, 11, 1, 10, 30);
    const view = (ts: number, ip: string, pageId = 8): RawHit => ({ ts, pageId, kind: 1, ip, peer: ip, ua: FIREFOX });
    const batch = (...hits: RawHit[]) => processHits(hits.map(encodeHit).join(''), salts, geo, memory);
    const details = { source: 'Directo', medium: null, campaign: null, country: 'ZZ', device: 'Ordenador', browser: 'Firefox', os: 'Linux' };
    const hash = (ip: string, pageId = 8) => visitorHash(saltOf('2026-12-01'), ip, FIREFOX, pageId);
    const row = (ts: number, hits: number, visitors: bigint[], pageId = 8): StatsEvent => ({ ts: new Date(ts), pageId, kind: 1, hits, visitors, ...details });

    const first = batch(view(minute, '198.51.100.1'), view(minute + 10, '198.51.100.1'), view(minute + 20, '198.51.100.2'));
    expect(Buffer.from(first.copy).equals(Buffer.from(binaryCopy([row(minute, 3, [hash('198.51.100.1'), hash('198.51.100.2')])])))).toBe(true);
    // The next batch, the same minute: the views count, the hashes already written are not again;
    // another page's viewer is its own; a new viewer is written.
    const second = batch(view(minute + 5_000, '198.51.100.1'), view(minute + 5_000, '198.51.100.1', 9), view(minute + 5_000, '198.51.100.3'));
    const expected = [row(minute + 5_000, 2, [hash('198.51.100.3')]), row(minute + 5_000, 1, [hash('198.51.100.1', 9)], 9)];
    expect(Buffer.from(second.copy).equals(Buffer.from(binaryCopy([expected[0]!, expected[1]!])))).toBe(true);
    // The next minute: written again (it may be another local day somewhere); a late view of the
    // minute before: written too, and so is the next minute's viewer again after it.
    const third = batch(view(minute + 60_000, '198.51.100.1'), view(minute + 59_999, '198.51.100.2'), view(minute + 60_001, '198.51.100.1'));
    const rows = [row(minute + 60_000, 2, [hash('198.51.100.1')]), row(minute + 59_000, 1, [hash('198.51.100.2')])];
    expect(Buffer.from(third.copy).equals(Buffer.from(binaryCopy(rows)))).toBe(true);
  });

  it("takes the client's address from X-Forwarded-For only through a trusted proxy, as request.ip does", async () => {
    const at = Date.UTC(2026, 11, 1, 10);
    const view = (hit: Partial<RawHit>): RawHit => ({ ts: at, pageId: 3, kind: 1, ua: FIREFOX, ...hit });
    const copy = async (trustProxy: 'loopback' | false, hit: RawHit) => Buffer.from(processHits(encodeHit(hit), salts, await openCountryLookup({ trustProxy })).copy);
    const client = view({ ip: '203.0.113.5', peer: '203.0.113.5' });
    // Through the trusted proxy on loopback: the header's last address is the visitor's.
    expect((await copy('loopback', view({ peer: '127.0.0.1', forwardedFor: '198.51.100.1, 203.0.113.5' }))).equals(await copy('loopback', client))).toBe(true);
    // No trusted proxy, or a peer that is not one: the header is the client's word, not believed.
    expect((await copy(false, view({ peer: '127.0.0.1', forwardedFor: '203.0.113.5' }))).equals(await copy(false, view({ ip: '127.0.0.1', peer: '127.0.0.1' })))).toBe(true);
    expect((await copy('loopback', view({ peer: '198.51.100.9', forwardedFor: '203.0.113.5' }))).equals(await copy('loopback', view({ ip: '198.51.100.9', peer: '198.51.100.9' })))).toBe(true);
    // Without the header: the connection's address.
    expect((await copy('loopback', view({ peer: '203.0.113.5' }))).equals(await copy('loopback', client))).toBe(true);
  });

  it("works a line out once and remembers it across batches, under its own day's salt only (decision 713)", async () => {
    const geo = await openCountryLookup({ trustProxy: 'loopback' });
    const memory = new HitMemory();
    const late = Date.UTC(2026, 10, 30, 23, 59, 59);
    const early = Date.UTC(2026, 11, 1, 0, 0, 1);
    const view = (ts: number): RawHit => ({ ts, pageId: 4, kind: 1, peer: '127.0.0.1', forwardedFor: '203.0.113.7', ua: FIREFOX, referrer: 'https://t.co/x', host: 'links.example' });
    const row = (ts: number, hits: number, day: keyof typeof salts): StatsEvent => ({
      ts: new Date(ts),
      pageId: 4,
      kind: 1,
      hits,
      visitors: [visitorHash(saltOf(day), '203.0.113.7', FIREFOX, 4)],
      source: 'X',
      medium: null,
      campaign: null,
      country: 'ZZ',
      device: 'Ordenador',
      browser: 'Firefox',
      os: 'Linux',
    });
    const batch = (...hits: RawHit[]) => Buffer.from(processHits(hits.map(encodeHit).join(''), salts, geo, memory).copy);
    // The same line but for its time, three times: one row; the next batch, remembered.
    expect(batch(view(late), view(late + 100), view(late + 200)).equals(Buffer.from(binaryCopy([row(late, 3, '2026-11-30')])))).toBe(true);
    expect(memory.lines.size).toBe(1);
    // The next day, in the next batch and in the same batch: its own salt, its own hash.
    expect(batch(view(early)).equals(Buffer.from(binaryCopy([row(early, 1, '2026-12-01')])))).toBe(true);
    const both = batch(view(late + 300), view(early + 1000));
    expect(both.equals(Buffer.from(binaryCopy([row(late, 1, '2026-11-30'), row(early + 1000, 1, '2026-12-01')])))).toBe(true);
  });

  it("joins a batch's appended values into its hits' lines, as one line per hit joined (decision 713)", () => {
    const hits: RawHit[] = [
      { ts: Date.UTC(2026, 11, 1), pageId: 2, kind: 0 },
      { ts: Date.UTC(2026, 11, 1, 1), pageId: 2, kind: 2, itemId: 5, target: 'website', peer: '::1', ua: FIREFOX },
      { ts: Date.UTC(2026, 11, 1, 2), pageId: 3, kind: 1, peer: '127.0.0.1', forwardedFor: '203.0.113.1', ua: FIREFOX, query: 'a=1', countryHeaders: [undefined, undefined, 'ES'] },
    ];
    const values: HitValue[] = [];
    for (const hit of hits) appendHit(values, hit);
    expect(joinHits(values)).toBe(hits.map(encodeHit).join(''));
  });

  it('refuses a batch whose lines do not split into whole hits, and a day without its salt', async () => {
    const geo = await openCountryLookup({ trustProxy: false });
    const line = encodeHit({ ts: Date.UTC(2026, 10, 30, 12), pageId: 1, kind: 1, ip: '198.51.100.9', ua: FIREFOX });
    expect(processHits(line + line, salts, geo).hits).toBe(2);
    expect(() => processHits(line.replace('198.51.100.9', '198.51\u0000100.9'), salts, geo)).toThrow('Malformed statistics hits');
    expect(() => processHits(line.slice(0, -3), salts, geo)).toThrow('Malformed statistics hits');
    expect(() => processHits(line + line.slice(0, -3), salts, geo)).toThrow('Malformed statistics hits');
    expect(() => processHits(line, { '2026-12-01': '08'.repeat(32) }, geo)).toThrow('No visitor salt for 2026-11-30');
  });
});
