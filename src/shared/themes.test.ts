import { describe, expect, it } from 'vitest';
import { contrastRatio, mixHex } from './colors';
import { FONT_FAMILIES } from './fonts';
import { resolvePageLook } from './page-look';
import { normaliseSocialUrl } from './social';
import { CUSTOM_THEME_ID, THEMES, themeChoice } from './themes';

/** The colours a gradient passes through (its # stops), or the base colour. */
function backgroundsOf(theme: (typeof THEMES)[number]): string[] {
  return [theme.background.color, ...(theme.background.gradient?.match(/#[0-9A-Fa-f]{6}/g) ?? [])];
}

describe('the theme catalogue', () => {
  it('has at least ten themes, two dark, unique ids, Spanish names and served fonts', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(10);
    expect(THEMES.filter((theme) => theme.dark).length).toBeGreaterThanOrEqual(2);
    expect(new Set(THEMES.map((theme) => theme.id)).size).toBe(THEMES.length);
    expect(THEMES.map((theme) => theme.id)).not.toContain(CUSTOM_THEME_ID);
    for (const theme of THEMES) {
      expect(theme.name).toMatch(/^\p{Lu}/u);
      expect(FONT_FAMILIES).toContain(theme.fonts.heading);
      expect(FONT_FAMILIES).toContain(theme.fonts.body);
    }
  });

  it('keeps WCAG AA (4.5:1) for the page text on every colour of its background and for the button labels', () => {
    for (const theme of THEMES) {
      for (const background of backgroundsOf(theme)) {
        expect(contrastRatio(theme.textColor, background), `${theme.id} text on ${background}`).toBeGreaterThanOrEqual(4.5);
        const { fill, color, textColor } = theme.button;
        const behind = fill === 'solid' || fill === 'shadow' ? color : fill === 'soft' ? mixHex(color, background, 16)! : background;
        expect(contrastRatio(textColor, behind), `${theme.id} button label on ${behind}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('a page look (decision 310)', () => {
  const medianoche = THEMES.find((theme) => theme.id === 'medianoche')!;

  it('follows its theme, with the owner’s button settings over it and a readable label computed', () => {
    const look = resolvePageLook({ ...themeChoice('medianoche'), showLinkDomain: false, profileImageSize: 'medium' });
    expect(look.background).toEqual(medianoche.background);
    expect(look.textColor).toBe(medianoche.textColor);
    expect(look.fonts).toEqual(medianoche.fonts);
    expect(look.button).toMatchObject(medianoche.button);
    expect(look.profileImagePx).toBe(96);

    const outlined = resolvePageLook({ ...themeChoice('medianoche'), buttonFill: 'outline', buttonShape: 'square' });
    expect(outlined.button).toMatchObject({ fill: 'outline', shape: 'square' });
    expect(contrastRatio(outlined.button.textColor, medianoche.background.color)).toBeGreaterThanOrEqual(4.5);
    const own = resolvePageLook({ ...themeChoice('claro'), buttonColor: '#FDE68A' });
    expect(contrastRatio(own.button.textColor, '#FDE68A')).toBeGreaterThanOrEqual(4.5);
  });

  it('an own background colour replaces the theme’s, gradient included, with a readable text colour', () => {
    const look = resolvePageLook({ theme: 'medianoche', backgroundColor: '#FFFFFF' });
    expect(look.background).toEqual({ color: '#FFFFFF', gradient: null });
    expect(contrastRatio(look.textColor, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it("'Personalizado' and unknown themes draw as before themes: white card buttons, system font, computed text", () => {
    for (const theme of ['custom', 'retirado']) {
      const look = resolvePageLook({ theme, backgroundColor: '#0F172A' });
      expect(look.theme).toBeNull();
      expect(look.textColor).toBe('#FFFFFF');
      expect(look.fonts).toEqual({ heading: null, body: null });
      expect(look.button).toMatchObject({ shape: 'rounded', fill: 'solid', color: '#FFFFFF', textColor: '#111827' });
    }
  });

  it("leaves a background image as the owner's overlay switch says, under a theme too", () => {
    expect(resolvePageLook({ theme: 'claro', backgroundImage: 'https://img.example/f.jpg' })).toMatchObject({ imageOverlay: null, textColor: '#FFFFFF', textShadow: true });
    expect(
      resolvePageLook({ theme: 'carbon', backgroundImage: 'https://img.example/f.jpg', backgroundOverlayColor: '#FFFFFF', backgroundOverlayOpacity: 80 }),
    ).toMatchObject({ imageOverlay: 'rgba(255, 255, 255, 0.8)', textColor: '#111827' });
  });
});

describe('social addresses', () => {
  it('turns names and numbers into addresses and refuses other sites', () => {
    expect(normaliseSocialUrl('instagram', '@ana')).toEqual({ ok: true, url: 'https://www.instagram.com/ana' });
    expect(normaliseSocialUrl('instagram', 'http://instagram.com/ana')).toEqual({ ok: true, url: 'https://instagram.com/ana' });
    expect(normaliseSocialUrl('whatsapp', '+34 (600) 11-22-33')).toEqual({ ok: true, url: 'https://wa.me/34600112233' });
    expect(normaliseSocialUrl('whatsapp', 'https://wa.me/34600112233')).toEqual({ ok: true, url: 'https://wa.me/34600112233' });
    expect(normaliseSocialUrl('email', 'mailto:ana@correo.example')).toEqual({ ok: true, url: 'mailto:ana@correo.example' });
    expect(normaliseSocialUrl('instagram', 'https://instagram.com.evil.example/ana').ok).toBe(false);
    expect(normaliseSocialUrl('x', 'javascript:alert(1)').ok).toBe(false);
    expect(normaliseSocialUrl('website', 'ana\nexample.com').ok).toBe(false);
  });
});
