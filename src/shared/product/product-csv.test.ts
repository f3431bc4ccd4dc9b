import { describe, expect, it } from 'vitest';

import {
  formatSizeStockCell,
  neutraliseCsvCell,
  parseSizeStockCell,
  productCsvColumnOf,
  restoreCsvCell,
} from './product-csv';

describe('the "Stock per size" cell', () => {
  it('writes sizes in size order and reads them back', () => {
    const cell = formatSizeStockCell([
      { size: 'L', quantity: 2 },
      { size: 'M', quantity: 5 },
    ]);
    expect(cell).toBe('M: 5; L: 2');
    expect(parseSizeStockCell(cell)).toEqual([
      { size: 'M', quantity: 5 },
      { size: 'L', quantity: 2 },
    ]);
  });

  it('reads an empty cell as one shared stock and forgives spaces and case', () => {
    expect(parseSizeStockCell('')).toEqual([]);
    expect(parseSizeStockCell(' xl :3 ;')).toEqual([{ size: 'XL', quantity: 3 }]);
  });

  it('refuses unknown sizes, repeats, negative or fractional quantities and huge cells', () => {
    for (const bad of [
      'Q: 1',
      'M: 1; M: 2',
      'M: -1',
      'M: 1.5',
      'M 5',
      'M:',
      `M: ${'9'.repeat(200)}`,
    ]) {
      expect(parseSizeStockCell(bad)).toBeNull();
    }
  });
});

describe('formula cells', () => {
  it('are neutralised on export and restored on import, exactly, even with apostrophes', () => {
    for (const value of [
      '=SUM(A1)',
      '+234',
      '-5',
      '@x',
      '\tx',
      '＝1',
      "'=x",
      "''-1",
      "'plain",
      'plain',
      '',
    ]) {
      const cell = neutraliseCsvCell(value);
      expect(FORMULA.has(cell[0] ?? '')).toBe(false);
      expect(restoreCsvCell(cell)).toBe(value);
    }
    expect(neutraliseCsvCell('=1')).toBe("'=1");
    expect(restoreCsvCell("'plain")).toBe("'plain");
  });
});

describe('headers', () => {
  it('match by name ignoring case, spaces and order', () => {
    expect(productCsvColumnOf(' stock PER size ')).toBe('sizeStock');
    expect(productCsvColumnOf('sku')).toBe('sku');
    expect(productCsvColumnOf('Colour')).toBeNull();
  });
});

const FORMULA = new Set(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']);
