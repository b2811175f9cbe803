import path from 'node:path';

/**
 * The project's folder (package.json, drizzle/, dist/). This file sits two levels below it both as
 * source (src/server/project-root.ts) and bundled (dist/server/<entry>.js), so the same relative
 * path works for `tsx` in development and tests and for the compiled server of `npm start`.
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
