import type { AccordionItem } from '../../../components/ui/accordion';
import { AccordionSection } from '../components/accordion-section';
import { ContactPrompt } from '../components/contact-prompt';
import { ContentPage } from '../components/content-page';
import { SizeChart } from '../../../components/ui/size-chart';
import { TextLink } from '../components/text-link';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { STORE_CONTACT } from '../../../lib/store-contact';

const BRAND: AccordionItem[] = [
  {
    id: 'who-we-are',
    question: 'Who is Eko Thread?',
    answer: (
      <>
        <p>
          Eko Thread is a menswear house with one foot in Lagos and the other in the United Kingdom.
          We make agbada, suits, native wear and ready-to-wear for men who want to look their best
          at the moments that matter: a wedding, a naming ceremony, a first day in a new job, a
          Sunday service, a Friday owambe.
        </p>
        <p>
          &lsquo;Eko&rsquo; is the Yoruba name for Lagos, the city where every one of our pieces is
          cut and finished.
        </p>
      </>
    ),
  },
  {
    id: 'where-made',
    question: 'Where are your clothes made?',
    answer: (
      <p>
        In our tailoring studio in Lagos. Our tailors cut, sew and finish each garment by hand and
        machine, and our embroiderers work the necklines and pockets of the agbada and kaftans. We
        buy our aso-oke from weavers in the south-west of Nigeria, our adire from indigo dyers, and
        our brocades and suitings from trusted cloth merchants.
      </p>
    ),
  },
  {
    id: 'what-we-make',
    question: 'What do you make?',
    answer: (
      <>
        <p>Four lines, each with its own character:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <TextLink to="/shop/brand/agbada">Agbada</TextLink>: the grand three-piece robe, for the
            day you want to be remembered.
          </li>
          <li>
            <TextLink to="/shop/brand/suit">Suit</TextLink>: two- and three-piece suits with a Lagos
            cut.
          </li>
          <li>
            <TextLink to="/shop/brand/native">Native</TextLink>: kaftan, senator, buba and sokoto,
            and aso-oke sets.
          </li>
          <li>
            <TextLink to="/shop/brand/ready-to-wear">Ready-to-Wear</TextLink>: shirts, tunics and
            separates in standard sizes.
          </li>
        </ul>
      </>
    ),
  },
];

const SIZING: AccordionItem[] = [
  {
    id: 'how-to-measure',
    question: 'How do I take my measurements?',
    answer: (
      <>
        <p>
          Use a soft tape measure, wear a thin shirt rather than a jumper, and ask someone to help
          if you can. Keep the tape level and snug, but loose enough to slip one finger underneath.
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong className="font-semibold text-ink">Chest:</strong> around the fullest part of
            your chest, under your arms and across your shoulder blades, with your arms relaxed at
            your sides.
          </li>
          <li>
            <strong className="font-semibold text-ink">Waist:</strong> around your waist at the
            height where you wear your trousers, usually just above the hip bones.
          </li>
          <li>
            <strong className="font-semibold text-ink">Sleeve:</strong> from the point of your
            shoulder, where a shirt&rsquo;s shoulder seam sits, down over a slightly bent elbow to
            the bone of your wrist.
          </li>
          <li>
            <strong className="font-semibold text-ink">Agbada length:</strong> standing straight in
            the shoes you will wear, from the top of your shoulder beside the neck straight down to
            where you want the hem to fall. Most men choose between mid-calf and just above the
            ankle.
          </li>
        </ul>
        <p>Write each measurement down in inches or centimetres and compare it with our chart.</p>
      </>
    ),
  },
  {
    id: 'size-chart',
    question: 'What sizes do you offer?',
    answer: (
      <>
        <p>
          Every ready-made piece comes in S, M, MT (medium tall), L, XL and XXL. Choose by your
          chest first, then check the sleeve and length.
        </p>
        <SizeChart />
      </>
    ),
  },
  {
    id: 'medium-tall',
    question: 'What does MT mean?',
    answer: (
      <p>
        MT is our medium tall: the chest and waist of a medium with longer sleeves and about three
        inches (8 cm) more length in the agbada, kaftan and senator. It is cut for men of around
        6′0″ to 6′3″ (183 to 191 cm) who find a medium fits their body but finishes too short.
      </p>
    ),
  },
  {
    id: 'between-sizes',
    question: 'I am between two sizes. Which should I choose?',
    answer: (
      <p>
        For agbada, kaftans and buba, take the larger size: they are made to drape, and a little
        room looks generous rather than loose. For suits and senator tops, go by your chest and
        choose the size that matches it; a tailor can take in a waist far more easily than let out a
        chest. If you are still unsure, send us your measurements and we will recommend a size.
      </p>
    ),
  },
  {
    id: 'made-to-measure',
    question: 'Can you make a piece to my measurements?',
    answer: (
      <>
        <p>
          Yes. Most of our agbada, suits and native pieces can be made to measure. Order the closest
          size, then <TextLink to="/contact">send us your measurements</TextLink> with your order
          number: chest, waist, sleeve, agbada or garment length, and your height. We also welcome
          requests for changes to a design, such as a shorter sleeve or a different neckline. Our
          tailors in Lagos cut the piece for you and we confirm the extra production time by email
          before the cloth is cut.
        </p>
        <p>
          Because they are made for one person, made-to-measure pieces are final sale unless they
          arrive faulty.
        </p>
      </>
    ),
  },
  {
    id: 'alterations',
    question: 'Can I have a piece altered after it arrives?',
    answer: (
      <p>
        Yes. We can shorten sleeves and hems, take in or let out a waist where the seam allows, and
        adjust the fit of a jacket. See{' '}
        <TextLink to="/return#maintenance-and-repairs">Maintenance and Repairs</TextLink> for how
        our alterations service works.
      </p>
    ),
  },
];

