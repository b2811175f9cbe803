import { createHash, createHmac, randomBytes } from 'node:crypto';
import siphash24 from 'siphash24';
import { describe, expect, it } from 'vitest';
import { SALT_BYTES, visitorHash } from './visitor-hash';

describe('visitorHash', () => {
  const ua = 'Mozilla/5.0 (iPhone) Instagram 340.0 · ñ';

  it('hashes with SipHash-2-4 as its reference vectors say (key 00..0f, messages 00..n-1)', () => {
    const key = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    const message = (n: number) => Uint8Array.from({ length: n }, (_, i) => i);
    const digest = (n: number) => Buffer.from(siphash24(message(n), key)).toString('hex');
    expect(digest(0)).toBe('310e0edd47db6f72');
    expect(digest(1)).toBe('fd67dc93c539f874');
    expect(digest(15)).toBe('e545be4961ca29a1');
    expect(digest(63)).toBe('724506eb4c328a95');
  });

  it('is SipHash-2-4 of the UTF-8 of (ip NUL user agent NUL page id) under a salt of 16 bytes (decision 708)', () => {
    expect(SALT_BYTES).toBe(16);
    const salt = randomBytes(SALT_BYTES);
    const expected = Buffer.from(siphash24(Buffer.from(`198.51.100.7\0${ua}\u000042`, 'utf8'), salt)).readBigInt64BE(0);
    expect(visitorHash(salt.toString('hex'), '198.51.100.7', ua, 42)).toBe(expected);
    expect(visitorHash(salt.toString('hex'), '198.51.100.7', ua, 43)).not.toBe(expected);
    expect(visitorHash(salt.toString('hex'), '198.51.100.8', ua, 42)).not.toBe(expected);
    expect(visitorHash(salt.toString('hex'), '198.51.100.7', `${ua} `, 42)).not.toBe(expected);
    expect(visitorHash(randomBytes(SALT_BYTES).toString('hex'), '198.51.100.7', ua, 42)).not.toBe(expected);
  });

  it('hashes the same bytes as Buffer.from of the text whatever its length and characters (the buffer it writes into grows)', () => {
    const salt = randomBytes(SALT_BYTES);
    const reference = (ip: string, agent: string, pageId: number) =>
      Buffer.from(siphash24(Buffer.from(`${ip}\0${agent}\0${pageId}`, 'utf8'), salt)).readBigInt64BE(0);
    const agents = ['', 'a', `${ua} 🙂`.repeat(400), `lone \ud800 surrogate ${'é'.repeat(3000)}`, ua];
    for (const agent of agents) {
      for (const [ip, pageId] of [['2001:db8::1', 1], ['198.51.100.7', 9_007_199_254_740_991]] as const) {
        expect(visitorHash(salt.toString('hex'), ip, agent, pageId)).toBe(reference(ip, agent, pageId));
      }
    }
  });

  it('keeps SHA-256(salt hex digits, ip NUL user agent NUL page id) for a day whose salt has 48 bytes (decision 707)', () => {
    const salt = randomBytes(48).toString('hex');
    const expected = createHash('sha256').update(salt).update('198.51.100.7').update('\0').update(ua).update('\0').update('42').digest().readBigInt64BE(0);
    expect(visitorHash(salt, '198.51.100.7', ua, 42)).toBe(expected);
    expect(visitorHash(salt, '198.51.100.7', ua, 43)).not.toBe(expected);
    expect(visitorHash(randomBytes(48).toString('hex'), '198.51.100.7', ua, 42)).not.toBe(expected);
  });

  it('keeps HMAC-SHA256(salt, ip NUL user agent NUL page id) for a day whose salt has 32 bytes, as stored before', () => {
    const salt = Buffer.alloc(32, 9);
    const expected = createHmac('sha256', salt).update('198.51.100.7').update('\0').update(ua).update('\0').update('42').digest().readBigInt64BE(0);
    expect(visitorHash(salt.toString('hex'), '198.51.100.7', ua, 42)).toBe(expected);
    expect(visitorHash(salt.toString('hex'), '198.51.100.7', ua, 43)).not.toBe(expected);
    expect(visitorHash(Buffer.alloc(32, 8).toString('hex'), '198.51.100.7', ua, 42)).not.toBe(expected);
  });

  it('refuses a salt of any other length rather than hash under it', () => {
    expect(() => visitorHash('ab'.repeat(20), '198.51.100.7', ua, 42)).toThrow(/40 hex digits/);
  });
});
