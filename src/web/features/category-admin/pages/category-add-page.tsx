import { Controller } from 'react-hook-form';

import { CategoryAddBodySchema, type CategoryAddBody } from '#shared/category/category.schemas';

import { Button } from '../../../components/ui/button';
import { TextField, TextareaField } from '../../../components/ui/form-fields';
import { SectionTitle } from '../../../components/ui/page';
import { SwitchField } from '../../../components/ui/switch';
import { useZodForm } from '../../../lib/form';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { RoleGate } from '../../dashboard/components/role-gate';
import { useAddCategory, useProductOptions } from '../api/category-admin.queries';
import { ProductPicker } from '../components/product-picker';
import { applyCategoryIssues } from '../components/server-issues';

const FIELDS = ['name', 'description', 'products', 'isActive'] as const;

/** /dashboard/category/add: admins only. */
export function CategoryAddPage() {
  return (
    <RoleGate to="/dashboard/category">
      <CategoryAddForm />
    </RoleGate>
  );
}

/** Name, Description, Select Products and 'Active?'; after adding, resets and goes back. */
function CategoryAddForm() {
  const addCategory = useAddCategory();
  const productOptions = useProductOptions();
  useHandleQueryError(productOptions.error);
  const goBack = useGoBack('/dashboard/category');
  const form = useZodForm(CategoryAddBodySchema, {
    defaultValues: { name: '', description: '', products: [], isActive: true },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = async (values: CategoryAddBody) => {
    try {
      const result = await addCategory.mutateAsync(values);
      toast.success(result.message);
      form.reset();
      goBack();
    } catch (error) {
      applyCategoryIssues(error, form.setError, FIELDS);
      handleError(error);
    }
  };

  return (
    <div className="max-w-2xl">
      <SectionTitle>Add Category</SectionTitle>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-5">
        <TextField
          label="Name"
          placeholder="Category Name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextareaField
          label="Description"
          placeholder="Category Description"
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="products"
          render={({ field, fieldState }) => (
            <ProductPicker
              ref={field.ref}
              options={productOptions.data}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <SwitchField label="Active?" {...form.register('isActive')} />
        <div className="flex flex-wrap gap-3 border-t border-line pt-6">
          <Button type="submit" isLoading={isSubmitting}>
            Add Category
          </Button>
        </div>
      </form>
    </div>
  );
}
