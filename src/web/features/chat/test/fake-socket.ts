import type { ChatServerEvents } from '#shared/chat/chat.schemas';

import { setSocketFactory, type ChatSocket } from '../api/chat-connection';

type Listener = (...args: unknown[]) => void;

/** A stand-in for the socket.io client: records what the page emits, replays what a server sends. */
export class FakeSocket {
  readonly emitted: { event: string; args: unknown[] }[] = [];
  readonly tokens: string[] = [];
  disconnected = false;
  /** Times the page asked to connect again itself. */
  reconnects = 0;
  private readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  connect() {
    this.reconnects += 1;
    return this;
  }

  disconnect() {
    this.disconnected = true;
    return this;
  }

  /** The server's side: a socket.io event, or `connect`, `disconnect`, `connect_error`. */
  serverSends<E extends keyof ChatServerEvents>(
    event: E,
    ...args: Parameters<ChatServerEvents[E]>
  ): void;
  serverSends(event: 'connect' | 'disconnect' | 'connect_error', ...args: unknown[]): void;
  serverSends(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  emittedEvents(): string[] {
    return this.emitted.map((entry) => entry.event);
  }
}

/** Every socket the chat opens from now on is a fake; the list holds them in order. */
export function useFakeSockets(): FakeSocket[] {
  const sockets: FakeSocket[] = [];
  setSocketFactory((token) => {
    const socket = new FakeSocket();
    socket.tokens.push(token);
    sockets.push(socket);
    return socket as unknown as ChatSocket;
  });
  return sockets;
}
