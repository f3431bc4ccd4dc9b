import type { ProductAddFields, ProductUpdate } from '#shared/product/product-admin.schemas';
import type { ProductImagesFields } from '#shared/product/product-images.schemas';
import type { ProductBulkBody, ProductListQuery } from '#shared/product/product-list.schemas';

import type { Actor } from '../../kernel/actor';
import { addProduct } from './use-cases/add-product';
import { bulkProducts } from './use-cases/bulk-products';
import { changeProductImages } from './use-cases/change-product-images';
import { deleteProduct } from './use-cases/delete-product';
import { importProducts } from './use-cases/import-products';
import { exportProducts } from './use-cases/export-products';
import { getForAdmin, listForAdmin } from './use-cases/list-for-admin';
import { listLowStock } from './use-cases/list-low-stock';
import {
  createProductAdminContext,
  type ProductAdminDeps,
  type ProductImageFiles,
} from './use-cases/product-admin-context';
import { switchProduct } from './use-cases/switch-product';
import { updateProduct } from './use-cases/update-product';

export type { ProductImageFiles } from './use-cases/product-admin-context';
export { switchOffProductsOfBrand } from './use-cases/switch-off-brand-products';
export type { ProductWriteEntry } from './product-writes';

/**
 * Product administration for admins (every brand) and merchants (their own brand only), one
 * use case a file in use-cases/, composed here. Every change clears the public catalog cache
 * through `onCatalogChange`.
 */
export function createProductAdminService(deps: ProductAdminDeps) {
  const ctx = createProductAdminContext(deps);
  return {
    list: (actor: Actor | null, query?: Partial<ProductListQuery>) =>
      listForAdmin(ctx, actor, query),
    bulk: (actor: Actor | null, body: ProductBulkBody) => bulkProducts(ctx, actor, body),
    import: (actor: Actor | null, file: Buffer, dryRun: boolean) =>
      importProducts(ctx, actor, file, dryRun),
    exportCsv: (actor: Actor | null, query?: Partial<ProductListQuery>, batchSize?: number) =>
      exportProducts(ctx, actor, query, batchSize),
    get: (actor: Actor | null, id: string) => getForAdmin(ctx, actor, id),
    lowStock: (actor: Actor | null) => listLowStock(ctx, actor),
    add: (actor: Actor | null, fields: ProductAddFields, files: ProductImageFiles) =>
      addProduct(ctx, actor, fields, files),
    update: (actor: Actor | null, id: string, body: ProductUpdate) =>
      updateProduct(ctx, actor, id, body),
    changeImages: (
      actor: Actor | null,
      id: string,
      fields: ProductImagesFields,
      files: ProductImageFiles,
    ) => changeProductImages(ctx, actor, id, fields, files),
    setActive: (actor: Actor | null, id: string, isActive: boolean) =>
      switchProduct(ctx, actor, id, isActive),
    remove: (actor: Actor | null, id: string) => deleteProduct(ctx, actor, id),
  };
}
export type ProductAdminService = ReturnType<typeof createProductAdminService>;
