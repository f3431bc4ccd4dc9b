import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';

import { CHAT_MESSAGES } from '#shared/chat/chat.messages';
import { MSG } from '#shared/common/messages';
import {
  CHAT_LIMITS,
  type ChatAck,
  type ChatClientEvents,
  type ChatServerEvents,
  type ChatUserDto,
} from '#shared/chat/chat.schemas';

import type { RedisLink } from '../../http/redis';
import { AppError } from '../../kernel/app-error';
import type { SessionsEnded, Signal } from '../../kernel/signal';
import type { ChatIdentity, ChatService } from './chat.service';

export const CHAT_SOCKET_PATH = '/socket.io';
/** Every socket of the admins, on every server. */
const ADMINS = 'admins';
/** Every socket of one user (all their tabs, on every server). */
export const roomOf = (userId: string) => `user:${userId}`;

interface SocketData {
  identity: ChatIdentity;
  /** When the socket connected (ms): the oldest of an account's sockets goes first. */
  connectedAt: number;
}
type ChatServer = Server<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>;

export interface ChatSocketOptions {
  chat: ChatService;
  /** Origins whose pages may open the socket (CORS_ORIGINS); same origin only when empty. */
  corsOrigins: string[];
  /** With a Redis, rooms and presence span every server that uses the same URL and prefix. */
  redis?: RedisLink;
  /** How often unread messages of people away are looked at for a mail; 0 turns it off. */
  unreadMailEveryMs?: number;
  /**
   * Announced (after the commit) when accounts' sessions end: every socket of those accounts,
   * on every server, is told why and closed.
   */
  sessionsEnded?: Signal<SessionsEnded>;
  /**
   * True when an error is the database being away (its watch logs the outage once): the
   * person is told the store is briefly unavailable and nothing more is logged.
   */
  isDatabaseAway?: (error: unknown) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Which of these users have the chat open now, on any server. */
    chatOnline(ids: readonly string[]): Promise<Set<string>>;
  }
}

/** The handshake's `auth.token`, whatever the client sent (checked by the chat service). */
function tokenOf(socket: { handshake: { auth: unknown } }): unknown {
  const { auth } = socket.handshake;
  return typeof auth === 'object' && auth !== null
    ? (auth as { token?: unknown }).token
    : undefined;
}

/** Events of one socket waiting to be answered, at most; more are refused. */
const MAX_WAITING_EVENTS = 50;

/** The largest frame a client may send: a capped message with its JSON, with room to spare. */
const MAX_FRAME_BYTES = CHAT_LIMITS.textMax * 4 + 4096;

function codeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' ? value.code : undefined;
}

/**
 * What a log may keep of a failure in the chat: its kind, the database's error code (SQLSTATE)
 * and where it was thrown. Never its message: a database error's message quotes the query
 * and its parameters, which here are a person's message text.
 */
export function describeFailure(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = codeOf(error) ?? codeOf(error.cause);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
  return {
    type: error.name,
    ...(error.cause instanceof Error && { causeType: error.cause.name }),
    ...(code && { code }),
    ...(frames && { stack: frames }),
  };
}

/**
 * The support chat's socket.io server, on the app's own HTTP server at /socket.io
 * (decision 0020). The handshake checks the token like every API call; each event is checked
 * and answered by the chat service; a refusal is a `chatError` event and the socket stays up.
 */
