import type { z } from 'zod';

import { CHAT_MESSAGES } from '#shared/chat/chat.messages';
import {
  CHAT_LIMITS,
  ChatHistoryQuerySchema,
  ChatMessageInputSchema,
  ChatReadSchema,
  type ChatMessageDto,
  type ChatUserDto,
} from '#shared/chat/chat.schemas';

import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { pageUrl } from '../../mail/layout';
import { accounts } from '../user/user-accounts.service';
import type { Actor } from '../../kernel/actor';
import { AppError } from '../../kernel/app-error';
import { chatMail } from './chat.mail';
import * as repo from './chat.repository';

/** Who is chatting: the signed-in user, as the socket's handshake found them. */
export interface ChatIdentity {
  id: string;
  name: string;
  isAdmin: boolean;
}

export interface ChatDeps {
  db: Db;
  /** The HTTP auth's own check of an Authorization value (signature, expiry, token version). */
  authenticate(authorization: string | undefined): Promise<Actor | null>;
  /** The clock, for the rate limit window (tests may move it). */
  now?: () => Date;
  mailer: Mailer;
  publicUrl: string;
}

/** Recipients one unread-mail round looks at, at most. */
const UNREAD_MAIL_BATCH = 100;

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || 'User';
}

function present(message: repo.StoredMessage): ChatMessageDto {
  return {
    id: message.id,
    from: message.senderId,
    to: message.recipientId,
    time: message.created.getTime(),
    value: message.body,
    user: {
      name: fullName({ firstName: message.senderFirstName, lastName: message.senderLastName }),
    },
    ...(message.clientId !== null && { clientId: message.clientId }),
  };
}

/** Parses an event's payload; the first problem becomes the refusal's message. */
function parse<T extends z.ZodType>(schema: T, payload: unknown): z.output<T> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  throw AppError.validation(result.error.issues[0]?.message ?? CHAT_MESSAGES.badRequest);
}

/** A token as the web stores it ("Bearer <jwt>") or the bare JWT, as an Authorization value. */
function authorizationOf(token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined;
  // A JWT signed by the store is a few hundred characters; anything far longer is not one.
  const value = token.slice(0, 4096).trim();
  if (!value) return undefined;
  return /^bearer\s/i.test(value) ? value : `Bearer ${value}`;
}

/**
 * The support chat's rules (decision 0020): who may write to whom, what a message may hold,
 * how fast, and what each person may read. It knows nothing of sockets; presence (online) is
 * the socket layer's.
 */
