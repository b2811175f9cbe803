/**
 * The session ended without the owner signing out here: a request with a token was answered 401
 * (signed out on another device) or the auth client dropped the session (its refresh was refused).
 * One listener (the app's session watcher) saves what it can and takes the owner to /login
 * (docs/decisions/536-quiet-failures.md). A sign-out started here is not reported.
 */
type Listener = () => void;

let listener: Listener | null = null;
let signingOut = false;

export function onSessionEnded(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** Tells the listener; answers false when nobody listens (no editor open) and nothing was done. */
export function reportSessionEnded(): boolean {
  if (signingOut) return true;
  if (!listener) return false;
  listener();
  return true;
}

/** Runs a sign-out the owner asked for: the 401s and the SIGNED_OUT event it causes are expected. */
export async function signingOutHere<T>(run: () => Promise<T>): Promise<T> {
  signingOut = true;
  try {
    return await run();
  } finally {
    signingOut = false;
  }
}
