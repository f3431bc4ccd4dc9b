// Child processes that always go away: stopped on cleanup, killed if this process exits first.
import { spawn } from 'node:child_process';

import { onCleanup } from './cleanup.mjs';

const alive = new Set();
process.on('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

/** The variables a child may inherit; everything else (a developer's DATABASE_URL...) stays out. */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'USER', 'SHELL'];

export function baseEnv(extra = {}) {
  const env = {};
  for (const key of INHERITED) if (process.env[key] !== undefined) env[key] = process.env[key];
  return { ...env, ...extra };
}

/**
 * Spawns `command args` and keeps the last lines of its output for error messages. Answers
 * { child, label, exited, tail(), stop() }; stop() sends SIGTERM, then SIGKILL after `graceMs`.
 */
export function startProcess(
  label,
  command,
  args,
  { env, cwd, graceMs = 10_000, echo = false, ipc = false },
) {
  const stdio = ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])];
  const child = spawn(command, args, { env, cwd, stdio });
  alive.add(child);
  const lines = [];
  const keep = (chunk) => {
    if (echo) process.stderr.write(chunk);
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      alive.delete(child);
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      alive.delete(child);
      lines.push(String(error));
      resolve({ code: -1, signal: null });
    });
  });

  async function terminate() {
    if (child.exitCode !== null || child.signalCode !== null || !alive.has(child)) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  const stop = onCleanup(`stop ${label}`, terminate);
  return { child, label, exited, tail: () => lines.join('\n'), stop };
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function runToEnd(label, command, args, options) {
  const proc = startProcess(label, command, args, options);
  const { code, signal } = await proc.exited;
  await proc.stop();
  if (code !== 0) {
    throw new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${proc.tail()}`);
  }
  return proc.tail();
}
