import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy of 127.0.0.1 in front of a server (PostgreSQL), which a test can cut as a network
 * or a database outage would: `cut()` ends every open connection and refuses new ones (the port
 * stops listening), `restore()` listens again on the same port.
 */
export async function cuttableProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  const server = createServer((incoming) => {
    const outgoing = connect(target.port, target.host);
    for (const socket of [incoming, outgoing]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    /** Ends every connection through the proxy and refuses new ones. */
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
    async restore() {
      await listen(port);
    },
    async close() {
      for (const socket of open) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A TCP port of 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
