// Public contract of the public view, used by the server-side render and the editor's live preview.
export { PublicPageView } from './components/public-page-view';
export { NotFoundView } from './components/not-found-view';
export { AccessView } from './components/access-view';
