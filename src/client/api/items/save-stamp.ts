/**
 * Numbers for item saves (docs/decisions/505-save-order.md). Every PATCH of an item carries this
 * browser's writer id and a number larger than any it sent before, taken when the request starts;
 * the server skips a save older than one it already applied from the same writer, so a keepalive
 * save sent as the page goes away is not undone by an older save that arrives after it.
 *
 * Both live in localStorage, so the numbers keep growing across reloads and tabs of the browser;
 * without storage (blocked), they live in memory for this document.
 */
export interface SaveStamp {
  saveWriter: string;
  saveSeq: number;
}

export const SAVE_STAMP_KEY = 'linkhub-save-order';

let memory: SaveStamp | null = null;

function read(storage: Storage | null): SaveStamp | null {
  try {
    const raw = storage?.getItem(SAVE_STAMP_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SaveStamp>) : null;
    if (parsed && typeof parsed.saveWriter === 'string' && parsed.saveWriter && Number.isSafeInteger(parsed.saveSeq)) {
      return { saveWriter: parsed.saveWriter, saveSeq: parsed.saveSeq! };
    }
  } catch {
    // unreadable: start a new writer below
  }
  return null;
}

function storageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stamp for the save that starts now (synchronous: usable from pagehide). */
export function nextSaveStamp(storage: Storage | null = storageOrNull()): SaveStamp {
  const stored = read(storage);
  // The memory copy is ahead when storing failed earlier.
  const last = stored && memory?.saveWriter === stored.saveWriter && memory.saveSeq > stored.saveSeq ? memory : (stored ?? memory);
  const next: SaveStamp = { saveWriter: last?.saveWriter ?? crypto.randomUUID(), saveSeq: (last?.saveSeq ?? 0) + 1 };
  memory = next;
  try {
    storage?.setItem(SAVE_STAMP_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the memory copy keeps this document's numbers growing
  }
  return next;
}
