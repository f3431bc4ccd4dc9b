// npm start: builds what is missing or out of date, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'src',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
];
const OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

function isStale() {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newest(source) > built);
}

if (isStale()) {
  console.log('Building the store (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
