import { afterFirstPaint } from './features/public-view/lib/after-first-paint';
import './public.css';
// The block fonts' faces; a browser downloads one only when a block uses it.
import './features/public-view/fonts.css';

// The server-rendered page reads and works without script (docs/decisions/305): React and the page's
// components load once it has loaded and painted, so they never compete with its text and images.
void afterFirstPaint()
  .then(() => import('./public-page-hydration'))
  .then(({ hydratePublicPage }) => hydratePublicPage())
  .catch((error: unknown) => console.warn('La página funciona sin JavaScript; no se pudo cargar:', error));
