import { useEffect, useId } from 'react';
import type { DefaultValues } from 'react-hook-form';

import { PRODUCT_SIZES } from '#shared/common/constants';
import {
  PRODUCT_IMAGE_FIELDS,
  ProductAddFormSchema,
  type ProductAddForm,
} from '#shared/product/product-admin.schemas';

import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-fields';
import { SectionTitle } from '../../../components/ui/page';
import { SwitchField } from '../../../components/ui/switch';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useDashboardUser } from '../../../components/admin/dashboard-user';
import { useAddProduct, useBrandOptions } from '../api/product-admin.queries';
import {
  PRODUCT_FORM_FIELDS,
  ProductForm,
  type ProductFormValues,
} from '../components/product-form';
import { brandSelectOptions, chosenSizeStock } from '../components/product-form-parts';
import { appendMadeToMeasure, madeToMeasureFormValues } from '../components/made-to-measure-fields';

const FIELDS = [...PRODUCT_FORM_FIELDS, 'isActive', ...PRODUCT_IMAGE_FIELDS] as const;

/** The form's fields as multipart form data, the images included. */
function toFormData(values: ProductAddForm): FormData {
  const data = new FormData();
  data.append('sku', values.sku);
  data.append('name', values.name);
  data.append('description', values.description);
  data.append('quantity', String(values.quantity));
  data.append('price', String(values.price));
  data.append('taxable', values.taxable ? '1' : '0');
  data.append('isActive', String(values.isActive));
  data.append('brand', values.brand);
  for (const size of values.sizes) data.append('sizes', size);
  // Stock per size (decision 0039): the chosen sizes' rows, as one JSON field.
  const sizeStock = chosenSizeStock(values.sizeStock, values.sizes);
  if (sizeStock.length > 0) data.append('sizeStock', JSON.stringify(sizeStock));
  appendMadeToMeasure(data, values);
  for (const field of PRODUCT_IMAGE_FIELDS) {
    const file = values[field];
    if (file instanceof Blob) data.append(field, file, file.name);
  }
  return data;
}

/** /dashboard/product/add: admins and merchants (whose products go to their own brand). */
export function ProductAddPage() {
  const user = useDashboardUser();
  const isAdmin = user.role === 'ROLE ADMIN';
  const brands = useBrandOptions();
  useHandleQueryError(brands.error);
  // A merchant's brand: the one of its account, else the one brand its select list offers.
  const ownBrand = isAdmin ? null : (user.merchant?.brand ?? brands.data?.[0]?._id ?? null);
  const addProduct = useAddProduct();
  const goBack = useGoBack('/dashboard/product');
  const ownBrandNoteId = useId();

  const defaultValues: DefaultValues<ProductFormValues> = {
    sku: '',
    name: '',
    description: '',
    quantity: '1',
    price: '1',
    taxable: '0',
    sizes: [...PRODUCT_SIZES],
    sizeStock: [],
    ...madeToMeasureFormValues(null),
    isActive: true,
    // A merchant's brand is preset to its own; only an admin chooses.
    brand: isAdmin ? '0' : (ownBrand ?? '0'),
    image: undefined,
    image2: null,
    image3: null,
  };
  const form = useZodForm<ProductFormValues, ProductAddForm>(ProductAddFormSchema, {
    defaultValues,
  });
  const { errors } = form.formState;
  const { setValue } = form;
  useEffect(() => {
    if (ownBrand) setValue('brand', ownBrand);
  }, [ownBrand, setValue]);

  const handleSubmit = async (values: ProductAddForm) => {
    try {
      const result = await addProduct.mutateAsync(toFormData(values));
      toast.success(result.message);
      form.reset(defaultValues);
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS);
      handleError(error);
    }
  };

  const brandOptions = brandSelectOptions(brands.data);

  return (
    <div className="max-w-3xl">
      <SectionTitle>Add Product</SectionTitle>
      <ProductForm
        form={form}
        onSubmit={handleSubmit}
        mode="add"
        brandField={
          isAdmin ? (
            <SelectField
              label="Select Brand"
              options={brandOptions}
              error={errors.brand?.message}
              {...form.register('brand')}
            />
          ) : (
            <>
              <SelectField
                label="Select Brand"
                options={brandOptions}
                value={ownBrand ?? '0'}
                disabled
                onChange={() => undefined}
                error={errors.brand?.message}
                {...(errors.brand ? {} : { 'aria-describedby': ownBrandNoteId })}
              />
              <p id={ownBrandNoteId} className="-mt-4 text-xs text-muted">
                Your products are added to your own brand.
              </p>
            </>
          )
        }
        activeSwitch={<SwitchField label="Active?" {...form.register('isActive')} />}
        actions={
          <>
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              Add Product
            </Button>
            <Button variant="secondary" onClick={goBack}>
              Cancel
            </Button>
          </>
        }
      />
    </div>
  );
}
