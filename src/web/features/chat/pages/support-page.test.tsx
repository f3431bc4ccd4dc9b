import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CHAT_LIMITS, type ChatMessageDto, type ChatUserDto } from '#shared/chat/chat.schemas';
import { CHAT_MESSAGES } from '#shared/chat/chat.messages';
import { STORAGE_KEYS } from '#shared/common/constants';

import { sessionStore } from '../../../lib/session';
import { makeProduct, makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { endChat, NEW_TOKEN_GRACE_MS } from '../api/chat-connection';
import { useFakeSockets, type FakeSocket } from '../test/fake-socket';
import { SupportPage } from './support-page';

const me = makeUser({ _id: '11111111-1111-4111-8111-111111111111', firstName: 'Ada' });
const admin: ChatUserDto = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Bola Admin',
  online: true,
  unread: 2,
};
const other: ChatUserDto = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Chidi Admin',
  online: false,
  unread: 0,
};

let time = 1_700_000_000_000;
function message(from: string, to: string, value: string, name: string): ChatMessageDto {
  time += 60_000;
  return { id: crypto.randomUUID(), from, to, time, value, user: { name } };
}

let sockets: FakeSocket[];

beforeEach(() => {
  sessionStore.set('Bearer member-token');
  sockets = useFakeSockets();
});

afterEach(() => {
  vi.useRealTimers();
  endChat();
});

function renderSupport() {
  return renderDashboardPage(<SupportPage />, { user: me, path: '/support' });
}

function socket(): FakeSocket {
  const last = sockets.at(-1);
  if (!last) throw new Error('no socket was opened');
  return last;
}

/** The server accepts the handshake and answers the three first requests. */
function serverConnects(users: ChatUserDto[], messages: ChatMessageDto[] = []) {
  act(() => {
    socket().serverSends('connect');
    socket().serverSends('getUsers', users);
    socket().serverSends('getMessages', messages);
  });
}

