import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');

/** The public page's budgets for the reference page (issue 35, decision 551), gzipped bytes. */
export const PAGE_BUDGETS = { htmlWithCss: 10 * 1024, js: 10 * 1024 };

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** What a public page costs to send, gzipped (fonts as they are: woff2 is compressed already). */
export interface PageBytes {
  /** The HTML document with its inlined CSS. */
  htmlWithCss: number;
  /** The inlined CSS alone. */
  css: number;
  /** Every script the page can load: what its HTML names and every chunk those import, lazy ones included. */
  js: number;
  scripts: string[];
  /** The font files the page preloads. */
  fonts: number;
}

const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Measures a public page's HTML against the client build in dist/client (npm run build). */
export function pageBytes(html: string, clientDir = CLIENT_DIR): PageBytes {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const byFile = new Map(Object.entries(manifest).map(([name, chunk]) => [`/${chunk.file}`, name]));
  const scripts = new Set<string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    const chunk = manifest[byFile.get(file) ?? ''];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      const imported = manifest[next];
      if (imported) visit(`/${imported.file}`);
    }
  };
  for (const match of html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)) visit(match[1] as string);
  const read = (asset: string) => readFileSync(path.join(clientDir, asset));
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1] as string);
  return {
    htmlWithCss: gzipped(html),
    css: css ? gzipped(css) : 0,
    js: [...scripts].reduce((sum, file) => sum + gzipped(read(file)), 0),
    scripts: [...scripts],
    fonts: fonts.reduce((sum, file) => sum + read(file).length, 0),
  };
}
