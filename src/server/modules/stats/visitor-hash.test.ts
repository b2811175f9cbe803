import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { visitorHash } from './visitor-hash';

describe('visitorHash', () => {
  it('is the first 8 bytes of HMAC-SHA256(salt, ip NUL user agent NUL page id), as stored before', () => {
    const salt = Buffer.alloc(32, 9);
    const ua = 'Mozilla/5.0 (iPhone) Instagram 340.0 · ñ';
    const expected = createHmac('sha256', salt).update('198.51.100.7').update('\0').update(ua).update('\0').update('42').digest().readBigInt64BE(0);
    expect(visitorHash(salt, '198.51.100.7', ua, 42)).toBe(expected);
    expect(visitorHash(salt, '198.51.100.7', ua, 43)).not.toBe(expected);
    expect(visitorHash(Buffer.alloc(32, 8), '198.51.100.7', ua, 42)).not.toBe(expected);
  });
});
