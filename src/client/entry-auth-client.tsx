/**
 * /login and /register arrive rendered by the server (decision 405): the form is painted, and can be
 * filled in, with no script. This small entry loads the app (React, the router, the form's code,
 * then supabase-js) as soon as someone starts to use the page (moves the pointer, touches, focuses,
 * presses a key), or at once when a session is stored (a signed-in visitor is sent on to the
 * editor). Until the app has taken over, a submit waits and is made again by the app, and what was
 * typed, or filled in by the browser, is handed to the form. Links are plain links meanwhile.
 */
const SESSION_KEY = /^sb-.+-auth-token$/;

let started = false;
let hydrated = false;
let queued: HTMLFormElement | null = null;
/** What was typed before the app took over, by field name (the form's code empties its fields). */
const typed = new Map<string, string>();

function fieldsOf(root: ParentNode): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>('form input[name]')];
}

/** Sets a field's value as typing would, so that React's onChange (and the form) hears it. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function start() {
  if (started) return;
  started = true;
  for (const input of fieldsOf(document)) if (input.value) typed.set(input.name, input.value);
  import('./boot')
    .then(({ boot }) => boot())
    .then(() => {
      for (const input of fieldsOf(document)) {
        const value = typed.get(input.name);
        if (value && input.value !== value) typeInto(input, value);
      }
      hydrated = true;
      const form = queued?.isConnected ? queued : document.querySelector('form');
      if (queued) form?.requestSubmit();
      queued = null;
    })
    .catch((error: unknown) => console.error('No se pudo cargar la aplicación:', error));
}

document.addEventListener(
  'input',
  (event) => {
    const input = event.target;
    if (!hydrated && input instanceof HTMLInputElement && input.name) typed.set(input.name, input.value);
  },
  true,
);
document.addEventListener(
  'submit',
  (event) => {
    if (hydrated) return;
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) queued = event.target;
    start();
  },
  true,
);
for (const type of ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin']) {
  document.addEventListener(type, start, { capture: true, once: true, passive: true });
}

function sessionStored(): boolean {
  try {
    return Object.keys(localStorage).some((key) => SESSION_KEY.test(key));
  } catch {
    return false;
  }
}

if (sessionStored()) start();
