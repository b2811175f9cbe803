import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicAssets, PublicDocumentInput, PublicSsrModule } from '@shared/public-view';
import { pageStylesheet } from './page-styles';

/** Turns a page (or null: not found) into the public page's HTML document. */
export interface PublicRenderer {
  render(input: Omit<PublicDocumentInput, 'assets'>): Promise<string>;
  close?(): Promise<void>;
}

/** The public page's script, as Vite's manifest names it (relative to src/client; decision 551). */
const PUBLIC_CLIENT_ENTRY = 'page-scripts/entry.ts';
export const PUBLIC_SERVER_ENTRY = 'entry-public-server.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

function asSsrModule(value: unknown): PublicSsrModule {
  const candidate = value as Partial<PublicSsrModule> | null;
  if (typeof candidate?.renderPublicDocument !== 'function') {
    throw new Error('The public page bundle does not export renderPublicDocument');
  }
  return candidate as PublicSsrModule;
}

/** Scripts, stylesheets and font files of the public entry, from the client build. */
function readPublicAssets(clientDir: string): PublicAssets {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[PUBLIC_CLIENT_ENTRY];
  if (!entry) throw new Error(`${PUBLIC_CLIENT_ENTRY} is missing from the client build's manifest`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk, isEntry: boolean) => {
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    if (!isEntry) preloads.add(`/${chunk.file}`);
    for (const name of chunk.imports ?? []) {
      const imported = manifest[name];
      if (imported && !preloads.has(`/${imported.file}`)) visit(imported, false);
    }
  };
  visit(entry, true);

  const fonts: Record<string, string> = {};
  const assetsDir = path.join(clientDir, 'assets');
  for (const file of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
    const face = /^([a-z-]+-latin-\d{3}-(?:normal|italic))-[\w-]+\.woff2$/.exec(file)?.[1];
    if (face) fonts[face] = `/assets/${file}`;
  }
  // Each page gets the part of the stylesheet it uses, inlined: it costs no request before the first paint.
  const pageStyles = pageStylesheet([...styles].map((href) => readFileSync(path.join(clientDir, href), 'utf8')).join('\n'));
  return { styles: [], pageStyles, scripts: [`/${entry.file}`], modulePreloads: [...preloads], fonts };
}

/** A renderer over an SSR module already loaded (the built bundle, or the source in tests). */
export function moduleRenderer(module: unknown, assets: PublicAssets): PublicRenderer {
  const ssr = asSsrModule(module);
  return { render: async (input) => ssr.renderPublicDocument({ ...input, assets }) };
}

/** The built bundle (npm run build): dist/ssr for the HTML, dist/client for the assets. */
export async function loadBuiltRenderer(options: { ssrDir: string; clientDir: string }): Promise<PublicRenderer> {
  const bundle = path.join(options.ssrDir, PUBLIC_SERVER_ENTRY.replace(/\.tsx$/, '.js'));
  const module: unknown = await import(pathToFileURL(bundle).href);
  return moduleRenderer(module, readPublicAssets(options.clientDir));
}

/**
 * Development: renders with Vite's ssrLoadModule, so edits show on reload; the browser loads the
 * client entry from Vite's dev server (open the page through it, http://localhost:5173/view/...).
 */
export async function createViteRenderer(projectRoot: string): Promise<PublicRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(projectRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  const shell = await vite.transformIndexHtml('/view/', '<html><head></head><body></body></html>');
  const devHead = /<head>([\s\S]*)<\/head>/.exec(shell)?.[1] ?? '';
  const assets: PublicAssets = { styles: [], scripts: [`/${PUBLIC_CLIENT_ENTRY}`], modulePreloads: [], fonts: {}, devHead };
  return {
    async render(input) {
      const ssr = asSsrModule(await vite.ssrLoadModule(`/${PUBLIC_SERVER_ENTRY}`));
      return ssr.renderPublicDocument({ ...input, assets });
    },
    close: () => vite.close(),
  };
}
