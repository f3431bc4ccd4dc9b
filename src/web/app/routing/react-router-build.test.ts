/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { reactRouterProduction, trimReactRouter } from './react-router-build';

const PACKAGE = resolve('node_modules/react-router/dist');

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** The plugin's hooks, called as Vite calls them during a build that resolves to `resolved`. */
function build(resolved: string) {
  const plugin = reactRouterProduction();
  const context = { resolve: async () => ({ id: resolved, external: false }) };
  const hook = (name: 'buildStart' | 'resolveId' | 'buildEnd') => plugin[name] as unknown as Hook;
  const transform = (plugin.transform as { handler: Hook }).handler;
  hook('buildStart').call(context);
  return {
    resolveId: () => hook('resolveId').call(context, 'react-router', 'main.tsx', {}),
    transform: (code: string, id: string) => transform.call(context, code, id),
    buildEnd: () => hook('buildEnd').call(context),
  };
}

describe("the build's rewrite of react-router", () => {
  it('marks definitions pure and drops their names', () => {
    const trimmed = trimReactRouter(
      'var RouteContext = React.createContext(null);\nRouteContext.displayName = "Route";\n',
    );
    expect(trimmed.code).toBe('var RouteContext = /* @__PURE__ */ React.createContext(null);\n\n');
    expect(trimmed).toMatchObject({ marked: 1, dropped: 1 });
  });

  it('takes the production files of the react-router installed, and finds what it trims there', async () => {
    const steps = build(join(PACKAGE, 'development', 'index.mjs'));
    expect(await steps.resolveId()).toMatchObject({
      id: join(PACKAGE, 'production', 'index.mjs'),
    });
    const production = join(PACKAGE, 'production');
    for (const file of readdirSync(production).filter((name) => name.endsWith('.mjs'))) {
      const id = join(production, file);
      steps.transform(readFileSync(id, 'utf8'), id);
    }
    expect(() => steps.buildEnd()).not.toThrow();
  });

  it('fails the build, saying why, when the production files no longer have what it trims', async () => {
    const steps = build(join(PACKAGE, 'development', 'index.mjs'));
    await steps.resolveId();
    const id = join(PACKAGE, 'production', 'chunk-NEW.mjs');
    steps.transform('const RouteContext = createRouteContext();\n', id);
    expect(() => steps.buildEnd()).toThrow(
      /no longer have the definitions the build marks pure \(0 found\).*react-router-build\.ts.*package\.json pins/,
    );
  });

  it('fails the build when react-router no longer resolves to its development files', async () => {
    const steps = build('/app/node_modules/react-router/dist/index.mjs');
    await expect(steps.resolveId()).rejects.toThrow(
      /not to its dist\/development\/ files.*react-router-build\.ts/,
    );
  });
});
