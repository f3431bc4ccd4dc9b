import { ContactPrompt } from '../components/contact-prompt';
import { ContentPage } from '../components/content-page';
import { ContentSection } from '../components/content-section';
import { TextLink } from '../components/text-link';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

const RATES = [
  { destination: 'Nigeria and the United Kingdom', order: 'Any order', cost: 'Free' },
  { destination: 'Rest of the world', order: '$120 or more', cost: 'Free' },
  { destination: 'Rest of the world', order: 'Under $120', cost: '$5 per item' },
] as const;

export function ShippingPage() {
  useScrollToHash();
  return (
    <ContentPage
      eyebrow="Customer care"
      title="Shipping"
      intro={
        <p>
          From our studio in Lagos to your door, wherever you are. Every order is sent with a
          tracked courier and arrives in 3-5 working days after dispatch.
        </p>
      }
    >
      <ContentSection id="delivery-times" title="Delivery times">
        <p>
          Once your order has been dispatched, delivery takes <strong>3-5 working days</strong> to
          the United Kingdom, Nigeria and the rest of the world. Working days are Monday to Friday,
          excluding public holidays.
        </p>
        <p>
          Made-to-measure pieces are cut and sewn for you after you order, so they need production
          time before they are dispatched. We confirm that time by email when we receive your
          measurements, and the 3-5 working days of delivery begin once the piece is on its way.
        </p>
        <p>
          If your order includes both ready-made and made-to-measure pieces, we send them together
          unless you ask us to ship the ready-made pieces first.
        </p>
      </ContentSection>

      <ContentSection id="shipping-costs" title="Shipping costs">
        <p>
          Shipping is free on every order of $120 or more, and always free to Nigeria and the United
          Kingdom. For other destinations, orders under $120 are charged $5 per item. You see the
          exact shipping cost in your bag before you pay.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
            <caption className="sr-only">Shipping costs by destination and order total</caption>
            <thead>
              <tr className="border-b border-ink text-xs uppercase tracking-[0.12em] text-ink">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Destination
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Order total
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Shipping
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {RATES.map((rate) => (
                <tr key={`${rate.destination}-${rate.order}`}>
                  <td className="py-3 pr-4 text-ink">{rate.destination}</td>
                  <td className="py-3 pr-4">{rate.order}</td>
                  <td className="py-3 font-medium text-ink">{rate.cost}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          For example, two kaftans totalling $90 sent to Ghana cost $10 to ship; add a third piece
          and bring the order to $120, and shipping is free. The destination is the country of the
          first address saved in your account.
        </p>
      </ContentSection>

      <ContentSection id="tracking" title="Tracking your order">
        <p>
          When your parcel leaves us we email you its tracking number and a link to follow it with
          the courier. You can also see each order and its status from your{' '}
          <TextLink to="/dashboard/orders">dashboard</TextLink>. The courier may contact you by text
          or email on the day of delivery, so please give us a phone number you can answer.
        </p>
      </ContentSection>

      <ContentSection id="customs-and-duties" title="Customs and duties">
        <p>
          For deliveries to the United Kingdom and Nigeria there is nothing more to pay when your
          parcel arrives.
        </p>
        <p>
          For every other country, your parcel may be charged import duties, taxes and customs
          clearance fees when it arrives. These are set by your country&rsquo;s customs authority,
          are not included in our prices or shipping costs, and are paid by the recipient, usually
          to the courier before delivery. We declare the true value of every parcel and cannot mark
          orders as gifts. If you are unsure what your country charges, your local customs office
          can tell you before you order.
        </p>
      </ContentSection>

      <ContentSection id="addresses-and-missed-deliveries" title="Addresses and missed deliveries">
        <p>
          Please check your delivery address carefully before you pay; we cannot redirect a parcel
          once it has been handed to the courier. If you miss a delivery, the courier will leave a
          card or message explaining how to rearrange it or collect your parcel. If your tracking
          has not moved for several days, <TextLink to="/contact">contact us</TextLink> and we will
          chase it for you.
        </p>
      </ContentSection>

      <ContactPrompt title="A question about your delivery?" />
    </ContentPage>
  );
}
