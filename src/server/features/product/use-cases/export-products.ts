import {
  CSV_LIST_SEPARATOR,
  CSV_NO,
  CSV_YES,
  formatSizeStockCell,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_HEADER,
  type ProductCsvColumn,
} from '#shared/product/product-csv';
import type { ProductListQuery } from '#shared/product/product-list.schemas';
import { SIZE_LOW_STOCK } from '#shared/product/size-stock';

import type { Actor } from '../../../kernel/actor';
import {
  csvMoney,
  EXPORT_BATCH_SIZE,
  exportFence,
  keysetBatches,
  mapBatches,
  noRows,
  type CsvCell,
  type CsvExport,
  type CsvRow,
} from '../../../kernel/csv-export';
import * as repo from '../product-admin.repository';
import { withSizeStock } from '../product.repository';
import type { ProductAdminContext } from './product-admin-context';

const COLUMNS = Object.keys(PRODUCT_CSV_COLUMNS) as ProductCsvColumn[];

/**
 * GET /api/product/export (issue 25 §3, decision 0046): the products file, exactly the columns
 * of #shared/product/product-csv so that a file exported, edited and imported again
 * round-trips. The table's filters apply (its sort does not: the file is in creation order);
 * a merchant gets its own brand's products only, whatever `brand` it names.
 */
export async function exportProducts(
  ctx: ProductAdminContext,
  actor: Actor | null,
  query: Partial<ProductListQuery> = {},
  batchSize: number = EXPORT_BATCH_SIZE,
): Promise<CsvExport> {
  const found = await ctx.scopeOf(actor);
  const header = [...PRODUCT_CSV_HEADER];
  if (!found) return { name: 'products', header, total: 0, batches: noRows() };
  const scope = found;
  const fence = exportFence();
  const { db } = ctx;
  const total = await repo.countExportProducts(db, scope, query, SIZE_LOW_STOCK, fence);

  const batches = keysetBatches(
    async (after, limit) => {
      const batch = await repo.exportProductsAfter(db, scope, query, SIZE_LOW_STOCK, {
        fence,
        after,
        limit,
      });
      // One query each for the batch's stock per size and its categories.
      const [withStock, categories] = await Promise.all([
        withSizeStock(db, batch),
        repo.categoryNamesOf(
          db,
          batch.map((row) => row.product.id),
        ),
      ]);
      return withStock.map((row) => ({
        ...row,
        categories: categories.get(row.product.id) ?? [],
      }));
    },
    (row) => row.product.id,
    batchSize,
  );
  const rows = mapBatches(batches, (row): CsvRow => {
    const { product } = row;
    const cells: Record<ProductCsvColumn, CsvCell> = {
      sku: product.sku,
      name: product.name,
      description: product.description,
      brand: row.brand?.name ?? null,
      categories: row.categories.join(CSV_LIST_SEPARATOR),
      price: csvMoney(product.priceCents),
      taxable: product.taxable ? CSV_YES : CSV_NO,
      active: product.isActive ? CSV_YES : CSV_NO,
      sizes: product.sizes.join(CSV_LIST_SEPARATOR),
      quantity: product.inventory,
      sizeStock: formatSizeStockCell(row.sizeStock),
    };
    return COLUMNS.map((column) => cells[column]);
  });
  return { name: 'products', header, total, batches: rows };
}
