import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const READY_TIMEOUT_MS = 10_000;

/**
 * A redis-server of the test's own (never the shared one), on a port of its own, without
 * persistence: `start()` runs it, `kill()` ends it at once (SIGKILL, as a crash would), and
 * `start()` again brings it back on the same port, empty.
 */
export function testRedisServer(port: number) {
  let child: ChildProcess | undefined;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (child) throw new Error('this redis-server is already running');
      const started = spawn(
        REDIS_SERVER,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`redis-server did not start on ${port}: ${output}`)),
          READY_TIMEOUT_MS,
        );
        started.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`redis-server exited (${code}): ${output}`));
        });
      });
      started.stdout?.removeAllListeners('data');
      started.stdout?.resume();
      started.removeAllListeners('exit');
    },
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
    },
  };
}
export type TestRedisServer = ReturnType<typeof testRedisServer>;
