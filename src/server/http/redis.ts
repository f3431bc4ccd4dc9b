import { RedisAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/** The longest pause between two tries to reach Redis again (plus a little jitter). */
const MAX_RECONNECT_PAUSE_MS = 2000;
/** A command (a publish) that gets no answer in this long fails instead of waiting. */
const COMMAND_TIMEOUT_MS = 5000;
/** How long a try to open a connection may take. */
const CONNECT_TIMEOUT_MS = 2000;

type RedisClient = ReturnType<typeof createClient>;
type BroadcastOptions = Parameters<RedisAdapter['broadcast']>[1];

/** Pauses between tries: 100 ms, doubling, at most MAX_RECONNECT_PAUSE_MS; never gives up. */
export function reconnectPause(retries: number): number {
  const base = Math.min(100 * 2 ** Math.min(retries, 10), MAX_RECONNECT_PAUSE_MS);
  return base + Math.floor(Math.random() * 100);
}

/**
 * The store's connection to Redis (REDIS_URL): one client that publishes and one that listens,
 * shared by the chat's socket.io adapter and the catalog-cache sync (decision 0026).
 *
 * Redis carries only fan-out, so it is never a reason to stop: the clients connect in the
 * background (an unreachable Redis at start is logged, and the store starts without it), and
 * every lost connection is tried again with a growing pause, for ever. A publish while Redis is
 * away fails at once (no offline queue) and its failure is always handled; a subscription is
 * made again whenever it could not be made. The log says when Redis goes and when it is back,
 * once each, not once per try.
 */
export interface RedisLink {
  readonly prefix: string;
  /** Both clients connected. */
  isUp(): boolean;
  /** The publishing (`pub`) or listening (`sub`) client connected. */
  isReady(client: 'pub' | 'sub'): boolean;
  /**
   * Listens on a channel, now or as soon as Redis answers; survives reconnections (node-redis
   * subscribes again to what it had).
   */
  subscribe(channel: string, listener: (message: string) => void): void;
  /** Publishes; resolves false (and never rejects) when Redis could not take it. */
  publish(channel: string, message: string): Promise<boolean>;
  /** Runs `listener` each time the publishing (`pub`) or listening (`sub`) client is back. */
  onReady(client: 'pub' | 'sub', listener: () => void): () => void;
  /** The socket.io adapter over this link (rooms and presence across servers). */
  socketAdapter(options: SocketAdapterOptions): (nsp: unknown) => RedisAdapter;
  close(): Promise<void>;
}

export interface SocketAdapterOptions {
  /**
   * The events whose broadcast, when Redis could not carry it, is kept and published again once
   * Redis and the other servers' subscriptions are back (in order, at most MAX_HELD of them).
   * Disconnections of a room (`disconnectSockets`) are always kept.
   */
  replay: readonly string[];
}

export function openRedisLink(options: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
}): RedisLink {
  const { log } = options;
  const reconnectStrategy = (retries: number) => reconnectPause(retries);
  const pub: RedisClient = createClient({
    url: options.url,
    // Fail at once while Redis is away: a queued publish would only time out later.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { reconnectStrategy, connectTimeout: CONNECT_TIMEOUT_MS },
  });
  // The listening client keeps its offline queue: a subscription asked for while Redis is away
  // waits for the connection.
  const sub: RedisClient = createClient({
    url: options.url,
    socket: { reconnectStrategy, connectTimeout: CONNECT_TIMEOUT_MS },
  });

  let closed = false;
  let everUp = false;
  let downSince: number | undefined = Date.now();
  let toldDown = false;

  const isUp = () => pub.isReady && sub.isReady;

  function wentDown(error: unknown) {
    if (closed) return;
    if (downSince === undefined) downSince = Date.now();
    if (toldDown) {
      log.debug({ err: error }, 'redis still unreachable');
      return;
    }
    toldDown = true;
    if (everUp) {
      log.warn(
        { err: error },
        'redis connection lost: chat between servers and catalog sync wait, each server keeps serving; reconnecting',
      );
    } else {
      log.warn(
        { err: error },
        'redis (REDIS_URL) cannot be reached: the store starts without it (chat between servers and catalog sync wait) and connects when it appears',
      );
    }
  }

  function cameUp() {
    if (closed || !isUp()) return;
    const since = downSince;
    downSince = undefined;
    toldDown = false;
    if (!everUp) {
      everUp = true;
      log.info('redis connected');
    } else if (since !== undefined) {
      log.info({ downMs: Date.now() - since }, 'redis connection back');
    }
  }

  for (const client of [pub, sub]) {
    // Without an 'error' listener node-redis's errors would end the process.
    client.on('error', (error: unknown) => wentDown(error));
    client.on('end', () => wentDown(new Error('connection closed')));
    client.on('ready', cameUp);
    // connect() tries until Redis answers (the strategy never gives up); it rejects only when
    // the link is closed first.
    client.connect().catch((error: unknown) => {
      if (!closed) log.warn({ err: error }, 'redis client stopped connecting');
    });
  }

  /** Runs `attempt` until it succeeds, again each time the listening client is back. */
  function durably(attempt: () => Promise<unknown>): Promise<void> {
    return new Promise((resolve) => {
      const run = () => {
        if (closed) return resolve();
        attempt().then(
          () => resolve(),
          () => {
            if (!closed) sub.once('ready', run);
            else resolve();
          },
        );
      };
      run();
    });
  }

  const link: RedisLink = {
    prefix: options.prefix,
    isUp,
    isReady: (which) => (which === 'pub' ? pub : sub).isReady,
    subscribe(channel, listener) {
      void durably(() => sub.subscribe(channel, listener));
    },
    async publish(channel, message) {
      try {
        await pub.publish(channel, message);
        return true;
      } catch (error) {
        log.debug({ err: error, channel }, 'redis publish failed');
        return false;
      }
    },
    onReady(which, listener) {
      const client = which === 'pub' ? pub : sub;
      client.on('ready', listener);
      return () => client.off('ready', listener);
    },
    socketAdapter(adapterOptions) {
      // socket.io calls it with `new`: a function, not an arrow.
      return function adapterFor(nsp: unknown) {
        return createResilientAdapter(
          nsp,
          { pub, sub, durably, log, prefix: options.prefix },
          adapterOptions,
        );
      };
    },
    async close() {
      closed = true;
      await Promise.allSettled(
        [pub, sub].map(async (client) => {
          if (client.isReady) await client.close();
          else if (client.isOpen) client.destroy();
        }),
      );
    },
  };
  return link;
}

