import { Controller } from 'react-hook-form';
import { Link } from 'react-router';

import {
  ReviewFormSchema,
  type ReviewForm as ReviewFormOutput,
  type ReviewFormValues,
} from '#shared/review/review.schemas';
import { FIT_LABELS, FITS } from '#shared/size-guide/size-guide.constants';

import { Button } from '../../../components/ui/button';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-fields';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { useIsSignedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAddReview } from '../api/review.queries';
import { StarInput } from './star-input';

/** The form starts with no stars and 'Yes' (storefront spec section 3). */
const EMPTY: ReviewFormValues = {
  title: '',
  review: '',
  rating: 0,
  isRecommended: '1',
  fit: '',
};

const RECOMMEND_OPTIONS = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

/** How the garment fits: optional ("No answer" sends none). */
const FIT_OPTIONS = FITS.map((fit) => ({
  value: fit,
  label: FIT_LABELS[fit].charAt(0).toUpperCase() + FIT_LABELS[fit].slice(1),
}));

const FIELDS = ['title', 'review', 'rating', 'isRecommended', 'fit'] as const;

/**
 * The product page's review form for signed-in shoppers; guests are asked to log in. Checked
 * with the shared schema before anything is sent; after a successful submit the form resets
 * and the server's message shows as a notice.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const isSignedIn = useIsSignedIn();
  return (
    <section aria-labelledby="add-review-title" className="border border-line bg-white p-5">
      <h3 id="add-review-title" className="text-xl font-semibold text-ink">
        Add a Review
      </h3>
      {isSignedIn ? (
        <ReviewFields productId={productId} />
      ) : (
        <p className="mt-3 text-sm leading-6 text-ink-soft">
          Please{' '}
          <Link to="/login" className="font-medium text-ink underline underline-offset-4">
            log in
          </Link>{' '}
          to add a review.
        </p>
      )}
    </section>
  );
}

function ReviewFields({ productId }: { productId: string }) {
  const addReview = useAddReview();
  const form = useZodForm<ReviewFormValues, ReviewFormOutput>(ReviewFormSchema, {
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = async (values: ReviewFormOutput) => {
    try {
      const answer = await addReview.mutateAsync({
        product: productId,
        title: values.title,
        review: values.review,
        rating: values.rating,
        isRecommended: values.isRecommended ? 1 : 0,
        ...(values.fit ? { fit: values.fit } : {}),
      });
      form.reset(EMPTY);
      toast.success(answer.message);
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS);
      handleError(error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="mt-4 space-y-4">
      <TextField
        label="Title"
        placeholder="Enter Review title"
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextareaField
        label="Review"
        placeholder="Write Review"
        rows={4}
        error={errors.review?.message}
        {...form.register('review')}
      />
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarInput
            label="Rating"
            name={field.name}
            value={typeof field.value === 'number' ? field.value : 0}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
          />
        )}
      />
      <SelectField
        label="Will you recommend this product?"
        options={RECOMMEND_OPTIONS}
        error={errors.isRecommended?.message}
        {...form.register('isRecommended')}
      />
      <SelectField
        label="How does it fit? (optional)"
        placeholder="No answer"
        options={FIT_OPTIONS}
        error={errors.fit?.message}
        {...form.register('fit')}
      />
      <Button type="submit" isLoading={isSubmitting} className="w-full">
        Publish Review
      </Button>
    </form>
  );
}
