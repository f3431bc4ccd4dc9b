/** True for the character that may open a tag after `<` or `</`: a letter, `!` or `?`. */
function opensTag(code: number): boolean {
  return (
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    code === 33 || // !
    code === 63 // ?
  );
}

/**
 * Removes HTML tags from free text; the rest of the text is kept as typed. A tag is `<`, an
 * optional `/`, a letter, `!` or `?`, and everything up to the next `>`.
 *
 * A single left-to-right scan (each character is looked at a bounded number of times), where a
 * regex such as /<\/?[a-zA-Z!?][^>]*>/g is quadratic: on "<a<a<a..." without a `>`, it scans to
 * the end of the text from every `<`. When no `>` follows a tag opening, no later `<` can close
 * a tag either, so the rest is kept as it is.
 */
export function stripHtml(value: string): string {
  let kept = '';
  let from = 0;
  let open = value.indexOf('<');
  while (open !== -1) {
    let name = open + 1;
    if (value.charCodeAt(name) === 47 /* / */) name += 1;
    if (!opensTag(value.charCodeAt(name))) {
      open = value.indexOf('<', open + 1);
      continue;
    }
    const close = value.indexOf('>', name + 1);
    if (close === -1) break;
    kept += value.slice(from, open);
    from = close + 1;
    open = value.indexOf('<', from);
  }
  return from === 0 ? value : kept + value.slice(from);
}

/** Text for HTML: the five characters that could end text or an attribute, escaped. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON that is safe inside an HTML <script> element (JSON-LD, a page's data block): no "</script>",
 * "<!--" or CDATA opener, no "&" for an entity, and the two line separators JavaScript parsers
 * once read as line ends. JSON.parse reads it back unchanged.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
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
