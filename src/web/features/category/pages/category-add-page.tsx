import { CategoryAddBodySchema, type CategoryAddBody } from '#shared/category/category.schemas';

import { Button } from '../../../components/ui/button';
import { SectionTitle } from '../../../components/ui/page';
import { SwitchField } from '../../../components/ui/switch';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useAddCategory, useProductOptions } from '../api/category-admin.queries';
import { categoryField, CategoryForm, type CategoryFormValues } from '../components/category-form';

const FIELDS = ['name', 'description', 'products', 'isActive'] as const;

/**
 * /dashboard/category/add (admins only): Name, Description, Select Products and 'Active?'; after
 * adding, resets and goes back.
 */
export function CategoryAddPage() {
  const addCategory = useAddCategory();
  const productOptions = useProductOptions();
  useHandleQueryError(productOptions.error);
  const goBack = useGoBack('/dashboard/category');
  const form = useZodForm<CategoryFormValues, CategoryAddBody>(CategoryAddBodySchema, {
    defaultValues: { name: '', description: '', products: [], isActive: true },
  });

  const handleSubmit = async (values: CategoryAddBody) => {
    try {
      const result = await addCategory.mutateAsync(values);
      toast.success(result.message);
      form.reset();
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS, categoryField);
      handleError(error);
    }
  };

  return (
    <div className="max-w-2xl">
      <SectionTitle>Add Category</SectionTitle>
      <CategoryForm
        form={form}
        onSubmit={handleSubmit}
        productOptions={productOptions.data}
        activeSwitch={<SwitchField label="Active?" {...form.register('isActive')} />}
        actions={
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Add Category
          </Button>
        }
      />
    </div>
  );
}
