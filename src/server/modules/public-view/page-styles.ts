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

/**
 * Custom properties (and their @property rules) read nowhere in the kept CSS nor the HTML's styles.
 * One pass: a property read only by an unread one stays (a few bytes), never the other way round.
 */
function dropUnreadProperties(root: Root, html: string) {
  const read = new Set<string>();
  for (const match of (root.toString() + html).matchAll(/var\((--[\w-]+)/g)) read.add(match[1] ?? '');
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
}

/**
 * Elements the base styles name that a page may lack: a selector naming one the HTML has not is
 * dropped (`sub,sup`, `table`, `kbd`...). Other words in selectors are left alone.
 */
const ELEMENTS = new Set(
  'a abbr audio b blockquote button canvas code dd dialog dl embed fieldset figure h1 h2 h3 h4 h5 h6 hr iframe img input kbd legend menu object ol optgroup p pre progress samp select small strong sub summary sup svg table textarea ul video'.split(' '),
);

function elementsOf(selector: string): string[] {
  const bare = selector
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/::?[\w-]+/g, ' ')
    .replace(/[.#](?:\\.|[\w-])+/g, ' ');
  return (bare.match(/[a-z][a-z0-9]*/g) ?? []).filter((name) => ELEMENTS.has(name));
}

/** Parts of form fields the base styles reset; a page without a field needs none of them. */
const FIELD_PARTS = /::file-selector-button|::placeholder|::-webkit-(?:search|date|datetime|calendar|inner-spin|outer-spin)|:-moz-ui-invalid/;

function elementsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-z][a-z0-9]*)[\s>/]/g)].map((match) => match[1] ?? ''));
}

/**
 * The public stylesheet cut to one page (decision 551): a rule stays when one of its selectors names
 * only classes the page uses, and no element of the base styles the page lacks; a block font's
 * @font-face stays when the page's text uses that font (an italic face, when it has italic text);
 * @keyframes stay when an animation kept names them; custom properties, when something reads them. Parsed once when the server starts; each page is cut once, when it is rendered and cached.
 */
export function pageStylesheet(css: string): (html: string, scriptClasses: readonly string[]) => string {
  const parsed = postcss.parse(css);
  parsed.walkComments((comment) => {
    comment.remove();
  });
  return (html, scriptClasses) => {
    const classes = classesIn(html);
    for (const name of scriptClasses) classes.add(name);
    const elements = elementsIn(html);
    // The elements the script makes: the contact dialog, its title and button, the footer bar.
    if (scriptClasses.length > 0) for (const name of ['dialog', 'h2', 'button', 'svg', 'p', 'a']) elements.add(name);
    const fields = /<(?:input|textarea|select)[\s>]/.test(html);
    const fonts = fontsIn(html);
    const italic = /font-style:\s*italic|\bitalic\b/.test(html);
    const root = parsed.clone();
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
      const kept = rule.selectors.filter(
        (selector) =>
          classesOf(selector).every((name) => classes.has(name)) &&
          elementsOf(selector).every((name) => elements.has(name)) &&
          (fields || !FIELD_PARTS.test(selector)),
      );
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    root.walkAtRules('font-face', (face) => {
      let family = '';
      let style = '';
      face.walkDecls(/^font-(family|style)$/, (decl) => {
        if (decl.prop === 'font-family') family = unquote(decl.value);
        else style = decl.value.trim();
      });
      if (!(FONT_FAMILIES as readonly string[]).includes(family)) return;
      if (!fonts.has(family as (typeof FONT_FAMILIES)[number]) || (style === 'italic' && !italic)) {
        face.remove();
        return;
      }
      // Preloaded, so normally ready for the first paint; if not, this view keeps the fallback
      // rather than shifting the page when the face arrives (CLS 0, issue 35).
      face.walkDecls('font-display', (decl) => {
        decl.value = 'optional';
      });
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
