import { safeHref } from '@shared/href';

/** The optional footer bar a link can hand to the page through navigation state (spec section 2). */
export interface FooterBarState {
  visible: boolean;
  floating: boolean;
  text: string;
  buttonText: string;
  buttonUrl: string | null;
  buttonDownload: boolean;
}

export interface NavigationState {
  parentSlug: string | null;
  footer: FooterBarState | null;
}

const SLUG = /^[a-z0-9-]{1,100}$/;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function readFooter(value: unknown): FooterBarState | null {
  const footer = record(value);
  if (!footer || footer.visible !== true) return null;
  const text = typeof footer.text === 'string' ? footer.text.slice(0, 300) : '';
  const buttonText = typeof footer.buttonText === 'string' ? footer.buttonText.slice(0, 100) : '';
  const buttonUrl = safeHref(footer.buttonUrl) ?? (typeof footer.buttonUrl === 'string' && /^\/(?!\/)/.test(footer.buttonUrl) ? footer.buttonUrl : null);
  if (!text && !(buttonText && buttonUrl)) return null;
  return { visible: true, floating: footer.floating === true, text, buttonText, buttonUrl, buttonDownload: footer.buttonDownload === true };
}

/**
 * Reads history.state: ours ({usr: {...}}, the shape React Router uses too) or a plain object.
 * Anything malformed is ignored (docs/decisions/302-navigation-state.md).
 */
export function readNavigationState(state: unknown): NavigationState {
  const outer = record(state);
  const inner = record(outer?.usr) ?? outer;
  const parentSlug = typeof inner?.parentSlug === 'string' && SLUG.test(inner.parentSlug) ? inner.parentSlug : null;
  return { parentSlug, footer: readFooter(inner?.footer) };
}

export function navigationState(state: Partial<NavigationState>): { usr: Partial<NavigationState> } {
  return { usr: state };
}
