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
    lastState = readNavigationState(window.history.state);
  }
  return lastState;
}

/** The navigation state of the current history entry; empty while rendering on the server. */
export function useNavigationState(): NavigationState {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Whether there is a page to go back to in this tab; false on the server. */
export function useCanGoBack(): boolean {
  return useSyncExternalStore(subscribe, () => window.history.length > 1, () => false);
}

/** Adds a history entry with navigation state (pushState fires no event, so we tell our listeners). */
export function pushEntry(path: string, state: Partial<NavigationState>): void {
  window.history.pushState(navigationState(state), '', path);
  for (const listener of listeners) listener();
}
