import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdColumn, idColumn } from '../../db/columns';
import { users } from '../user/user.table';

/** Support chat messages, stored before they are sent to anyone (decision 0020). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The sender's own id for the message: a retry with it is not stored twice. */
    clientId: text('client_id'),
    /** When the recipient opened the conversation; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** When an unread-message mail told the recipient about it: each message is told once. */
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    created: createdColumn(),
  },
  (table) => [
    uniqueIndex('chat_messages_sender_client_unique').on(table.senderId, table.clientId),
    index('chat_messages_sender_created_idx').on(table.senderId, table.created),
    index('chat_messages_recipient_created_idx').on(table.recipientId, table.created),
    index('chat_messages_unread_idx')
      .on(table.recipientId, table.senderId)
      .where(sql`${table.readAt} is null`),
    index('chat_messages_unmailed_idx')
      .on(table.created)
      .where(sql`${table.readAt} is null and ${table.mailedAt} is null`),
  ],
);

/**
 * The last unread-message mail each person got: at most one per CHAT_LIMITS.unreadMailEveryMs,
 * claimed with one conditional upsert so two servers never both send it.
 */
export const chatUnreadMail = pgTable('chat_unread_mail', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Everyone who has opened the support chat: an admin may write to them. */
export const chatPresence = pgTable('chat_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstSeen: createdColumn(),
  lastSeen: timestamp('last_seen', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ChatMessageRow = typeof chatMessages.$inferSelect;
