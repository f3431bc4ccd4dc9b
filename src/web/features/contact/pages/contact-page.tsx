import { Link } from 'react-router';

import { ContactBodySchema } from '#shared/contact/contact.schemas';

import { Button } from '../../../components/ui/button';
import { TextareaField, TextField } from '../../../components/ui/form-fields';
import { PageTitle } from '../../../components/ui/page';
import { useZodForm } from '../../../lib/form';
import { applyServerIssues } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { toast } from '../../../lib/toast';
import { useSendContact } from '../api/contact.queries';
import { STORE_CONTACT } from '../../../lib/store-contact';

const LABEL = 'text-xs font-medium uppercase tracking-[0.16em] text-muted';

/** /contact: a message to the store, with the store's own details beside it. */
export function ContactPage() {
  const sendContact = useSendContact();
  const form = useZodForm(ContactBodySchema, {
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await sendContact.mutateAsync(values);
      toast.success(result.message);
      form.reset();
    } catch (error) {
      applyServerIssues(error, form.setError, ['name', 'email', 'message']);
      handleError(error);
    }
  });

  return (
    <div className="container-page py-12 sm:py-20">
      <PageTitle eyebrow="Customer care">Contact Us</PageTitle>
      <div className="grid gap-12 lg:grid-cols-[1fr_20rem] lg:gap-20">
        <div>
          <p className="mb-8 max-w-2xl text-[15px] leading-7 text-ink-soft">
            A question about sizing, a made-to-measure agbada or an order on its way? Write to us
            and a member of our tailoring team will answer by email, usually within one working day.
          </p>
          <form noValidate onSubmit={onSubmit} className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Name"
                autoComplete="name"
                placeholder="Your Full Name"
                error={errors.name?.message}
                {...form.register('name')}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="Your Email Address"
                error={errors.email?.message}
                {...form.register('email')}
              />
            </div>
            <TextareaField
              label="Message"
              rows={6}
              placeholder="Please Describe Your Message"
              error={errors.message?.message}
              {...form.register('message')}
            />
            <Button type="submit" size="lg" isLoading={form.formState.isSubmitting}>
              Submit
            </Button>
          </form>
        </div>
        <aside
          aria-labelledby="store-contact-heading"
          className="border-t border-line pt-10 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10"
        >
          <h2 id="store-contact-heading" className="text-2xl font-semibold text-ink">
            The house
          </h2>
          <dl className="mt-6 space-y-6 text-[15px]">
            <div>
              <dt className={LABEL}>Email</dt>
              <dd className="mt-1.5">
                <a
                  href={`mailto:${STORE_CONTACT.email}`}
                  className="text-ink underline underline-offset-4 hover:text-indigo"
                >
                  {STORE_CONTACT.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className={LABEL}>Phone</dt>
              <dd className="mt-1.5">
                <a
                  href={STORE_CONTACT.phoneHref}
                  className="text-ink underline underline-offset-4 hover:text-indigo"
                >
                  {STORE_CONTACT.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className={LABEL}>Opening hours</dt>
              <dd className="mt-1.5">
                <ul className="space-y-1 text-ink-soft">
                  {STORE_CONTACT.hours.map((row) => (
                    <li key={row.days} className="flex justify-between gap-4">
                      <span>{row.days}</span>
                      <span className="text-ink">{row.time}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          <p className="mt-8 text-sm leading-6 text-muted">
            Delivery takes 3-5 working days. Sizing, returns and payment are answered in our{' '}
            <Link to="/faq" className="text-ink underline underline-offset-4">
              FAQs
            </Link>
            .
          </p>
        </aside>
      </div>
    </div>
  );
}
