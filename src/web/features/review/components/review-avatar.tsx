import { avatarColor } from '../../../lib/avatar-colors';

/** The first letter of the reviewer's first name on a colour of the palette. */
export function ReviewAvatar({ name, colorKey }: { name: string; colorKey: string }) {
  const letter = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      data-testid="review-avatar"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-semibold text-white"
      style={{ backgroundColor: avatarColor(colorKey) }}
    >
      {letter}
    </span>
  );
}
