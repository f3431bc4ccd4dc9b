import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { STORAGE_KEYS } from '#shared/common/constants';

import { SectionTitle } from '../../../components/ui/page';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { storage } from '../../../lib/storage';
import { authKeys } from '../../auth/api/auth.queries';
import { chatSocket, markRead } from '../api/chat-connection';
import { useChatConnection, useChatState } from '../api/use-chat';
import { ChatComposer } from '../components/chat-composer';
import { ChatMessages } from '../components/chat-messages';
import { ChatUserList } from '../components/chat-user-list';
import { conversationWith } from '../components/message-groups';

/** /support: the people to chat with on the left (above on a phone), the conversation beside. */
export function SupportPage() {
  const me = useDashboardUser();
  useChatConnection(me._id);
  const connected = useChatState((state) => state.connected);
  const forbidden = useChatState((state) => state.forbidden);
  const users = useChatState((state) => state.users);
  const messages = useChatState((state) => state.messages);
  const lastIncoming = useChatState((state) => state.lastIncoming);
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    storage.get(STORAGE_KEYS.selectedSupportChat),
  );
  const selected = users.find((user) => user.id === selectedId) ?? null;

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

  const select = (id: string) => {
    setSelectedId(id);
    storage.set(STORAGE_KEYS.selectedSupportChat, id);
  };

  const send = (text: string): boolean => {
    const socket = chatSocket();
    if (!socket || !connected || !selected) return false;
    socket.emit('message', { text, to: selected.id, clientId: crypto.randomUUID() });
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
              <div className="max-h-[32rem] flex-1 overflow-y-auto">
                <ChatMessages shown={shown} selfId={me._id} />
              </div>
              <ChatComposer disabled={!connected} onSend={send} />
            </>
          ) : (
            <p className="m-auto p-4 text-sm text-muted">Select chat to start messaging</p>
          )}
        </section>
      </div>
    </div>
  );
}
