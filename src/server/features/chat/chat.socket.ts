import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';

import { CHAT_MESSAGES } from '#shared/chat/chat.messages';
import {
  CHAT_LIMITS,
  type ChatAck,
  type ChatClientEvents,
  type ChatServerEvents,
  type ChatUserDto,
} from '#shared/chat/chat.schemas';

import type { RedisLink } from '../../http/redis';
import { AppError } from '../../kernel/app-error';
import type { ChatIdentity, ChatService } from './chat.service';

export const CHAT_SOCKET_PATH = '/socket.io';
/** Every socket of the admins, on every server. */
const ADMINS = 'admins';
/** Every socket of one user (all their tabs, on every server). */
export const roomOf = (userId: string) => `user:${userId}`;

interface SocketData {
  identity: ChatIdentity;
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

    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
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
              app.log.error({ err: error }, 'the unread chat mail round failed');
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

    function refuse(socket: ChatSocket, error: unknown, ack?: (answer: ChatAck) => void) {
      let message: string = CHAT_MESSAGES.failed;
      if (error instanceof AppError) message = error.message;
      else app.log.error({ err: error, userId: socket.data.identity.id }, 'chat event failed');
      socket.emit('chatError', { message });
      ack?.({ ok: false, error: message });
    }

    io.use((socket, next) => {
      chat.identify(tokenOf(socket)).then(
        (identity) => {
          socket.data.identity = identity;
          next();
        },
        (error: unknown) => {
          if (!(error instanceof AppError)) app.log.error({ err: error }, 'chat handshake failed');
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
            const current = await chat.identify(tokenOf(socket)).catch((error: unknown) => {
              if (!(error instanceof AppError)) throw error;
              refuse(socket, error, ack);
              socket.disconnect(true);
              return null;
            });
            if (current) await handler(current, payload, ack);
          }, ack);
        }) as never);
      }

      enqueue(() => chat.join(identity));

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
        const { message, created } = await chat.send(current, payload);
        // Stored first; only then sent. A retry of a stored message is answered to the sender.
        if (created) io.to([roomOf(message.from), roomOf(message.to)]).emit('message', message);
        else socket.emit('message', message);
        ack?.({ ok: true, message });
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
          app.log.warn({ err: error, userId: identity.id }, 'chat presence check failed');
        });
      });
    });
  },
  { name: 'chat-socket' },
);
