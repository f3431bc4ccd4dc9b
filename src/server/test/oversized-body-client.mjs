// A client in its own process, as a browser or another server is (in the test's own process the
// client's writes and the server's reads take turns on one event loop and hide a dropped
// connection). `node oversized-body-client.mjs <url> <mode> <megabytes>` sends a JSON body of
// that size and prints what it read: { status, answer, closedAfterMs } or { error }.
//   fetch-length, fetch-chunked: Node's fetch (undici), with a Content-Length or chunked.
//   raw-length, raw-chunked: a raw socket, as fast as the server takes it.
//   raw-trickle: a raw socket declaring the size, then sending 100 bytes every 50 ms.
import { connect } from 'node:net';

const [url, mode, megabytes] = process.argv.slice(2);
const size = Number(megabytes) * 1024 * 1024;
const started = performance.now();

function jsonOf(bytes) {
  const head = '{"password":"secret-password","email":"';
  const body = Buffer.alloc(bytes, 'x');
  body.write(head, 0);
  body.write('"}', bytes - 2);
  return body;
}

function streamOf(body) {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

async function viaFetch(isChunked) {
  const body = jsonOf(size);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: isChunked ? streamOf(body) : body,
      ...(isChunked && { duplex: 'half' }),
    });
    return { status: res.status, answer: await res.json() };
  } catch (error) {
    return { error: error.cause?.code ?? error.message };
  }
}

function viaSocket(kind) {
  const { hostname, port, pathname } = new URL(url);
  const isChunked = kind === 'chunked';
  const head =
    `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
    (isChunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${size}\r\n`) +
    '\r\n';
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks = [];
    let writeError;
    let trickle;
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      writeError = error.code;
    });
    socket.on('close', () => {
      clearInterval(trickle);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      if (!status) return resolve({ error: writeError ?? 'closed without an answer' });
      const rest = text.slice(text.indexOf('\r\n\r\n') + 4);
      let answer;
      try {
        // Sent with a length or in chunks: the JSON lies between the first and last brace.
        answer = JSON.parse(rest.slice(rest.indexOf('{'), rest.lastIndexOf('}') + 1));
      } catch {
        answer = rest;
      }
      resolve({ status, answer, closedAfterMs: Math.round(performance.now() - started) });
    });
    socket.once('connect', () => {
      socket.write(head);
      if (kind === 'trickle') {
        socket.write('{"email":"');
        trickle = setInterval(() => {
          if (!socket.destroyed) socket.write('x'.repeat(100));
        }, 50);
        return;
      }
      const body = jsonOf(size);
      let offset = 0;
      const next = () => {
        while (offset < body.length) {
          const piece = body.subarray(offset, offset + 256 * 1024);
          offset += piece.length;
          const data = isChunked
            ? Buffer.concat([
                Buffer.from(`${piece.length.toString(16)}\r\n`),
                piece,
                Buffer.from('\r\n'),
              ])
            : piece;
          if (socket.destroyed) return;
          if (!socket.write(data)) return void socket.once('drain', next);
        }
        if (isChunked) socket.write('0\r\n\r\n');
      };
      next();
    });
  });
}

const result =
  mode === 'fetch-length'
    ? await viaFetch(false)
    : mode === 'fetch-chunked'
      ? await viaFetch(true)
      : await viaSocket(mode.replace('raw-', ''));
console.log(JSON.stringify(result));