/** Kept broadcasts, at most; past it the oldest are dropped (and that is logged once). */
const MAX_HELD = 10_000;
/** After a reconnection, how long a server waits for the others to listen again. */
const RESYNC_WAIT_MS = 10_000;
const RESYNC_POLL_MS = 100;
/** Added to the longest retry pause for a server to connect and subscribe again. */
const SETTLE_MARGIN_MS = 1000;
/** How often a healthy server counts the servers listening (what it waits for after an outage). */
const COUNT_EVERY_MS = 1000;
/** A request to the other servers (fetchSockets) without every answer in this long fails. */
const REQUESTS_TIMEOUT_MS = 3000;

interface AdapterParts {
  pub: RedisClient;
  sub: RedisClient;
  durably: (attempt: () => Promise<unknown>) => Promise<void>;
  log: FastifyBaseLogger;
  /** The channels' prefix (REDIS_PREFIX). */
  prefix: string;
}

/** What the adapter is given as its clients: the real ones, with every failure handled. */
interface Hooks {
  publish(channel: string, message: unknown): Promise<unknown>;
}

function createResilientAdapter(nsp: unknown, parts: AdapterParts, options: SocketAdapterOptions) {
  const { pub, sub, durably } = parts;
  const hooks: Hooks = { publish: () => Promise.resolve(0) };
  const ignore = () => undefined;
  // The adapter reads only these members of its clients. Its own calls never await or catch
  // (publish, subscribe): each promise given back here is handled, so a failure cannot become
  // an unhandled rejection, which would end the process.
  const publisher = {
    pSubscribe: ignore, // the adapter's test for a node-redis client
    sSubscribe: ignore, // the same test, in the adapter's PUBSUB helper
    sendCommand: (args: string[]) => pub.sendCommand(args),
    publish: (channel: string, message: unknown) => hooks.publish(channel, message),
    on: ignore,
    off: ignore,
  };
  type Listener = (message: Buffer, channel: Buffer) => void;
  const subscriber = {
    pSubscribe: (pattern: string, listener: Listener, buffers: true) =>
      durably(() => sub.pSubscribe(pattern, listener, buffers)),
    subscribe: (channels: string[], listener: Listener, buffers: true) =>
      durably(() => sub.subscribe(channels, listener, buffers)),
    pUnsubscribe: (pattern: string, listener: Listener, buffers: true) =>
      sub.pUnsubscribe(pattern, listener, buffers).catch(ignore),
    unsubscribe: (channel: string, listener: Listener, buffers: true) =>
      sub.unsubscribe(channel, listener, buffers).catch(ignore),
    on: ignore,
    off: ignore,
  };
  const adapter = new ResilientRedisAdapter(nsp, publisher, subscriber, parts, options);
  hooks.publish = (channel, message) => adapter.publishThrough(channel, message);
  return adapter;
}

