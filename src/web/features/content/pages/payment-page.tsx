import type { AccordionItem } from '../../../components/ui/accordion';
import { Badge } from '../../../components/ui/page';
import { AccordionSection } from '../components/accordion-section';
import { ContactPrompt } from '../components/contact-prompt';
import { ContentPage } from '../components/content-page';
import { TextLink } from '../components/text-link';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { STORE_CONTACT } from '../../../lib/store-contact';

const CARDS = ['Visa', 'Mastercard', 'American Express'] as const;

const PAYING: AccordionItem[] = [
  {
    id: 'accepted-cards',
    question: 'Which payment methods do you accept?',
    answer: (
      <>
        <p>
          We accept Visa, Mastercard and American Express credit and debit cards. When you place
          your order we take you to our card provider&rsquo;s secure hosted payment page to enter
          your card details, then bring you back to Eko Thread once the payment is complete.
        </p>
        <p>We do not currently take PayPal, bank transfers or payment on delivery.</p>
      </>
    ),
  },
  {
    id: 'currency',
    question: 'Which currency are your prices in?',
    answer: (
      <p>
        All our prices are shown and charged in US dollars ($). If your card is in pounds, euros or
        another currency, your bank converts the amount at its own rate and may add a small foreign
        transaction fee; your statement will show the final figure.
      </p>
    ),
  },
  {
    id: 'pay-in-naira',
    question: 'Can I pay in naira?',
    answer: (
      <p>
        Yes. Customers in Nigeria can pay in naira with a Nigerian card through Paystack, which you
        can choose at checkout. The naira amount is shown before you confirm, so you know exactly
        what will leave your account, and your card is never charged in a foreign currency.
      </p>
    ),
  },
  {
    id: 'when-charged',
    question: 'When will my card be charged?',
    answer: (
      <>
        <p>
          Your card is charged in full when you complete the payment page. Your order is confirmed
          only once the payment has gone through; we then start preparing it and email you a
          confirmation.
        </p>
        <p>
          This is the same for made-to-measure pieces: the full amount is taken when you order, and
          our tailors begin work once we have your measurements.
        </p>
      </>
    ),
  },
];

const SECURITY: AccordionItem[] = [
  {
    id: 'is-it-safe',
    question: 'Is it safe to pay on Eko Thread?',
    answer: (
      <>
        <p>
          Yes. Your card details are entered on our payment provider&rsquo;s secure, encrypted page
          and go straight to them. They never touch our servers: we never see, receive or store your
          full card number or security code. We only learn whether the payment succeeded, the amount
          and a payment reference.
        </p>
        <p>
          Our card providers meet the PCI DSS standard that card schemes set for handling card data,
          and every page of our shop is served over an encrypted connection.
        </p>
      </>
    ),
  },
  {
    id: 'confirm-with-bank',
    question: 'Why does my bank ask me to confirm the payment?',
    answer: (
      <p>
        Many banks use 3-D Secure (such as Visa Secure, Mastercard Identity Check or American
        Express SafeKey) to check that it really is you. You may be asked to approve the payment in
        your banking app or enter a one-time code. This protects you against fraud; once you have
        confirmed, you return to our shop automatically.
      </p>
    ),
  },
];

const AFTER: AccordionItem[] = [
  {
    id: 'payment-failed',
    question: 'My payment failed. What should I do?',
    answer: (
      <>
        <p>
          If a payment does not go through, no order is placed and you have not been charged. The
          most common causes are a mistyped card number, expiry date or security code, an address
          that does not match the one your bank holds, a spending limit, or a 3-D Secure check that
          was not completed in time.
        </p>
        <p>
          The pieces in your bag are held for 30 minutes while you try again, with the same card or
          another one. Occasionally a bank shows a pending amount after a failed attempt; it is not
          a charge and your bank releases it, usually within a few days. If it keeps failing,{' '}
          <TextLink to="/contact">let us know</TextLink> and we will help.
        </p>
      </>
    ),
  },
  {
    id: 'invoices',
    question: 'Can I get an invoice or a receipt?',
    answer: (
      <p>
        The confirmation email we send after your payment is your receipt, and you can see your
        orders at any time in your <TextLink to="/dashboard/orders">dashboard</TextLink>. If you
        need a formal invoice, for example in your company&rsquo;s name, email{' '}
        <TextLink to={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</TextLink> with your
        order number and the name and address to show, and we will send you a PDF.
      </p>
    ),
  },
  {
    id: 'refund-to-card',
    question: 'How are refunds paid?',
    answer: (
      <p>
        Refunds always go back to the card you paid with, in the currency you paid in, within 5-10
        working days of our accepting the return. See{' '}
        <TextLink to="/return">Return &amp; Exchanges</TextLink> for the details.
      </p>
    ),
  },
];

export function PaymentPage() {
  useScrollToHash();
  return (
    <ContentPage
      eyebrow="Customer care"
      title="Payment Options"
      intro={
        <>
          <p>
            Paying for your order is simple and secure. Prices are in US dollars, and customers in
            Nigeria can pay in naira.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <p
              id="cards-we-accept"
              className="text-xs font-medium uppercase tracking-[0.16em] text-muted"
            >
              We accept
            </p>
            <ul className="flex flex-wrap gap-2" aria-labelledby="cards-we-accept">
              {CARDS.map((card) => (
                <li key={card}>
                  <Badge>{card}</Badge>
                </li>
              ))}
            </ul>
          </div>
        </>
      }
    >
      <AccordionSection id="payment-paying" title="Paying for your order" items={PAYING} />
      <AccordionSection id="payment-security" title="Security" items={SECURITY} />
      <AccordionSection id="payment-after" title="After you pay" items={AFTER} />
      <ContactPrompt title="A question about a payment?" />
    </ContentPage>
  );
}
