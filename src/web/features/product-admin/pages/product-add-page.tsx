import { useEffect, useId } from 'react';
import { Controller, type DefaultValues } from 'react-hook-form';

import { PRODUCT_SIZES } from '#shared/common/constants';
import {
  PRODUCT_IMAGE_FIELDS,
  ProductAddFormSchema,
  type ProductAddForm,
  type ProductAddFormInput,
} from '#shared/product/product-admin.schemas';

import { Button } from '../../../components/ui/button';
import { SelectField, TextField, TextareaField } from '../../../components/ui/form-fields';
import { SectionTitle } from '../../../components/ui/page';
import { SwitchField } from '../../../components/ui/switch';
import { applyServerIssues, useZodForm } from '../../../lib/form';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { RoleGate, useDashboardUser } from '../../dashboard/components/role-gate';
import { useAddProduct, useBrandOptions } from '../api/product-admin.queries';
import { ImagePicker } from '../components/image-picker';
import {
  brandSelectOptions,
  numberKeyFilter,
  SizesField,
  TAXABLE_OPTIONS,
} from '../components/product-form-parts';

const FIELDS = [
  'sku',
  'name',
  'description',
  'quantity',
  'price',
  'taxable',
  'sizes',
  'brand',
  'isActive',
  ...PRODUCT_IMAGE_FIELDS,
] as const;

const IMAGE_LABELS = {
  image: { label: 'Image', hint: 'The main picture: jpg, jpeg or png, at most 10 MB.' },
  image2: { label: 'Gallery image 2 (optional)', hint: undefined },
  image3: { label: 'Gallery image 3 (optional)', hint: undefined },
} as const;

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
  for (const field of PRODUCT_IMAGE_FIELDS) {
    const file = values[field];
    if (file instanceof Blob) data.append(field, file, file.name);
  }
  return data;
}

/** /dashboard/product/add: admins and merchants (whose products go to their own brand). */
export function ProductAddPage() {
  return (
    <RoleGate to="/dashboard/product">
      <ProductAddForm />
    </RoleGate>
  );
}

function ProductAddForm() {
  const user = useDashboardUser();
  const isAdmin = user.role === 'ROLE ADMIN';
  const brands = useBrandOptions();
  useHandleQueryError(brands.error);
  // A merchant's brand: the one of its account, else the one brand its select list offers.
  const ownBrand = isAdmin ? null : (user.merchant?.brand ?? brands.data?.[0]?._id ?? null);
  const addProduct = useAddProduct();
  const goBack = useGoBack('/dashboard/product');
  const ownBrandNoteId = useId();

  const defaultValues: DefaultValues<ProductAddFormInput> = {
    sku: '',
    name: '',
    description: '',
    quantity: '1',
    price: '1',
    taxable: '0',
    sizes: [...PRODUCT_SIZES],
    isActive: true,
    // A merchant's brand is preset to its own; only an admin chooses.
    brand: isAdmin ? '0' : (ownBrand ?? '0'),
    image: undefined,
    image2: null,
    image3: null,
  };
  const form = useZodForm(ProductAddFormSchema, { defaultValues });
  const { errors, isSubmitting } = form.formState;
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
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Sku"
            placeholder="Product Sku"
            autoComplete="off"
            error={errors.sku?.message}
            {...form.register('sku')}
          />
          <TextField
            label="Name"
            placeholder="Product Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
        </div>
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
            label="Select Brand"
            options={brandOptions}
            error={errors.brand?.message}
            {...form.register('brand')}
          />
        ) : (
          <SelectField
            label="Select Brand"
            options={brandOptions}
            value={ownBrand ?? '0'}
            disabled
            onChange={() => undefined}
            error={errors.brand?.message}
            {...(errors.brand ? {} : { 'aria-describedby': ownBrandNoteId })}
          />
        )}
        {isAdmin ? null : (
          <p id={ownBrandNoteId} className="-mt-4 text-xs text-muted">
            Your products are added to your own brand.
          </p>
        )}
        <SizesField registration={form.register('sizes')} error={errors.sizes?.message} />
        <fieldset className="space-y-4">
          <legend className="mb-2 text-xs font-medium uppercase tracking-[0.12em] text-ink-soft">
            Images
          </legend>
          {PRODUCT_IMAGE_FIELDS.map((field) => (
            <Controller
              key={field}
              control={form.control}
              name={field}
              render={({ field: { value, onChange }, fieldState }) => (
                <ImagePicker
                  label={IMAGE_LABELS[field].label}
                  hint={IMAGE_LABELS[field].hint}
                  file={value instanceof File ? value : null}
                  error={fieldState.error?.message}
                  onChange={onChange}
                />
              )}
            />
          ))}
        </fieldset>
        <SwitchField label="Active?" {...form.register('isActive')} />
        <div className="flex flex-wrap gap-3 border-t border-line pt-6">
          <Button type="submit" isLoading={isSubmitting}>
            Add Product
          </Button>
          <Button variant="secondary" onClick={goBack}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
