import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';

import { LIMITS, PRODUCT_SIZES, type ProductSize } from '#shared/common/constants';
import { rawMax, REF_MAX } from '#shared/common/fields';
import { MSG } from '#shared/common/messages';
import { dollarsToCents } from '#shared/common/money';
import { uniqueSlug } from '#shared/common/slug';
import { ProductAddFieldsSchema } from '#shared/product/product-admin.schemas';
import {
  isImageCsvHeader,
  parseSizeStockCell,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  productCsvColumnOf,
  restoreCsvCell,
  SIZE_STOCK_CELL_MAX,
  splitListCell,
  yesNoCellValue,
  type ProductCsvColumn,
} from '#shared/product/product-csv';
import type {
  ProductImportResponse,
  ProductImportRow,
} from '#shared/product/product-import.schemas';
import { PRODUCT_NAME_MAX, SKU_MAX } from '#shared/product/product.constants';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';
import { offeredSizes, type SizeQuantity } from '#shared/product/size-stock';

import type { DbOrTx, Tx } from '../../../db/client';
import { isAdmin, requireRole, type Actor } from '../../../kernel/actor';
import { AppError, type FieldIssue } from '../../../kernel/app-error';
import * as repo from '../product-admin.repository';
import type { ProductChanges, ProductScope } from '../product-admin.repository';
import { plannedStock, type StockLevels } from '../product-stock.service';
import type { ProductRow } from '../product.table';
import {
  auditedProduct,
  dbError,
  translateWriteError,
  type ProductAdminContext,
} from './product-admin-context';

/*
 * POST /api/product/import (issue 25 §3, decision 0047): a products file read with csv-parse,
 * each row checked with the product screens' own field schemas and messages, SKU the key. A dry
 * run answers what each row would do; an apply re-reads and re-checks the whole file inside one
 * transaction (the matching products' rows locked) and writes all of it or nothing.
 */

const FIELDS = ProductAddFieldsSchema.shape;

/** The longest cell each column takes, checked before the cell is read, and the message. */
const CELL_CAPS: Record<ProductCsvColumn, { cap: number; message: string }> = {
  sku: { cap: rawMax(SKU_MAX), message: M.skuMax },
  name: { cap: rawMax(PRODUCT_NAME_MAX), message: M.nameMax },
  description: { cap: rawMax(LIMITS.descriptionMax), message: M.descriptionMax },
  brand: { cap: REF_MAX, message: MSG.tooLong('Brand', REF_MAX) },
  categories: { cap: 2_000, message: MSG.tooLong('Categories', 2_000) },
  price: { cap: 100, message: M.priceNumeric },
  taxable: { cap: 20, message: M.taxableRequired },
  active: { cap: 20, message: M.activeInvalid },
  sizes: { cap: 100, message: M.sizesInvalid },
  quantity: { cap: 100, message: M.quantityNumeric },
  sizeStock: { cap: SIZE_STOCK_CELL_MAX, message: M.sizeStockInvalid },
};

/** Longer than any row of capped cells: csv-parse stops there rather than buffer on. */
const RECORD_MAX = 64 * 1024;
/** At most this many row errors are repeated in a refused apply's issues. */
const ISSUES_MAX = 200;

interface CsvTable {
  columns: Map<ProductCsvColumn, number>;
  width: number;
  notices: string[];
  records: Array<{ line: number; cells: string[] }>;
}

const newlinesIn = (cells: readonly string[]) =>
  cells.reduce((count, cell) => {
    let n = 0;
    for (const ch of cell) if (ch === '\n' || ch === '\r') n += 1;
    return count + n;
  }, 0);

