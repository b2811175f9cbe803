import type { PageRow } from '../../db/schema';

/**
 * The appearance a new subpage takes from its parent (decision 016): the theme (and with it the
 * fonts), the background (colour, image, blur, overlay) and the button style, and whether links show
 * their site, and the language it is written in (issue 38). Who the page is about (photo, bio,
 * social links, sharing texts, person or organization) is not copied.
 */
export function inheritedLook(parent: PageRow) {
  return {
    theme: parent.theme,
    backgroundColor: parent.backgroundColor,
    backgroundImage: parent.backgroundImage,
    backgroundImageBlur: parent.backgroundImageBlur,
    backgroundOverlayColor: parent.backgroundOverlayColor,
    backgroundOverlayOpacity: parent.backgroundOverlayOpacity,
    buttonShape: parent.buttonShape,
    buttonFill: parent.buttonFill,
    buttonColor: parent.buttonColor,
    buttonTextColor: parent.buttonTextColor,
    showLinkDomain: parent.showLinkDomain,
    language: parent.language,
  } satisfies Partial<PageRow>;
}
