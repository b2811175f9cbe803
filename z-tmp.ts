import path from 'node:path';
import { loadBuiltRenderer } from './src/server/modules/public-view/renderer';
import { worstPages } from './src/shared/testing/worst-page';
const r = await loadBuiltRenderer({ ssrDir: path.resolve('dist/ssr'), clientDir: path.resolve('dist/client') });
for (const w of worstPages()) {
  const data = { route: 'slug' as const, page: { id: 1, title: w.title, slug: 'x', showTitle: true, backgroundColor: '#fff', backgroundImage: null, profileImage: null, profileImageZoom: 100, profileImageBgColor: null, backgroundImageBlur: 0, backgroundOverlayColor: null, backgroundOverlayOpacity: 50, parentPageId: null }, items: w.blocks.map((b, i) => ({ id: i + 1, order: i, isSticky: false, isVisible: true, ...b })), parentSlug: null };
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 30; i++) { const s = performance.now(); const html = await r.render({ data, origin: 'http://x' }); times.push(performance.now() - s); size = html.length; }
  times.sort((a, b) => a - b);
  console.log(w.name, w.blocks.length, size, 'min', times[0].toFixed(1), 'p50', times[15].toFixed(1));
}
