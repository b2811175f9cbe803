import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_STAMP_KEY, type nextSaveStamp as NextSaveStamp } from './save-stamp';

let nextSaveStamp: typeof NextSaveStamp;

// A fresh module each time: a new document, with nothing counted in memory yet.
beforeEach(async () => {
  localStorage.clear();
  vi.resetModules();
  ({ nextSaveStamp } = await import('./save-stamp'));
});

describe('nextSaveStamp', () => {
  it('numbers saves 1, 2, 3 for one writer kept in localStorage', () => {
    const first = nextSaveStamp();
    const second = nextSaveStamp();
    const third = nextSaveStamp();
    expect(first.saveWriter).toMatch(/^[0-9a-f-]{36}$/);
    expect([second.saveWriter, third.saveWriter]).toEqual([first.saveWriter, first.saveWriter]);
    expect([first.saveSeq, second.saveSeq, third.saveSeq]).toEqual([1, 2, 3]);
    expect(JSON.parse(localStorage.getItem(SAVE_STAMP_KEY)!)).toEqual(third);
  });

  it('keeps counting after a reload (what localStorage holds) and from another tab', () => {
    localStorage.setItem(SAVE_STAMP_KEY, JSON.stringify({ saveWriter: 'w', saveSeq: 41 }));
    expect(nextSaveStamp()).toEqual({ saveWriter: 'w', saveSeq: 42 });
    localStorage.setItem(SAVE_STAMP_KEY, JSON.stringify({ saveWriter: 'w', saveSeq: 99 })); // another tab saved
    expect(nextSaveStamp()).toEqual({ saveWriter: 'w', saveSeq: 100 });
  });

  it('starts a new writer from unreadable storage, and counts in memory without storage', () => {
    localStorage.setItem(SAVE_STAMP_KEY, '{nope');
    const fresh = nextSaveStamp();
    expect(fresh.saveSeq).toBe(1);
    expect(fresh.saveWriter).not.toBe('w');
    const a = nextSaveStamp(null);
    const b = nextSaveStamp(null);
    expect(b).toEqual({ saveWriter: a.saveWriter, saveSeq: a.saveSeq + 1 });
  });

  it('stays ahead of a storage that refuses writes', () => {
    const full = {
      getItem: () => JSON.stringify({ saveWriter: 'w', saveSeq: 5 }),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(nextSaveStamp(full)).toEqual({ saveWriter: 'w', saveSeq: 6 });
    expect(nextSaveStamp(full)).toEqual({ saveWriter: 'w', saveSeq: 7 });
  });
});
