import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { DescriptionField, NameField, SlugField } from '../../../components/admin/catalog-fields';

/** What the brand form holds: only the edit screen has a slug, only the add screen 'Active?'. */
export interface BrandFormValues {
  name: string;
  slug?: string;
  description: string;
  isActive?: boolean;
}

/** Name, Slug (when editing), Description and the screen's 'Active?' switch and buttons. */
export function BrandForm<Output extends FieldValues>({
  form,
  onSubmit,
  hasSlug = false,
  activeSwitch,
  actions,
}: {
  form: UseFormReturn<BrandFormValues, unknown, Output>;
  onSubmit: (values: Output) => Promise<void>;
  hasSlug?: boolean;
  activeSwitch: ReactNode;
  actions: ReactNode;
}) {
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <NameField noun="Brand" error={errors.name?.message} registration={form.register('name')} />
      {hasSlug ? (
        <SlugField noun="Brand" error={errors.slug?.message} registration={form.register('slug')} />
      ) : null}
      <DescriptionField
        noun="Brand"
        error={errors.description?.message}
        registration={form.register('description')}
      />
      {activeSwitch}
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">{actions}</div>
    </form>
  );
}
