import { Link } from 'react-router';

import { FacebookIcon, InstagramIcon, WhatsAppIcon, XIcon } from '../../components/ui/icons';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { COMPANY_LINKS, HELP_LINKS } from './footer-links';

const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/', label: 'Instagram', Icon: InstagramIcon },
  { href: 'https://www.facebook.com/', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://x.com/', label: 'X', Icon: XIcon },
  { href: 'https://wa.me/', label: 'WhatsApp', Icon: WhatsAppIcon },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-4 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-stone-300">
        {title}
      </h2>
      <ul className="space-y-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="text-sm text-stone-300 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="mt-24 bg-ink text-white">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div>
          <p className="font-display text-3xl font-semibold tracking-[0.16em]">EKO THREAD</p>
          <p className="mt-4 max-w-xs text-sm leading-6 text-stone-300">
            Agbada, suits, native wear and ready-to-wear for men. Cut with care in Lagos, delivered
            in 3-5 working days.
          </p>
          <ul className="mt-6 flex gap-2" aria-label="Social links">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={label}
                  className="inline-flex size-10 items-center justify-center border border-stone-600 text-stone-200 hover:border-white hover:text-white"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Customer care" links={HELP_LINKS} />
        <LinkColumn title="The house" links={COMPANY_LINKS} />
        <div>
          <h2 className="mb-4 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-stone-300">
            Newsletter
          </h2>
          <p className="mb-4 text-sm leading-6 text-stone-300">
            New collections, tailoring notes and offers, a few times a month.
          </p>
          <NewsletterForm tone="dark" />
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="container-page py-6 text-xs text-stone-400">
          © {new Date().getFullYear()} Eko Thread. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
