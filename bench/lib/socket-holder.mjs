// A child process of the chat benchmark that opens and holds many socket.io client sockets, so
// their upkeep does not share the processor of the process that times messages.
// Messages from the parent: { type: 'open', targets: [{ url, token }], concurrency, timeoutMs },
// { type: 'count' }, { type: 'close' }; each is answered with a message of the same type.
import { io } from 'socket.io-client';

const sockets = [];
let connected = 0;
let dropped = 0;
const refusals = new Map();

function connectOne({ url, token }, timeoutMs) {
  return new Promise((resolve) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: timeoutMs,
      auth: { token },
    });
    sockets.push(socket);
    let settled = false;
    const settle = (ok, reason) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (ok) connected += 1;
      else refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
      resolve();
    };
    const timer = setTimeout(() => {
      socket.close();
      settle(false, 'no connection in time');
    }, timeoutMs);
    socket.once('connect', () => {
      settle(true);
      socket.once('disconnect', () => {
        connected -= 1;
        dropped += 1;
      });
    });
    socket.once('connect_error', (error) => settle(false, String(error?.message ?? error)));
  });
}

async function open({ targets, concurrency, timeoutMs }) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next];
      next += 1;
      await connectOne(target, timeoutMs);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return {
    connected,
    failed: targets.length - connected - dropped,
    refusals: Object.fromEntries(refusals),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

process.on('message', (message) => {
  if (message.type === 'open') {
    void open(message).then((result) => process.send({ type: 'open', ...result }));
  } else if (message.type === 'count') {
    process.send({ type: 'count', connected, dropped });
  } else if (message.type === 'close') {
    // The counts stop here: closing is not dropping.
    for (const socket of sockets) {
      socket.removeAllListeners('disconnect');
      socket.close();
    }
    process.send({ type: 'close' }, () => process.exit(0));
  }
});
process.on('disconnect', () => process.exit(0));
