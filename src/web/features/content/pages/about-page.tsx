import { ButtonLink } from '../../../components/ui/button';
import { ContentPage } from '../components/content-page';
import { ContentSection } from '../components/content-section';
import { TextLink } from '../components/text-link';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

export function AboutPage() {
  useScrollToHash();
  return (
    <ContentPage
      eyebrow="The house"
      title="About Eko Thread"
      intro={
        <p>
          Eko Thread is a house of Lagos tailoring for men, with a home in the United Kingdom and
          its heart in Nigeria. We make the clothes our fathers wore to every wedding and
          celebration, and the clothes their sons wear to work on Monday, cut with the same care.
        </p>
      }
    >
      <ContentSection id="our-story" title="Our story">
        <p>
          Eko is the Yoruba name for Lagos: a city that dresses up, where a Saturday can hold three
          parties and a man is judged, kindly but surely, by the fall of his agbada. We started Eko
          Thread for everyone who grew up with that standard and now lives far from the tailors who
          kept it: in London, Manchester, Houston or Toronto, or in Lagos and Abuja with too little
          time for fittings.
        </p>
        <p>
          Every piece is cut and finished by our tailors in Lagos, people who learned their craft at
          the bench and take pride in a clean collar and an even hem. Our team in the UK looks after
          your orders, your questions and your returns, and ships our work to you wherever you are.
        </p>
      </ContentSection>

      <ContentSection id="our-fabrics" title="Our fabrics">
        <p>We begin with cloth that carries a story of its own.</p>
        <h3>Aso-oke</h3>
        <p>
          The prestige cloth of the Yoruba, hand-woven in narrow strips on traditional looms and
          sewn together into lengths rich with stripes, sheen and open-work. We buy from weavers in
          the south-west of Nigeria and use it for agbada, caps and the occasion sets that families
          choose together.
        </p>
        <h3>Adire</h3>
        <p>
          Indigo cloth patterned by resist dyeing: tied, stitched or painted with starch before it
          meets the dye, so every circle, line and leaf is made by hand. Its deep blues run through
          our kaftans and shirts, and through the patterns on this site.
        </p>
        <h3>Brocade</h3>
        <p>
          The crisp, lustrous damask that gives an agbada its presence, woven with a pattern you see
          only when the light catches it. We choose weights that hold their shape and drape without
          stiffness.
        </p>
        <p>
          Alongside them you will find fine cottons and linens for the heat of Lagos and wool
          suitings for a British winter.
        </p>
      </ContentSection>

      <ContentSection id="our-lines" title="Four lines, one house">
        <ul>
          <li>
            <TextLink to="/shop/brand/agbada">Agbada</TextLink>: the grand three-piece robe in
            brocade and aso-oke, with embroidery worked by hand, for the days you will remember.
          </li>
          <li>
            <TextLink to="/shop/brand/suit">Suit</TextLink>: two- and three-piece suits with a
            confident Lagos cut, from boardroom navy to wedding-day ivory.
          </li>
          <li>
            <TextLink to="/shop/brand/native">Native</TextLink>: kaftan, senator, buba and sokoto,
            and aso-oke sets, the easy elegance of home.
          </li>
          <li>
            <TextLink to="/shop/brand/ready-to-wear">Ready-to-Wear</TextLink>: shirts, tunics and
            separates in standard sizes, for every day of the week.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="sell-with-us" title="Tailors and labels: sell with us">
        <p>
          Do you cut agbada, suits or native sets under your own label? Eko Thread also carries the
          work of independent tailors: you get your own brand page in our shop, list and price your
          own pieces, and ship your own orders.{' '}
          <TextLink to="/sell">Apply to sell with us</TextLink>; we review every application and
          call you on the number you give us.
        </p>
      </ContentSection>

      <ContentSection id="our-promise" title="Our promise">
        <p>
          Honest fabrics, careful tailoring and clear prices in US dollars. Delivery in 3-5 working
          days, free shipping on orders of $120 or more, returns within 14 days, and free minor
          repairs for 90 days after delivery. If you have a question, a special occasion or a
          measurement you are not sure of, <TextLink to="/contact">write to us</TextLink>; we would
          love to hear from you.
        </p>
        <div className="pt-4">
          <ButtonLink to="/shop">Explore the collection</ButtonLink>
        </div>
      </ContentSection>
    </ContentPage>
  );
}
