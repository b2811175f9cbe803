/**
 * Where a person goes after signing in: back to the editor page they were sent away from (a session
 * that ended, decision 536), else the editor's start.
 */
export function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  return typeof from === 'string' && /^\/edit\/\d{1,10}$/.test(from) ? from : '/';
}
