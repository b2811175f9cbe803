// Public contract of the public view, used by the server-side render, the hydrating public entry and
// the editor's live preview.
export { PublicPageView, type PublicPageViewProps } from './components/public-page-view';
export { PublicApp } from './components/public-app';
export type { BackTarget } from './components/back-button';
export type { FooterBarState, NavigationState } from './lib/navigation-state';
