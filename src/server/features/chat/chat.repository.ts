import { and, asc, count, eq, gte, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';

import type { Role } from '#shared/common/constants';

import type { DbOrTx } from '../../db/client';
import { users } from '../user/user.table';
import { chatMessages, chatPresence, chatUnreadMail } from './chat.table';

/** A person as the chat needs them: never an email. */
export interface ChatPerson {
  id: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** A stored message with its sender's name. */
export interface StoredMessage {
  id: string;
  senderId: string;
  recipientId: string;
  body: string;
  clientId: string | null;
  created: Date;
  senderFirstName: string;
  senderLastName: string;
}

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
} as const;

/** True while `userId` has opened the chat or written or received a message. */
const isInChat = (userId: SQL | typeof users.id) => sql<boolean>`(
  exists (select 1 from ${chatPresence} where ${chatPresence.userId} = ${userId})
  or exists (select 1 from ${chatMessages} where ${chatMessages.senderId} = ${userId})
  or exists (select 1 from ${chatMessages} where ${chatMessages.recipientId} = ${userId})
)`;

/** Records (or refreshes) that a user opened the chat. */
export async function touchPresence(db: DbOrTx, userId: string): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ userId })
    .onConflictDoUpdate({ target: chatPresence.userId, set: { lastSeen: sql`now()` } });
}

