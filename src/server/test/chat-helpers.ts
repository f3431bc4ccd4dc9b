import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Socket as TcpSocket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { io, type Socket } from 'socket.io-client';

import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createServices } from '../services';
import { createCaptureMailer } from './capture-mailer';
import { createFactories } from './factories';
import { testConfig } from './test-config';

/** How long a test waits for an event before it fails with a clear message. */
export const EVENT_TIMEOUT_MS = 5000;

/**
 * The whole app listening on a free port of 127.0.0.1, on the database it is given (so a
 * second one, or the next one after a restart, serves the same store). With `log`, every line
 * the app logs (info and up, as JSON) is pushed onto it.
 */
export async function startChatServer(
  database: Database,
  overrides: Partial<Config> = {},
  options: {
    /** Collects the server's log lines at level info. */
    log?: string[];
    /** The server's log (none by default), e.g. `{ level: 'debug', stream }` to read it. */
    logger?: FastifyServerOptions['logger'];
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-chat-'));
  const config = testConfig({ dataDir, ...overrides });
  const mail = createCaptureMailer();
  const services = createServices({
    config,
    database,
    mailer: mail,
    logger: pino({ enabled: false }),
  });
  const { log } = options;
  const logger = log
    ? { level: 'info', stream: { write: (line: string) => void log.push(line) } }
    : (options.logger ?? false);
  const app = await buildApp({ config, database, services, logger }).catch(
    async (error: unknown) => {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    services,
    /** Every mail the server sent. */
    mail,
    url: `http://127.0.0.1:${port}`,
    factories: createFactories(database.db, services.tokens),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type ChatServerUnderTest = Awaited<ReturnType<typeof startChatServer>>;

interface Waiter {
  event: string;
  resolve: (args: unknown[]) => void;
}

/**
 * A socket.io client that keeps every event it receives, in order: `next(event)` takes the
 * oldest one not yet taken, or waits for it (never longer than EVENT_TIMEOUT_MS).
 */
export function chatClient(url: string, token: string | undefined) {
  const socket: Socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: token === undefined ? {} : { token },
  });
  const received: { event: string; args: unknown[] }[] = [];
  const waiters: Waiter[] = [];
  socket.onAny((event: string, ...args: unknown[]) => {
    const index = waiters.findIndex((waiter) => waiter.event === event);
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(args);
    else received.push({ event, args });
  });

  function within<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no ${what} within ${EVENT_TIMEOUT_MS} ms`)),
        EVENT_TIMEOUT_MS,
      );
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  function nextArgs(event: string): Promise<unknown[]> {
    const index = received.findIndex((entry) => entry.event === event);
    if (index >= 0) return Promise.resolve(received.splice(index, 1)[0]!.args);
    let waiter!: Waiter;
    const promise = new Promise<unknown[]>((resolve) => {
      waiter = { event, resolve };
      waiters.push(waiter);
    });
    return within(promise, `"${event}" event`).catch((error: unknown) => {
      waiters.splice(waiters.indexOf(waiter), 1);
      throw error;
    });
  }

  return {
    socket,
    /** Resolves once connected; rejects with the server's connect_error. */
    connected(): Promise<void> {
      if (socket.connected) return Promise.resolve();
      return within(
        new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) => reject(error));
        }),
        'connection',
      );
    },
    /** The connect_error the handshake ends with: its message and code (fails if it connects). */
    refusal(): Promise<{ message: string; code: unknown }> {
      return within(
        new Promise<{ message: string; code: unknown }>((resolve, reject) => {
          socket.once('connect', () => reject(new Error('connected, but should be refused')));
          socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) =>
            resolve({ message: error.message, code: error.data?.code }),
          );
        }),
        'connect_error',
      );
    },
    /** The message of the connect_error the handshake ends with. */
    async refused(): Promise<string> {
      return (await this.refusal()).message;
    },
    async next<T = any>(event: string): Promise<T> {
      return (await nextArgs(event))[0] as T;
    },
    /** Every event of that name received and not yet taken. */
    pending(event: string): unknown[] {
      return received.filter((entry) => entry.event === event).map((entry) => entry.args[0]);
    },
    emit(event: string, ...args: unknown[]) {
      socket.emit(event, ...args);
    },
    /** Emits and waits for the answer event. */
    async ask<T = any>(event: string, payload?: unknown, answer = event): Promise<T> {
      if (payload === undefined) socket.emit(event);
      else socket.emit(event, payload);
      return this.next<T>(answer);
    },
    /** Sends a message and waits for the server's acknowledgement. */
    async send(payload: unknown): Promise<any> {
      return within(socket.timeout(EVENT_TIMEOUT_MS).emitWithAck('message', payload), 'ack');
    },
    close() {
      socket.disconnect();
    },
  };
}
export type ChatClient = ReturnType<typeof chatClient>;

/**
 * One address in front of several servers, as a load balancer without sticky sessions: each new
 * TCP connection goes to the next server in turn. `served` lists, per connection, which one.
 */
export async function roundRobinProxy(targets: readonly string[]) {
  const served: number[] = [];
  const open = new Set<TcpSocket>();
  const proxy = createServer((incoming) => {
    const index = served.length % targets.length;
    served.push(index);
    const target = new URL(targets[index]!);
    const outgoing = connect(Number(target.port), target.hostname);
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
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
