import type { PageView } from '@shared/schemas/page';

/**
 * A page as the public view receives it, as a page from before themes is (decision 310: 'custom', the
 * domain line, the 128 px photo); tests override what they need.
 */
export function testPageView(overrides: Partial<PageView> = {}): PageView {
  return {
    id: 1,
    title: 'Mi página',
    slug: 'mi-pagina',
    showTitle: true,
    backgroundColor: '#FFFFFF',
    backgroundImage: null,
    profileImage: null,
    profileImageZoom: 100,
    profileImageBgColor: null,
    backgroundImageBlur: 0,
    backgroundOverlayColor: null,
    backgroundOverlayOpacity: 50,
    theme: 'custom',
    buttonShape: null,
    buttonFill: null,
    buttonColor: null,
    buttonTextColor: null,
    showLinkDomain: true,
    socialLinks: [],
    socialPosition: 'above',
    bio: '',
    profileImageSize: 'large',
    ogTitle: null,
    ogDescription: null,
    ogImage: null,
    language: 'es',
    profileKind: 'person',
    parentPageId: null,
    ...overrides,
  };
}
