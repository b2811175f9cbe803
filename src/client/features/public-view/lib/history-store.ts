import { useSyncExternalStore } from 'react';
import { type NavigationState, navigationState, readNavigationState } from './navigation-state';

const listeners = new Set<() => void>();
const EMPTY: NavigationState = { parentSlug: null, footer: null };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

let lastKey: string | null = null;
let lastState: NavigationState = EMPTY;

function snapshot(): NavigationState {
  let key: string;
  try {
    key = JSON.stringify(window.history.state ?? null);
  } catch {
    key = 'null';
  }
  if (key !== lastKey) {
    lastKey = key;
    const state = readNavigationState(window.history.state);
    // No state is the server's snapshot itself: hydration then finds nothing changed and does not
    // render the whole page a second time.
    lastState = state.parentSlug === null && state.footer === null ? EMPTY : state;
  }
  return lastState;
}

/** The navigation state of the current history entry; empty while rendering on the server. */
export function useNavigationState(): NavigationState {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/**
 * Whether there is a page to go back to in this tab; false on the server. `wanted` false (a page
 * that never shows 'Volver') keeps it false, so the tab's history never re-renders that page.
 */
export function useCanGoBack(wanted: boolean): boolean {
  return useSyncExternalStore(subscribe, () => wanted && window.history.length > 1, () => false);
}

/** Adds a history entry with navigation state (pushState fires no event, so we tell our listeners). */
export function pushEntry(path: string, state: Partial<NavigationState>): void {
  window.history.pushState(navigationState(state), '', path);
  for (const listener of listeners) listener();
}
