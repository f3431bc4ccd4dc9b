import type { ChatUserDto } from '#shared/chat/chat.schemas';

import { cn } from '../../../lib/cn';

/** The people to chat with: a dot (and its words for screen readers) and the unread count. */
export function ChatUserList({
  users,
  selectedId,
  onSelect,
}: {
  users: ChatUserDto[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  if (users.length === 0) return <p className="p-4 text-sm text-muted">No users connected.</p>;
  return (
    <ul aria-label="Chats" className="flex flex-col">
      {users.map((user) => {
        const unread = user.unread ?? 0;
        const selected = user.id === selectedId;
        return (
          <li key={user.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(user.id)}
              className={cn(
                'flex w-full items-center gap-3 border-l-2 px-4 py-3 text-left text-sm transition-colors',
                selected
                  ? 'border-ink bg-sand font-medium text-ink'
                  : 'border-transparent text-ink-soft hover:bg-sand/60 hover:text-ink',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'size-2.5 shrink-0 rounded-full',
                  user.online ? 'bg-success' : 'bg-stone-400',
                )}
              />
              <span className="min-w-0 flex-1 truncate">{user.name}</span>
              <span className="sr-only">{user.online ? ', online' : ', offline'}</span>
              {unread > 0 ? (
                <>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white"
                  >
                    {unread}
                  </span>
                  <span className="sr-only">, {unread} unread</span>
                </>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
