// A redis-server of the benchmark's own, on a free port, without persistence; stopped on cleanup.
// The shared Redis of the machine (6379) is never used.
import { connect } from 'node:net';

import { freePort } from './net.mjs';
import { baseEnv, startProcess } from './processes.mjs';

export const REDIS_SERVER = process.env.REDIS_SERVER || 'redis-server';

/** Answers true when a Redis at `port` answers PING with PONG. */
function pong(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** Starts redis-server; answers { url, port, stop }. */
export async function startRedis(label = 'redis-server') {
  const port = await freePort();
  const proc = startProcess(
    label,
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { env: baseEnv(), cwd: process.cwd(), graceMs: 3_000 },
  );
  let gone = false;
  void proc.exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 15_000;
  while (!(await pong(port))) {
    if (gone || Date.now() > deadline) {
      await proc.stop();
      throw new Error(`${REDIS_SERVER} did not start on port ${port}:\n${proc.tail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop: proc.stop };
}
