// Bundles the server entry points into dist/server (dependencies stay in node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'migrate-cli': 'src/server/db/migrate-cli.ts',
    'seed-cli': 'src/server/seed/seed-cli.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Server bundle written to dist/server.');
