import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

// The run contract of DESIGN.md §4, on the real entry point: a process with an embedded database.
const MAIN = path.resolve(import.meta.dirname, 'main.ts');
const TSX = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(TSX, [MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] && output.includes('is running at')) {
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('starting the store', () => {
  it('migrates, seeds a new embedded database, serves the API and stops on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'store-main-'));
    dirs.push(dataDir);
    const first = await start({ DATA_DIR: dataDir });
    expect(first.output()).toContain('member@ekothread.test');
    expect(first.output()).toContain('member-demo-123');

    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@ekothread.test', password: 'member-demo-123' }),
    });
    expect(login.status).toBe(200);

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    // The second start finds its data: no new demo accounts, and the member still signs in.
    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('Demo accounts');
    const again = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@ekothread.test', password: 'member-demo-123' }),
    });
    expect(again.status).toBe(200);
    const stopped = exitOf(second.child);
    second.child.kill('SIGINT');
    expect(await stopped).toBe(0);
  }, 90_000);

  async function refused(env: Record<string, string>): Promise<string> {
    const child = spawn(TSX, [MAIN], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    return stderr;
  }

  it('refuses a bad configuration with one readable line per value', async () => {
    const stderr = await refused({ PORT: 'eighty', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' });
    expect(stderr).toContain('PORT: PORT must be a number.');
    expect(stderr).toContain('SEED_DEMO: SEED_DEMO must be true or false.');
    expect(stderr).toContain('LOG_LEVEL: LOG_LEVEL must be one of');
    expect(stderr).not.toContain(' at ');

    const noSecret = await refused({ DATABASE_URL: 'postgres://localhost/store' });
    expect(noSecret).toContain('JWT_SECRET: JWT_SECRET is required when DATABASE_URL is set');
  }, 30_000);
});
