import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** The app; `guestScreen` when it hydrates a sign-in screen the server rendered (decision 405). */
export function App({ guestScreen = false }: { guestScreen?: boolean }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider guestScreen={guestScreen}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
