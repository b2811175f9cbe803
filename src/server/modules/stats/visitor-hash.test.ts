import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SALT_BYTES, visitorHash } from './visitor-hash';

describe('visitorHash', () => {
  const ua = 'Mozilla/5.0 (iPhone) Instagram 340.0 · ñ';

  it('is the first 8 bytes of SHA-256(salt hex digits, ip NUL user agent NUL page id) under a salt of 48 bytes (decision 707)', () => {
    const salt = randomBytes(SALT_BYTES).toString('hex');
    const expected = createHash('sha256').update(salt).update('198.51.100.7').update('\0').update(ua).update('\0').update('42').digest().readBigInt64BE(0);
    expect(visitorHash(salt, '198.51.100.7', ua, 42)).toBe(expected);
    expect(visitorHash(salt, '198.51.100.7', ua, 43)).not.toBe(expected);
    expect(visitorHash(salt, '198.51.100.8', ua, 42)).not.toBe(expected);
    expect(visitorHash(randomBytes(SALT_BYTES).toString('hex'), '198.51.100.7', ua, 42)).not.toBe(expected);
  });

  it('keeps HMAC-SHA256(salt, ip NUL user agent NUL page id) for a day whose salt has 32 bytes, as stored before', () => {
    const salt = Buffer.alloc(32, 9);
    const expected = createHmac('sha256', salt).update('198.51.100.7').update('\0').update(ua).update('\0').update('42').digest().readBigInt64BE(0);
    expect(visitorHash(salt.toString('hex'), '198.51.100.7', ua, 42)).toBe(expected);
    expect(visitorHash(salt.toString('hex'), '198.51.100.7', ua, 43)).not.toBe(expected);
    expect(visitorHash(Buffer.alloc(32, 8).toString('hex'), '198.51.100.7', ua, 42)).not.toBe(expected);
  });
});
