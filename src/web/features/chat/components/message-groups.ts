import type { ChatMessageDto } from '#shared/chat/chat.schemas';

export interface ShownMessage {
  message: ChatMessageDto;
  /** Hides the name and avatar: the one before it came from the same sender (noHeader rule). */
  noHeader: boolean;
}

/** The conversation with one person, oldest first, each message marked with the noHeader rule. */
export function conversationWith(messages: ChatMessageDto[], other: string): ShownMessage[] {
  const shown = messages
    .filter((m) => m.from === other || m.to === other)
    .sort((a, b) => a.time - b.time);
  return shown.map((message, index) => ({
    message,
    noHeader: index > 0 && shown[index - 1]?.from === message.from,
  }));
}
