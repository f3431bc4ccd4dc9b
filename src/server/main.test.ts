import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

// The run contract of DESIGN.md §4, on the real entry point: a process with an embedded database.
const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.resolve(import.meta.dirname, 'main.ts');

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface Running {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in the output; rejects if the store exits first. */
  waitFor: (pattern: RegExp) => Promise<RegExpExecArray>;
  exited: Promise<Exit>;
}

interface Started extends Running {
  url: string;
}

const children = new Set<ChildProcess>();

/**
 * The store as one node process, like `npm start` runs it. Not through the tsx command: that
 * wrapper relays a signal to its child and kills the child outright when the child has not
 * acknowledged it within 30 ms, which a busy machine misses (the "exited 143" of issue 9).
 */
function launch(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
      for (const listener of listeners) listener();
    }),
  );
  function waitFor(pattern: RegExp): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          listeners.delete(check);
          resolve(match);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          listeners.delete(check);
          reject(new Error(`exited before ${String(pattern)}:\n${output}`));
        }
      };
      listeners.add(check);
      check();
    });
  }
  return { child, output: () => output, waitFor, exited };
}

/** Launches the store and waits until it listens and has printed its banner. */
async function start(env: Record<string, string>): Promise<Started> {
  const running = launch(env);
  const [, url] = await running.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
  await running.waitFor(/is running at/);
  return { ...running, url: url! };
}

async function signIn(url: string, email: string, password: string): Promise<number> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

const CLEAN_EXIT: Exit = { code: 0, signal: null };

const dirs: string[] = [];
afterAll(async () => {
  // A failed test may leave a store running: it must not outlive the run.
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function newDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-main-'));
  dirs.push(dataDir);
  return dataDir;
}

// The store started here always runs on its own embedded database, so the PostgreSQL pass of the
// server tests (TEST_DATABASE_URL) would only run the same minute of start-ups a second time.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('starting the store', () => {
  it('migrates, seeds a new embedded database, serves the API and stops on SIGTERM', async () => {
    const dataDir = await newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    expect(first.output()).toContain('Local demo');
    expect(first.output()).toContain('member@ekothread.test');
    expect(first.output()).toContain('member-demo-123');

    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up', redis: 'off' });
    expect(await signIn(first.url, 'member@ekothread.test', 'member-demo-123')).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual(CLEAN_EXIT);

    // The second start finds its data: no new demo accounts, and the member still signs in.
    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('Demo accounts');
    expect(await signIn(second.url, 'member@ekothread.test', 'member-demo-123')).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toEqual(CLEAN_EXIT);
  }, 300_000);

  it('stops cleanly on a SIGTERM during the first seed; the next start finishes it, with generated passwords on a public store', async () => {
    const dataDir = await newDataDir();
    const env = { DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.example.test' };
    const first = launch(env);
    await first.waitFor(/Adding the demo data/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual(CLEAN_EXIT);
    expect(first.output()).toContain('SIGTERM: stopping the start');
    expect(first.output()).not.toContain('is running at');

    const second = await start(env);
    // Whether the stop came before or after the first account, the store is complete now.
    const output = second.output();
    expect(output).toContain('Public store: demo accounts get generated passwords');
    const password = /member@ekothread\.test\s+password: (\S+)/.exec(output)?.[1];
    expect(password).toBeDefined();
    expect(await signIn(second.url, 'member@ekothread.test', 'member-demo-123')).toBe(400);
    expect(await signIn(second.url, 'member@ekothread.test', password!)).toBe(200);
    const list = await fetch(`${second.url}/api/product/list`);
    expect(((await list.json()) as { count: number }).count).toBeGreaterThan(0);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual(CLEAN_EXIT);
  }, 300_000);

  async function refused(env: Record<string, string>): Promise<string> {
    const running = launch(env);
    expect((await running.exited).code).toBe(1);
    return running.output();
  }

  it('refuses a bad configuration with one readable line per value', async () => {
    const stderr = await refused({ PORT: 'eighty', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' });
    expect(stderr).toContain('PORT: PORT must be a number.');
    expect(stderr).toContain('SEED_DEMO: SEED_DEMO must be true or false.');
    expect(stderr).toContain('LOG_LEVEL: LOG_LEVEL must be one of');
    expect(stderr).not.toContain(' at ');

    const noSecret = await refused({ DATABASE_URL: 'postgres://localhost/store' });
    expect(noSecret).toContain('JWT_SECRET: JWT_SECRET is required when DATABASE_URL is set');
  }, 120_000);
});
