import { useMemo } from 'react';
import { useParams } from 'react-router';

import {
  ProductEditFormSchema,
  type ProductAdminDto,
  type ProductEditForm,
} from '#shared/product/product-admin.schemas';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';

import { SelectField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import {
  ActiveSwitch,
  EditScreen,
  SaveDeleteActions,
  ShopLink,
} from '../../../components/admin/edit-screen';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { applyServerIssues } from '../../../lib/form-errors';
import {
  useAdminProduct,
  useBrandOptions,
  useDeleteProduct,
  useSetProductActive,
  useUpdateProduct,
} from '../api/product-admin.queries';
import {
  PRODUCT_FORM_FIELDS,
  ProductForm,
  type ProductFormValues,
} from '../components/product-form';
import {
  brandSelectOptions,
  chosenSizeStock,
  sizeStockRows,
} from '../components/product-form-parts';
import { madeToMeasureFormValues } from '../components/made-to-measure-fields';
import { ProductPictures } from '../components/product-pictures';

const FIELDS = [...PRODUCT_FORM_FIELDS, 'slug'] as const;

export const PRODUCT_ACTIVE_TOOLTIP =
  'An active product shows in the shop while its brand is active too.';

/** /dashboard/product/edit/{id}: admins any product, a merchant its own (the server checks). */
export function ProductEditPage() {
  const { id = '' } = useParams();
  const product = useAdminProduct(id);
  return (
    <EditScreen
      title="Edit Product"
      query={product}
      loadingLabel="Loading product"
      notFound={PRODUCT_MESSAGES.notFound}
      className="max-w-3xl"
    >
      {(loaded) => <ProductEditForm key={loaded._id} product={loaded} />}
    </EditScreen>
  );
}

function toFormValues(product: ProductAdminDto): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    slug: product.slug,
    description: product.description,
    quantity: String(product.quantity),
    price: String(product.price),
    taxable: product.taxable ? '1' : '0',
    sizes: product.sizes,
    sizeStock: sizeStockRows(product.sizeStock),
    brand: product.brand?._id ?? '0',
    ...madeToMeasureFormValues(product.madeToMeasure),
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
  const form = useZodForm<ProductFormValues, ProductEditForm>(ProductEditFormSchema, {
    defaultValues: values,
    values,
  });

  const handleSubmit = async (edit: ProductEditForm) => {
    try {
      // Only an admin moves a product to another brand; a merchant's call leaves it out.
      // Stock per size for the chosen sizes; switched off, back to one shared stock; a
      // shared stock left as it is sends none (decision 0039).
      const rows = chosenSizeStock(edit.sizeStock, edit.sizes);
      const sizeStock = rows.length > 0 ? rows : product.sizeStock.length > 0 ? [] : undefined;
      const result = await updateProduct.mutateAsync({
        ...edit,
        sizeStock,
        ...(isAdmin ? {} : { brand: undefined }),
      });
      toast.success(result.message);
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS, (path) => path.replace(/^product\./, ''));
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
      <ShopLink to={`/product/${product.slug}`} />
      <ProductForm
        form={form}
        onSubmit={handleSubmit}
        mode="edit"
        brandField={
          isAdmin ? (
            <SelectField
              label="Brand"
              options={brandOptions}
              error={form.formState.errors.brand?.message}
              {...form.register('brand')}
            />
          ) : null
        }
        activeSwitch={
          <div className="space-y-2">
            <ActiveSwitch
              isActive={product.isActive}
              setActive={setActive}
              tooltip={PRODUCT_ACTIVE_TOOLTIP}
            />
            {isHiddenByBrand ? (
              <p className="text-xs text-muted">
                Its brand {product.brand?.name} is inactive, so the shop does not show it for now.
              </p>
            ) : null}
          </div>
        }
        actions={
          <SaveDeleteActions
            isSubmitting={form.formState.isSubmitting}
            remove={deleteProduct}
            onDeleted={goBack}
          />
        }
      />
      <ProductPictures product={product} />
    </div>
  );
}
