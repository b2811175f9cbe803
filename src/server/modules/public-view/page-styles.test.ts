import { describe, expect, it } from 'vitest';
import { pageStylesheet } from './page-styles';

const CSS = `@layer theme{:root,:host{--color-white:#fff;--color-red-600:red;--spacing:.25rem}}
@layer base{*,:after,:before{box-sizing:border-box}[hidden]:where(:not([hidden=until-found])){display:none!important}}
@layer utilities{.flex{display:flex}.grid{display:grid}.py-2\\.5{padding-block:calc(var(--spacing)*2.5)}.hover\\:bg-white:hover{background:var(--color-white)}
@media (width>=40rem){.sm\\:grid{display:grid}}.animate-spin{animation:var(--animate-spin)}}
@keyframes spin{to{transform:rotate(360deg)}}
@font-face{font-family:'Lato';src:url(/assets/lato.woff2)}
@font-face{font-family:'Lato';font-style:italic;src:url(/assets/lato-italic.woff2)}
@layer base{::placeholder{opacity:1}sub,sup{font-size:75%}hr{height:0}abbr:where([title]){text-decoration:underline dotted}}
@font-face{font-family:'Merriweather';src:url(/assets/merriweather.woff2)}
html:not([data-enhanced]) [data-needs-script]{display:none!important}`;

describe('pageStylesheet', () => {
  const pick = pageStylesheet(CSS);

  it('keeps the rules of the classes the page names, and the rules without classes', () => {
    const css = pick('<div class="flex py-2.5 hover:bg-white"><p style="font-family:&quot;Lato&quot;, serif">x</p></div>', []);
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.py-2\\.5{');
    expect(css).toContain('.hover\\:bg-white:hover');
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain('[data-needs-script]');
    expect(css).not.toContain('.grid');
    // An at-rule emptied of its rules goes, and so do @keyframes no kept animation names.
    expect(css).not.toContain('@media');
    expect(css).not.toContain('@keyframes');
    // A block font's face stays only when the page's text uses it.
    expect(css).toContain("font-family:'Lato'");
    expect(css).not.toContain('Merriweather');
    expect(css).not.toContain('lato-italic');
    // Base styles of elements the page lacks go.
    expect(css).not.toContain('sub,sup');
    expect(css).not.toContain('hr{');
    expect(css).not.toContain('abbr');
    expect(css).not.toContain('::placeholder');
    // Custom properties read by a kept rule stay; the others go.
    expect(css).toContain('--spacing:');
    expect(css).toContain('--color-white:');
    expect(css).not.toContain('--color-red-600');
  });

  it('keeps the base styles of the elements the page has, and an italic face for italic text', () => {
    const css = pick('<hr><p style="font-family:&quot;Lato&quot;;font-style:italic">x</p>', []);
    expect(css).toContain('hr{height:0}');
    expect(css).toContain('lato-italic');
  });

  it("adds the classes of the script's own elements", () => {
    expect(pick('<div class="flex"></div>', ['grid'])).toContain('.grid{display:grid}');
    expect(pick('<div class="flex"></div>', ['sm:grid'])).toContain('@media (width>=40rem){.sm\\:grid');
  });

  it('keeps the page the same every time (a cached page is cut once)', () => {
    const html = '<div class="grid animate-spin"></div>';
    expect(pick(html, [])).toBe(pick(html, []));
    expect(pick(html, [])).toContain('@keyframes spin');
  });
});
