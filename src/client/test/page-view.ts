import type { PageView } from '@shared/schemas/page';

/** A page as the public view receives it, with the creation defaults; tests override what they need. */
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
    parentPageId: null,
    ...overrides,
  };
}
