/**
 * Where a long email address or SKU may wrap: after `@`, `-`, `_` and `/`, and before a `.`
 * (`tunde.bakare@` `example.test` reads better split before the dot than after it). The text's
 * pieces, in order; joined they give the text back.
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charAt(at);
    if (char === '.' && at > start) {
      pieces.push(text.slice(start, at));
      start = at;
    } else if (
      (char === '@' || char === '-' || char === '_' || char === '/') &&
      at + 1 < text.length
    ) {
      pieces.push(text.slice(start, at + 1));
      start = at + 1;
    }
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}