/**
 * The socket.io Redis adapter, made to live through a Redis outage:
 * - every publish's failure is handled (the adapter itself never catches them);
 * - while Redis is away, requests to the other servers (fetchSockets: who is online) are
 *   answered from this server's own sockets instead of failing;
 * - a broadcast of a kept event that Redis could not carry is held and, once Redis is back and
 *   as many servers listen as before the outage (or RESYNC_WAIT_MS passed), published again in
 *   order; meanwhile new ones queue behind it, so nothing overtakes.
 */
class ResilientRedisAdapter extends RedisAdapter {
  readonly #pub: RedisClient;
  readonly #log: FastifyBaseLogger;
  readonly #replay: ReadonlySet<string>;
  /** Broadcasts to publish again, oldest first. */
  #held: { channel: string; message: unknown }[] = [];
  #toldDropped = false;
  /** Whether the broadcast under way is one to keep when it fails. */
  #keeping = false;
  /** False from a lost connection until the held broadcasts are out again. */
  #flowing: boolean;
  #resyncing = false;
  #resyncAgain = false;
  /** Servers listening on this namespace, as last counted while Redis was up. */
  #servers = 1;
  readonly #counter: NodeJS.Timeout;
  readonly #stopListening: () => void;

  constructor(
    nsp: unknown,
    publisher: object,
    subscriber: object,
    parts: AdapterParts,
    options: SocketAdapterOptions,
  ) {
    super(nsp, publisher, subscriber, { key: parts.prefix, requestsTimeout: REQUESTS_TIMEOUT_MS });
    this.#pub = parts.pub;
    this.#log = parts.log;
    this.#replay = new Set(options.replay);
    this.#flowing = parts.pub.isReady;
    const onReady = () => void this.#resync();
    const onLost = () => {
      this.#flowing = false;
    };
    parts.pub.on('ready', onReady);
    parts.pub.on('error', onLost);
    parts.pub.on('end', onLost);
    this.#stopListening = () => {
      parts.pub.off('ready', onReady);
      parts.pub.off('error', onLost);
      parts.pub.off('end', onLost);
    };
    this.#counter = setInterval(() => {
      if (this.#flowing) void this.serverCount();
    }, COUNT_EVERY_MS);
    this.#counter.unref();
  }

  /** Every publish of the adapter goes through here. */
  publishThrough(channel: string, message: unknown): Promise<unknown> {
    if (this.#keeping && (!this.#flowing || this.#held.length > 0)) {
      this.#hold(channel, message);
      return Promise.resolve(0);
    }
    const keep = this.#keeping;
    const sent = this.#pub.publish(channel, message as string);
    sent.catch((error: unknown) => {
      if (keep) this.#hold(channel, message);
      this.#log.debug({ err: error }, 'socket.io adapter publish failed');
    });
    return sent;
  }

  #hold(channel: string, message: unknown) {
    this.#held.push({ channel, message });
    if (this.#held.length > MAX_HELD) {
      this.#held.shift();
      if (!this.#toldDropped) {
        this.#toldDropped = true;
        this.#log.warn(
          { kept: MAX_HELD },
          'redis away too long: the oldest chat events waiting for it are dropped (they stay in the history)',
        );
      }
    }
  }

  /** After a reconnection: wait for the other servers to listen, then publish what was held. */
  async #resync() {
    if (this.#resyncing) {
      this.#resyncAgain = true;
      return;
    }
    this.#resyncing = true;
    try {
      const started = Date.now();
      const deadline = started + RESYNC_WAIT_MS;
      // Every server tries again at least once per retry pause: without a count from before the
      // outage of more than this server, that long is what the others need to listen again.
      const settled = started + MAX_RECONNECT_PAUSE_MS + SETTLE_MARGIN_MS;
      while (this.#pub.isReady && Date.now() < deadline) {
        const listening = await super.serverCount().catch(() => 0);
        const known = this.#servers > 1;
        if (listening >= this.#servers && (known || Date.now() >= settled)) break;
        await new Promise((resolve) => setTimeout(resolve, RESYNC_POLL_MS));
      }
      for (let next = this.#held[0]; next && this.#pub.isReady; next = this.#held[0]) {
        try {
          await this.#pub.publish(next.channel, next.message as string);
        } catch {
          return; // Redis went again: the rest waits for the next reconnection.
        }
        this.#held.shift();
      }
      if (this.#pub.isReady) {
        this.#flowing = true;
        this.#toldDropped = false;
        void this.serverCount();
      }
    } finally {
      this.#resyncing = false;
      // Lost and back again while this one ran: go again.
      if (this.#resyncAgain) {
        this.#resyncAgain = false;
        void this.#resync();
      }
    }
  }

  #keepWhile(keep: boolean, send: () => void) {
    this.#keeping = keep;
    try {
      send();
    } finally {
      this.#keeping = false;
    }
  }

  override broadcast(packet: { data?: unknown }, opts: BroadcastOptions): void {
    const event = Array.isArray(packet.data) ? packet.data[0] : undefined;
    this.#keepWhile(typeof event === 'string' && this.#replay.has(event), () =>
      super.broadcast(packet, opts),
    );
  }

  /** Applies a room-wide change here at once while this server's own echo cannot come. */
  #alsoHere(opts: BroadcastOptions): BroadcastOptions | undefined {
    return this.#flowing ? undefined : { ...opts, flags: { ...opts.flags, local: true } };
  }

  override disconnectSockets(opts: BroadcastOptions, close: boolean): void {
    // The adapter closes even this server's sockets only when its own request comes back
    // through Redis: while Redis is away they are closed here, and the request is kept.
    const here = this.#alsoHere(opts);
    if (here) super.disconnectSockets(here, close);
    this.#keepWhile(true, () => super.disconnectSockets(opts, close));
  }

  override addSockets(opts: BroadcastOptions, rooms: string[]): void {
    const here = this.#alsoHere(opts);
    if (here) super.addSockets(here, rooms);
    super.addSockets(opts, rooms);
  }

  override delSockets(opts: BroadcastOptions, rooms: string[]): void {
    const here = this.#alsoHere(opts);
    if (here) super.delSockets(here, rooms);
    super.delSockets(opts, rooms);
  }

  /** Servers listening; this one alone while Redis is away. */
  override async serverCount(): Promise<number> {
    if (!this.#pub.isReady) return 1;
    try {
      const count = await super.serverCount();
      if (this.#flowing) this.#servers = Math.max(count, 1);
      return count;
    } catch {
      return 1;
    }
  }

  /** Sockets in the rooms on every server; this server's own while the others cannot answer. */
  override async fetchSockets(opts: BroadcastOptions): Promise<unknown[]> {
    try {
      return await super.fetchSockets(opts);
    } catch (error) {
      this.#log.debug({ err: error }, 'other servers did not answer: local sockets only');
      return super.fetchSockets({ ...opts, flags: { ...opts.flags, local: true } });
    }
  }

  override close() {
    clearInterval(this.#counter);
    this.#stopListening();
    return super.close();
  }
}