export function createChatService(deps: ChatDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** How many support messages wait unread for this person (the dashboard's overview). */
    unreadCount: (userId: string) => repo.countUnread(db, userId),

    /**
     * The chatting user behind a handshake token, or an AppError whose message the client
     * shows: missing, forged, expired or revoked token, or a disabled merchant.
     */
    async identify(token: unknown): Promise<ChatIdentity> {
      const authorization = authorizationOf(token);
      if (!authorization) throw AppError.unauthenticated(CHAT_MESSAGES.signInRequired);
      const actor = await deps.authenticate(authorization);
      if (!actor) throw AppError.unauthenticated(CHAT_MESSAGES.sessionExpired);
      if (actor.role === 'ROLE MERCHANT' && !actor.isMerchantActive) {
        throw AppError.forbidden(CHAT_MESSAGES.merchantDisabled);
      }
      const person = await repo.findPerson(db, actor.id);
      if (!person) throw AppError.unauthenticated(CHAT_MESSAGES.sessionExpired);
      return { id: person.id, name: fullName(person), isAdmin: actor.role === 'ROLE ADMIN' };
    },

    /** Notes that the user opened the chat: from now on an admin may write to them. */
    async join(identity: ChatIdentity): Promise<void> {
      await repo.touchPresence(db, identity.id);
    },

    /**
     * The caller's contact list with unread counts, offline until the socket layer says
     * otherwise: a member or merchant gets the admins; an admin everyone who opened the chat
     * or has a message.
     */
    async contacts(identity: ChatIdentity): Promise<ChatUserDto[]> {
      const [people, unread] = await Promise.all([
        identity.isAdmin ? repo.listChatPeople(db, identity.id) : repo.listAdmins(db, identity.id),
        repo.unreadCounts(db, identity.id),
      ]);
      return people.map((person) => ({
        id: person.id,
        name: fullName(person),
        online: false,
        unread: unread.get(person.id) ?? 0,
      }));
    },

    /**
     * Checks and stores a message; it is sent to nobody before it is stored. A retry with a
     * client id already stored answers the stored message with `created: false`. Answering
     * reads: what the recipient wrote to the sender until then is marked read in the same
     * transaction (`read` counts it), so nobody is mailed about messages they answered.
     */
    async send(
      identity: ChatIdentity,
      payload: unknown,
    ): Promise<{ message: ChatMessageDto; created: boolean; read: number }> {
      const input = parse(ChatMessageInputSchema, payload);
      if (input.to === identity.id) throw AppError.rule(CHAT_MESSAGES.recipientSelf);
      const recipient = await repo.findPerson(db, input.to);
      if (!recipient) throw AppError.notFound(CHAT_MESSAGES.recipientUnknown);
      const allowed = identity.isAdmin ? recipient.inChat : recipient.role === 'ROLE ADMIN';
      if (!allowed) {
        throw identity.isAdmin
          ? AppError.notFound(CHAT_MESSAGES.recipientUnknown)
          : AppError.forbidden(CHAT_MESSAGES.recipientForbidden);
      }
      const since = new Date(now().getTime() - CHAT_LIMITS.rateWindowMs);
      if ((await repo.countSentSince(db, identity.id, since)) >= CHAT_LIMITS.rateMax) {
        throw new AppError('RATE_LIMITED', CHAT_MESSAGES.tooFast);
      }
      const { stored, read } = await db.transaction(async (tx) => {
        const inserted = await repo.insertMessage(tx, {
          senderId: identity.id,
          recipientId: recipient.id,
          body: input.text,
          clientId: input.clientId ?? null,
        });
        const marked = inserted.created
          ? await repo.markRead(tx, identity.id, recipient.id, inserted.message.id)
          : 0;
        return { stored: inserted, read: marked };
      });
      // A client id names one message: a retry with other text or for another person is not it.
      if (!stored.created && stored.message.recipientId !== recipient.id) {
        throw AppError.validation(CHAT_MESSAGES.badRequest);
      }
      return { message: present(stored.message), created: stored.created, read };
    },

    /**
     * The caller's messages, oldest first: the last page of every conversation, or with
     * `{ with, before }` the page of one conversation before that message.
     */
    async history(identity: ChatIdentity, payload: unknown): Promise<ChatMessageDto[]> {
      const query = parse(ChatHistoryQuerySchema, payload ?? {});
      const rows = query.with
        ? await repo.conversationPage(
            db,
            identity.id,
            query.with,
            query.before,
            CHAT_LIMITS.pageSize,
          )
        : await repo.lastOfEachConversation(db, identity.id, CHAT_LIMITS.pageSize);
      return rows.map(present);
    },

    /**
     * Mails people whose messages have waited unread for CHAT_LIMITS.unreadMailAfterMs while
     * they were away (`online` names who has a socket open, on any server): how many are
     * waiting and a link to the chat, never the text, at most once per unreadMailEveryMs per
     * person. Each message is told of once. Answers how many mails went.
     */
    async mailUnread(online: (ids: string[]) => Promise<Set<string>>): Promise<number> {
      const at = now();
      const waiting = await repo.unmailedRecipients(
        db,
        new Date(at.getTime() - CHAT_LIMITS.unreadMailAfterMs),
        UNREAD_MAIL_BATCH,
      );
      if (waiting.length === 0) return 0;
      const here = await online(waiting);
      let sent = 0;
      for (const userId of waiting) {
        if (here.has(userId)) continue;
        const told = await db.transaction(async (tx) => {
          const since = new Date(at.getTime() - CHAT_LIMITS.unreadMailEveryMs);
          if (!(await repo.claimUnreadMail(tx, userId, at, since))) return null;
          const found = await accounts.findById(tx, userId);
          const marked = await repo.markMailed(tx, userId);
          return found?.email ? { email: found.email, ...marked } : null;
        });
        if (!told || told.count === 0) continue;
        deps.mailer.send(
          told.email,
          chatMail.chatUnread({
            count: told.count,
            supportUrl: pageUrl(deps.publicUrl, 'support'),
          }),
        );
        sent += 1;
      }
      return sent;
    },

    /** The caller opened the conversation with `with`: what that person wrote is now read. */
    async read(identity: ChatIdentity, payload: unknown): Promise<{ with: string }> {
      const query = parse(ChatReadSchema, payload);
      await repo.markRead(db, identity.id, query.with);
      return { with: query.with };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
