import { RETURN_WINDOW_DAYS } from '#shared/return/return.constants';

import type { AccordionItem } from '../../../components/ui/accordion';
import { AccordionSection } from '../components/accordion-section';
import { ContactPrompt } from '../components/contact-prompt';
import { ContentPage } from '../components/content-page';
import { ContentSection } from '../components/content-section';
import { TextLink } from '../components/text-link';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

const RETURNS: AccordionItem[] = [
  {
    id: 'return-window',
    question: 'How long do I have to return something?',
    answer: (
      <p>
        You have {RETURN_WINDOW_DAYS} days from the day your order is delivered to let us know you
        would like to return it. Send the piece back within 14 days of telling us.
      </p>
    ),
  },
  {
    id: 'return-condition',
    question: 'What condition must my return be in?',
    answer: (
      <p>
        Unworn, unwashed and unaltered, with all its tags still attached, in its original packaging
        where possible. Trying a piece on at home is of course fine. We check every return when it
        arrives; a piece that has been worn, perfumed or damaged cannot be refunded and will be sent
        back to you.
      </p>
    ),
  },
  {
    id: 'made-to-measure-returns',
    question: 'Can I return a made-to-measure piece?',
    answer: (
      <p>
        Made-to-measure pieces are cut for you alone, so they are final sale and cannot be returned
        for a change of mind. If one arrives faulty, or is not made to the measurements you sent us,
        we will put it right with a repair, a remake or a refund. And if it simply needs a small
        adjustment, our <TextLink to="#maintenance-and-repairs">alterations service</TextLink> is
        there for you.
      </p>
    ),
  },
  {
    id: 'start-a-return',
    question: 'How do I start a return?',
    answer: (
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          Write to us through our <TextLink to="/contact">contact form</TextLink> with your order
          number, the piece you are returning and whether you would like a refund or another size.
        </li>
        <li>
          We reply with your return authorisation and the address to send it to, in the United
          Kingdom or in Lagos, whichever is nearer to you.
        </li>
        <li>
          Pack the piece carefully, write your order number on a note inside, and send it with a
          tracked service. Keep your proof of postage until your return is complete.
        </li>
      </ol>
    ),
  },
  {
    id: 'return-shipping-cost',
    question: 'Who pays for return shipping?',
    answer: (
      <p>
        If a piece is faulty or we sent you the wrong item, we pay: we send you a prepaid label or
        refund your postage. For any other return, the cost of sending it back is yours, and the
        original delivery charge is not refunded. For a size exchange, we cover the cost of sending
        you the new size.
      </p>
    ),
  },
];

const EXCHANGES_AND_REFUNDS: AccordionItem[] = [
  {
    id: 'exchange-size',
    question: 'Can I exchange for a different size?',
    answer: (
      <p>
        Yes, within the same 14 days. Tell us the size you would like when you start your return and
        we will hold it for you. As soon as your original piece reaches us, we dispatch the new one;
        delivery then takes 3-5 working days. If the size you want has sold out, we refund you
        instead.
      </p>
    ),
  },
  {
    id: 'refund-timing',
    question: 'When will I receive my refund?',
    answer: (
      <p>
        We inspect your return within two working days of receiving it and email you once it is
        accepted. Your refund goes back to the original card you paid with and appears on your
        statement within 5-10 working days, depending on your bank.
      </p>
    ),
  },
  {
    id: 'faulty-item',
    question: 'What if my item is faulty or damaged?',
    answer: (
      <p>
        We are sorry; that should not happen. <TextLink to="/contact">Contact us</TextLink> within
        14 days of delivery with your order number and a photo of the problem, and we will arrange a
        repair, a replacement or a full refund, including any postage.
      </p>
    ),
  },
];

export function ReturnPage() {
  useScrollToHash();
  return (
    <ContentPage
      eyebrow="Customer care"
      title="Return & Exchanges"
      intro={
        <p>
          We want you to love what you wear. If something is not right, you can return or exchange
          ready-made pieces within 14 days of delivery, and we look after your garments long after
          that.
        </p>
      }
    >
      <AccordionSection id="returns" title="Returns" items={RETURNS} />
      <AccordionSection
        id="exchanges-and-refunds"
        title="Exchanges and refunds"
        items={EXCHANGES_AND_REFUNDS}
      />
      <ContentSection id="maintenance-and-repairs" title="Maintenance and Repairs">
        <p>
          A well-made agbada can be worn for decades and handed down. A little care keeps the
          colours deep and the embroidery crisp, and when something needs mending, we are here.
        </p>
        <h3>Caring for your agbada and embroidery</h3>
        <ul>
          <li>
            Hang your agbada on a broad, padded hanger with the outer robe folded over the bar, so
            its weight does not pull at the shoulders.
          </li>
          <li>
            Store it in a breathable cotton garment bag, away from direct sunlight, which fades
            indigo and bright aso-oke alike. Avoid plastic covers, which trap moisture.
          </li>
          <li>
            Press embroidery from the reverse, on a towel, with a cool to medium iron. Never iron
            directly on metallic thread.
          </li>
          <li>
            Treat a spill by blotting, not rubbing, and take the piece to a cleaner as soon as you
            can.
          </li>
        </ul>
        <h3>Dry cleaning</h3>
        <p>
          We recommend dry cleaning for every agbada, suit and aso-oke piece, and for anything with
          embroidery. Tell your cleaner the fabric (brocade, aso-oke or wool), ask for embroidery to
          be turned inside out or covered, and clean only when needed. Cotton kaftans and
          ready-to-wear shirts can be hand washed cold, inside out; adire is best washed alone and
          dried in the shade. The care label on each piece has the final word.
        </p>
        <h3>Free minor repairs within 90 days</h3>
        <p>
          For 90 days from delivery we repair small faults free of charge: a loose button, a seam
          that has opened, a hem that has dropped, a lifted embroidery stitch. Tell us what needs
          fixing through our <TextLink to="/contact">contact form</TextLink> and we will arrange for
          the piece to come to our tailors. We cover the return postage to you.
        </p>
        <h3>Alterations service</h3>
        <p>
          Our tailors in Lagos can shorten sleeves and hems, take in or let out a waist where the
          seam allowance permits, and adjust the fit of a jacket or senator top, on any Eko Thread
          piece, whenever you bought it. Send us your request with a photo and your measurements; we
          reply with a price and a timeline before any work begins.
        </p>
      </ContentSection>
      <ContactPrompt title="Need help with a return?" />
    </ContentPage>
  );
}
