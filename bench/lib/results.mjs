// The JSON files under bench/results: every file carries when, where and how it was measured.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { RESULTS_DIR, ROOT } from './paths.mjs';

function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

/** The machine and code a result belongs to. */
export function machine() {
  return {
    date: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    // The results of this very run (written part by part) are not changes to the code measured.
    uncommittedChanges: (git(['status', '--porcelain', '--', '.', ':!bench/results']) ?? '') !== '',
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism?.() ?? os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: loadAverage(),
  };
}

/** Writes bench/results/<name>.json (bench/results/quick/ for --quick runs); answers the path. */
export function writeResult(name, data, { quick }) {
  const dir = quick ? path.join(RESULTS_DIR, 'quick') : RESULTS_DIR;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ ...data, loadAverageAtEnd: loadAverage() }, null, 2)}\n`);
  return path.relative(ROOT, file);
}
