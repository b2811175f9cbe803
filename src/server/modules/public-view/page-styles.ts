import postcss, { type AtRule, type Container, type Root } from 'postcss';
import { FONT_FAMILIES } from '@shared/fonts';

/** The class names a selector needs, unescaped ('.py-2\.5:hover' needs 'py-2.5'). */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'));
}

/** Every class the HTML names in a class attribute. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name.replace(/&amp;/g, '&'));
  }
  return classes;
}

/** The block fonts the HTML's inline styles name (`font-family:&quot;Lato&quot;, ...`). */
function fontsIn(html: string): Set<string> {
  return new Set(FONT_FAMILIES.filter((family) => html.includes(`&quot;${family}&quot;`) || html.includes(`"${family}"`)));
}

function unquote(value: string): string {
  return value.trim().replace(/^['"]|['"]$/g, '');
}

/** Drops at-rules left with nothing inside (a @media whose rules all went). */
function dropEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** Custom properties declared but read nowhere in the kept CSS nor the HTML. */
function dropUnreadProperties(root: Root, html: string) {
  const read = new Set<string>();
  const text = root.toString() + html;
  for (const match of text.matchAll(/var\((--[\w-]+)/g)) read.add(match[1] ?? '');
  // One pass: a property read only by an unread one stays (a few bytes), never the other way round.
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop) && decl.parent?.type === 'rule' && /^(:root|:host)/.test((decl.parent as { selector?: string }).selector ?? '')) decl.remove();
  });
}

/**
 * The public stylesheet cut to one page (decision 551): a rule stays when one of its selectors names
 * only classes the page uses (rules without classes, the base styles, always stay); a block font's
 * @font-face stays when the page's text uses that font; @keyframes stay when an animation kept names
 * them. Parsed once when the server starts; each page is cut once, when it is rendered and cached.
 */
export function pageStylesheet(css: string): (html: string, scriptClasses: readonly string[]) => string {
  const parsed = postcss.parse(css);
  return (html, scriptClasses) => {
    const classes = classesIn(html);
    for (const name of scriptClasses) classes.add(name);
    const fonts = fontsIn(html);
    const root = parsed.clone();
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
      const kept = rule.selectors.filter((selector) => classesOf(selector).every((name) => classes.has(name)));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    root.walkAtRules('font-face', (face) => {
      let family = '';
      face.walkDecls('font-family', (decl) => {
        family = unquote(decl.value);
      });
      if ((FONT_FAMILIES as readonly string[]).includes(family) && !fonts.has(family as (typeof FONT_FAMILIES)[number])) face.remove();
    });
    const kept = root.toString();
    root.walkAtRules(/keyframes$/, (frames) => {
      if (!new RegExp(`animation[^;{}]*\\b${frames.params}\\b`).test(kept)) frames.remove();
    });
    dropEmpty(root);
    dropUnreadProperties(root, html);
    return root.toString();
  };
}
