/*
 * Formula neutralising for every CSV file the store writes (decision 0046), and its undoing for
 * the files it reads back (decision 0047), in one place so a file round-trips exactly.
 *
 * A text cell that a spreadsheet would run as a formula (OWASP "CSV injection": `=`, `+`, `-`,
 * `@`, a tab or a carriage return, and the full-width `＝ ＋ － ＠`) is written with a leading
 * apostrophe. A cell that already starts with apostrophes before such a character gets one
 * more, so the import can take exactly one off and "'=x" comes back as it was. Loops, no
 * regular expression.
 */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']);
const FORMULA_GUARD = "'";

/** Whether `text`, after any apostrophes, starts with a formula character. */
function startsLikeFormula(text: string): boolean {
  let at = 0;
  while (text[at] === FORMULA_GUARD) at += 1;
  return FORMULA_STARTS.has(text[at] ?? '');
}

/** The cell written for a text value: an apostrophe first when it would be a formula. */
export function neutraliseCsvCell(value: string): string {
  return startsLikeFormula(value) ? `${FORMULA_GUARD}${value}` : value;
}

/** The value of a cell the export wrote (or a person typed): the export's apostrophe taken off. */
export function restoreCsvCell(cell: string): string {
  return cell.startsWith(FORMULA_GUARD) && startsLikeFormula(cell) ? cell.slice(1) : cell;
}
