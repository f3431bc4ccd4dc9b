import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { STORAGE_KEYS } from '#shared/common/constants';

import { ContentPage } from '../components/content-page';
import { ContentSection } from '../components/content-section';
import { TextLink } from '../components/text-link';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { STORE_CONTACT } from '../../../lib/store-contact';

function Key({ children }: { children: ReactNode }) {
  return <code className="bg-sand px-1.5 py-0.5 font-mono text-[13px] text-ink">{children}</code>;
}

const BROWSER_STORAGE = [
  {
    what: 'Your sign-in token',
    keys: [STORAGE_KEYS.token],
    why: 'Keeps you signed in to your account between visits.',
    kept: 'until you sign out, or until it expires or is withdrawn (for example when you change your password).',
  },
  {
    what: 'Your bag',
    keys: [
      STORAGE_KEYS.cartItems,
      STORAGE_KEYS.cartId,
      STORAGE_KEYS.cartTotal,
      STORAGE_KEYS.shippingFee,
      STORAGE_KEYS.shippingTotal,
    ],
    why: 'Remembers the pieces in your bag, its total and the shipping cost, even if you are not signed in.',
    kept: 'until you place your order or empty your bag.',
  },
  {
    what: 'When we last showed you our offer',
    keys: [STORAGE_KEYS.lastModalDisplayDate],
    why: 'Makes sure our newsletter offer appears at most once every 20 days.',
    kept: 'until you clear your browser’s storage.',
  },
  {
    what: 'Your open support conversation',
    keys: [STORAGE_KEYS.selectedSupportChat],
    why: 'Reopens the support chat you were last reading.',
    kept: 'until you sign out or clear your browser’s storage.',
  },
] as const;

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Eko Thread (&ldquo;we&rdquo;, &ldquo;us&rdquo;) is an online shop for men&rsquo;s
          traditional and tailored clothing, with a team in the United Kingdom and a tailoring
          studio in Lagos, Nigeria. We decide how and why your personal data is used when you shop
          with us, which makes us its controller.
        </p>
        <p>
          This policy explains what we collect, why, who we share it with, how long we keep it and
          the choices you have. It applies to this website and to the emails we send you.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'The data we collect',
    body: (
      <>
        <p>We collect only what we need to make, sell and deliver your clothes:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your first and last name, email address, phone number if
            you add one, and your password, which we store only in a scrambled (hashed) form that
            nobody, including us, can read. If you sign in with Google or Facebook, we receive your
            name, email address and profile picture from them, never your password.
          </li>
          <li>
            <strong>Your addresses:</strong> the delivery addresses you save, and which one is your
            default.
          </li>
          <li>
            <strong>Your orders:</strong> what you bought, sizes and quantities, prices, the
            delivery address, your name, email and phone number for the courier, the status of each
            order, and any measurements you send us for made-to-measure pieces or alterations.
          </li>
          <li>
            <strong>Your activity in your account:</strong> the reviews you write, the pieces on
            your wishlist and your messages in our support chat.
          </li>
          <li>
            <strong>Our newsletter:</strong> your email address, and whether and when you subscribed
            or unsubscribed.
          </li>
          <li>
            <strong>Contact messages:</strong> your name, email address and what you write to us
            through our contact form, by email or by phone.
          </li>
          <li>
            <strong>Seller applications:</strong> if you apply to sell with us, your name, email,
            phone number, brand name and the description of your business.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address and basic details of your requests,
            which our servers record to keep the shop secure and to stop abuse such as repeated
            sign-in attempts.
          </li>
        </ul>
        <p>We do not collect your card details. See &ldquo;Payments&rdquo; below.</p>
      </>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it, and our lawful bases',
    body: (
      <>
        <p>
          Data protection law in the United Kingdom (the UK GDPR and the Data Protection Act 2018)
          and in Nigeria (the Nigeria Data Protection Act 2023 and the Nigeria Data Protection
          Regulation, NDPR) requires a lawful basis for each use of your data. Ours are:
        </p>
        <ul>
          <li>
            <strong>To carry out our contract with you:</strong> creating and running your account,
            taking payment, making and altering your clothes, delivering your orders, and handling
            returns, exchanges, repairs and refunds.
          </li>
          <li>
            <strong>With your consent:</strong> sending you our newsletter and offers. You can
            withdraw consent at any time, as easily as you gave it.
          </li>
          <li>
            <strong>For our legitimate interests:</strong> answering your messages, keeping the shop
            and your account secure, preventing fraud, and understanding which pieces our customers
            love so we can make better ones. We always weigh these interests against your rights.
          </li>
          <li>
            <strong>To meet legal obligations:</strong> keeping tax and accounting records, and
            responding to lawful requests from the authorities.
          </li>
        </ul>
        <p>
          We never sell your personal data, and we do not use it for automated decisions that have
          legal or similarly significant effects on you.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Card payments are handled by our card payment provider on its own secure hosted page; for
        payments in naira, by Paystack. Your card number, expiry date and security code go directly
        to them and never reach our servers. They tell us only whether your payment succeeded, the
        amount and a payment reference, which we keep with your order. These providers process your
        payment data as controllers in their own right, under their own privacy policies, and may
        use it to prevent fraud.
      </p>
    ),
  },
  {
    id: 'cookies-and-local-storage',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We do not use advertising cookies, tracking pixels or third-party analytics. To make the
          shop work, we keep a few small items in your browser&rsquo;s local storage, on your own
          device. They are strictly necessary for the features you use, so we do not ask for consent
          to them:
        </p>
        <ul>
          {BROWSER_STORAGE.map((item) => (
            <li key={item.what}>
              <strong>{item.what}</strong> (
              {item.keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ', ' : null}
                  <Key>{key}</Key>
                </span>
              ))}
              ). {item.why} It stays {item.kept}
            </li>
          ))}
        </ul>
        <p>
          You can remove all of these at any time by clearing your browser&rsquo;s site data; you
          will be signed out and your bag will be emptied. If you choose to sign in with Google or
          Facebook, or when you pay on our payment provider&rsquo;s page, those services may set
          their own cookies under their own policies.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          We share your data only with companies that help us run the shop, only as much as each one
          needs, and under contracts that require them to protect it:
        </p>
        <ul>
          <li>
            <strong>Couriers,</strong> who receive your name, delivery address, phone number and
            email address to deliver your parcel and keep you informed.
          </li>
          <li>
            <strong>Payment providers,</strong> our card payment provider and Paystack, to take your
            payment and issue refunds.
          </li>
          <li>
            <strong>Our email provider,</strong> which sends order confirmations, password resets
            and, if you subscribed, our newsletter.
          </li>
          <li>
            <strong>Hosting and storage providers,</strong> which run the servers and databases
            behind the shop.
          </li>
          <li>
            <strong>Google or Facebook,</strong> only if you choose to sign in with them.
          </li>
        </ul>
        <p>
          We may also disclose data when the law requires it, to protect our customers against
          fraud, or to a buyer of our business, who would have to respect this policy.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        Because our team works in both the United Kingdom and Nigeria, your data is used in both
        countries: our tailors in Lagos, for example, see your name, order and measurements. Some of
        our service providers may also process data in other countries. Whenever data leaves the UK
        or Nigeria, we make sure it is protected to the standard the law requires, using adequacy
        decisions where they exist and otherwise approved safeguards such as the UK International
        Data Transfer Agreement or standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Your account and saved addresses:</strong> for as long as your account is open.
          When you ask us to close it, we delete them within 30 days.
        </li>
        <li>
          <strong>Orders and payment records:</strong> six years after the end of the financial year
          in which you ordered, as tax and accounting law requires.
        </li>
        <li>
          <strong>Measurements:</strong> with your account, so you can order again without
          re-measuring, until you ask us to delete them or close your account.
        </li>
        <li>
          <strong>Contact and support messages:</strong> two years after our last exchange.
        </li>
        <li>
          <strong>Newsletter:</strong> until you unsubscribe. We then keep your email address on a
          short &ldquo;do not email&rdquo; list so that we never write to you again by mistake.
        </li>
        <li>
          <strong>Seller applications:</strong> twelve months if we do not go ahead together.
        </li>
        <li>
          <strong>Security logs:</strong> up to 90 days.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK and Nigerian data protection law you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> your data and receive a copy of it.
          </li>
          <li>
            <strong>Correct</strong> it. You can update your name and phone number in your{' '}
            <TextLink to="/dashboard">account details</TextLink> and your addresses in{' '}
            <TextLink to="/dashboard/address">your addresses</TextLink> at any time.
          </li>
          <li>
            <strong>Delete</strong> it, unless we must keep it by law, for example the records of an
            order.
          </li>
          <li>
            <strong>Object</strong> to our use of it for our legitimate interests, or ask us to{' '}
            <strong>restrict</strong> it.
          </li>
          <li>
            <strong>Take it with you</strong> in a common, machine-readable format.
          </li>
          <li>
            <strong>Unsubscribe</strong> from our newsletter at any time, through the link at the
            foot of every email or on our <TextLink to="/unsubscribe">unsubscribe page</TextLink>.
          </li>
        </ul>
        <p>
          To use any of these rights, write to us (see &ldquo;Contact us&rdquo; below). It is free,
          and we reply within one month. We may ask you to confirm your identity first, so that we
          never give your data to someone else.
        </p>
        <p>
          If you are unhappy with how we have handled your data, please tell us first so that we can
          put it right. You can also complain to the{' '}
          <TextLink to="https://ico.org.uk/make-a-complaint/">
            Information Commissioner&rsquo;s Office
          </TextLink>{' '}
          in the UK or the{' '}
          <TextLink to="https://ndpc.gov.ng/">Nigeria Data Protection Commission</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect your data',
    body: (
      <>
        <p>
          Every page of our shop is served over an encrypted connection. Passwords are stored only
          as strong one-way hashes; changing or resetting your password signs you out everywhere
          else; repeated sign-in attempts are slowed down; and only the people who need your data to
          serve you can see it.
        </p>
        <p>
          No system can be perfectly secure. If a breach ever put your data at risk, we would tell
          you and the regulators as quickly as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our shop is meant for adults. We do not knowingly collect data from anyone under 16. If you
        believe a child has given us their details, contact us and we will delete them.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects
        how we use data we already hold about you, we will tell you by email before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    body: (
      <p>
        For any question about your privacy or this policy, email{' '}
        <TextLink to={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</TextLink> with
        &ldquo;Privacy&rdquo; in the subject line, call us on{' '}
        <TextLink to={STORE_CONTACT.phoneHref}>{STORE_CONTACT.phone}</TextLink>, or write to us
        through our <TextLink to="/contact">contact form</TextLink>.
      </p>
    ),
  },
];

export function LegalPage() {
  useScrollToHash();
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={
        <>
          <p>
            Your trust matters to us as much as the fit of your agbada. This policy explains, in
            plain English, how Eko Thread looks after your personal data.
          </p>
          <p className="text-sm text-muted">
            Last updated <time dateTime="2026-11-22">22 November 2026</time>
          </p>
        </>
      }
    >
      <nav aria-labelledby="policy-contents-title" className="bg-cream px-6 py-8 sm:px-8">
        <h2
          id="policy-contents-title"
          className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-ink"
        >
          Contents
        </h2>
        <ol className="mt-4 grid gap-x-8 gap-y-2 text-[15px] sm:grid-cols-2">
          {SECTIONS.map((section, index) => (
            <li key={section.id} className="flex gap-3">
              <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums text-muted">
                {index + 1}.
              </span>
              <Link
                to={{ hash: section.id }}
                className="text-ink-soft underline decoration-line underline-offset-4 hover:text-ink hover:decoration-ink"
              >
                {section.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((section, index) => (
        <ContentSection key={section.id} id={section.id} title={`${index + 1}. ${section.title}`}>
          {section.body}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
