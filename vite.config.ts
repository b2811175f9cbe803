import { availableParallelism } from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@': path.resolve(import.meta.dirname, 'src/client'),
};

const clientRoot = path.resolve(import.meta.dirname, 'src/client');

// Three client entries: the editor app (index.html), the public page's small script without React
// (page-scripts/entry.ts, decision 551), and the small entry of the server-rendered /login
// and /register (entry-auth-client.tsx, decision 405), which loads the app once they have painted.
// The server renders those pages with the SSR build of entry-public-server.tsx and
// entry-auth-server.tsx (npm run build: dist/client, then dist/ssr).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: isSsrBuild
    ? {
        outDir: path.resolve(import.meta.dirname, 'dist/ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: {
            'entry-public-server': path.join(clientRoot, 'entry-public-server.tsx'),
            'entry-auth-server': path.join(clientRoot, 'entry-auth-server.tsx'),
          } as Record<string, string>,
        },
      }
    : {
        outDir: path.resolve(import.meta.dirname, 'dist/client'),
        emptyOutDir: true,
        // Written for error reporting but never named in the bundles nor served (issue 17).
        sourcemap: 'hidden',
        manifest: true,
        rolldownOptions: {
          input: {
            main: path.join(clientRoot, 'index.html'),
            public: path.join(clientRoot, 'page-scripts/entry.ts'),
            'sign-in': path.join(clientRoot, 'entry-auth-client.tsx'),
          } as Record<string, string>,
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '^/(view|preview)/': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/storage': 'http://localhost:3000',
    },
  },
  test: {
    root: import.meta.dirname,
    // Vitest's default is one worker fewer than the cores: one on CI's two. The suites spend much
    // of their time waiting (child servers, timers, the database), so two there halve the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
}));
