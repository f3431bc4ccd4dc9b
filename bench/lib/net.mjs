// Ports and HTTP helpers.
import http from 'node:http';
import { createServer } from 'node:net';

/** A port nobody listens on right now (the OS picks it). */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 200, the process `exited` first, or `timeoutMs` passes.
 * `describe()` gives the process output for the error message.
 */
export async function waitForOk(url, { exited, timeoutMs = 120_000, describe = () => '' }) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited?.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server stopped before answering ${url}:\n${describe()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`No answer from ${url} within ${timeoutMs / 1000} s:\n${describe()}`);
}

/** GET `url`; answers status, content type and the exact body bytes. */
export async function fetchBytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    body,
  };
}

export async function fetchJson(url) {
  const { status, body } = await fetchBytes(url);
  if (status !== 200) throw new Error(`GET ${url} answered ${status}: ${body.toString()}`);
  return JSON.parse(body.toString());
}

/**
 * The bytes of `url` as sent to a client that accepts `encoding` (e.g. 'br'), not decoded:
 * { status, contentType, contentEncoding, body }.
 */
export function fetchEncoded(url, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          contentType: response.headers['content-type'] ?? 'application/octet-stream',
          contentEncoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}
