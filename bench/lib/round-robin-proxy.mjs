// A child process of the failover benchmark: a small HTTP load balancer in front of the store's
// servers, as nginx's upstream module behaves by default: round robin; an upstream that fails
// to connect or to answer (before its response headers) is left out for FAIL_TIMEOUT_MS
// (max_fails=1, fail_timeout=10s) and an idempotent request (GET, HEAD) is passed to the next
// one (proxy_next_upstream error timeout), once per upstream; with none left, a 502.
// Messages from the parent: { upstreams: [url] } (answered { port }), { type: 'stats' },
// { type: 'reset' }.
import http from 'node:http';

const FAIL_TIMEOUT_MS = 10_000;
const HEADER_TIMEOUT_MS = 10_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
let upstreams = [];
let turn = 0;
let stats;

function resetStats() {
  stats = {
    requests: 0,
    answered: 0,
    retried: 0,
    badGateway: 0,
    cut: 0,
    byUpstream: Object.fromEntries(upstreams.map((u) => [u.url, { answered: 0, failures: 0 }])),
  };
}

function pick(tried) {
  const now = Date.now();
  for (let i = 0; i < upstreams.length; i += 1) {
    const upstream = upstreams[(turn + i) % upstreams.length];
    if (!tried.has(upstream) && upstream.downUntil <= now) {
      turn = (turn + i + 1) % upstreams.length;
      return upstream;
    }
  }
  return null;
}

function forward(request, response, tried) {
  const upstream = pick(tried);
  if (!upstream) {
    stats.badGateway += 1;
    response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    return;
  }
  tried.add(upstream);
  const target = new URL(request.url, upstream.url);
  let headersIn = false;
  const outgoing = http.request(
    target,
    { method: request.method, headers: request.headers, agent, timeout: HEADER_TIMEOUT_MS },
    (answer) => {
      headersIn = true;
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
      answer.once('end', () => {
        stats.answered += 1;
        stats.byUpstream[upstream.url].answered += 1;
      });
      answer.once('error', () => {
        stats.cut += 1;
        response.destroy();
      });
    },
  );
  const failed = () => {
    if (headersIn) return;
    headersIn = true; // once
    outgoing.destroy();
    upstream.downUntil = Date.now() + FAIL_TIMEOUT_MS;
    stats.byUpstream[upstream.url].failures += 1;
    if (request.method === 'GET' || request.method === 'HEAD') {
      stats.retried += 1;
      forward(request, response, tried);
    } else {
      stats.badGateway += 1;
      response.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    }
  };
  outgoing.once('error', failed);
  outgoing.once('timeout', failed);
  outgoing.end();
}

const server = http.createServer((request, response) => {
  stats.requests += 1;
  request.resume();
  request.once('end', () => forward(request, response, new Set()));
});
server.keepAliveTimeout = 30_000;

process.on('message', (message) => {
  if (message.upstreams) {
    upstreams = message.upstreams.map((url) => ({ url, downUntil: 0 }));
    resetStats();
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  } else if (message.type === 'stats') {
    process.send({ type: 'stats', stats });
  } else if (message.type === 'reset') {
    resetStats();
    process.send({ type: 'reset' });
  }
});
process.on('disconnect', () => process.exit(0));
