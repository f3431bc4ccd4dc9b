import { BrandAddBodySchema, type BrandAddBody } from '#shared/brand/brand.schemas';

import { Button } from '../../../components/ui/button';
import { SectionTitle } from '../../../components/ui/page';
import { SwitchField } from '../../../components/ui/switch';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useAddBrand } from '../api/brand-admin.queries';
import { BrandForm, type BrandFormValues } from '../components/brand-form';

const FIELDS = ['name', 'description', 'isActive'] as const;

/**
 * /dashboard/brand/add (admins only, the route's gate): Name, Description and 'Active?'; after
 * adding, the form resets and goes back.
 */
export function BrandAddPage() {
  const addBrand = useAddBrand();
  const goBack = useGoBack('/dashboard/brand');
  const form = useZodForm<BrandFormValues, BrandAddBody>(BrandAddBodySchema, {
    defaultValues: { name: '', description: '', isActive: true },
  });

  const handleSubmit = async (values: BrandAddBody) => {
    try {
      const result = await addBrand.mutateAsync(values);
      toast.success(result.message);
      form.reset();
      goBack();
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS);
      handleError(error);
    }
  };

  return (
    <div className="max-w-2xl">
      <SectionTitle>Add Brand</SectionTitle>
      <BrandForm
        form={form}
        onSubmit={handleSubmit}
        activeSwitch={<SwitchField label="Active?" {...form.register('isActive')} />}
        actions={
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Add Brand
          </Button>
        }
      />
    </div>
  );
}
