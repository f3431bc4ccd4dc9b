import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { CHAT_LIMITS } from '#shared/chat/chat.schemas';
import { STORAGE_KEYS } from '#shared/common/constants';

import { buttonClasses } from '../../../components/ui/button';
import { SectionTitle } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { storage } from '../../../lib/storage';
import { authKeys } from '../../auth/api/auth.queries';
import { chatSocket, loadOlder, markRead } from '../api/chat-connection';
import { useChatConnection, useChatState } from '../api/use-chat';
import { useTailorDraft } from '../api/use-tailor-draft';
import { ChatComposer } from '../components/chat-composer';
import { ChatMessages } from '../components/chat-messages';
import { ChatUserList } from '../components/chat-user-list';
import { conversationWith } from '../components/message-groups';

/** Where the message `id` is, from the top of the scrolled box's visible part (null: not there). */
function offsetIn(box: HTMLElement, id: string): number | null {
  const item = Array.from(box.querySelectorAll<HTMLElement>('[data-message-id]')).find(
    (element) => element.dataset.messageId === id,
  );
  return item ? item.getBoundingClientRect().top - box.getBoundingClientRect().top : null;
}

/** What the reader saw when they asked for earlier messages, kept until the page is in. */
interface ScrollAnchor {
  /** The oldest message then shown, and its distance from the top of the box. */
  id: string;
  top: number;
  /** The button had the focus: if it goes away, the list takes it. */
  focused: boolean;
}

/** /support: the people to chat with on the left (above on a phone), the conversation beside. */
export function SupportPage() {
  const me = useDashboardUser();
  useChatConnection(me._id);
  const connected = useChatState((state) => state.connected);
  const forbidden = useChatState((state) => state.forbidden);
  const users = useChatState((state) => state.users);
  const messages = useChatState((state) => state.messages);
  const lastIncoming = useChatState((state) => state.lastIncoming);
  const loadingOlder = useChatState((state) => state.loadingOlder);
  const historyComplete = useChatState((state) => state.historyComplete);
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    storage.get(STORAGE_KEYS.selectedSupportChat),
  );
  const tailor = useTailorDraft();
  // "Ask a tailor" with nobody chosen yet: the conversation opens with a tailor (an admin),
  // one online first, so the message box with the product's link is there at once.
  const selected =
    users.find((user) => user.id === selectedId) ??
    (tailor.draft ? (users.find((user) => user.online) ?? users[0] ?? null) : null);

  // A disabled merchant: the profile says so again, and the dashboard shows its screen.
  useEffect(() => {
    if (forbidden) void queryClient.invalidateQueries({ queryKey: authKeys.me });
  }, [forbidden, queryClient]);

  // The open conversation is read: on opening it, and whenever a message arrives in it.
  const selectedUnread = selected?.unread ?? 0;
  useEffect(() => {
    if (connected && selectedUnread > 0 && selectedId) markRead(selectedId);
  }, [connected, selectedId, selectedUnread]);

  const shown = useMemo(
    () => (selected ? conversationWith(messages, selected.id) : []),
    [messages, selected],
  );

  // Older messages may exist when the conversation holds at least a server page of them.
  const mayHaveEarlier =
    selected !== null &&
    shown.length >= CHAT_LIMITS.pageSize &&
    !historyComplete.includes(selected.id);
  const loadingHere = loadingOlder !== null && loadingOlder.with === selected?.id;
  const scrollBox = useRef<HTMLDivElement>(null);
  const earlierButton = useRef<HTMLButtonElement>(null);
  const messageList = useRef<HTMLOListElement>(null);
  const anchor = useRef<ScrollAnchor | null>(null);

  const showEarlier = () => {
    const box = scrollBox.current;
    const oldest = shown[0]?.message.id;
    if (!selected || !box || !oldest || !loadOlder(selected.id)) return;
    anchor.current = {
      id: oldest,
      top: offsetIn(box, oldest) ?? 0,
      focused: document.activeElement === earlierButton.current,
    };
  };

  // The earlier page is in: the messages the reader was looking at stay where they were.
  useLayoutEffect(() => {
    const box = scrollBox.current;
    const kept = anchor.current;
    if (!kept || loadingHere) return;
    anchor.current = null;
    const top = box ? offsetIn(box, kept.id) : null;
    if (!box || top === null) return;
    box.scrollTop += top - kept.top;
    if (kept.focused && !earlierButton.current) messageList.current?.focus({ preventScroll: true });
  }, [shown, loadingHere]);

  const select = (id: string) => {
    setSelectedId(id);
    storage.set(STORAGE_KEYS.selectedSupportChat, id);
  };

  const send = (text: string): boolean => {
    const socket = chatSocket();
    if (!socket || !connected || !selected) return false;
    socket.emit('message', { text, to: selected.id, clientId: crypto.randomUUID() });
    // The conversation opened for the question is kept, and the product's link went with
    // this message: a reload does not write it again.
    if (selected.id !== selectedId) select(selected.id);
    if (tailor.draft) tailor.drop();
    return true;
  };

  return (
    <div>
      <SectionTitle>Support</SectionTitle>
      <p aria-live="polite" className="sr-only">
        {lastIncoming ? `New message from ${lastIncoming.user.name}: ${lastIncoming.value}` : ''}
      </p>
      {connected ? null : (
        <p role="status" className="mb-4 text-sm text-muted">
          Not connected.
        </p>
      )}
      <div className="grid border border-line md:grid-cols-[15rem_1fr]">
        <nav
          aria-label="Support chats"
          className="max-h-64 overflow-y-auto border-b border-line md:max-h-none md:border-b-0 md:border-r"
        >
          <ChatUserList users={users} selectedId={selected?.id ?? null} onSelect={select} />
        </nav>
        <section aria-label="Conversation" className="flex min-h-96 min-w-0 flex-col">
          {selected ? (
            <>
              <h2 className="border-b border-line px-4 py-3 text-base font-semibold">
                {selected.name}
              </h2>
              <p role="status" className="sr-only">
                {loadingHere ? 'Loading earlier messages' : ''}
              </p>
              <div
                ref={scrollBox}
                className="max-h-[32rem] flex-1 overflow-y-auto [overflow-anchor:none]"
              >
                {mayHaveEarlier ? (
                  <div className="flex justify-center px-4 pt-4">
                    <button
                      ref={earlierButton}
                      type="button"
                      // aria-disabled, not disabled: the focus stays on it while the page loads.
                      aria-disabled={!connected || loadingOlder !== null ? true : undefined}
                      aria-busy={loadingHere || undefined}
                      onClick={showEarlier}
                      className={buttonClasses(
                        'secondary',
                        'sm',
                        'aria-disabled:cursor-not-allowed aria-disabled:border-stone-300 aria-disabled:text-stone-400',
                      )}
                    >
                      {loadingHere ? <Spinner className="size-4" /> : null}
                      Show earlier messages
                    </button>
                  </div>
                ) : null}
                <ChatMessages shown={shown} selfId={me._id} listRef={messageList} />
              </div>
              <ChatComposer disabled={!connected} onSend={send} draft={tailor.draft} />
            </>
          ) : (
            <p className="m-auto p-4 text-sm text-muted">Select chat to start messaging</p>
          )}
        </section>
      </div>
    </div>
  );
}
