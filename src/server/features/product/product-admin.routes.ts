import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idParam } from '#shared/common/fields';
import {
  PRODUCT_IMAGE_FIELDS,
  PRODUCT_IMAGE_MAX_BYTES,
  ProductActiveBodySchema,
  ProductAddFieldsSchema,
  LowStockResponseSchema,
  ProductAdminResponseSchema,
  ProductDeleteResponseSchema,
  ProductUpdateBodySchema,
  ProductWriteResponseSchema,
  type ProductAddFields,
  type ProductImageField,
} from '#shared/product/product-admin.schemas';
import {
  ProductAdminPageResponseSchema,
  ProductBulkBodySchema,
  ProductBulkResponseSchema,
  ProductListQuerySchema,
} from '#shared/product/product-list.schemas';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';
import { PRODUCT_CSV_MAX_BYTES } from '#shared/product/product-csv';
import {
  ProductImagesFieldsSchema,
  ProductImagesFormBodySchema,
  type ProductImagesFields,
} from '#shared/product/product-images.schemas';
import {
  ProductImportFormSchema,
  ProductImportResponseSchema,
} from '#shared/product/product-import.schemas';

import { guardEveryRoute, merchantsAndAdmins } from '../../http/access';
import { AppError, type FieldIssue } from '../../kernel/app-error';
import { tagRoutes } from '../../http/openapi';
import { containsNul, NUL_CHARACTER_MESSAGE } from '../../http/text-input';
import type { ProductAdminService, ProductImageFiles } from './product-admin.service';

const M = PRODUCT_MESSAGES;

/** The gallery images also under the names the original client reads them by. */
const FILE_FIELDS: Record<string, ProductImageField> = {
  image: 'image',
  image2: 'image2',
  image3: 'image3',
  imgs: 'image2',
  imgss: 'image3',
};

/** The add form as the document shows it; readProductForm reads and checks it by hand. */
const ProductAddFormBodySchema = ProductAddFieldsSchema.extend({
  image: z.file(),
  image2: z.file().optional(),
  image3: z.file().optional(),
});

const LIMITS = {
  files: PRODUCT_IMAGE_FIELDS.length,
  fileSize: PRODUCT_IMAGE_MAX_BYTES,
  fields: 30,
  fieldSize: 8 * 1024,
  parts: 40,
};

const LIMIT_CODES: Record<string, string> = {
  FST_FILES_LIMIT: PRODUCT_MESSAGES.tooManyImages,
  FST_FIELDS_LIMIT: PRODUCT_MESSAGES.tooManyFields,
  FST_PARTS_LIMIT: PRODUCT_MESSAGES.tooManyFields,
};

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Reads the add form: text fields (a repeated one, such as sizes, becomes a list) and the image
 * files, whole, in memory (at most 3 × 10 MB). A JSON body is read as the fields, without images.
 */
async function readProductForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: ProductImageFiles }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...body } : {}, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: ProductImageFiles = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const previous = fields[part.fieldname];
        if (previous === undefined) fields[part.fieldname] = value;
        else fields[part.fieldname] = [previous, value].flat();
        continue;
      }
      const field = FILE_FIELDS[part.fieldname];
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
          throw AppError.validation(M.imageTooLarge, field ?? part.fieldname);
        }
        throw error;
      }
      if (!field) {
        throw AppError.validation(`Unexpected file field "${part.fieldname}".`, part.fieldname);
      }
      // A browser form sends an empty part for a file input left empty.
      if (buffer.length === 0 && !part.filename) continue;
      if (files[field]) throw AppError.validation(M.imageType, field);
      files[field] = buffer;
    }
  } catch (error) {
    const message = LIMIT_CODES[errorCode(error) ?? ''];
    if (message) throw AppError.validation(message);
    if (error instanceof AppError) throw error;
    // The parser's own errors (a truncated body, a missing boundary) carry no code: whatever
    // else fails while the parts are read is the body's fault, not a bug of ours.
    throw new AppError('VALIDATION_FAILED', PRODUCT_MESSAGES.formUnreadable, {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  // Form fields are read here, after the app's hook checked the parsed input.
  if (containsNul(fields)) throw AppError.validation(NUL_CHARACTER_MESSAGE);
  return { fields, files };
}

/** Every field's first message, the image's included, as the form shows them. */
function validateAddForm(
  fields: Record<string, unknown>,
  files: ProductImageFiles,
): ProductAddFields {
  const parsed = ProductAddFieldsSchema.safeParse(fields);
  const issues: FieldIssue[] = [];
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      if (seen.has(path)) continue;
      seen.add(path);
      issues.push({ path, message: issue.message });
    }
  }
  if (!files.image) issues.push({ path: 'image', message: M.imageType });
  if (issues.length > 0 || !parsed.success) {
    throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request.', { issues });
  }
  return parsed.data;
}

