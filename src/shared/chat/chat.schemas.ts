import { z } from 'zod';

import { isUuid, stripHtml } from '../common/text';
import { CHAT_MESSAGES } from './chat.messages';

export const CHAT_LIMITS = {
  /** The longest message, as sent: longer is refused before it is processed at all. */
  textMax: 2000,
  /** Messages of one conversation a getMessages answer holds at most (newest last). */
  pageSize: 50,
  /** Per sender: at most this many messages in this many milliseconds. */
  rateMax: 20,
  rateWindowMs: 10_000,
  /** A client's own id for a message (a retry with it is not stored twice). */
  clientIdMax: 64,
  /** Open sockets per account, on every server together: one more closes the oldest. */
  socketsPerAccount: 10,
  /** A message unread this long, its recipient offline, is told of by mail... */
  unreadMailAfterMs: 10 * 60 * 1000,
  /** ...at most once in this long per person. */
  unreadMailEveryMs: 6 * 60 * 60 * 1000,
} as const;

/**
 * True when `text` holds a C0 control character (U+0000-U+001F) or DEL (U+007F); tab, line
 * feed and carriage return are allowed when `allowLineBreaks` (what a person types in a
 * message). One pass over the characters, no regular expression.
 */
export function hasControlCharacter(text: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/** The ids the store hands out (UUIDs), checked without trusting the rest of the payload. */
const userId = z
  .string({ error: CHAT_MESSAGES.recipientUnknown })
  .max(64, { message: CHAT_MESSAGES.recipientUnknown, abort: true })
  .refine(isUuid, CHAT_MESSAGES.recipientUnknown);

/** Client -> server `message`: the text is capped first, then stripped of HTML and trimmed. */
export const ChatMessageInputSchema = z.object(
  {
    text: z
      .string({ error: CHAT_MESSAGES.typeMessage })
      .max(CHAT_LIMITS.textMax, {
        message: CHAT_MESSAGES.tooLong(CHAT_LIMITS.textMax),
        abort: true,
      })
      .refine((text) => !hasControlCharacter(text, true), {
        message: CHAT_MESSAGES.controlCharacters,
        abort: true,
      })
      .overwrite(stripHtml)
      .trim()
      .min(1, CHAT_MESSAGES.typeMessage),
    to: userId,
    clientId: z
      .string({ error: CHAT_MESSAGES.badRequest })
      .min(1, CHAT_MESSAGES.badRequest)
      .max(CHAT_LIMITS.clientIdMax, { message: CHAT_MESSAGES.badRequest, abort: true })
      .refine((id) => !hasControlCharacter(id, false), CHAT_MESSAGES.clientIdControlCharacters)
      .optional(),
  },
  { error: CHAT_MESSAGES.badRequest },
);
export type ChatMessageInput = z.infer<typeof ChatMessageInputSchema>;

/**
 * Client -> server `getMessages`: no payload for the last page of every conversation, or
 * `{ with, before }` for the page of one conversation before a message id (older history).
 */
export const ChatHistoryQuerySchema = z
  .object(
    {
      with: userId.optional(),
      before: z
        .string({ error: CHAT_MESSAGES.badRequest })
        .max(64, { message: CHAT_MESSAGES.badRequest, abort: true })
        .refine(isUuid, CHAT_MESSAGES.badRequest)
        .optional(),
    },
    { error: CHAT_MESSAGES.badRequest },
  )
  .refine((query) => !query.before || query.with, { message: CHAT_MESSAGES.badRequest });
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuerySchema>;

/** Client -> server `readMessages`: the conversation the reader opened. */
export const ChatReadSchema = z.object({ with: userId }, { error: CHAT_MESSAGES.badRequest });

/** A person in the chat list (never an email, role or socket id). */
export interface ChatUserDto {
  id: string;
  name: string;
  online: boolean;
  /** Messages from this person the caller has not read (getUsers only). */
  unread?: number;
}

/** A message as the original's client reads it; `time` is epoch milliseconds. */
export interface ChatMessageDto {
  id: string;
  from: string;
  to: string;
  time: number;
  value: string;
  user: { name: string };
  /** The sender's own id for it, when the sender gave one. */
  clientId?: string;
}

/** The answer to `message` when the client asks for an acknowledgement. */
export type ChatAck = { ok: true; message: ChatMessageDto } | { ok: false; error: string };

/** Server -> client `chatError`. */
export interface ChatErrorDto {
  message: string;
  /**
   * Only when the server is closing the socket because the session ended: `UNAUTHENTICATED`
   * (sign in again: password changed or reset, signed out everywhere, merchant disabled or
   * deleted) or `FORBIDDEN` (the disabled-merchant screen). The client does not reconnect with
   * the token it had. `REPLACED`: the account opened more sockets than allowed and this, the
   * oldest, was closed; the client does not reconnect by itself (it would close another).
   */
  code?: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'REPLACED';
}

/** What the server emits (socket.io's typed events). */
export interface ChatServerEvents {
  connectUser: (user: ChatUserDto) => void;
  disconnectUser: (user: ChatUserDto) => void;
  getUsers: (users: ChatUserDto[]) => void;
  getMessages: (messages: ChatMessageDto[]) => void;
  message: (message: ChatMessageDto) => void;
  /** The reader opened this conversation (any of their tabs): its unread count is now 0. */
  readMessages: (read: { with: string }) => void;
  chatError: (error: ChatErrorDto) => void;
}

/** What a client may emit; payloads are checked on the server, whatever their type says. */
export interface ChatClientEvents {
  connectUser: () => void;
  getUsers: () => void;
  getMessages: (query?: { with?: string; before?: string }) => void;
  message: (
    input: { text: string; to: string; clientId?: string },
    ack?: (answer: ChatAck) => void,
  ) => void;
  readMessages: (query: { with: string }) => void;
}
