// Public contract of the public view, used by the server-side render, the hydrating public entry and
// the editor's live preview.
export { PublicPageView,  } from './components/public-page-view';
export { PublicApp } from './components/public-app';
;
;
