import type { ReactNode } from 'react';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';

import { DescriptionField, NameField, SlugField } from '../../../components/admin/catalog-fields';
import { ProductPicker, type ProductOption } from './product-picker';

/** What the category form holds: only the edit screen has a slug, only the add screen 'Active?'. */
export interface CategoryFormValues {
  name: string;
  slug?: string;
  description: string;
  products: string[];
  isActive?: boolean;
}

/**
 * Name, Slug (when editing), Description, 'Select Products' and the screen's 'Active?' switch and
 * buttons.
 */
export function CategoryForm<Output extends FieldValues>({
  form,
  onSubmit,
  hasSlug = false,
  productOptions,
  knownNames,
  activeSwitch,
  actions,
}: {
  form: UseFormReturn<CategoryFormValues, unknown, Output>;
  onSubmit: (values: Output) => Promise<void>;
  hasSlug?: boolean;
  /** Every product that may be picked; undefined while loading. */
  productOptions: ProductOption[] | undefined;
  /** Names of the products the category already lists. */
  knownNames?: ReadonlyMap<string, string>;
  activeSwitch: ReactNode;
  actions: ReactNode;
}) {
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <NameField
        noun="Category"
        error={errors.name?.message}
        registration={form.register('name')}
      />
      {hasSlug ? (
        <SlugField
          noun="Category"
          error={errors.slug?.message}
          registration={form.register('slug')}
        />
      ) : null}
      <DescriptionField
        noun="Category"
        error={errors.description?.message}
        registration={form.register('description')}
      />
      <Controller
        control={form.control}
        name="products"
        render={({ field, fieldState }) => (
          <ProductPicker
            ref={field.ref}
            options={productOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            knownNames={knownNames}
          />
        )}
      />
      {activeSwitch}
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">{actions}</div>
    </form>
  );
}

/**
 * The field of a server issue's path: the edit call nests its fields in `{ category: {...} }`,
 * and an error on one picked product belongs to 'Select Products'.
 */
export function categoryField(path: string): string {
  return path.replace(/^category\./, '').replace(/^products\.\d+$/, 'products');
}