const DELIVERY: AccordionItem[] = [
  {
    id: 'delivery-time',
    question: 'How long will delivery take?',
    answer: (
      <p>
        Delivery takes 3-5 working days from the day your order is dispatched, to the United
        Kingdom, Nigeria and the rest of the world. Made-to-measure pieces need production time
        before they are dispatched. You will find the details on our{' '}
        <TextLink to="/shipping">Shipping</TextLink> page.
      </p>
    ),
  },
  {
    id: 'shipping-cost',
    question: 'How much does shipping cost?',
    answer: (
      <p>
        Shipping is free on orders of $120 or more, and always free to Nigeria and the United
        Kingdom. Elsewhere, orders under $120 are charged $5 per item.
      </p>
    ),
  },
  {
    id: 'track-order',
    question: 'How do I track my order?',
    answer: (
      <p>
        When your parcel leaves us we email you its tracking number. If you have an account, you can
        also follow each order from your <TextLink to="/dashboard/orders">dashboard</TextLink>.
      </p>
    ),
  },
  {
    id: 'payment-methods',
    question: 'How can I pay?',
    answer: (
      <p>
        By Visa, Mastercard or American Express, in US dollars. Customers in Nigeria can also pay in
        naira by card. Read more on our <TextLink to="/payment">Payment Options</TextLink> page.
      </p>
    ),
  },
];

const RETURNS: AccordionItem[] = [
  {
    id: 'returns-policy',
    question: 'What is your returns policy?',
    answer: (
      <p>
        You can return ready-made pieces within 14 days of delivery, as long as they are unworn,
        unwashed and still carry their tags. Made-to-measure pieces are final sale unless they are
        faulty. Everything you need to know is on our{' '}
        <TextLink to="/return">Return &amp; Exchanges</TextLink> page.
      </p>
    ),
  },
  {
    id: 'exchange-size',
    question: 'Can I exchange an item for another size?',
    answer: (
      <p>
        Of course. <TextLink to="/contact">Tell us</TextLink> which size you would like within 14
        days of delivery and we will reserve it while your original piece makes its way back to us.
      </p>
    ),
  },
];

const CONTACT: AccordionItem[] = [
  {
    id: 'contact-us',
    question: 'How can I contact you?',
    answer: (
      <p>
        The quickest way is our <TextLink to="/contact">contact form</TextLink>. You can also email{' '}
        <TextLink to={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</TextLink> or call us
        on <TextLink to={STORE_CONTACT.phoneHref}>{STORE_CONTACT.phone}</TextLink>. Please have your
        order number to hand if your question is about an order.
      </p>
    ),
  },
  {
    id: 'styling-advice',
    question: 'Can you help me choose an outfit for an occasion?',
    answer: (
      <p>
        We would love to. Tell us about the occasion, the colours you have in mind (or the
        family&rsquo;s aso-ebi) and your date through our{' '}
        <TextLink to="/contact">contact form</TextLink>, and we will suggest pieces and fabrics that
        will arrive in good time.
      </p>
    ),
  },
];

export function FaqPage() {
  useScrollToHash();
  return (
    <ContentPage
      eyebrow="Customer care"
      title="Frequently Asked Questions"
      intro={
        <p>
          Everything you might want to know before you order: who we are, how our pieces fit, how
          they reach you and what to do if something is not quite right. Cannot find your answer?{' '}
          <TextLink to="/contact">Contact us</TextLink>.
        </p>
      }
    >
      <AccordionSection id="faq-brand" title="About Eko Thread" items={BRAND} />
      <AccordionSection id="faq-sizing" title="Sizing and fit" items={SIZING} />
      <AccordionSection id="faq-delivery" title="Orders and delivery" items={DELIVERY} />
      <AccordionSection id="faq-returns" title="Returns and exchanges" items={RETURNS} />
      <AccordionSection id="faq-contact" title="Contact" items={CONTACT} />
      <ContactPrompt />
    </ContentPage>
  );
}
