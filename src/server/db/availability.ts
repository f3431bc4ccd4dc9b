import type { FastifyBaseLogger } from 'fastify';

/** Node's socket errors that mean the database cannot be reached right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is going, gone or not ready: class 08 (connection
 * exception) is tested apart; 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect
 * now (starting up, recovering); 53300 too many connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres (pg, pg-pool) says when a connection is lost or cannot be had in time. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && PG_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * Whether an error means "the database is away for now" (answer 503 and try again later) rather
 * than a bug (500). Looks through the causes Drizzle and others wrap around the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== undefined && current !== null; depth += 1) {
    if (isUnavailableItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isUnavailableItself)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How often a server that saw the database go asks whether it is back. */
const PROBE_EVERY_MS = 250;

export interface DatabaseWatch {
  /** A request met the database away: the first such since it was last up logs the outage. */
  noticed(error: unknown): void;
  /** The database was away and has not answered since. */
  isDown(): boolean;
  /**
   * For work outside a request (a sweep, a mail round, a chat event): true when `error` is the
   * database being away, which the watch has then noticed (and logged once), so the caller logs
   * nothing of its own; false for any other error.
   */
  absorbs(error: unknown): boolean;
  close(): void;
}

/**
 * Logs a database outage once when it starts (the first failed request) and once when it ends
 * (the first probe that succeeds), instead of one error per request; requests are not held
 * back meanwhile (each fails fast on its own and succeeds as soon as the database answers).
 */
export function watchDatabase(options: {
  probe: () => Promise<unknown>;
  log: FastifyBaseLogger;
  everyMs?: number;
}): DatabaseWatch {
  const everyMs = options.everyMs ?? PROBE_EVERY_MS;
  let downSince: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  function probeLater() {
    timer = setTimeout(() => {
      options.probe().then(
        () => {
          if (closed || downSince === undefined) return;
          options.log.info({ downMs: Date.now() - downSince }, 'database back');
          downSince = undefined;
        },
        () => {
          if (!closed) probeLater();
        },
      );
    }, everyMs);
    timer.unref();
  }

  function noticed(error: unknown) {
    if (closed || downSince !== undefined) return;
    downSince = Date.now();
    options.log.error(
      { err: error },
      'database unreachable: answering 503 until it is back (logged again when it is)',
    );
    probeLater();
  }

  return {
    noticed,
    absorbs(error) {
      if (!isDatabaseUnavailable(error)) return false;
      noticed(error);
      return true;
    },
    isDown: () => downSince !== undefined,
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
