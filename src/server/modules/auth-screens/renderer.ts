import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AUTH_CONFIG_ELEMENT_ID, type AuthScreenInput, type AuthSsrModule } from '@shared/auth-screens';

/** The client entry of the server-rendered sign-in screens, as Vite's manifest names it. */
const AUTH_CLIENT_ENTRY = 'entry-auth-client.tsx';
export const AUTH_SERVER_ENTRY = 'entry-auth-server.tsx';

/** Turns a request for /login or /register into the whole HTML document. */
export interface AuthScreens {
  render(input: AuthScreenInput): string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The app's built index.html made into the sign-in screens' document (decision 405): its stylesheets
 * inlined (no request before the first paint), the app's own script and preloads replaced by the
 * small entry that loads the app after the first paint, and the interface font preloaded (the text
 * is drawn once, in Inter, with no swap).
 */
function authTemplate(clientDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[AUTH_CLIENT_ENTRY];
  if (!entry) throw new Error(`${AUTH_CLIENT_ENTRY} is missing from the client build's manifest`);
  const preloads = (entry.imports ?? []).flatMap((name) => (manifest[name] ? [`/${manifest[name].file}`] : []));
  const assets = path.join(clientDir, 'assets');
  const font = (existsSync(assets) ? readdirSync(assets) : []).find((file) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));

  let html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  html = html.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  html = html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
    const css = readFileSync(path.join(clientDir, href), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  const head = [
    ...(font ? [`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`] : []),
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  html = html.replace('</head>', `${head.join('\n    ')}\n  </head>`);
  if (!html.includes('<div id="root"></div>') || !html.includes('<title>LinkHub</title>')) {
    throw new Error('index.html has no <div id="root"></div> or <title>LinkHub</title>');
  }
  return html;
}

/** The sign-in screens over an SSR module already loaded and a document template. */
export function authScreensWith(module: unknown, template: string): AuthScreens {
  const ssr = module as Partial<AuthSsrModule> | null;
  if (typeof ssr?.renderAuthScreen !== 'function') throw new Error('The sign-in screens bundle does not export renderAuthScreen');
  const renderAuthScreen = ssr.renderAuthScreen.bind(ssr);
  return {
    render(input) {
      const { html, title } = renderAuthScreen(input);
      const data = JSON.stringify(input.config).replace(/</g, '\\u003c');
      return template
        .replace('<title>LinkHub</title>', () => `<title>${escapeHtml(title)}</title>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${html}</div>\n    <script type="application/json" id="${AUTH_CONFIG_ELEMENT_ID}">${data}</script>`,
        );
    },
  };
}

/** The built bundle (npm run build): dist/ssr for the markup, dist/client for the document. */
export async function loadBuiltAuthScreens(options: { ssrDir: string; clientDir: string }): Promise<AuthScreens> {
  const bundle = path.join(options.ssrDir, AUTH_SERVER_ENTRY.replace(/\.tsx$/, '.js'));
  const module: unknown = await import(pathToFileURL(bundle).href);
  return authScreensWith(module, authTemplate(options.clientDir));
}
