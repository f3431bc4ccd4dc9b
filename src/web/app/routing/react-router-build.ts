/// <reference types="node" />
import { existsSync } from 'node:fs';

import type { Plugin } from 'vite';

/*
 * The build's rewrite of React Router (vite.config.ts uses it; decision 0032). It reads the
 * package's dist files, whose names and text change between versions: package.json pins
 * react-router to the exact version this was written against, and the build fails, saying why,
 * when the rewrite no longer finds what it expects, instead of shipping a bigger first load.
 */

const DEVELOPMENT = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;
const PRODUCTION = /[\\/]react-router[\\/]dist[\\/]production[\\/]/;
/** A component or context defined at the top level: `var X = React.createContext(...)`. */
const DEFINITION = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** `X.displayName = "…";` on a line of its own. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

const HELP =
  'The rewrite in src/web/app/routing/react-router-build.ts was written for the react-router ' +
  'version package.json pins: check it against the new dist files before changing the version.';

/** Marks react-router's definitions pure and drops their names; counts what it found. */
export function trimReactRouter(code: string): { code: string; marked: number; dropped: number } {
  let marked = 0;
  let dropped = 0;
  const trimmed = code
    .replace(DEFINITION, (_match, assign: string, call: string) => {
      marked += 1;
      return `${assign}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      dropped += 1;
      return '';
    });
  return { code: trimmed, marked, dropped };
}

/**
 * React Router 7 ships a production build (its development warnings compiled out), but its
 * package exports resolve only the development one (remix-run/react-router#14102): the store's
 * build takes the production files. Their top-level component and context definitions are also
 * marked pure and their `displayName` assignments dropped, so what the store never renders
 * (Form, fetcher forms, HistoryRouter...) is tree-shaken out of every page's first load. Build
 * only: the tests and the dev server keep the package as published.
 */
export function reactRouterProduction(): Plugin {
  let taken = 0;
  let marked = 0;
  let dropped = 0;
  return {
    name: 'eko:react-router-production',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      taken = 0;
      marked = 0;
      dropped = 0;
    },
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      if (PRODUCTION.test(resolved.id)) {
        taken += 1;
        return resolved;
      }
      if (!DEVELOPMENT.test(resolved.id)) {
        throw new Error(
          `react-router resolved to ${resolved.id}, not to its dist/development/ files, so the ` +
            `build cannot take its production build. ${HELP}`,
        );
      }
      const production = resolved.id.replace(DEVELOPMENT, '$1production$2');
      if (!existsSync(production)) {
        throw new Error(`react-router has no production file ${production}. ${HELP}`);
      }
      taken += 1;
      return { ...resolved, id: production };
    },
    transform: {
      filter: { id: PRODUCTION },
      handler(code) {
        const trimmed = trimReactRouter(code);
        marked += trimmed.marked;
        dropped += trimmed.dropped;
        return trimmed.code === code ? null : { code: trimmed.code, map: null };
      },
    },
    buildEnd(error) {
      if (error || taken === 0) return;
      if (marked === 0 || dropped === 0) {
        throw new Error(
          `react-router's production files no longer have the definitions the build marks pure ` +
            `(${marked} found) or the displayName lines it drops (${dropped} found): the first ` +
            `load would carry what the store never renders. ${HELP}`,
        );
      }
    },
  };
}
