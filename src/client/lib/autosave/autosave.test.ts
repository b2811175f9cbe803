import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS } from '@shared/constants';
import { ApiError } from '@/lib/api-client';
import { Autosave, type AutosaveDeps } from './autosave';

interface Note extends Record<string, unknown> {
  text?: string;
  pinned?: boolean;
}

/** A stand-in server: each request waits until answered or refused, in the order sent. */
function fakeServer() {
  const waiting: { key: number; body: Partial<Note>; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const send = vi.fn(
    (key: number, body: Partial<Note>) =>
      new Promise<string>((resolve, reject) => {
        waiting.push({ key, body, resolve, reject });
      }),
  );
  return {
    send,
    inFlight: () => waiting.length,
    async answer() {
      const request = waiting.shift();
      request?.resolve(`saved ${JSON.stringify(request.body)}`);
      await vi.advanceTimersByTimeAsync(0);
    },
    async refuse(error: unknown) {
      waiting.shift()?.reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

let offline = false;
let server: ReturnType<typeof fakeServer>;

function setup(overrides: Partial<AutosaveDeps<Note, string>> = {}) {
  const deps = {
    send: server.send,
    sendKeepalive: vi.fn(async () => undefined),
    refusal: (_error: unknown, field: keyof Note) => (field === 'text' ? 'keep' : 'revert'),
    isGone: (error: unknown) => error instanceof ApiError && error.status === 404,
    onSaved: vi.fn(),
    onReverted: vi.fn(),
    onFailed: vi.fn(),
    isOffline: () => offline,
    ...overrides,
  } satisfies AutosaveDeps<Note, string>;
  return { saves: new Autosave<Note, string>(deps), deps };
}

beforeEach(() => {
  vi.useFakeTimers();
  offline = false;
  server = fakeServer();
});
afterEach(() => vi.useRealTimers());

describe('Autosave: the one write path of items and page settings (decision 506)', () => {
  it('sends a debounced change once, SAVE_DEBOUNCE_MS after the last one', async () => {
    const { saves } = setup();
    saves.edit(1, { text: 'H' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    saves.edit(1, { text: 'Ho' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(server.send).not.toHaveBeenCalled();
    expect(saves.entry(1)).toMatchObject({ status: 'waiting', busy: true, unsaved: { text: 'Ho' } });
    await vi.advanceTimersByTimeAsync(1);
    expect(server.send).toHaveBeenCalledExactlyOnceWith(1, { text: 'Ho' });
    expect(saves.status(1)).toBe('saving');
    await server.answer();
    expect(saves.entry(1)).toEqual({ status: undefined, busy: false, offline: false, unsaved: {} });
  });

  it('keeps one request per key on its way; a newer value is not confirmed by an older answer', async () => {
    const { saves, deps } = setup();
    saves.edit(1, { text: 'uno' }, { mode: 'immediate' });
    await vi.advanceTimersByTimeAsync(0);
    saves.edit(1, { text: 'uno dos' }, { mode: 'immediate' });
    saves.edit(2, { text: 'otra' }, { mode: 'immediate' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.inFlight()).toBe(2); // key 1's second save waits; key 2 has its own line
    await server.answer();
    expect(deps.onSaved).toHaveBeenCalledWith(1, 'saved {"text":"uno"}', { text: 'uno' }, []);
    expect(saves.unsaved(1)).toEqual({ text: 'uno dos' });
    await server.answer();
    await server.answer();
    expect(server.send.mock.calls).toEqual([
      [1, { text: 'uno' }],
      [2, { text: 'otra' }],
      [1, { text: 'uno dos' }],
    ]);
    expect(saves.unsaved(1)).toEqual({});
  });

  it('a refusal keeps what the policy keeps (sent again next time) and reverts the rest to its earlier value', async () => {
    const { saves, deps } = setup();
    saves.edit(1, { text: 'importante', pinned: true }, { mode: 'immediate', group: 7, before: { pinned: false } });
    await vi.advanceTimersByTimeAsync(0);
    await server.refuse(new ApiError(500, 'Error interno del servidor'));
    expect(deps.onReverted).toHaveBeenCalledWith(1, 7, ['pinned'], { pinned: false });
    expect(deps.onFailed).toHaveBeenCalledTimes(1);
    expect(saves.entry(1)).toMatchObject({ status: 'failed', unsaved: { text: 'importante' } });
    void saves.flush(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send).toHaveBeenLastCalledWith(1, { text: 'importante' });
  });

  it("'manual' values wait for an explicit send; typed back to the saved value they are no longer unsaved", async () => {
    const { saves } = setup();
    saves.edit(1, { text: 'borrador' }, { mode: 'manual', saved: { text: 'guardado' } });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(server.send).not.toHaveBeenCalled();
    expect(saves.entry(1)).toMatchObject({ busy: false, unsaved: { text: 'borrador' } });
    saves.edit(1, { text: 'guardado' }, { mode: 'manual', saved: { text: 'guardado' } });
    expect(saves.unsaved(1)).toEqual({});
    saves.edit(1, { text: 'final' }, { mode: 'manual', saved: { text: 'guardado' } });
    const sent = saves.send(1, { text: 'final' });
    await vi.advanceTimersByTimeAsync(0);
    await server.refuse(new ApiError(409, 'En uso'));
    await expect(sent).rejects.toThrow('En uso');
    expect(saves.unsaved(1)).toEqual({ text: 'final' });
  });

  it('offline: held without a request or a revert, sent on resumeOffline', async () => {
    const { saves, deps } = setup();
    offline = true;
    saves.edit(1, { pinned: true }, { mode: 'immediate', before: { pinned: false } });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send).not.toHaveBeenCalled();
    expect(saves.entry(1)).toMatchObject({ status: 'offline', offline: true, busy: true });
    offline = false;
    void saves.resumeOffline();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send).toHaveBeenCalledWith(1, { pinned: true });
    await server.answer();
    expect(deps.onReverted).not.toHaveBeenCalled();
    expect(saves.entry(1)).toMatchObject({ offline: false, busy: false, unsaved: {} });
  });

  it('keepalive starts at once with everything unconfirmed, also what an older save carries', async () => {
    const { saves, deps } = setup();
    saves.edit(1, { text: 'Hol', pinned: true }, { mode: 'immediate' });
    await vi.advanceTimersByTimeAsync(0);
    saves.edit(1, { text: 'Hola mundo' });
    saves.flushKeepalive();
    expect(deps.sendKeepalive).toHaveBeenCalledExactlyOnceWith(1, { text: 'Hola mundo', pinned: true });
    await server.answer();
    await vi.runAllTimersAsync();
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(saves.hasPending()).toBe(false);
  });

  it('suspend hands over every unconfirmed value by group and sends nothing until resumed', async () => {
    const { saves } = setup();
    saves.edit(1, { text: 'a' }, { group: 7 });
    saves.edit(2, { text: 'b' }, { mode: 'manual', group: 8 });
    expect(saves.suspend()).toEqual({ 7: { 1: { text: 'a' } }, 8: { 2: { text: 'b' } } });
    saves.edit(1, { text: 'c' }, { mode: 'immediate' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(server.send).not.toHaveBeenCalled();
    saves.resume();
    void saves.flushAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send).toHaveBeenCalledExactlyOnceWith(1, { text: 'c' });
  });
});
