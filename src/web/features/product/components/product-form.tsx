import type { ReactNode } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';

import { DescriptionField, NameField, SlugField } from '../../../components/admin/catalog-fields';
import {
  PRODUCT_IMAGE_FIELDS,
  type ProductAddFormInput,
  type ProductEditFormInput,
  type ProductImageField,
} from '#shared/product/product-admin.schemas';

import { SelectField, TextField } from '../../../components/ui/form-fields';
import { ImagePicker } from './image-picker';
import {
  numberKeyFilter,
  SizesField,
  SizeStockField,
  sizeStockTotal,
  TAXABLE_OPTIONS,
} from './product-form-parts';
import { MADE_TO_MEASURE_FIELDS, MadeToMeasureFields } from './made-to-measure-fields';

/**
 * What the product form holds: the fields both screens share, the slug of the edit screen, and
 * the add screen's 'Active?' and images.
 */
export type ProductFormValues = Omit<ProductEditFormInput, 'slug'> &
  Partial<Pick<ProductEditFormInput, 'slug'>> &
  Partial<Pick<ProductAddFormInput, 'isActive' | ProductImageField>>;

/** The sizes ticked in the form (a checkbox group gives a list, one value or false). */
export function tickedSizes(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The fields both screens hold; the server's errors on them show under each. */
export const PRODUCT_FORM_FIELDS = [
  'sku',
  'name',
  'description',
  'quantity',
  'price',
  'taxable',
  'sizes',
  'sizeStock',
  'brand',
  ...MADE_TO_MEASURE_FIELDS,
] as const;

const IMAGE_LABELS = {
  image: { label: 'Image', hint: 'The main picture: jpg, jpeg or png, at most 10 MB.' },
  image2: { label: 'Gallery image 2 (optional)', hint: undefined },
  image3: { label: 'Gallery image 3 (optional)', hint: undefined },
} as const;

/**
 * The product fields in the spec's order: adding, Sku, Name, …, Select Brand, Sizes and the
 * images; editing, Name, Sku, Slug, …, Brand and Sizes. Each screen brings its brand field,
 * 'Active?' switch and buttons.
 */
export function ProductForm<Output extends FieldValues>({
  form,
  onSubmit,
  mode,
  brandField,
  activeSwitch,
  actions,
}: {
  form: UseFormReturn<ProductFormValues, unknown, Output>;
  onSubmit: (values: Output) => Promise<void>;
  mode: 'add' | 'edit';
  brandField: ReactNode;
  activeSwitch: ReactNode;
  actions: ReactNode;
}) {
  const { errors } = form.formState;
  const skuField = (
    <TextField
      label="Sku"
      placeholder="Product Sku"
      autoComplete="off"
      error={errors.sku?.message}
      {...form.register('sku')}
    />
  );
  const sizes = tickedSizes(form.watch('sizes'));
  const sizeStock = form.watch('sizeStock') ?? [];
  const isPerSize = sizeStock.length > 0;
  const nameField = (
    <NameField noun="Product" error={errors.name?.message} registration={form.register('name')} />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        {mode === 'add' ? (
          <>
            {skuField}
            {nameField}
          </>
        ) : (
          <>
            {nameField}
            {skuField}
          </>
        )}
      </div>
      {mode === 'edit' ? (
        <SlugField
          noun="Product"
          error={errors.slug?.message}
          registration={form.register('slug')}
        />
      ) : null}
      <DescriptionField
        noun="Product"
        error={errors.description?.message}
        registration={form.register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {isPerSize ? (
          <TextField
            key="quantity-total"
            label="Quantity"
            type="number"
            readOnly
            value={sizeStockTotal(sizeStock, sizes)}
            hint="The total of the sizes' stock below."
            error={errors.quantity?.message}
          />
        ) : (
          <TextField
            key="quantity-shared"
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
        )}
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
      {brandField}
      <SizesField registration={form.register('sizes')} error={errors.sizes?.message} />
      <Controller
        control={form.control}
        name="sizeStock"
        render={({ field, fieldState }) => (
          <SizeStockField
            sizes={sizes}
            rows={field.value ?? []}
            quantity={String(form.getValues('quantity') ?? '')}
            error={fieldState.error?.message}
            onChange={(rows) => {
              field.onChange(rows);
              // The quantity the schema checks is the total the server will keep.
              if (rows.length > 0) form.setValue('quantity', String(sizeStockTotal(rows, sizes)));
            }}
          />
        )}
      />
      <MadeToMeasureFields register={form.register} errors={errors} />
      {mode === 'add' ? (
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
      ) : null}
      {activeSwitch}
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">{actions}</div>
    </form>
  );
}
