import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageGuard } from './page-access';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One rendered answer, with its compressed forms made once, on first demand. */
export class RenderedPage {
  readonly etag: string;
  readonly size: number;
  private readonly bodies = new Map<Encoding, Buffer>();

  constructor(
    readonly status: 200 | 307 | 308 | 404,
    html: string,
    /** The page shown and its parent (whose slug 'Volver' uses); null for the not-found page. */
    readonly pageId: number | null,
    readonly parentId: number | null,
    /** The page's owner: an account change (`users` on the change bus) drops its renders. */
    readonly ownerId: string | null = null,
    /** For 308: the page's current slug, where an old slug leads (decision 012). */
    readonly movedTo: string | null = null,
    /**
     * When what it shows changes by itself (a block's start or end, a publish date, a redirect's
     * edge, a 'Horario' block opening or closing; issue 36): not answered from then on.
     */
    readonly until: Date | null = null,
    /** For 307: the link block's /go, where a page in its redirect window leads (decision 962). */
    readonly redirectTo: string | null = null,
    /** What stands before the page (issue 36): the route answers its screen to whoever has not passed it. */
    readonly guard: PageGuard | null = null,
  ) {
    const identity = Buffer.from(html, 'utf8');
    this.bodies.set('identity', identity);
    this.size = identity.length;
    this.etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  }

  /** An old slug's answer: a permanent redirect to the page's current slug (never kept in the cache). */
  static moved(pageId: number, slug: string): RenderedPage {
    return new RenderedPage(308, '', pageId, null, null, slug);
  }

  /** A page in its redirect window: a temporary redirect to its link block (never kept in the cache). */
  static redirect(pageId: number, location: string): RenderedPage {
    return new RenderedPage(307, '', pageId, null, null, null, null, location);
  }

  body(encoding: Encoding): Buffer {
    let body = this.bodies.get(encoding);
    if (!body) {
      const identity = this.bodies.get('identity') as Buffer;
      body =
        encoding === 'br'
          ? brotliCompressSync(identity, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
            })
          : gzipSync(identity, { level: 9 });
      this.bodies.set(encoding, body);
    }
    return body;
  }
}
