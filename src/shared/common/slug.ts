/** Longest slug we generate; longer names are cut at a word boundary. */
export const SLUG_MAX = 80;

const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A URL slug from a name: lower-case ASCII letters and digits separated by single dashes.
 * Accents are dropped ("Àṣọ Òkè" → "aso-oke"); everything else separates words.
 */
export function slugify(value: string, maxLength = SLUG_MAX): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, maxLength)).replace(/-+$/, '');
}

/** A short random suffix (4 characters, no look-alikes) for a slug that is already taken. */
export function slugSuffix(random: () => number = Math.random, length = 4): string {
  let suffix = '';
  for (let i = 0; i < length; i += 1) {
    suffix += SUFFIX_ALPHABET[Math.floor(random() * SUFFIX_ALPHABET.length)] ?? 'x';
  }
  return suffix;
}

/**
 * The slug of a name that `isTaken` does not know yet: the plain slug when it is free, else the
 * slug with a short random suffix. The unique index stays the final guard against races.
 */
export async function uniqueSlug(
  name: string,
  isTaken: (slug: string) => boolean | Promise<boolean>,
  options: { random?: () => number; fallback?: string; attempts?: number } = {},
): Promise<string> {
  const base = slugify(name, SLUG_MAX - 5) || options.fallback || 'item';
  if (!(await isTaken(base))) return base;
  const attempts = options.attempts ?? 8;
  for (let i = 0; i < attempts; i += 1) {
    const candidate = `${base}-${slugSuffix(options.random)}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`No free slug found for "${name}".`);
}