/** Reads the file: its caps, its header row and its rows; a file it cannot take is a 400. */
export function readProductCsv(file: Buffer): CsvTable {
  if (file.length > PRODUCT_CSV_MAX_BYTES) {
    throw AppError.validation(M.importFileTooLarge(PRODUCT_CSV_MAX_BYTES / 1024 / 1024), 'file');
  }
  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    parsed = parse(file, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: RECORD_MAX,
      // The header, the most rows taken and one more: past it, the rest is never parsed.
      to: PRODUCT_CSV_MAX_ROWS + 2,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw new AppError('VALIDATION_FAILED', M.importUnreadable(line), {
        issues: [{ path: 'file', message: M.importUnreadable(line) }],
        reason: error.code,
      });
    }
    throw error;
  }
  if (parsed.length > PRODUCT_CSV_MAX_ROWS + 1) {
    throw AppError.validation(M.importTooManyRows(PRODUCT_CSV_MAX_ROWS), 'file');
  }
  const [header, ...rows] = parsed;
  if (!header || header.record.every((cell) => cell.trim() === '')) {
    throw AppError.validation(M.importEmpty, 'file');
  }
  const columns = new Map<ProductCsvColumn, number>();
  const notices: string[] = [];
  header.record.forEach((name, index) => {
    const column = productCsvColumnOf(name);
    if (column) {
      if (columns.has(column)) {
        throw AppError.validation(M.importColumnTwice(PRODUCT_CSV_COLUMNS[column]), 'file');
      }
      columns.set(column, index);
    } else if (isImageCsvHeader(name)) {
      if (!notices.includes(M.importImagesIgnored)) notices.push(M.importImagesIgnored);
    } else if (name.trim() !== '') {
      notices.push(M.importColumnIgnored(name.trim().slice(0, 60)));
    }
  });
  if (!columns.has('sku')) throw AppError.validation(M.importNoSku, 'file');
  if (rows.length === 0) throw AppError.validation(M.importNoRows, 'file');
  return {
    columns,
    width: header.record.length,
    notices,
    records: rows.map(({ record, info }) => ({
      line: Math.max(2, info.lines - newlinesIn(record)),
      cells: record,
    })),
  };
}

/** What the file's names and SKUs stand for, read once for the whole file. */
interface Lookups {
  scope: ProductScope;
  ownBrand: { id: string; name: string } | null;
  brandsByName: Map<string, Array<{ id: string; name: string }>>;
  brandNameOf: Map<string, string>;
  categoriesByName: Map<string, string[]>;
  categoryNameOf: Map<string, string>;
  existing: Map<string, ProductRow>;
  sizeStockOf: Map<string, SizeQuantity[]>;
  categoriesOf: Map<string, string[]>;
}

const key = (text: string) => text.trim().toLowerCase();

function group<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(keyOf(item), [...(map.get(keyOf(item)) ?? []), item]);
  return map;
}

async function lookUp(
  ctx: ProductAdminContext,
  db: DbOrTx,
  scope: ProductScope,
  skus: string[],
  lock: boolean,
): Promise<Lookups> {
  const [brands, categories, existingRows] = await Promise.all([
    repo.brandNames(db),
    repo.categoryNames(db),
    repo.productsBySku(db, skus, lock),
  ]);
  const ids = existingRows.map((row) => row.id);
  const [sizeStockOf, categoriesOf] = await Promise.all([
    ctx.stock.sizeStock(db, ids),
    ids.length > 0 ? repo.categoriesOf(db, ids) : Promise.resolve(new Map<string, string[]>()),
  ]);
  const own = scope.brandId ? brands.find((brand) => brand.id === scope.brandId) : undefined;
  return {
    scope,
    ownBrand: own ?? null,
    brandsByName: group(brands, (brand) => key(brand.name)),
    brandNameOf: new Map(brands.map((brand) => [brand.id, brand.name])),
    categoriesByName: new Map(
      [...group(categories, (category) => key(category.name))].map(([name, found]) => [
        name,
        found.map((category) => category.id),
      ]),
    ),
    categoryNameOf: new Map(categories.map((category) => [category.id, category.name])),
    existing: new Map(existingRows.map((row) => [key(row.sku), row])),
    sizeStockOf,
    categoriesOf,
  };
}

