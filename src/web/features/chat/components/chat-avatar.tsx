import { avatarColor } from '../../../lib/avatar-colors';

/** The first letter of the sender's name on the palette colour kept for that sender. */
export function ChatAvatar({ name, senderId }: { name: string; senderId: string }) {
  const letter = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      data-testid="chat-avatar"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white"
      style={{ backgroundColor: avatarColor(senderId) }}
    >
      {letter}
    </span>
  );
}
