import { isProductSlug } from '#shared/product/product-related';

/** A piece of a chat message: plain text, or a link to one of the store's product pages. */
export type MessagePart = { text: string } | { text: string; path: string };

const SLUG_CHAR = /[A-Za-z0-9_-]/;

/**
 * The message cut where the store's own product addresses stand (`{origin}/product/{slug}`, as
 * "Ask a tailor" writes them), so they can be drawn as links. Nothing else becomes a link: a
 * chat never points anyone at another site. One pass with indexOf, no pattern over the text.
 */
export function messageParts(text: string, origin: string): MessagePart[] {
  const prefix = `${origin}/product/`;
  const parts: MessagePart[] = [];
  let from = 0;
  for (let at = text.indexOf(prefix); at !== -1; at = text.indexOf(prefix, from)) {
    let end = at + prefix.length;
    while (end < text.length && SLUG_CHAR.test(text.charAt(end))) end += 1;
    const slug = text.slice(at + prefix.length, end);
    if (!isProductSlug(slug)) {
      // Not a product's address: left as text, and the search goes on after it.
      parts.push({ text: text.slice(from, end) });
      from = end;
      continue;
    }
    if (at > from) parts.push({ text: text.slice(from, at) });
    parts.push({ text: text.slice(at, end), path: `/product/${slug}` });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