export async function findPerson(
  db: DbOrTx,
  id: string,
): Promise<(ChatPerson & { inChat: boolean }) | null> {
  const rows = await db
    .select({ ...person, inChat: isInChat(users.id) })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Every admin but `exceptId`, by name. */
export async function listAdmins(db: DbOrTx, exceptId: string): Promise<ChatPerson[]> {
  return db
    .select(person)
    .from(users)
    .where(and(eq(users.role, 'ROLE ADMIN'), ne(users.id, exceptId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Everyone but `exceptId` who opened the chat or has a message, by name. */
export async function listChatPeople(db: DbOrTx, exceptId: string): Promise<ChatPerson[]> {
  return db
    .select(person)
    .from(users)
    .where(and(ne(users.id, exceptId), isInChat(users.id)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Unread messages to `recipientId`, counted per sender. */
export async function unreadCounts(db: DbOrTx, recipientId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ senderId: chatMessages.senderId, unread: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.recipientId, recipientId), isNull(chatMessages.readAt)))
    .groupBy(chatMessages.senderId);
  return new Map(rows.map((row) => [row.senderId, Number(row.unread)]));
}

/** How many messages a sender stored since `since` (the rate limit, on every server at once). */
export async function countSentSince(db: DbOrTx, senderId: string, since: Date): Promise<number> {
  const rows = await db
    .select({ sent: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), gte(chatMessages.created, since)));
  return Number(rows[0]?.sent ?? 0);
}

const storedColumns = sql`m.id, m.sender_id as "senderId", m.recipient_id as "recipientId",
  m.body, m.client_id as "clientId", m.created, u.first_name as "senderFirstName",
  u.last_name as "senderLastName"`;

interface RawStored extends Omit<StoredMessage, 'created'> {
  created: Date | string;
}

function rowsOf(result: unknown): StoredMessage[] {
  const { rows } = result as { rows: RawStored[] };
  return rows.map((row) => ({ ...row, created: new Date(row.created) }));
}

async function selectStored(db: DbOrTx, where: SQL): Promise<StoredMessage[]> {
  return rowsOf(
    await db.execute(sql`select ${storedColumns}
      from ${chatMessages} m join ${users} u on u.id = m.sender_id
      where ${where} order by m.created, m.id`),
  );
}

/**
 * Stores a message. With a client id already stored for this sender, nothing is written and
 * `created` is false: the message returned is the one stored the first time.
 */
export async function insertMessage(
  db: DbOrTx,
  values: { senderId: string; recipientId: string; body: string; clientId: string | null },
): Promise<{ message: StoredMessage; created: boolean }> {
  const inserted = await db
    .insert(chatMessages)
    .values(values)
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
    .returning({ id: chatMessages.id });
  const created = inserted[0];
  const where = created
    ? sql`m.id = ${created.id}`
    : sql`m.sender_id = ${values.senderId} and m.client_id = ${values.clientId}`;
  const [message] = await selectStored(db, where);
  if (!message) throw new Error('The stored chat message could not be read back.');
  return { message, created: created !== undefined };
}

/** The last `limit` messages of each of `userId`'s conversations, oldest first. */
export async function lastOfEachConversation(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<StoredMessage[]> {
  return rowsOf(
    await db.execute(sql`select ${storedColumns} from (
        select c.*, row_number() over (
          partition by least(c.sender_id, c.recipient_id), greatest(c.sender_id, c.recipient_id)
          order by c.created desc, c.id desc
        ) as position
        from ${chatMessages} c
        where c.sender_id = ${userId} or c.recipient_id = ${userId}
      ) m join ${users} u on u.id = m.sender_id
      where m.position <= ${limit}
      order by m.created, m.id`),
  );
}

/**
 * Up to `limit` messages between `userId` and `otherId`, the newest of those older than the
 * message `beforeId` (of the same conversation), oldest first.
 */
export async function conversationPage(
  db: DbOrTx,
  userId: string,
  otherId: string,
  beforeId: string | undefined,
  limit: number,
): Promise<StoredMessage[]> {
  const between = sql`((c.sender_id = ${userId} and c.recipient_id = ${otherId})
    or (c.sender_id = ${otherId} and c.recipient_id = ${userId}))`;
  const older = beforeId
    ? sql`and (c.created, c.id) < (select b.created, b.id from ${chatMessages} b
        where b.id = ${beforeId} and ((b.sender_id = ${userId} and b.recipient_id = ${otherId})
          or (b.sender_id = ${otherId} and b.recipient_id = ${userId})))`
    : sql``;
  return rowsOf(
    await db.execute(sql`select ${storedColumns} from (
        select c.* from ${chatMessages} c where ${between} ${older}
        order by c.created desc, c.id desc limit ${limit}
      ) m join ${users} u on u.id = m.sender_id
      order by m.created, m.id`),
  );
}

/**
 * Marks what `senderId` wrote to `recipientId` as read (only what is not newer than the
 * message `untilId`, when given); returns how many were unread.
 */
export async function markRead(
  db: DbOrTx,
  recipientId: string,
  senderId: string,
  untilId?: string,
): Promise<number> {
  const rows = await db
    .update(chatMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(chatMessages.recipientId, recipientId),
        eq(chatMessages.senderId, senderId),
        isNull(chatMessages.readAt),
        untilId
          ? lte(
              chatMessages.created,
              sql`(select u.created from ${chatMessages} u where u.id = ${untilId})`,
            )
          : undefined,
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length;
}

/** People with a message unread since before `before` that no mail told them of yet. */
export async function unmailedRecipients(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ recipientId: chatMessages.recipientId })
    .from(chatMessages)
    .where(
      and(
        isNull(chatMessages.readAt),
        isNull(chatMessages.mailedAt),
        lt(chatMessages.created, before),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.recipientId);
}

/**
 * Takes the right to mail `userId` now: true unless a mail went to them after `since`. One
 * statement, so of two servers asking at once only one gets it.
 */
export async function claimUnreadMail(
  db: DbOrTx,
  userId: string,
  now: Date,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .insert(chatUnreadMail)
    .values({ userId, sentAt: now })
    .onConflictDoUpdate({
      target: chatUnreadMail.userId,
      set: { sentAt: now },
      setWhere: lt(chatUnreadMail.sentAt, since),
    })
    .returning({ userId: chatUnreadMail.userId });
  return rows.length > 0;
}

/** Marks the recipient's unread, unmailed messages as told; answers how many and from whom. */
export async function markMailed(
  db: DbOrTx,
  recipientId: string,
): Promise<{ count: number; senders: number }> {
  const rows = await db
    .update(chatMessages)
    .set({ mailedAt: sql`now()` })
    .where(
      and(
        eq(chatMessages.recipientId, recipientId),
        isNull(chatMessages.readAt),
        isNull(chatMessages.mailedAt),
      ),
    )
    .returning({ senderId: chatMessages.senderId });
  return { count: rows.length, senders: new Set(rows.map((row) => row.senderId)).size };
}

/** How many messages to this person are unread, from everyone (the overview's figure). */
export async function countUnread(db: DbOrTx, recipientId: string): Promise<number> {
  const rows = await db
    .select({ unread: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.recipientId, recipientId), isNull(chatMessages.readAt)));
  return Number(rows[0]?.unread ?? 0);
}
