import { ButtonLink } from '../../../components/ui/button';
import { STORE_CONTACT } from '../../../lib/store-contact';
import { TextLink } from './text-link';

/** The closing invitation on the help pages: write to us, email or call. */
export function ContactPrompt({ title = 'Still have a question?' }: { title?: string }) {
  return (
    <aside aria-labelledby="contact-prompt-title" className="bg-sand px-6 py-10 sm:px-10">
      <h2 id="contact-prompt-title" className="text-3xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-3 max-w-xl text-[15px] leading-7 text-ink-soft">
        Our customer care team works between London and Lagos, and a real person reads every
        message. Send us a note, email{' '}
        <TextLink to={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</TextLink> or call{' '}
        <TextLink to={STORE_CONTACT.phoneHref}>{STORE_CONTACT.phone}</TextLink>.
      </p>
      <ButtonLink to="/contact" className="mt-6">
        Contact us
      </ButtonLink>
    </aside>
  );
}
