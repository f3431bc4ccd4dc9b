import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { E2E } from './ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A second store for the guest checkout journey (decision 0056): the same built server with
 * GUEST_CHECKOUT=true, ten ports above the main one (its SMTP sink and mail API move with it),
 * on its own PGlite data. Only the spec that needs it starts it, so the other journeys do not
 * wait for a second store to start.
 */
const port = E2E.port + 10;
export const GUEST_STORE = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  mailApi: `http://127.0.0.1:${port + 1}`,
} as const;

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${GUEST_STORE.baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts the guest store and resolves once it answers; the function it gives stops it. */
export async function startGuestStore(timeoutMs = 240_000): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'e2e/support/serve.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: path.join(root, '.e2e', `data-guest-${port}`),
      GUEST_CHECKOUT: 'true',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await isUp())) {
    if (child.exitCode !== null) throw new Error(`The guest store exited (${child.exitCode}).`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The guest store did not start in time.');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return stop;
}
