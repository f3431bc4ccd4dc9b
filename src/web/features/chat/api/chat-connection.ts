import { io, type Socket } from 'socket.io-client';

import {
  CHAT_LIMITS,
  type ChatClientEvents,
  type ChatMessageDto,
  type ChatServerEvents,
  type ChatUserDto,
} from '#shared/chat/chat.schemas';

import { MSG } from '#shared/common/messages';

import { createStore } from '../../../lib/create-store';
import { navigateTo } from '../../../lib/navigation';
import { session, sessionStore } from '../../../lib/session';
import { toast } from '../../../lib/toast';

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

/** What the tab knows of the support chat; the page and the menu badge read the same store. */
export interface ChatState {
  /** The signed-in user's id: their own messages are not incoming. */
  selfId: string | null;
  connected: boolean;
  /** The server refused the handshake for a disabled merchant account. */
  forbidden: boolean;
  users: ChatUserDto[];
  messages: ChatMessageDto[];
  /** The last message someone else sent us (announced by the page's live region). */
  lastIncoming: ChatMessageDto | null;
  /** The earlier page of one conversation asked for and not answered yet (one at a time). */
  loadingOlder: OlderRequest | null;
  /** The people whose whole conversation is here: the server had no earlier page to give. */
  historyComplete: string[];
}

/** `getMessages { with, before }` in flight: the message `before` is the oldest one held. */
export interface OlderRequest {
  with: string;
  before: string;
  beforeTime: number;
}

const INITIAL: ChatState = {
  selfId: null,
  connected: false,
  forbidden: false,
  users: [],
  messages: [],
  lastIncoming: null,
  loadingOlder: null,
  historyComplete: [],
};

export const chatStore = createStore<ChatState>(INITIAL);

/** A refused session ends like a 401 answer of the API (dashboard spec section 8). */
function signOutExpired(message: string = MSG.unauthorized): void {
  toast.error(message);
  session.signOut();
  navigateTo('/login', { replace: true });
}

/**
 * How long a tab whose chat session ended waits for a newer token of its own before it signs
 * out: a password changed in this tab ends the old sessions on the server before the answer
 * that carries this tab's new token arrives.
 */
export const NEW_TOKEN_GRACE_MS = 3000;

/** Stops waiting for a newer token (see sessionEnded). */
let stopWaiting: (() => void) | null = null;

/**
 * The server ended this socket's session (`chatError` with a code, then it closes the socket):
 * the socket is not opened again with the token it had. When this tab holds, or gets within
 * NEW_TOKEN_GRACE_MS, a newer token (it changed the password itself), the chat opens again with
 * that one; otherwise the person signs in again, or sees the disabled-merchant screen.
 */
function sessionEnded(code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'REPLACED', message: string) {
  const endedToken = socketToken;
  closeSocket();
  chatStore.set((state) => ({ ...state, connected: false, loadingOlder: null }));
  if (code === 'REPLACED') {
    toast.error(message);
    return;
  }
  if (code === 'FORBIDDEN') {
    chatStore.set((state) => ({ ...state, forbidden: true }));
    return;
  }
  stopWaiting?.();
  /** True once the stored token is no longer the ended one (then the chat reopens with it). */
  const settled = (): boolean => {
    const current = session.token();
    if (current === endedToken) return false;
    // Signed out meanwhile, or a share of the chat already opened it with the new token.
    if (current && users > 0 && !socket) {
      socket = open(current);
      socketToken = current;
    }
    return true;
  };
  if (settled()) return;
  const unsubscribe = sessionStore.subscribe(() => {
    if (settled()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    signOutExpired(message);
  }, NEW_TOKEN_GRACE_MS);
  function stop() {
    unsubscribe();
    clearTimeout(timer);
    stopWaiting = null;
  }
  stopWaiting = stop;
}

/** Tests swap the socket factory for a fake. */
type SocketFactory = (token: string) => ChatSocket;
// WebSocket first: one connection that any server behind a load balancer can hold, no sticky
// sessions needed. Long-polling only where a proxy refuses WebSocket (README, several servers).
let createSocket: SocketFactory = (token) =>
  io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] }) as ChatSocket;

export function setSocketFactory(factory: SocketFactory): void {
  createSocket = factory;
}

/** The one socket of this tab, and how many components use it. */
let socket: ChatSocket | null = null;
let socketToken: string | null = null;
let users = 0;
/** Counts endChat() calls: shares taken before one are void. */
let generation = 0;

function upsertUser(list: ChatUserDto[], user: ChatUserDto): ChatUserDto[] {
  const index = list.findIndex((u) => u.id === user.id);
  if (index === -1) return [...list, user];
  return list.map((u) => (u.id === user.id ? { ...u, name: user.name, online: user.online } : u));
}

function addMessages(list: ChatMessageDto[], added: ChatMessageDto[]): ChatMessageDto[] {
  const known = new Set(list.map((m) => m.id));
  const fresh = added.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return list;
  return [...list, ...fresh].sort((a, b) => a.time - b.time);
}

/** In the conversation with `other` (the signed-in user being the other side). */
function isWith(message: ChatMessageDto, other: string): boolean {
  return message.from === other || message.to === other;
}

/**
 * Whether a `getMessages` answer is the earlier page asked for. The answer names no query, but
 * the server answers a socket's events in order, and the page holds only that conversation's
 * messages older than the cursor, unlike the last page of every conversation (asked on connect).
 */
function answersOlder(list: ChatMessageDto[], request: OlderRequest): boolean {
  return list.every((m) => isWith(m, request.with) && m.time <= request.beforeTime);
}

