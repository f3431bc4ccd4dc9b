// The baseline: a bare node:http server answering fixed bodies from memory. Run as a child
// process; the parent sends { routes: { [path]: { contentType, contentEncoding?, body (base64) } } }
// over IPC and
// gets { port } back.
import { createServer } from 'node:http';

process.once('SIGTERM', () => process.exit(0));

process.once('message', ({ routes }) => {
  const table = new Map(
    Object.entries(routes).map(([path, route]) => [
      path,
      {
        headers: {
          'content-type': route.contentType,
          ...(route.contentEncoding ? { 'content-encoding': route.contentEncoding } : {}),
        },
        body: Buffer.from(route.body, 'base64'),
      },
    ]),
  );
  const server = createServer((request, response) => {
    const route = table.get(request.url);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { ...route.headers, 'content-length': route.body.length });
    response.end(route.body);
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});
