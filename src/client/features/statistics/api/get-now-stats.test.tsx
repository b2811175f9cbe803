import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { STATS_NOW_REFRESH_MS, useNowStats } from './get-now-stats';

const answer = { from: '2026-11-24T11:31:00.000Z', to: '2026-11-24T12:01:00.000Z', views: 0, visitors: 0, minutes: [] };

describe("'Ahora' refreshes every 30 seconds while the document is visible (issue 42)", () => {
  let calls: string[];
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    calls = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000').pathname;
      // The API client reads /api/config first.
      if (path.startsWith('/api/pages/')) calls.push(path);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks GET /api/pages/{id}/stats/now again every 30 s, and not while the tab is hidden', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, unmount } = renderHook(() => useNowStats(7), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(STATS_NOW_REFRESH_MS).toBe(30_000);
    expect(calls).toEqual(['/api/pages/7/stats/now']);

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(calls).toHaveLength(2);

    // Hidden (another tab in front): no request however long it stays hidden.
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(calls).toHaveLength(2);
    // Shown again: asked at once, then every 30 s.
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(calls).toHaveLength(4);
    unmount();
  });
});
