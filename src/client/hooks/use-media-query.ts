import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows it as the window changes. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? true,
    () => true,
  );
}

/** The editor's side-by-side layout (editor beside the preview) from 1024 px up (decision 404). */
const WIDE_EDITOR_QUERY = '(min-width: 1024px)';

export function useWideEditor(): boolean {
  return useMediaQuery(WIDE_EDITOR_QUERY);
}
