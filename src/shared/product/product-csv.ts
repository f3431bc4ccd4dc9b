import { PRODUCT_SIZES, type ProductSize } from '../common/constants';
import type { SizeQuantity } from './size-stock';

/*
 * The products file of the dashboard (issue 25): the columns the export writes and the import
 * reads, so a file exported, edited in a spreadsheet and imported again round-trips. The import
 * matches headers by name, ignoring case, surrounding spaces and column order; SKU is the key.
 */

export const PRODUCT_CSV_COLUMNS = {
  sku: 'SKU',
  name: 'Name',
  description: 'Description',
  brand: 'Brand',
  categories: 'Categories',
  price: 'Price',
  taxable: 'Taxable',
  active: 'Active',
  sizes: 'Sizes',
  quantity: 'Quantity',
  sizeStock: 'Stock per size',
} as const;

export type ProductCsvColumn = keyof typeof PRODUCT_CSV_COLUMNS;

/** The header row, in the order the export writes it. */
export const PRODUCT_CSV_HEADER: readonly string[] = Object.values(PRODUCT_CSV_COLUMNS);

/** Several category names in one cell: "Agbada | Wedding". */
export const CSV_LIST_SEPARATOR = ' | ';

/** Yes/No cells as the export writes them; the import also takes true/false and 1/0. */
export const CSV_YES = 'Yes';
export const CSV_NO = 'No';

/** "M: 5; L: 2" for a stock kept per size, in the order of PRODUCT_SIZES; "" for one shared stock. */
export function formatSizeStockCell(entries: readonly SizeQuantity[]): string {
  return [...entries]
    .sort((a, b) => PRODUCT_SIZES.indexOf(a.size) - PRODUCT_SIZES.indexOf(b.size))
    .map((entry) => `${entry.size}: ${entry.quantity}`)
    .join('; ');
}

/** Longer than any "Stock per size" cell of PRODUCT_SIZES: refused before it is read. */
export const SIZE_STOCK_CELL_MAX = 120;

/**
 * The entries of a "Stock per size" cell, or null when it is not of the form "M: 5; L: 2"
 * (known sizes, whole non-negative quantities, each size once). Split on separators only: no
 * regular expression runs over the cell.
 */
export function parseSizeStockCell(cell: string): SizeQuantity[] | null {
  if (cell.length > SIZE_STOCK_CELL_MAX) return null;
  const entries: SizeQuantity[] = [];
  for (const part of cell.split(';')) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    if (colon < 0) return null;
    const size = part.slice(0, colon).trim().toUpperCase() as ProductSize;
    const amount = part.slice(colon + 1).trim();
    if (!PRODUCT_SIZES.includes(size) || amount === '' || amount.length > 6) return null;
    if (![...amount].every((ch) => ch >= '0' && ch <= '9')) return null;
    if (entries.some((entry) => entry.size === size)) return null;
    entries.push({ size, quantity: Number(amount) });
  }
  return entries;
}

export { neutraliseCsvCell, restoreCsvCell } from '../common/csv-cell';

/** The import's caps, refused with a 400 before the rest is read. */
export const PRODUCT_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 2_000;

/** A header as the import compares it: letters and digits only, lower case ("Stock per size" → "stockpersize"). */
export function normaliseCsvHeader(header: string): string {
  let out = '';
  for (const ch of header.toLowerCase())
    if (ch.trim() !== '' && ch !== '_' && ch !== '-') out += ch;
  return out;
}

/** The column a header names (any case, spaces or order), or null. */
export function productCsvColumnOf(header: string): ProductCsvColumn | null {
  const wanted = normaliseCsvHeader(header);
  for (const [column, name] of Object.entries(PRODUCT_CSV_COLUMNS)) {
    if (normaliseCsvHeader(name) === wanted) return column as ProductCsvColumn;
  }
  return null;
}

/** Headers of image columns some files carry: never read (images are added on the product screen). */
const IMAGE_HEADERS = new Set([
  'image',
  'images',
  'imageurl',
  'imageurls',
  'image2',
  'image3',
  'img',
  'imgs',
  'imgss',
  'picture',
  'photo',
]);
export const isImageCsvHeader = (header: string) => IMAGE_HEADERS.has(normaliseCsvHeader(header));

/** A yes/no cell as the product schemas read a flag ("true"/"false"); anything else as it is. */
export function yesNoCellValue(cell: string): string {
  const text = cell.trim().toLowerCase();
  if (text === CSV_YES.toLowerCase() || text === 'true' || text === '1') return 'true';
  if (text === CSV_NO.toLowerCase() || text === 'false' || text === '0') return 'false';
  return cell;
}

/** The "Sizes" cell: the sizes joined by CSV_LIST_SEPARATOR ("S | M | L"); the import also takes commas. */
export function formatSizesCell(sizes: readonly string[]): string {
  return sizes.join(CSV_LIST_SEPARATOR);
}

/** The items of a list cell (categories, sizes): split on "|" (and "," for sizes), trimmed. */
export function splitListCell(cell: string, alsoComma = false): string[] {
  const parts = cell.split('|').flatMap((part) => (alsoComma ? part.split(',') : [part]));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}
