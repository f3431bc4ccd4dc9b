import { BrandAddBodySchema, type BrandAddBody } from '#shared/brand/brand.schemas';

import { Button } from '../../../components/ui/button';
import { TextField, TextareaField } from '../../../components/ui/form-fields';
import { SectionTitle } from '../../../components/ui/page';
import { SwitchField } from '../../../components/ui/switch';
import { useZodForm } from '../../../lib/form';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { DashboardNotFound } from '../../dashboard/components/dashboard-not-found';
import { useDashboardUser } from '../../dashboard/components/role-gate';
import { useAddBrand } from '../api/brand-admin.queries';
import { applyBrandIssues } from '../components/server-issues';

const FIELDS = ['name', 'description', 'isActive'] as const;

/** /dashboard/brand/add: admins only; any other role gets the dashboard's not-found screen. */
export function BrandAddPage() {
  const user = useDashboardUser();
  if (user.role !== 'ROLE ADMIN') return <DashboardNotFound />;
  return <BrandAddForm />;
}

/** Name, Description and 'Active?'; after adding, the form resets and goes back. */
function BrandAddForm() {
  const addBrand = useAddBrand();
  const goBack = useGoBack('/dashboard/brand');
  const form = useZodForm(BrandAddBodySchema, {
    defaultValues: { name: '', description: '', isActive: true },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = async (values: BrandAddBody) => {
    try {
      const result = await addBrand.mutateAsync(values);
      toast.success(result.message);
      form.reset();
      goBack();
    } catch (error) {
      applyBrandIssues(error, form.setError, FIELDS);
      handleError(error);
    }
  };

  return (
    <div className="max-w-2xl">
      <SectionTitle>Add Brand</SectionTitle>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-5">
        <TextField
          label="Name"
          placeholder="Brand Name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextareaField
          label="Description"
          placeholder="Brand Description"
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SwitchField label="Active?" {...form.register('isActive')} />
        <div className="flex flex-wrap gap-3 border-t border-line pt-6">
          <Button type="submit" isLoading={isSubmitting}>
            Add Brand
          </Button>
        </div>
      </form>
    </div>
  );
}
