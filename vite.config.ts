import { availableParallelism } from 'node:os';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

import { reactRouterProduction } from './src/web/app/routing/react-router-build.ts';

/**
 * The built page loads the app from public/boot.js after its first paint, so the server-drawn
 * page shows before the app's code is fetched, read and run (decision 0023): the entry and the
 * chunks it imports (the libraries), which Vite names in the page as a script and modulepreload
 * links, are handed to boot.js instead, which runs the libraries' chunks first, each in a task of
 * its own, then the entry. boot.js is async: it runs as soon as it arrives, to hold the taps
 * that come before the app is ready (decision 0051). Build only: the dev server runs main.tsx as
 * written.
 */
function paintFirst(): Plugin {
  const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
  const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;
  return {
    name: 'eko:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('paintFirst: the entry script is not in index.html');
        const first = [...html.matchAll(PRELOAD)].map((match) => match[1]);
        return html
          .replace(PRELOAD, '')
          .replace(
            ENTRY,
            () =>
              `<script type="module" async src="/boot.js" data-first="${first.join(' ')}" data-entry="${entry}"></script>`,
          );
      },
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/** The browser's bundle (dist/web). */
const browserBuild: BuildEnvironmentOptions = {
  outDir: '../../dist/web',
  emptyOutDir: true,
  // Published to every visitor: no source maps (they would hand out the sources and their
  // comments). scripts/web-build.test.ts checks the bundle; http/web.ts never serves a .map.
  sourcemap: false,
  // One stylesheet for the whole store, which the server writes into every page: no lazy chunk
  // lists it as a dependency to load again.
  cssCodeSplit: false,
  // The one stylesheet is written into every page by the server (http/web.ts): a lazy chunk
  // must not load it again as a file.
  modulePreload: {
    resolveDependencies: (_file, dependencies) =>
      dependencies.filter((dependency) => !dependency.endsWith('.css')),
  },
  rolldownOptions: {
    output: {
      codeSplitting: {
        // Everything the entry imports statically is two chunks, not a dozen small shared
        // ones: the libraries (React, the router, TanStack Query, and libraries.ts, which
        // starts React DOM there) and the app's own code (the shell, the stores). boot.js runs
        // them a task apart, so the app's task does not carry React DOM's start-up.
        groups: [
          {
            name: 'vendor',
            test: /[\\/]node_modules[\\/]|[\\/]src[\\/]web[\\/]libraries\.ts$/,
            tags: ['$initial'],
            priority: 2,
          },
          { name: 'index', tags: ['$initial'], priority: 1 },
        ],
      },
    },
  },
};

/**
 * The server's renderer (dist/render, `vite build --ssr`): the same pages as a module the server
 * imports to draw the storefront's HTML (decision 0023). Its dependencies stay in node_modules.
 */
const rendererBuild: BuildEnvironmentOptions = {
  outDir: '../../dist/render',
  emptyOutDir: true,
  // Read by the server only (stack traces of a rendering error); never served: the web server
  // serves dist/web alone.
  sourcemap: true,
  ssr: 'entry-server.tsx',
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), reactRouterProduction(), paintFirst()],
  build: isSsrBuild ? rendererBuild : browserBuild,
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  test: {
    root: '.',
    // One test file per core. Vitest's default leaves one core free, which on a 2-core machine
    // (CI's) runs the files one by one: the suite took 20 minutes instead of 12.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
}));
