import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AUTH_CONFIG_ELEMENT_ID } from '@shared/auth-screens';
import { App } from './app/app';
import { seedAppConfig } from './lib/config';
import { queryClient } from './lib/query-client';

/** Tells, in the same commit as the app's fields got their refs, that the app has taken over. */
function Hydrated({ onDone }: { onDone: () => void }) {
  useLayoutEffect(onDone, [onDone]);
  return null;
}

/**
 * Starts the app in #root. A screen the server rendered (/login, /register: decision 405) is
 * hydrated, with /api/config's answer it carries, in a transition (React yields to the browser
 * while it adopts the markup); any other address is rendered here. Resolves once the app runs.
 */
export function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const config = document.getElementById(AUTH_CONFIG_ELEMENT_ID)?.textContent;
  if (!config || !root.hasChildNodes()) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return Promise.resolve();
  }
  seedAppConfig(queryClient, JSON.parse(config));
  return new Promise((resolve) => {
    const done = () => {
      document.documentElement.dataset.hydrated = '';
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App guestScreen />
          <Hydrated onDone={done} />
        </StrictMode>,
      );
    });
  });
}
