import { useEffect } from 'react';

import { useStore } from '../../../lib/create-store';
import { acquireChat, chatStore, type ChatState } from './chat-connection';

/** Keeps the tab's chat socket open while the calling component is mounted (signed in only). */
export function useChatConnection(selfId: string | undefined): void {
  useEffect(() => {
    if (!selfId) return undefined;
    return acquireChat(selfId);
  }, [selfId]);
}

export function useChatState<S>(select: (state: ChatState) => S): S {
  return useStore(chatStore, select);
}

/** The unread messages of every conversation, for the Support menu entry's badge. */
export function useChatUnreadTotal(selfId: string | undefined): number {
  useChatConnection(selfId);
  return useStore(chatStore, (state) =>
    state.users.reduce((total, user) => total + (user.unread ?? 0), 0),
  );
}
