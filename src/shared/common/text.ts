const TAG = /<\/?[a-zA-Z!?][^>]*>/g;

/** Removes HTML tags from free text; the rest of the text is kept as typed. */
export function stripHtml(value: string): string {
  return value.replace(TAG, '');
}

/** Escapes the LIKE/ILIKE wildcards so user input matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its canonical text form (the shape of every id the store hands out). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
