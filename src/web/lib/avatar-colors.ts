/**
 * The 50 avatar colours of dashboard spec section 9 (reviews and the support chat). Each one
 * keeps white text above the AA contrast ratio (4.5:1); see avatar-colors.test.ts.
 */
export const AVATAR_COLORS = [
  '#a63030',
  '#1d813a',
  '#781fb7',
  '#7e7325',
  '#207b8d',
  '#b71f71',
  '#3b7e25',
  '#2d28af',
  '#b7521f',
  '#257e5d',
  '#a428af',
  '#657a15',
  '#306ba6',
  '#af2844',
  '#16831f',
  '#5d30a6',
  '#916c21',
  '#157e7a',
  '#a63088',
  '#487d1c',
  '#1f38b7',
  '#a63f30',
  '#1d8147',
  '#8b1fb7',
  '#727321',
  '#247a9e',
  '#b71f5e',
  '#318226',
  '#3f28af',
  '#aa5e1d',
  '#257e68',
  '#af28a8',
  '#587a15',
  '#305ca6',
  '#af2832',
  '#16832d',
  '#6c30a6',
  '#85701e',
  '#177d87',
  '#a63079',
  '#3e811d',
  '#1f25b7',
  '#a64e30',
  '#1d8154',
  '#9f1fb7',
  '#6c7722',
  '#2876af',
  '#b71f4a',
  '#268226',
  '#5028af',
] as const;

/**
 * A colour picked at random from the palette, but the same one for the same key (a review's
 * id, a chat sender's id) on every render and every visit, so avatars do not flicker between reloads.
 */
export function avatarColor(key: string): string {
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