export const chatSocketPlugin = fp(
  async (app: FastifyInstance, options: ChatSocketOptions) => {
    const { chat } = options;
    const io: ChatServer = new Server(app.server, {
      path: CHAT_SOCKET_PATH,
      serveClient: false,
      maxHttpBufferSize: MAX_FRAME_BYTES,
      ...(options.corsOrigins.length > 0 && {
        cors: { origin: options.corsOrigins, methods: ['GET', 'POST'] },
      }),
    });

    // Messages (and reads) that Redis could not carry to the other servers are sent again when
    // it is back (decision 0026).
    if (options.redis)
      io.adapter(options.redis.socketAdapter({ replay: ['message', 'readMessages'] }));

    /**
     * Ends the chat of accounts whose sessions ended (decision 0027): every socket of theirs, on
     * every server (the adapter carries the emit and the close to the other servers, by the
     * account's room), is told why and closed. A reconnect with the old token is refused by the
     * handshake; the web client does not try it, it signs in again.
     */
    function endSessions({ userIds, reason }: SessionsEnded) {
      if (userIds.length === 0 || closing) return;
      const rooms = userIds.map(roomOf);
      io.to(rooms).emit(
        'chatError',
        reason === 'merchant-disabled'
          ? { message: CHAT_MESSAGES.merchantDisabled, code: 'FORBIDDEN' }
          : { message: CHAT_MESSAGES.sessionExpired, code: 'UNAUTHENTICATED' },
      );
      io.in(rooms).disconnectSockets(true);
    }
    const stopListening = options.sessionsEnded?.subscribe(endSessions);

    /**
     * At most CHAT_LIMITS.socketsPerAccount sockets per account, counted on every server: the
     * oldest beyond it are told and closed (the client does not reconnect by itself).
     */
    async function limitSockets(userId: string) {
      const sockets = await io.in(roomOf(userId)).fetchSockets();
      const excess = sockets.length - CHAT_LIMITS.socketsPerAccount;
      if (excess <= 0) return;
      const oldestFirst = sockets.sort(
        (a, b) => a.data.connectedAt - b.data.connectedAt || a.id.localeCompare(b.id),
      );
      for (const old of oldestFirst.slice(0, excess)) {
        old.emit('chatError', {
          message: CHAT_MESSAGES.tooManyTabs(CHAT_LIMITS.socketsPerAccount),
          code: 'REPLACED',
        });
        old.disconnect(true);
      }
    }

    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      stopListening?.();
      clearInterval(mailTimer);
      await mailing;
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      // Not io.close(): that would close the HTTP server, which Fastify closes itself.
      io.engine.close();
    });

    /** The ids of the users with a socket in `room` (or anywhere), on every server. */
    async function onlineIn(room?: string): Promise<Set<string>> {
      const sockets = await (room ? io.in(room) : io).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.identity.id));
    }

    app.decorate('chatOnline', async (ids: readonly string[]) => {
      if (ids.length === 0) return new Set<string>();
      const sockets = await io.in(ids.map(roomOf)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.identity.id));
    });

    // Unread messages of people away: a mail now and then (each server may look; the claim in
    // the database makes one mail of it).
    const mailEvery = options.unreadMailEveryMs ?? 60_000;
    let mailTimer: NodeJS.Timeout | undefined;
    let mailing: Promise<void> | undefined;
    if (mailEvery > 0) {
      app.addHook('onReady', async () => {
        mailTimer = setInterval(() => {
          if (mailing) return;
          mailing = chat
            .mailUnread((ids) => app.chatOnline(ids))
            .then((sent) => {
              if (sent > 0) app.log.info({ sent }, 'unread chat messages mailed');
            })
            .catch((error: unknown) => {
              if (options.isDatabaseAway?.(error)) return;
              app.log.error(
                { failure: describeFailure(error) },
                'the unread chat mail round failed',
              );
            })
            .finally(() => {
              mailing = undefined;
            });
        }, mailEvery);
        mailTimer.unref();
      });
    }

    /**
     * Tells who may write to this person that they came or went: an admin is announced to
     * everyone, anyone else to the admins only. Never to the person's own tabs.
     */
    function announce(event: 'connectUser' | 'disconnectUser', identity: ChatIdentity) {
      const user: ChatUserDto = {
        id: identity.id,
        name: identity.name,
        online: event === 'connectUser',
      };
      const audience = identity.isAdmin ? io : io.to(ADMINS);
      audience.except(roomOf(identity.id)).emit(event, user);
    }

    /** The session behind this socket no longer works: the client is told why, then closed. */
    function endSocket(socket: ChatSocket, error: AppError, ack?: (answer: ChatAck) => void) {
      const code = error.code === 'FORBIDDEN' ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      socket.emit('chatError', { message: error.message, code });
      ack?.({ ok: false, error: error.message });
      socket.disconnect(true);
    }

    function refuse(socket: ChatSocket, error: unknown, ack?: (answer: ChatAck) => void) {
      let message: string = CHAT_MESSAGES.failed;
      if (error instanceof AppError) message = error.message;
      else if (options.isDatabaseAway?.(error)) message = MSG.unavailable;
      else {
        app.log.error(
          { failure: describeFailure(error), userId: socket.data.identity.id },
          'chat event failed',
        );
      }
      socket.emit('chatError', { message });
      ack?.({ ok: false, error: message });
    }

    io.use((socket, next) => {
      chat.identify(tokenOf(socket)).then(
        (identity) => {
          socket.data.identity = identity;
          // Sub-millisecond, so tabs opened in one millisecond still have an order.
          socket.data.connectedAt = performance.timeOrigin + performance.now();
          next();
        },
        (error: unknown) => {
          if (!(error instanceof AppError) && !options.isDatabaseAway?.(error)) {
            app.log.error({ failure: describeFailure(error) }, 'chat handshake failed');
          }
          // The client gets the message and, in `data`, the API's error code: UNAUTHENTICATED
          // means sign in again, FORBIDDEN the disabled-merchant screen.
          const refusal: Error & { data?: { code: string } } = new Error(
            error instanceof AppError ? error.message : CHAT_MESSAGES.unavailable,
          );
          refusal.data = { code: error instanceof AppError ? error.code : 'UNAVAILABLE' };
          next(refusal);
        },
      );
    });

    io.on('connection', (socket: ChatSocket) => {
      const identity = socket.data.identity;
      void socket.join(identity.isAdmin ? [roomOf(identity.id), ADMINS] : [roomOf(identity.id)]);

      // One event of a socket at a time, in the order they came: a person's messages are
      // stored in the order they were typed.
      let queue: Promise<void> = Promise.resolve();
      let waiting = 0;
      function enqueue(work: () => Promise<void>, ack?: (answer: ChatAck) => void) {
        // A client that sends faster than its events are answered is refused, not queued
        // without end.
        if (waiting >= MAX_WAITING_EVENTS) {
          refuse(socket, new AppError('RATE_LIMITED', CHAT_MESSAGES.tooFast), ack);
          return;
        }
        waiting += 1;
        queue = queue
          .then(work)
          .catch((error: unknown) => refuse(socket, error, ack))
          .finally(() => {
            waiting -= 1;
          });
      }
      /**
       * Handles a client event. The token is checked again first: a password change, a role
       * change or a disabled merchant ends the chat (chatError, then the socket is closed).
       */
      function on<E extends keyof ChatClientEvents>(
        event: E,
        handler: (
          current: ChatIdentity,
          payload: unknown,
          ack?: (answer: ChatAck) => void,
        ) => Promise<void>,
      ) {
        socket.on(event, ((...args: unknown[]) => {
          const last = args.at(-1);
          const ack = typeof last === 'function' ? (last as (answer: ChatAck) => void) : undefined;
          const payload = ack ? args.slice(0, -1)[0] : args[0];
          enqueue(async () => {
            const current = await stillSignedIn(ack);
            if (current) await handler(current, payload, ack);
          }, ack);
        }) as never);
      }

      /** The socket's identity now, or null once the socket was told and closed. */
      async function stillSignedIn(ack?: (answer: ChatAck) => void) {
        return chat.identify(tokenOf(socket)).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          endSocket(socket, error, ack);
          return null;
        });
      }

      enqueue(async () => {
        // The session may have ended between the handshake's check and the join to the
        // account's room, so that its announcement missed this socket: checked once more,
        // now that the room holds it.
        if (!(await stillSignedIn())) return;
        await chat.join(identity);
        // Outside the queue: counting asks every server, and a slow one (or a Redis away)
        // delays none of this socket's events; the cap is then applied on a later connection.
        void limitSockets(identity.id).catch((error: unknown) => {
          app.log.warn(
            { failure: describeFailure(error), userId: identity.id },
            'chat socket count failed',
          );
        });
      });

      on('connectUser', async (current) => {
        await chat.join(current);
        announce('connectUser', current);
      });

      on('getUsers', async (current) => {
        const [contacts, online] = await Promise.all([
          chat.contacts(current),
          onlineIn(current.isAdmin ? undefined : ADMINS),
        ]);
        socket.emit(
          'getUsers',
          contacts.map((contact) => ({ ...contact, online: online.has(contact.id) })),
        );
      });

      on('getMessages', async (current, payload) => {
        socket.emit('getMessages', await chat.history(current, payload));
      });

      on('message', async (current, payload, ack) => {
        const { message, created, read } = await chat.send(current, payload);
        // Stored first; only then sent. A retry of a stored message is answered to the sender.
        if (created) io.to([roomOf(message.from), roomOf(message.to)]).emit('message', message);
        else socket.emit('message', message);
        ack?.({ ok: true, message });
        // Answering read the conversation: every tab of the one who answered clears its count.
        if (read > 0) io.to(roomOf(current.id)).emit('readMessages', { with: message.to });
      });

      on('readMessages', async (current, payload) => {
        const read = await chat.read(current, payload);
        io.to(roomOf(current.id)).emit('readMessages', read);
      });

      socket.on('disconnect', () => {
        if (closing) return;
        void (async () => {
          // Still online in another tab, on this or another server?
          const sockets = await io.in(roomOf(identity.id)).fetchSockets();
          if (sockets.length === 0 && !closing) announce('disconnectUser', identity);
        })().catch((error: unknown) => {
          app.log.warn(
            { failure: describeFailure(error), userId: identity.id },
            'chat presence check failed',
          );
        });
      });
    });
  },
  { name: 'chat-socket' },
);