/** The text fields of the pictures form: which gallery slots to empty. */
function validateImagesForm(fields: Record<string, unknown>): ProductImagesFields {
  const parsed = ProductImagesFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw AppError.validation(parsed.error.issues[0]?.message ?? M.imageRemoveInvalid, 'remove');
}

/**
 * Reads the import form: one file (at most PRODUCT_CSV_MAX_BYTES, refused as soon as the upload
 * passes it) and the `dryRun` flag, in either order. Left out, `dryRun` is true: only an
 * explicit "false" writes.
 */
async function readImportForm(request: FastifyRequest): Promise<{ file: Buffer; dryRun: boolean }> {
  if (!request.isMultipart()) throw AppError.validation(M.importFileRequired, 'file');
  let file: Buffer | undefined;
  let dryRun = 'true';
  try {
    const parts = request.parts({
      limits: { fileSize: PRODUCT_CSV_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 100 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'dryRun') dryRun = String(part.value);
        continue;
      }
      try {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') file = buffer;
      } catch (error) {
        if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
          throw AppError.validation(
            M.importFileTooLarge(PRODUCT_CSV_MAX_BYTES / 1024 / 1024),
            'file',
          );
        }
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = errorCode(error) ?? '';
    if (code === 'FST_FILES_LIMIT') throw AppError.validation(M.importOneFile, 'file');
    if (LIMIT_CODES[code]) throw AppError.validation(M.tooManyFields);
    throw new AppError('VALIDATION_FAILED', PRODUCT_MESSAGES.formUnreadable, {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (dryRun !== 'true' && dryRun !== 'false') {
    throw AppError.validation(M.importDryRunInvalid, 'dryRun');
  }
  if (!file || file.length === 0) throw AppError.validation(M.importFileRequired, 'file');
  return { file, dryRun: dryRun === 'true' };
}

/**
 * The dashboard's product calls (admins and merchants; members 403, guests 401), next to the
 * public ones of product.routes under /api/product.
 */
export const productAdminRoutes: FastifyPluginAsyncZod<{
  productAdmin: ProductAdminService;
}> = async (app, { productAdmin }) => {
  // Scoped to these routes: multipart bodies are read only here.
  await app.register(fastifyMultipart, { limits: LIMITS });

  tagRoutes(app, 'Products');
  guardEveryRoute(app, merchantsAndAdmins);

  app.get(
    '/',
    {
      schema: {
        summary: 'Every product, inactive ones too (a merchant: its own brand only)',
        description:
          'Optional filters (`q`: name or sku start; `sku`; `brand`; `category`; `status` ' +
          'active|inactive; `stock` in|low|out), `sort` (created|name|sku|price|stock) with ' +
          '`dir` (asc|desc), and paging (`page`, `pageSize` at most 100). Without `page` or ' +
          '`pageSize` every product that matches is listed.',
        querystring: ProductListQuerySchema,
        response: { 200: ProductAdminPageResponseSchema },
      },
    },
    async (request) => productAdmin.list(request.actor, request.query),
  );

  app.post(
    '/bulk',
    {
      schema: {
        summary: 'Activate, deactivate, move to a category or adjust the stock of many products',
        description:
          'Up to 100 products (a merchant: its own brand only; any other id is "not found" ' +
          'and nothing changes), all or nothing in one transaction. `adjustStock` adds or ' +
          'removes units per size (`size` null: a shared stock); a stock below 0 refuses all.',
        body: ProductBulkBodySchema,
        response: { 200: ProductBulkResponseSchema },
      },
    },
    async (request) => productAdmin.bulk(request.actor, request.body),
  );

  app.post(
    '/import',
    {
      schema: {
        summary: 'Import products from a CSV file: a dry run, or all rows at once',
        description:
          'A multipart form: `file`, a CSV of the products file columns (SKU is the key; at ' +
          'most 2 MB and 2,000 rows), and `dryRun` ("true", the default, or "false"). A dry run ' +
          "answers each row's plan (create, update with the changed columns, unchanged, or its " +
          "errors in the product screens' messages) and writes nothing. An apply checks the " +
          'file again and writes every row in one transaction, or, when any row has an error, ' +
          'nothing (400, each error an issue). A merchant imports its own brand only; image ' +
          'columns are not read and new products are created switched off.',
        formBody: ProductImportFormSchema,
        response: { 200: ProductImportResponseSchema },
      },
    },
    async (request) => {
      const { file, dryRun } = await readImportForm(request);
      return productAdmin.import(request.actor, file, dryRun);
    },
  );

  app.get(
    '/low-stock',
    {
      schema: {
        summary: 'Sizes and shared stocks running low (a merchant: its own brand only)',
        description:
          'Per size for a product kept per size, else its shared stock (size null), at or ' +
          'below `threshold` units; fewest first.',
        response: { 200: LowStockResponseSchema },
      },
    },
    async (request) => productAdmin.lowStock(request.actor),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One product for the dashboard',
        params: idParam,
        response: { 200: ProductAdminResponseSchema },
      },
    },
    async (request) => ({ product: await productAdmin.get(request.actor, request.params.id) }),
  );

  app.post(
    '/add',
    {
      schema: {
        summary: 'Add a product with its images',
        description:
          'A multipart form: the fields, `image` (jpg or png, at most 10 MB) and up to two ' +
          'gallery images `image2` and `image3` (also read as `imgs` and `imgss`). A JSON body ' +
          'is read as the fields alone.',
        formBody: ProductAddFormBodySchema,
        response: { 200: ProductWriteResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readProductForm(request);
      const product = await productAdmin.add(request.actor, validateAddForm(fields, files), files);
      return { success: true as const, message: M.added, product };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: "Change a product's details (its images stay)",
        params: idParam,
        body: ProductUpdateBodySchema,
        response: { 200: ProductWriteResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.updated,
      product: await productAdmin.update(request.actor, request.params.id, request.body.product),
    }),
  );

  app.put(
    '/:id/images',
    {
      schema: {
        summary: "Replace, add or remove a product's pictures",
        description:
          'A multipart form: `image`, `image2` and `image3` (jpg or png, at most 10 MB each; also ' +
          'read as `imgs` and `imgss`), each replacing its slot, and `remove` (`image2` or ' +
          '`image3`, repeatable) emptying a gallery slot. The main picture can only be replaced; ' +
          'a gallery picture needs a main one first. A merchant changes its own brand only.',
        params: idParam,
        formBody: ProductImagesFormBodySchema,
        response: { 200: ProductWriteResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readProductForm(request);
      const product = await productAdmin.changeImages(
        request.actor,
        request.params.id,
        validateImagesForm(fields),
        files,
      );
      return { success: true as const, message: M.imagesUpdated, product };
    },
  );

  app.put(
    '/:id/active',
    {
      schema: {
        summary: 'Switch a product on or off in the shop',
        params: idParam,
        body: ProductActiveBodySchema,
        response: { 200: ProductWriteResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.updated,
      product: await productAdmin.setActive(
        request.actor,
        request.params.id,
        request.body.product.isActive,
      ),
    }),
  );

  app.delete(
    '/delete/:id',
    {
      schema: {
        summary: 'Delete a product',
        params: idParam,
        response: { 200: ProductDeleteResponseSchema },
      },
    },
    async (request) => {
      await productAdmin.remove(request.actor, request.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
};