interface CreateWrite {
  kind: 'create';
  sku: string;
  name: string;
  description: string;
  priceCents: number;
  taxable: boolean;
  brandId: string;
  categoryIds: string[];
  levels: StockLevels;
}

interface UpdateWrite {
  kind: 'update';
  product: ProductRow;
  changes: ProductChanges;
  /** The stock as it is to be, when it (or the sizes) change. */
  levels: StockLevels | null;
  categoryIds: string[] | null;
}

interface RowPlan {
  row: ProductImportRow;
  write: CreateWrite | UpdateWrite | null;
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
const sameStock = (a: readonly SizeQuantity[], b: readonly SizeQuantity[]) =>
  a.length === b.length &&
  a.every((entry, index) => entry.size === b[index]?.size && entry.quantity === b[index]?.quantity);

/** Checks one row with the product schemas and says what it would do. */
function planRow(
  table: CsvTable,
  record: { line: number; cells: string[] },
  lookups: Lookups,
  seen: Map<string, number>,
): RowPlan {
  const errors: Array<{ column: string; message: string }> = [];
  const failed = new Set<ProductCsvColumn>();
  const fail = (column: ProductCsvColumn | null, message: string) => {
    if (column) {
      if (failed.has(column)) return;
      failed.add(column);
    }
    errors.push({ column: column ? PRODUCT_CSV_COLUMNS[column] : '', message });
  };
  if (record.cells.length > table.width) fail(null, M.importExtraCells);

  /** The cell of a column in the file (the export's apostrophe taken off), or undefined. */
  const cell = (column: ProductCsvColumn): string | undefined => {
    const index = table.columns.get(column);
    if (index === undefined) return undefined;
    const raw = record.cells[index] ?? '';
    const { cap, message } = CELL_CAPS[column];
    if (raw.length > cap) {
      fail(column, message);
      return undefined;
    }
    return restoreCsvCell(raw);
  };
  const cells = Object.fromEntries(
    (Object.keys(PRODUCT_CSV_COLUMNS) as ProductCsvColumn[]).map((column) => [
      column,
      cell(column),
    ]),
  ) as Record<ProductCsvColumn, string | undefined>;
  const given = (column: ProductCsvColumn) => (cells[column] ?? '').trim() !== '';

  /** A field read by the product screens' own schema; its first message on the column. */
  function field<T>(column: ProductCsvColumn, schema: z.ZodType, value: unknown): T | undefined {
    if (failed.has(column)) return undefined;
    const result = schema.safeParse(value);
    if (result.success) return result.data as T;
    fail(column, result.error.issues[0]?.message ?? M.productRequired);
    return undefined;
  }

  const skuText = (cells.sku ?? '').trim();
  const sku = field<string>('sku', FIELDS.sku, cells.sku ?? '');
  const rowOf = (action: ProductImportRow['action'], changes?: ProductCsvColumn[]) => ({
    line: record.line,
    sku: sku ?? skuText.slice(0, SKU_MAX),
    action,
    ...(changes && { changes }),
    ...(errors.length > 0 && { errors }),
  });
  if (sku !== undefined) {
    const earlier = seen.get(key(sku));
    if (earlier !== undefined) fail('sku', M.importSkuTwice(earlier));
    else seen.set(key(sku), record.line);
  }
  const found = sku === undefined ? undefined : lookups.existing.get(key(sku));
  // Another brand's product is no merchant's to change: the product screens' message.
  const existing =
    found && lookups.scope.brandId && found.brandId !== lookups.scope.brandId ? undefined : found;
  if (found && !existing) fail('sku', M.skuTaken);
  const isNew = !found;

  // Brand: a merchant's own (or left empty); an admin's by name.
  let brandId: string | undefined = existing?.brandId ?? undefined;
  const brandCell = (cells.brand ?? '').trim();
  if (lookups.ownBrand) {
    if (brandCell !== '' && key(brandCell) !== key(lookups.ownBrand.name)) {
      fail('brand', M.importBrandNotYours);
    }
    brandId = lookups.ownBrand.id;
  } else if (brandCell !== '') {
    const current = existing?.brandId ? lookups.brandNameOf.get(existing.brandId) : undefined;
    if (!(current !== undefined && key(current) === key(brandCell))) {
      const matches = lookups.brandsByName.get(key(brandCell)) ?? [];
      if (matches.length === 0) fail('brand', M.importBrandUnknown);
      else if (matches.length > 1) fail('brand', M.importBrandAmbiguous);
      else brandId = matches[0]?.id;
    }
  } else if (isNew && !failed.has('brand')) fail('brand', M.brandRequired);

  // Categories by name: the product's own first (two categories may share a name).
  let categoryIds: string[] | null = null;
  if (given('categories')) {
    const current = existing ? (lookups.categoriesOf.get(existing.id) ?? []) : [];
    const ids: string[] = [];
    for (const name of splitListCell(cells.categories ?? '')) {
      const own = current.find((id) => key(lookups.categoryNameOf.get(id) ?? '') === key(name));
      const matches = own ? [own] : (lookups.categoriesByName.get(key(name)) ?? []);
      const shown = name.slice(0, 60);
      if (matches.length === 0) fail('categories', M.importCategoryUnknown(shown));
      else if (matches.length > 1) fail('categories', M.importCategoryAmbiguous(shown));
      else if (matches[0] && !ids.includes(matches[0])) ids.push(matches[0]);
    }
    categoryIds = [...ids].sort();
  }

  // The text and number fields: read when given, required of a new product.
  const read = <T>(column: ProductCsvColumn, schema: z.ZodType, value?: unknown) =>
    isNew || given(column) ? field<T>(column, schema, value ?? cells[column] ?? '') : undefined;
  const name = read<string>('name', FIELDS.name);
  const description = read<string>('description', FIELDS.description);
  const price = read<number>('price', FIELDS.price);
  const taxable = read<boolean>('taxable', FIELDS.taxable, yesNoCellValue(cells.taxable ?? ''));
  const active = given('active')
    ? field<boolean>('active', FIELDS.isActive, yesNoCellValue(cells.active ?? ''))
    : undefined;
  const sizes = given('sizes')
    ? field<ProductSize[]>('sizes', FIELDS.sizes, splitListCell(cells.sizes ?? '', true))
    : undefined;
  let sizeStock: SizeQuantity[] | undefined;
  if (given('sizeStock')) {
    const entries = parseSizeStockCell(cells.sizeStock ?? '');
    if (entries === null) fail('sizeStock', M.sizeStockInvalid);
    else sizeStock = field<SizeQuantity[]>('sizeStock', FIELDS.sizeStock, entries);
  }
  let quantity = given('quantity')
    ? field<number>('quantity', FIELDS.quantity, cells.quantity)
    : undefined;
  if (sizeStock && sizeStock.length > 0) {
    const sum = sizeStock.reduce((total, entry) => total + entry.quantity, 0);
    if (quantity !== undefined && quantity !== sum) fail('quantity', M.importQuantityNotSum(sum));
    quantity = sum;
  } else if (quantity === undefined && isNew && !failed.has('quantity')) {
    field<number>('quantity', FIELDS.quantity, '');
  }

  // The stock as the stock service will set it (the same rule, before anything is written).
  const wantedSizes = sizes ?? (existing ? existing.sizes : [...PRODUCT_SIZES]);
  const oldRows = existing ? (lookups.sizeStockOf.get(existing.id) ?? []) : [];
  const levels: StockLevels = {
    sizes: wantedSizes,
    quantity: quantity ?? existing?.inventory ?? 0,
    ...(sizeStock !== undefined && { sizeStock }),
  };
  const planned = errors.length === 0 ? plannedStock(oldRows, levels) : null;
  if (planned && 'refused' in planned) fail(planned.refused, planned.message);

  if (errors.length > 0 || !planned || 'refused' in planned || sku === undefined || !brandId) {
    return { row: rowOf('error'), write: null };
  }

  if (!existing) {
    return {
      row: rowOf('create'),
      write: {
        kind: 'create',
        sku,
        name: name ?? '',
        description: description ?? '',
        priceCents: dollarsToCents(price ?? 0),
        taxable: taxable ?? false,
        brandId,
        categoryIds: categoryIds ?? [],
        levels,
      },
    };
  }

  const changed: ProductCsvColumn[] = [];
  const changes: ProductChanges = {};
  if (name !== undefined && name !== existing.name) {
    changed.push('name');
    changes.name = name;
  }
  if (description !== undefined && description !== existing.description) {
    changed.push('description');
    changes.description = description;
  }
  if (brandId !== existing.brandId) {
    changed.push('brand');
    changes.brandId = brandId;
  }
  const currentCategories = [...(lookups.categoriesOf.get(existing.id) ?? [])].sort();
  if (categoryIds && !sameList(categoryIds, currentCategories)) changed.push('categories');
  if (price !== undefined && dollarsToCents(price) !== existing.priceCents) {
    changed.push('price');
    changes.priceCents = dollarsToCents(price);
  }
  if (taxable !== undefined && taxable !== existing.taxable) {
    changed.push('taxable');
    changes.taxable = taxable;
  }
  // The import never switches on a product without a picture (decision 0047).
  const wantsActive = active === true && existing.imageKey === null ? existing.isActive : active;
  if (wantsActive !== undefined && wantsActive !== existing.isActive) {
    changed.push('active');
    changes.isActive = wantsActive;
  }
  const sizesChange = !sameList(offeredSizes(wantedSizes), offeredSizes(existing.sizes));
  if (sizesChange) {
    changed.push('sizes');
    changes.sizes = [...wantedSizes];
  }
  const stockRowsChange = !sameStock(planned.rows, oldRows);
  if (planned.total !== existing.inventory) changed.push('quantity');
  if (stockRowsChange) changed.push('sizeStock');

  if (changed.length === 0) return { row: rowOf('unchanged'), write: null };
  return {
    row: rowOf('update', changed),
    write: {
      kind: 'update',
      product: existing,
      changes,
      levels:
        sizesChange || stockRowsChange || planned.total !== existing.inventory ? levels : null,
      categoryIds: changed.includes('categories') ? categoryIds : null,
    },
  };
}

/** Every row's plan, on `db` (an apply's transaction, the matching products locked). */
async function planFile(
  ctx: ProductAdminContext,
  db: DbOrTx,
  scope: ProductScope,
  table: CsvTable,
  lock: boolean,
): Promise<RowPlan[]> {
  const skuIndex = table.columns.get('sku') ?? 0;
  const skus = table.records
    .map((record) => restoreCsvCell(record.cells[skuIndex] ?? '').trim())
    .filter((sku) => sku !== '' && sku.length <= SKU_MAX);
  const lookups = await lookUp(ctx, db, scope, skus, lock);
  const seen = new Map<string, number>();
  return table.records.map((record) => planRow(table, record, lookups, seen));
}

function answer(dryRun: boolean, notices: string[], plans: RowPlan[]): ProductImportResponse {
  const rows = plans.map((plan) => plan.row);
  const count = (action: ProductImportRow['action']) =>
    rows.filter((row) => row.action === action).length;
  const summary = {
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    failed: count('error'),
  };
  return {
    dryRun,
    notices: summary.created > 0 ? [...notices, M.importCreatedInactive] : notices,
    summary,
    rows,
  };
}

/** Writes one planned row through the product screens' writers, with its audit entries. */
async function writeRow(
  ctx: ProductAdminContext,
  tx: Tx,
  actor: Actor,
  scope: ProductScope,
  write: CreateWrite | UpdateWrite,
  slugsTaken: Set<string>,
): Promise<void> {
  if (write.kind === 'create') {
    const slug = await uniqueSlug(
      write.name,
      async (candidate) => slugsTaken.has(candidate) || (await repo.isSlugTaken(tx, candidate)),
      { fallback: 'product' },
    );
    slugsTaken.add(slug);
    const row = await repo.insertProduct(tx, {
      sku: write.sku,
      name: write.name,
      slug,
      description: write.description,
      inventory: write.levels.quantity,
      priceCents: write.priceCents,
      taxable: write.taxable,
      // No picture yet: switched off until someone switches it on (decision 0047).
      isActive: false,
      sizes: [...write.levels.sizes],
      brandId: write.brandId,
    });
    await ctx.stock.set(tx, row.id, write.levels);
    if (write.categoryIds.length > 0) await repo.setCategoriesOf(tx, row.id, write.categoryIds);
    const added = await repo.findScopedProduct(tx, {}, row.id);
    await ctx.audit.record(tx, {
      actor,
      kind: 'product.add',
      brandId: write.brandId,
      subject: { id: row.id, label: row.name },
      after: added
        ? { ...(await auditedProduct(tx, added.product)), categories: write.categoryIds }
        : null,
    });
    return;
  }
  const { product } = write;
  const before = await auditedProduct(tx, product);
  const updated =
    Object.keys(write.changes).length > 0
      ? await repo.updateScopedProduct(tx, scope, product.id, write.changes)
      : product;
  if (!updated) throw AppError.notFound(M.notFound);
  if (write.levels) await ctx.stock.set(tx, product.id, write.levels);
  if (write.categoryIds) {
    const was = (await repo.categoriesOf(tx, [product.id])).get(product.id) ?? [];
    await repo.setCategoriesOf(tx, product.id, write.categoryIds);
    await ctx.audit.record(tx, {
      actor,
      kind: 'product.update',
      brandId: updated.brandId,
      subject: { id: product.id, label: updated.name },
      before: { categories: was },
      after: { categories: write.categoryIds },
    });
  }
  const after = await repo.findScopedProduct(tx, {}, product.id);
  if (after) await ctx.recordChanges(tx, actor, before, after.product);
}

/** A write that lost a race (the same new SKU or slug, a deadlock): planned again, at most twice. */
const RETRIED = new Set(['23505', '40001', '40P01']);

/**
 * A dry run answers every row's plan and writes nothing. An apply plans again in its
 * transaction and refuses the whole file (400, each row's errors as issues) when any row has
 * one; otherwise it writes every row that changes, or, should anything fail, none.
 */
export async function importProducts(
  ctx: ProductAdminContext,
  actor: Actor | null,
  file: Buffer,
  dryRun: boolean,
): Promise<ProductImportResponse> {
  const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
  const scope = await ctx.scopeOf(signedIn);
  if (!scope) throw AppError.rule(M.noBrandYet);
  if (!isAdmin(signedIn) && !scope.brandId) throw AppError.rule(M.noBrandYet);
  const table = readProductCsv(file);

  if (dryRun) return answer(true, table.notices, await planFile(ctx, ctx.db, scope, table, false));

  for (let attempt = 0; ; attempt += 1) {
    try {
      const plans = await ctx.db.transaction(async (tx) => {
        const planned = await planFile(ctx, tx, scope, table, true);
        const failing = planned.filter((plan) => plan.row.action === 'error');
        if (failing.length > 0) {
          const issues: FieldIssue[] = failing
            .flatMap(({ row }) =>
              (row.errors ?? []).map((error) => ({
                path: `line ${row.line}${error.column ? `: ${error.column}` : ''}`,
                message: error.message,
              })),
            )
            .slice(0, ISSUES_MAX);
          throw new AppError('VALIDATION_FAILED', M.importHasErrors(failing.length), { issues });
        }
        const slugsTaken = new Set<string>();
        for (const plan of planned) {
          if (plan.write) await writeRow(ctx, tx, signedIn, scope, plan.write, slugsTaken);
        }
        return planned;
      });
      if (plans.some((plan) => plan.write)) ctx.onCatalogChange();
      return answer(false, table.notices, plans);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (attempt < 2 && RETRIED.has(dbError(error).code ?? '')) continue;
      return translateWriteError(error, '');
    }
  }
}
