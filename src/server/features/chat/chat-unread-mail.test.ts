import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { CHAT_LIMITS, type ChatUserDto } from '#shared/chat/chat.schemas';

import type { Database } from '../../db/client';
import { linkIn } from '../../test/capture-mailer';
import {
  chatClient,
  startChatServer,
  type ChatClient,
  type ChatServerUnderTest,
} from '../../test/chat-helpers';
import type { TestUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-db';
import { chatMessages, chatUnreadMail } from './chat.table';

let database: Database;
let server: ChatServerUnderTest;
const clients: ChatClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startChatServer(database);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function connect(user: TestUser): Promise<ChatClient> {
  const client = chatClient(server.url, user.token);
  clients.push(client);
  await client.connected();
  return client;
}

/** `from` writes `text` to `to` through the socket, as the web does. */
async function write(from: TestUser, to: TestUser, text: string): Promise<void> {
  const client = await connect(from);
  const answer = await client.send({ text, to: to.user.id });
  expect(answer).toMatchObject({ ok: true });
  client.close();
}

/** What `to` was sent moves back in time, as if it had waited that long. */
async function age(to: TestUser, ms: number): Promise<void> {
  await database.db
    .update(chatMessages)
    .set({ created: sql`${chatMessages.created} - make_interval(secs => ${ms / 1000})` })
    .where(eq(chatMessages.recipientId, to.user.id));
}

const round = () => server.services.chat.mailUnread((ids) => server.app.chatOnline(ids));
const WAITED = CHAT_LIMITS.unreadMailAfterMs + 60_000;

describe('unread support messages by mail', () => {
  it('tells an away admin how many messages wait, with a link and never their words', async () => {
    const admin = await server.factories.admin();
    const member = await server.factories.member({ firstName: 'Mo' });
    await write(member, admin, 'My agbada order <b>never</b> arrived, order 1234');
    await write(member, admin, 'Are you there?');
    expect(await round()).toBe(0);
    expect(server.mail.to(admin.email)).toEqual([]);

    await age(admin, WAITED);
    await round();
    const mails = server.mail.to(admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have 2 messages in the support chat');
    expect(linkIn(mails[0], 'http://store.test/support')).toBe('http://store.test/support');
    for (const part of [mails[0]!.subject, mails[0]!.text, mails[0]!.html]) {
      expect(part).not.toContain('agbada');
      expect(part).not.toContain('Are you there');
      expect(part).not.toContain('Mo');
    }

    // Each message is told of once.
    await round();
    expect(server.mail.to(admin.email)).toHaveLength(1);
  });

  it('mails nobody who has the chat open, or who read the messages', async () => {
    const admin = await server.factories.admin();
    const member = await server.factories.member();
    const other = await server.factories.member();
    const here = await connect(admin);
    await write(member, admin, 'Hello from the shop floor');
    await age(admin, WAITED);
    await round();
    expect(server.mail.to(admin.email)).toEqual([]);

    await write(other, admin, 'Hello again');
    await here.ask('readMessages', { with: member.user.id });
    await here.ask('readMessages', { with: other.user.id });
    here.close();
    await age(admin, WAITED);
    await round();
    expect(server.mail.to(admin.email)).toEqual([]);
  });

  it('mails nobody about messages they answered, though their client never said it read them', async () => {
    const admin = await server.factories.admin();
    const member = await server.factories.member();
    await write(member, admin, 'Where is my parcel?');
    await write(member, admin, 'Order 1234');
    // The admin answers from a client that never sends readMessages; its tabs learn that the
    // conversation is read.
    const answering = await connect(admin);
    const otherTab = await connect(admin);
    expect(await answering.send({ text: 'It left today.', to: member.user.id })).toMatchObject({
      ok: true,
    });
    expect(await answering.next('readMessages')).toEqual({ with: member.user.id });
    expect(await otherTab.next('readMessages')).toEqual({ with: member.user.id });
    const contacts = await otherTab.ask<ChatUserDto[]>('getUsers');
    expect(contacts.find((user) => user.id === member.user.id)?.unread).toBe(0);
    answering.close();
    otherTab.close();
    // What came after the answer is unread again, and told of.
    await write(member, admin, 'Thanks!');
    await age(admin, WAITED);
    await round();
    const mails = server.mail.to(admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You have a message in the support chat');

    // The member's own answer reads the admin's reply: no mail for the member either.
    await age(member, WAITED);
    await round();
    expect(server.mail.to(member.email)).toEqual([]);
  });

  it('sends at most one mail per person in the throttle window, then tells what waited since', async () => {
    const admin = await server.factories.admin();
    const member = await server.factories.member();
    // The member opened the chat once (so the admin may write), and went away.
    const once = await connect(member);
    await once.ask('getMessages');
    once.close();
    await write(admin, member, 'Your parcel left Lagos today.');
    await age(member, WAITED);
    await round();
    expect(server.mail.to(member.email)).toHaveLength(1);

    await write(admin, member, 'It should arrive on Friday.');
    await age(member, WAITED);
    await round();
    expect(server.mail.to(member.email)).toHaveLength(1);

    await database.db
      .update(chatUnreadMail)
      .set({
        sentAt: sql`${chatUnreadMail.sentAt} - make_interval(secs => ${CHAT_LIMITS.unreadMailEveryMs / 1000 + 60})`,
      })
      .where(eq(chatUnreadMail.userId, member.user.id));
    await round();
    const mails = server.mail.to(member.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('You have a message in the support chat');
  });

  it('two servers looking at once send one mail', async () => {
    const admin = await server.factories.admin();
    const member = await server.factories.member();
    await write(member, admin, 'One mail, please');
    await age(admin, WAITED);
    const sent = await Promise.all([round(), round(), round()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(server.mail.to(admin.email)).toHaveLength(1);
    const told = await database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.recipientId, admin.user.id)));
    expect(told.every((message) => message.mailedAt !== null)).toBe(true);
  });
});