function open(token: string): ChatSocket {
  const created = createSocket(token);
  created.on('connect', () => {
    chatStore.set((state) => ({ ...state, connected: true, forbidden: false }));
    // Also after a reconnect: picks up whatever was missed while away.
    created.emit('connectUser');
    created.emit('getUsers');
    created.emit('getMessages');
  });
  created.on('disconnect', (reason) => {
    // An answer not received by now never comes: the button may ask again.
    chatStore.set((state) => ({ ...state, connected: false, loadingOlder: null }));
    // socket.io retries a lost connection by itself, but not one the server closed (a restart's
    // graceful shutdown, or a token that stopped working): ask again; a refused handshake then
    // says why (connect_error below).
    if (reason === 'io server disconnect') created.connect();
  });
  created.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    chatStore.set((state) => ({ ...state, connected: false }));
    const code = error.data?.code;
    if (code === 'UNAUTHENTICATED') {
      closeSocket();
      signOutExpired();
    } else if (code === 'FORBIDDEN') {
      closeSocket();
      chatStore.set((state) => ({ ...state, forbidden: true }));
    }
  });
  created.on('getUsers', (list) => {
    chatStore.set((state) => ({ ...state, users: list }));
  });
  created.on('connectUser', (user) => {
    chatStore.set((state) => ({ ...state, users: upsertUser(state.users, user) }));
  });
  created.on('disconnectUser', (user) => {
    chatStore.set((state) => ({ ...state, users: upsertUser(state.users, user) }));
  });
  created.on('getMessages', (list) => {
    chatStore.set((state) => {
      const request = state.loadingOlder;
      const page = request !== null && answersOlder(list, request);
      // A short page is the start of the conversation.
      const complete =
        page && list.length < CHAT_LIMITS.pageSize && !state.historyComplete.includes(request.with);
      return {
        ...state,
        messages: addMessages(state.messages, list),
        loadingOlder: page ? null : request,
        historyComplete: complete
          ? [...state.historyComplete, request.with]
          : state.historyComplete,
      };
    });
  });
  created.on('message', (message) => {
    const state = chatStore.get();
    const incoming = message.from !== state.selfId;
    const other = incoming ? message.from : message.to;
    const known = state.users.some((u) => u.id === other);
    chatStore.set({
      ...state,
      messages: addMessages(state.messages, [message]),
      lastIncoming: incoming ? message : state.lastIncoming,
      users: incoming
        ? state.users.map((u) =>
            u.id === message.from ? { ...u, unread: (u.unread ?? 0) + 1 } : u,
          )
        : state.users,
    });
    // A first message from someone not in the list yet: the list is asked for again.
    if (!known) created.emit('getUsers');
  });
  created.on('readMessages', ({ with: other }) => {
    chatStore.set((state) => ({
      ...state,
      users: state.users.map((u) => (u.id === other ? { ...u, unread: 0 } : u)),
    }));
  });
  created.on('chatError', ({ message, code }) => {
    if (code) {
      sessionEnded(code, message);
      return;
    }
    // A refused or failed request answers nothing else: an earlier page may be asked again.
    chatStore.set((state) => ({ ...state, loadingOlder: null }));
    toast.error(message);
  });
  return created;
}

function closeSocket(): void {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/**
 * Takes a share of the tab's one chat socket (opened on the first share, with the stored token);
 * the returned function gives it back, and the last one out closes it.
 */
export function acquireChat(selfId: string): () => void {
  users += 1;
  const token = session.token();
  if (token && (!socket || socketToken !== token)) {
    closeSocket();
    chatStore.set({ ...INITIAL, selfId });
    socket = open(token);
    socketToken = token;
  }
  const taken = generation;
  let released = false;
  return () => {
    // A share taken before endChat() was given back by it already.
    if (released || taken !== generation) return;
    released = true;
    users -= 1;
    // Closed a moment later: a screen replacing another (the menu's badge, then the page's)
    // takes its share in the same render and keeps the same socket.
    setTimeout(() => {
      if (users > 0 || taken !== generation) return;
      endChat();
    }, 0);
  };
}

export function chatSocket(): ChatSocket | null {
  return socket;
}

/** Opening a conversation reads it: the server is told, and its unread count goes at once. */
export function markRead(other: string): void {
  if (!socket || !chatStore.get().connected) return;
  socket.emit('readMessages', { with: other });
  chatStore.set((state) => ({
    ...state,
    users: state.users.map((u) => (u.id === other ? { ...u, unread: 0 } : u)),
  }));
}

/**
 * Asks for the page of the conversation with `other` before the oldest of its messages held
 * here (the answer is merged by the `getMessages` listener); false when it cannot be asked now.
 */
export function loadOlder(other: string): boolean {
  const state = chatStore.get();
  if (!socket || !state.connected || state.loadingOlder) return false;
  // Messages are kept oldest first.
  const oldest = state.messages.find((m) => isWith(m, other));
  if (!oldest) return false;
  socket.emit('getMessages', { with: other, before: oldest.id });
  chatStore.set((current) => ({
    ...current,
    loadingOlder: { with: other, before: oldest.id, beforeTime: oldest.time },
  }));
  return true;
}

/** Ends the chat at once, whoever still uses it (sign-out; tests between cases). */
export function endChat(): void {
  stopWaiting?.();
  generation += 1;
  closeSocket();
  users = 0;
  chatStore.set(INITIAL);
}

session.onSignOut(endChat);
