import type { Ref } from 'react';
import { Link } from 'react-router';

import { formatChatTime } from './chat-time';
import { ChatAvatar } from './chat-avatar';
import type { ShownMessage } from './message-groups';
import { cn } from '../../../lib/cn';
import { messageParts } from './message-links';

/** The text, with the store's product addresses as links to their pages ("Ask a tailor"). */
function MessageText({ text }: { text: string }) {
  const parts = messageParts(text, window.location.origin);
  return parts.map((part, index) =>
    'path' in part ? (
      <Link key={index} to={part.path} className="underline underline-offset-2 break-all">
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

/**
 * A conversation: own messages on the right with their time, the other's with name and avatar.
 * The list takes focus from a script (`listRef`) when the control above it goes away.
 */
export function ChatMessages({
  shown,
  selfId,
  listRef,
}: {
  shown: ShownMessage[];
  selfId: string;
  listRef?: Ref<HTMLOListElement>;
}) {
  if (shown.length === 0) return <p className="p-4 text-sm text-muted">No messages found.</p>;
  return (
    <ol ref={listRef} tabIndex={-1} aria-label="Messages" className="flex flex-col gap-1 p-4">
      {shown.map(({ message, noHeader }) => {
        const own = message.from === selfId;
        return (
          <li
            key={message.id}
            data-testid="chat-message"
            data-message-id={message.id}
            className={cn('flex flex-col', own ? 'items-end' : 'items-start', !noHeader && 'mt-3')}
          >
            {noHeader || own ? null : (
              <div data-testid="chat-message-header" className="mb-1 flex items-center gap-2">
                <ChatAvatar name={message.user.name} senderId={message.from} />
                <span className="text-sm font-medium text-ink">{message.user.name}</span>
              </div>
            )}
            <p
              className={cn(
                'max-w-[85%] whitespace-pre-wrap break-words px-4 py-2 text-sm',
                own ? 'bg-ink text-white' : 'bg-sand text-ink',
              )}
            >
              <MessageText text={message.value} />
            </p>
            {own ? (
              <time
                dateTime={new Date(message.time).toISOString()}
                className="mt-0.5 text-xs text-muted"
              >
                {formatChatTime(message.time)}
              </time>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
