import { describe, expect, it } from 'vitest';
import { parseYouTubeId } from './youtube-id';

const ID = 'M7lc1UVf-VE';

describe('parseYouTubeId', () => {
  it.each([
    // A bare id, as the editor stores it.
    [ID],
    [`  ${ID}  `],
    ['dQw4w9WgXcQ'],
    ['a_b-c_d-e_f'],
    // watch?v=
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123&index=2`],
    [`https://www.youtube.com/watch/?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}&pp=ygUEdGVzdA%3D%3D`],
    [`https://music.youtube.com/watch?v=${ID}&si=abc`],
    [`www.youtube.com/watch?v=${ID}`],
    [`youtube.com/watch?v=${ID}`],
    [`https://WWW.YOUTUBE.COM/watch?v=${ID}`],
    // youtu.be
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=Xy12abCD&t=10`],
    [`youtu.be/${ID}`],
    [`http://youtu.be/${ID}/`],
    // /shorts/, /embed/, /live/ and the old /v/
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://m.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1&start=30`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/live/${ID}`],
    [`https://www.youtube.com/live/${ID}?feature=shared`],
    [`https://www.youtube.com/v/${ID}`],
    [`https://www.youtube.com/watch?v=${ID}#t=30`],
  ])('%s gives the id', (input) => {
    expect(parseYouTubeId(input)).toBe(/^\s*([\w-]{11})\s*$/.exec(input)?.[1] ?? ID);
  });

  it.each([
    [''],
    ['   '],
    ['M7lc1UVf-V'], // 10 characters
    ['M7lc1UVf-VEX'], // 12 characters
    ['M7lc1UVf+VE'],
    ['https://vimeo.com/123456789'],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://evil.example/?u=https://youtu.be/${ID}`],
    [`https://www.youtube.com/watch?v=${ID}x`],
    ['https://www.youtube.com/watch?v='],
    ['https://www.youtube.com/watch'],
    [`https://www.youtube.com/results?search_query=${ID}`],
    ['https://www.youtube.com/@canal'],
    [`https://www.youtube.com/playlist?list=${ID}`],
    [`https://www.youtube.com/shorts/${ID}/extra`],
    ['https://youtu.be/'],
    [`https://youtu.be/${ID}/extra`],
    [`javascript:alert('${ID}')`],
    [`ftp://youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID} más texto`],
    ['youtube'],
  ])('%j is refused', (input) => {
    expect(parseYouTubeId(input)).toBeNull();
  });
});
