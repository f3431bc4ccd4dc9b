import { useMemo } from 'react';
import { Link, useParams } from 'react-router';

import {
  PRODUCT_MESSAGES,
  ProductEditFormSchema,
  type ProductAdminDto,
  type ProductEditFormInput,
  type ProductEditForm,
} from '#shared/product/product-admin.schemas';

import { Button } from '../../../components/ui/button';
import { SelectField, TextField, TextareaField } from '../../../components/ui/form-fields';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { SwitchField } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { applyServerIssues, useZodForm } from '../../../lib/form';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { RoleGate, useDashboardUser } from '../../dashboard/components/role-gate';
import {
  useAdminProduct,
  useBrandOptions,
  useDeleteProduct,
  useSetProductActive,
  useUpdateProduct,
} from '../api/product-admin.queries';
import {
  brandSelectOptions,
  numberKeyFilter,
  SizesField,
  TAXABLE_OPTIONS,
} from '../components/product-form-parts';

const FIELDS = [
  'name',
  'sku',
  'slug',
  'description',
  'quantity',
  'price',
  'taxable',
  'sizes',
  'brand',
] as const;

export const PRODUCT_ACTIVE_TOOLTIP =
  'An active product shows in the shop while its brand is active too.';

/** /dashboard/product/edit/{id}: admins any product, a merchant its own (the server checks). */
export function ProductEditPage() {
  return (
    <RoleGate to="/dashboard/product">
      <ProductEditor />
    </RoleGate>
  );
}

function ProductEditor() {
  const { id = '' } = useParams();
  const product = useAdminProduct(id);
  useHandleQueryError(product.error);
  const isGone = product.error instanceof ApiError && product.error.status === 404;

  return (
    <div className="max-w-3xl">
      <SectionTitle>Edit Product</SectionTitle>
      {product.isPending ? (
        <PageLoader label="Loading product" />
      ) : !product.data || isGone ? (
        <EmptyState>{PRODUCT_MESSAGES.notFound}</EmptyState>
      ) : (
        <ProductEditForm key={product.data._id} product={product.data} />
      )}
    </div>
  );
}

function toFormValues(product: ProductAdminDto): ProductEditFormInput {
  return {
    name: product.name,
    sku: product.sku,
    slug: product.slug,
    description: product.description,
    quantity: String(product.quantity),
    price: String(product.price),
    taxable: product.taxable ? '1' : '0',
    sizes: product.sizes,
    brand: product.brand?._id ?? '0',
  };
}

function ProductEditForm({ product }: { product: ProductAdminDto }) {
  const user = useDashboardUser();
  const isAdmin = user.role === 'ROLE ADMIN';
  const brands = useBrandOptions();
  useHandleQueryError(brands.error);
  const updateProduct = useUpdateProduct(product._id);
  const setActive = useSetProductActive(product._id);
  const deleteProduct = useDeleteProduct(product._id);
  const goBack = useGoBack('/dashboard/product');
  const values = useMemo(() => toFormValues(product), [product]);
  // The merchant's form holds its product's brand (its own) and never sends it.
  const form = useZodForm(ProductEditFormSchema, { defaultValues: values, values });
  const { errors, isSubmitting } = form.formState;
  // While the switch is saving it shows the state asked for.
  const isActive = setActive.isPending ? setActive.variables : product.isActive;

  const handleSubmit = async (edit: ProductEditForm) => {
    try {
      // Only an admin moves a product to another brand; a merchant's call leaves it out.
      const result = await updateProduct.mutateAsync(
        isAdmin ? edit : { ...edit, brand: undefined },
      );
      toast.success(result.message);
      goBack();
    } catch (error) {
      if (error instanceof ApiError) {
        const issues = error.issues.map((issue) => ({
          ...issue,
          path: issue.path.replace(/^product\./, ''),
        }));
        applyServerIssues(
          new ApiError(error.status, error.message, error.code, issues),
          form.setError,
          FIELDS,
        );
      }
      handleError(error);
    }
  };

  const handleActiveChange = async (next: boolean) => {
    try {
      const result = await setActive.mutateAsync(next);
      toast.success(result.message);
    } catch (error) {
      handleError(error);
    }
  };

  const handleDelete = async () => {
    try {
      const result = await deleteProduct.mutateAsync();
      toast.success(result.message);
      goBack();
    } catch (error) {
      handleError(error);
    }
  };

  // Until the list arrives the product's own brand is an option, so the select shows it.
  const brandOptions = brandSelectOptions(
    brands.data ?? (product.brand ? [product.brand] : undefined),
  );
  const isHiddenByBrand = product.isActive && product.brand !== null && !product.brand.isActive;

  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        In the shop:{' '}
        <Link
          to={`/product/${product.slug}`}
          className="font-medium text-ink underline underline-offset-4 hover:text-indigo"
        >
          /product/{product.slug}
        </Link>
      </p>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            placeholder="Product Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Sku"
            placeholder="Product Sku"
            autoComplete="off"
            error={errors.sku?.message}
            {...form.register('sku')}
          />
        </div>
        <TextField
          label="Slug"
          placeholder="Product Slug"
          autoComplete="off"
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <TextareaField
          label="Description"
          placeholder="Product Description"
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="Product Quantity"
            error={errors.quantity?.message}
            onKeyDown={numberKeyFilter(false)}
            {...form.register('quantity')}
          />
          <TextField
            label="Price"
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            placeholder="Product Price"
            hint="In dollars."
            error={errors.price?.message}
            onKeyDown={numberKeyFilter(true)}
            {...form.register('price')}
          />
          <SelectField
            label="Taxable"
            options={TAXABLE_OPTIONS}
            error={errors.taxable?.message}
            {...form.register('taxable')}
          />
        </div>
        {isAdmin ? (
          <SelectField
            label="Brand"
            options={brandOptions}
            error={errors.brand?.message}
            {...form.register('brand')}
          />
        ) : null}
        <SizesField registration={form.register('sizes')} error={errors.sizes?.message} />
        <div className="space-y-2">
          <SwitchField
            label="Active?"
            tooltip={PRODUCT_ACTIVE_TOOLTIP}
            checked={isActive}
            disabled={setActive.isPending}
            onChange={(event) => void handleActiveChange(event.target.checked)}
          />
          {isHiddenByBrand ? (
            <p className="text-xs text-muted">
              Its brand {product.brand?.name} is inactive, so the shop does not show it for now.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">
          <Button type="submit" isLoading={isSubmitting}>
            Save
          </Button>
          <Button
            variant="danger"
            onClick={() => void handleDelete()}
            isLoading={deleteProduct.isPending}
            disabled={isSubmitting}
          >
            Delete
          </Button>
        </div>
      </form>
    </div>
  );
}