describe('the support page', () => {
  it('connects with the stored token and asks for the user, the users and the messages', () => {
    renderSupport();
    expect(screen.getByText('Not connected.')).toBeTruthy();
    expect(socket().tokens).toEqual(['Bearer member-token']);
    serverConnects([admin]);
    expect(socket().emittedEvents()).toEqual(['connectUser', 'getUsers', 'getMessages']);
    expect(screen.queryByText('Not connected.')).toBeNull();
  });

  it('shows the empty texts: no users, no chat selected, no messages', async () => {
    const { user } = renderSupport();
    serverConnects([]);
    expect(screen.getByText('No users connected.')).toBeTruthy();
    expect(screen.getByText('Select chat to start messaging')).toBeTruthy();

    act(() => socket().serverSends('getUsers', [other]));
    await user.click(screen.getByRole('button', { name: /Chidi Admin/ }));
    expect(screen.getByText('No messages found.')).toBeTruthy();
  });

  it('lists people with their presence in words and their unread count', () => {
    renderSupport();
    serverConnects([admin, other]);
    const list = screen.getByRole('list', { name: 'Chats' });
    expect(within(list).getByRole('button', { name: /Bola Admin.*online.*2 unread/ })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /Chidi Admin.*offline/ })).toBeTruthy();
  });

  it('hides the name and avatar of consecutive messages from the same sender (noHeader)', async () => {
    const { user } = renderSupport();
    serverConnects(
      [admin],
      [
        message(admin.id, me._id, 'Hello', admin.name),
        message(admin.id, me._id, 'How can we help?', admin.name),
        message(me._id, admin.id, 'My order is late', 'Ada Mensah'),
        message(admin.id, me._id, 'Let me check', admin.name),
      ],
    );
    await user.click(screen.getByRole('button', { name: /Bola Admin/ }));

    const items = screen.getAllByTestId('chat-message');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hello'),
      'How can we help?',
      expect.stringContaining('My order is late'),
      expect.stringContaining('Let me check'),
    ]);
    const headers = items.map((item) => within(item).queryByTestId('chat-message-header'));
    expect(headers.map((header) => header !== null)).toEqual([true, false, false, true]);
    expect(within(items[0]!).getByTestId('chat-avatar').textContent).toBe('B');
    // Own messages carry their time instead of a header.
    expect(within(items[2]!).getByRole('time')).toBeTruthy();
    // The same sender keeps the same colour.
    const colors = screen.getAllByTestId('chat-avatar').map((a) => a.style.backgroundColor);
    expect(colors).toHaveLength(2);
    expect(new Set(colors).size).toBe(1);
  });

  it('reads a conversation when it is opened and remembers it', async () => {
    const { user } = renderSupport();
    serverConnects([admin, other]);
    await user.click(screen.getByRole('button', { name: /Bola Admin/ }));

    expect(socket().emitted).toContainEqual({ event: 'readMessages', args: [{ with: admin.id }] });
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedSupportChat)).toBe(admin.id);
    expect(screen.queryByText(/unread/)).toBeNull();

    // A message arriving in the open conversation is read at once too.
    act(() =>
      socket().serverSends('message', message(admin.id, me._id, 'Still there?', admin.name)),
    );
    const reads = socket().emitted.filter((entry) => entry.event === 'readMessages');
    expect(reads).toHaveLength(2);
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('restores the chat selected before, under the original storage key', () => {
    window.localStorage.setItem('selected_suport_chat', other.id);
    renderSupport();
    serverConnects([admin, other], [message(other.id, me._id, 'Welcome back', other.name)]);
    expect(screen.getByRole('heading', { name: 'Chidi Admin' })).toBeTruthy();
    expect(screen.getByText('Welcome back')).toBeTruthy();
  });

  it('keeps Send disabled while the box is empty and alerts on whitespace only', async () => {
    const { user } = renderSupport();
    serverConnects([admin]);
    await user.click(screen.getByRole('button', { name: /Bola Admin/ }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(send);
    expect(screen.getByRole('alert').textContent).toBe('Please type message.');
    expect(socket().emittedEvents()).not.toContain('message');
  });

  it('sends with Enter, with a client id, and empties the box', async () => {
    const { user } = renderSupport();
    serverConnects([admin]);
    await user.click(screen.getByRole('button', { name: /Bola Admin/ }));
    await user.type(screen.getByLabelText('Message'), 'Where is my parcel?{Enter}');

    const sent = socket().emitted.find((entry) => entry.event === 'message');
    expect(sent?.args[0]).toEqual({
      text: 'Where is my parcel?',
      to: admin.id,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('announces an incoming message, reconnects and asks for everything again', () => {
    renderSupport();
    serverConnects([admin]);
    act(() =>
      socket().serverSends('message', message(admin.id, me._id, 'Are you there?', admin.name)),
    );
    expect(screen.getByText('New message from Bola Admin: Are you there?')).toBeTruthy();

    act(() => socket().serverSends('disconnect', 'transport close'));
    expect(screen.getByText('Not connected.')).toBeTruthy();
    expect(socket().reconnects).toBe(0);
    // A server restart closes the socket from its side: socket.io leaves that one to the page.
    act(() => socket().serverSends('disconnect', 'io server disconnect'));
    expect(socket().reconnects).toBe(1);
    act(() => socket().serverSends('connect'));
    expect(
      socket()
        .emittedEvents()
        .filter((event) => event === 'getMessages'),
    ).toHaveLength(2);
    expect(screen.queryByText('Not connected.')).toBeNull();
  });

  it('shows chatError as an error notice', () => {
    renderSupport();
    serverConnects([admin]);
    act(() => socket().serverSends('chatError', { message: 'You are sending messages too fast.' }));
    expect(screen.getByText('You are sending messages too fast.')).toBeTruthy();
  });

  it('signs out when the server no longer takes the token', async () => {
    const { router } = renderSupport();
    act(() =>
      socket().serverSends(
        'connect_error',
        Object.assign(new Error('expired'), { data: { code: 'UNAUTHENTICATED' } }),
      ),
    );
    expect(await screen.findByText('Unauthorized Access! Please login again')).toBeTruthy();
    expect(sessionStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs out, without reconnecting with the dead token, when the server ends the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderSupport();
    serverConnects([admin]);
    act(() => {
      socket().serverSends('chatError', {
        message: CHAT_MESSAGES.sessionExpired,
        code: 'UNAUTHENTICATED',
      });
      socket().serverSends('disconnect', 'io server disconnect');
    });
    // A newer token of this tab's own may still come (a password change); none does.
    expect(sessionStore.get()).toBe('Bearer member-token');
    act(() => vi.advanceTimersByTime(NEW_TOKEN_GRACE_MS));
    vi.useRealTimers();
    expect(await screen.findByText(CHAT_MESSAGES.sessionExpired)).toBeTruthy();
    expect(sessionStore.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(socket().reconnects).toBe(0);
    expect(socket().disconnected).toBe(true);
    expect(sockets).toHaveLength(1);
  });

  it('opens the chat again with the new token when this tab changed the password', () => {
    const { router } = renderSupport();
    serverConnects([admin]);
    // The password change answered this tab a new token; the server then ends the old sessions.
    act(() => sessionStore.set('Bearer new-token'));
    act(() => {
      sockets[0]!.serverSends('chatError', {
        message: CHAT_MESSAGES.sessionExpired,
        code: 'UNAUTHENTICATED',
      });
      sockets[0]!.serverSends('disconnect', 'io server disconnect');
    });
    expect(sockets[0]!.reconnects).toBe(0);
    expect(sockets).toHaveLength(2);
    expect(socket().tokens).toEqual(['Bearer new-token']);
    expect(sessionStore.get()).toBe('Bearer new-token');
    expect(router.state.location.pathname).toBe('/support');
    serverConnects([admin]);
    expect(screen.queryByText('Not connected.')).toBeNull();
  });

  it('opens the chat again when the new token of a password change comes just after the end', () => {
    const { router } = renderSupport();
    serverConnects([admin]);
    act(() => {
      sockets[0]!.serverSends('chatError', {
        message: CHAT_MESSAGES.sessionExpired,
        code: 'UNAUTHENTICATED',
      });
      sockets[0]!.serverSends('disconnect', 'io server disconnect');
    });
    expect(sockets).toHaveLength(1);
    act(() => sessionStore.set('Bearer new-token'));
    expect(sockets).toHaveLength(2);
    expect(socket().tokens).toEqual(['Bearer new-token']);
    expect(sockets[0]!.reconnects).toBe(0);
    expect(sessionStore.get()).toBe('Bearer new-token');
    expect(router.state.location.pathname).toBe('/support');
  });

  it('does not reconnect a tab closed for one too many, and says why', async () => {
    renderSupport();
    serverConnects([admin]);
    const why = CHAT_MESSAGES.tooManyTabs(CHAT_LIMITS.socketsPerAccount);
    act(() => {
      socket().serverSends('chatError', { message: why, code: 'REPLACED' });
      socket().serverSends('disconnect', 'io server disconnect');
    });
    expect(await screen.findByText(why)).toBeTruthy();
    expect(socket().reconnects).toBe(0);
    expect(sockets).toHaveLength(1);
    expect(sessionStore.get()).toBe('Bearer member-token');
    expect(screen.getByText('Not connected.')).toBeTruthy();
  });
});

/** `count` messages with Bola Admin, oldest first, taking turns. */
function history(count: number): ChatMessageDto[] {
  return Array.from({ length: count }, (_, n) =>
    n % 2 === 0
      ? message(admin.id, me._id, `line ${n + 1}`, admin.name)
      : message(me._id, admin.id, `line ${n + 1}`, 'Ada Mensah'),
  );
}

/**
 * jsdom lays nothing out: here every message is 100px high, one under the other, in a box whose
 * top is at 0, so a message's top on screen is its place in the list minus the box's scroll.
 */
function layOutMessages(box: HTMLElement) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = Array.from(box.querySelectorAll('[data-message-id]')).indexOf(this);
    const top = index === -1 ? 0 : index * 100 - box.scrollTop;
    return {
      top,
      bottom: top + 100,
      left: 0,
      right: 0,
      x: 0,
      y: top,
      width: 0,
      height: 100,
    } as DOMRect;
  });
}

function shownTexts(): string[] {
  return screen.getAllByTestId('chat-message').map((item) => item.querySelector('p')!.textContent!);
}

describe('a long conversation', () => {
  const earlier = () => screen.queryByRole('button', { name: 'Show earlier messages' });
  const asked = () =>
    socket().emitted.filter((entry) => entry.event === 'getMessages' && entry.args.length > 0);

  it('shows earlier messages on demand, in order, where the reader keeps their place', async () => {
    const all = history(CHAT_LIMITS.pageSize * 2 + 3);
    const [first, middle, last] = [all.slice(0, 3), all.slice(3, 53), all.slice(53)];
    const { user } = renderSupport();
    serverConnects([admin], last);
    await user.click(screen.getByRole('button', { name: /Bola Admin/ }));
    expect(shownTexts()).toHaveLength(CHAT_LIMITS.pageSize);
    const list = screen.getByRole('list', { name: 'Messages' });
    const box = list.parentElement!;
    layOutMessages(box);

    await user.click(earlier()!);
    expect(asked().map((entry) => entry.args)).toEqual([[{ with: admin.id, before: last[0]!.id }]]);
    const status = screen.getByText('Loading earlier messages');
    expect(status.getAttribute('role')).toBe('status');
    // Still a button with the focus, but a second press asks nothing more meanwhile.
    expect(earlier()!.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(earlier());
    await user.keyboard('{Enter}');
    expect(asked()).toHaveLength(1);

    // The page comes back: merged in time order.
    act(() => socket().serverSends('getMessages', middle));
    expect(shownTexts()).toEqual([...middle, ...last].map((m) => m.value));
    expect(screen.queryByText('Loading earlier messages')).toBeNull();
    // The message that was at the top is still there: 50 messages of 100px came above it.
    expect(box.scrollTop).toBe(5000);
    expect(earlier()!.getAttribute('aria-disabled')).toBeNull();

    // A short page is the start of the conversation: the button goes, the list takes the focus.
    box.scrollTop = 0;
    await user.keyboard('{Enter}');
    expect(asked().at(-1)!.args).toEqual([{ with: admin.id, before: middle[0]!.id }]);
    act(() => socket().serverSends('getMessages', first));
    expect(shownTexts()).toEqual(all.map((m) => m.value));
    expect(box.scrollTop).toBe(300);
    expect(earlier()).toBeNull();
    expect(document.activeElement).toBe(list);
  });

  it('merges a page once, whatever comes twice', async () => {
    const all = history(CHAT_LIMITS.pageSize + 2);
    const { user } = renderSupport();
    serverConnects([admin], all.slice(2));
    await user.click(screen.getByRole('button', { name: /Bola Admin/ }));
    await user.click(earlier()!);
    // The last page of every conversation (asked on connect) may come first: merged once, and
    // not taken for the earlier page.
    act(() => socket().serverSends('getMessages', all.slice(2)));
    expect(screen.getByText('Loading earlier messages')).toBeTruthy();
    act(() => socket().serverSends('getMessages', all.slice(0, 2)));
    expect(shownTexts()).toEqual(all.map((m) => m.value));
    expect(earlier()).toBeNull();
  });

  it('offers no earlier messages for a conversation shorter than a page', async () => {
    const { user } = renderSupport();
    serverConnects([admin], history(CHAT_LIMITS.pageSize - 1));
    await user.click(screen.getByRole('button', { name: /Bola Admin/ }));
    expect(shownTexts()).toHaveLength(CHAT_LIMITS.pageSize - 1);
    expect(earlier()).toBeNull();
  });

  it('may ask again when the connection drops or the server refuses while it loads', async () => {
    const { user } = renderSupport();
    serverConnects([admin], history(CHAT_LIMITS.pageSize));
    await user.click(screen.getByRole('button', { name: /Bola Admin/ }));
    await user.click(earlier()!);
    act(() => socket().serverSends('chatError', { message: 'This chat request is not valid.' }));
    expect(screen.queryByText('Loading earlier messages')).toBeNull();
    await user.click(earlier()!);
    act(() => socket().serverSends('disconnect', 'transport close'));
    expect(screen.queryByText('Loading earlier messages')).toBeNull();
    act(() => socket().serverSends('connect'));
    await user.click(earlier()!);
    expect(asked()).toHaveLength(3);
  });
});

describe('the support page, asked from a product ("Ask a tailor")', () => {
  const product = makeProduct({ name: 'Indigo Agbada', slug: 'indigo-agbada' });
  const link = `${window.location.origin}/product/indigo-agbada`;

  function askAbout(slug: string) {
    mockApi({
      [`GET /api/product/item/${product.slug}`]: () => ({ body: { product } }),
      'GET /api/product/item/hidden-piece': () => ({
        status: 404,
        body: { error: 'No product found.', code: 'NOT_FOUND' },
      }),
    });
    return renderDashboardPage(<SupportPage />, {
      user: me,
      path: '/support',
      at: `/support?product=${slug}`,
    });
  }

  it('opens a conversation with a tailor online and writes the product’s link, sending nothing', async () => {
    const { user, router } = askAbout(product.slug);
    serverConnects([other, admin]);
    expect(await screen.findByRole('heading', { name: 'Bola Admin' })).toBeTruthy();
    const box = screen.getByLabelText<HTMLTextAreaElement>('Message');
    await waitFor(() =>
      expect(box.value).toBe(`Hello, I have a question about Indigo Agbada: ${link}\n`),
    );
    expect(document.activeElement).toBe(box);
    expect(socket().emittedEvents()).not.toContain('message');

    await user.type(box, 'Does it run large?{Enter}');
    const sent = socket().emitted.find((entry) => entry.event === 'message');
    expect(sent?.args[0]).toMatchObject({
      text: `Hello, I have a question about Indigo Agbada: ${link}\nDoes it run large?`,
      to: admin.id,
    });
    // The choice is kept, and a reload writes the link no more.
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedSupportChat)).toBe(admin.id);
    expect(router.state.location.search).toBe('');
    expect(box.value).toBe('');
  });

  it('keeps the conversation chosen before', async () => {
    window.localStorage.setItem(STORAGE_KEYS.selectedSupportChat, other.id);
    askAbout(product.slug);
    serverConnects([admin, other]);
    expect(screen.getByRole('heading', { name: 'Chidi Admin' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toContain(link),
    );
  });

  it('writes nothing for a product the shop no longer shows, or a link that is not a product', async () => {
    askAbout('hidden-piece');
    serverConnects([admin]);
    await act(async () => {});
    expect(screen.getByText('Select chat to start messaging')).toBeTruthy();
    endChat();
    askAbout('<script>');
    serverConnects([admin]);
    expect(screen.getAllByText('Select chat to start messaging')).toHaveLength(2);
  });
});
