import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app: hashed assets with a year's cache; index.html (never cached)
 * answers the unknown routes that ask for HTML (see the error handler's not-found handler).
 */
export const clientApp = fp(async (app: FastifyInstance, options: { root: string }) => {
  const indexFile = path.join(options.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built client in ${options.root}; run "npm run build".`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: options.root,
    index: false,
    wildcard: false,
    // scripts/compress-assets.mjs writes .br and .gz beside each built asset.
    preCompressed: true,
    // Source maps stay on the server's disk for error reports; their sources are not published.
    allowedPath: (pathName) => !/\.map$/i.test(pathName),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.spaIndexHtml = indexHtml;
});
