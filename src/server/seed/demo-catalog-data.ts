import type { ApprovalStatus, ProductSize } from '#shared/common/constants';

import type { ArtDesign } from './product-art';

/** The four house brands (slugs exactly as the storefront links them) and the demo merchant's. */
export const DEMO_BRANDS = [
  {
    slug: 'agbada',
    name: 'Agbada',
    description:
      'Flowing three-piece agbada for the days that matter: hand-finished embroidery, generous sleeves and a matching buba and sokoto, cut in adire, aso-oke, brocade and fine voile.',
  },
  {
    slug: 'suit',
    name: 'Suit',
    description:
      'Tailored suits and blazers with a clean Lagos-meets-London line: half-canvassed jackets, flat-front trousers and cloths that breathe in the heat and hold their shape on the flight home.',
  },
  {
    slug: 'native',
    name: 'Native',
    description:
      'Senator kaftans, buba and sokoto and hand-woven caps for church, family and Friday: everyday native wear with quiet embroidery, sewn to be worn, washed and worn again.',
  },
  {
    slug: 'ready-to-wear',
    name: 'Ready-to-Wear',
    description:
      'Easy pieces in Nigerian prints and cloths, ready the day they arrive: ankara shirts, adire tunics and relaxed sets in standard sizes, for the office, the weekend and everything between.',
  },
] as const;

export const MERCHANT_BRAND = {
  slug: 'bakare-tailoring',
  name: 'Bakare Tailoring',
  description:
    'Tunde Bakare has cut agbada and senator suits to measure in Surulere since 2009. Every piece is drafted by hand, finished by one tailor from start to end, and pressed before it ships.',
} as const;

export type DemoBrandSlug = (typeof DEMO_BRANDS)[number]['slug'] | typeof MERCHANT_BRAND.slug;

export const DEMO_CATEGORIES = [
  {
    slug: 'wedding-occasion',
    name: 'Wedding & Occasion',
    description:
      'Grand agbada, dinner suits and embroidered kaftans for weddings, naming ceremonies and owambe Saturdays.',
  },
  {
    slug: 'everyday-native',
    name: 'Everyday Native',
    description:
      'Senator kaftans, buba and sokoto and easy print shirts for church, family lunches and Fridays at the office.',
  },
  {
    slug: 'office-formal',
    name: 'Office & Formal',
    description:
      'Two- and three-piece suits, blazers and sharp senators for the boardroom, the interview and the client dinner.',
  },
  {
    slug: 'new-arrivals',
    name: 'New Arrivals',
    description:
      'The latest pieces from our tailors and partner workshops, freshly cut this season.',
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description:
      'Hand-woven aso-oke fila, brocade caps and the finishing touches that complete an outfit.',
  },
] as const;

export type DemoCategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

/** Which pictures a product gets: all three, only the main one, or none (the placeholder). */
export type DemoImages = 'all' | 'main' | 'none';

export interface DemoProduct {
  sku: string;
  name: string;
  brand: DemoBrandSlug;
  categories: DemoCategorySlug[];
  description: string;
  /** Whole dollars; stored in cents. */
  price: number;
  inventory: number;
  sizes: ProductSize[];
  taxable: boolean;
  isActive: boolean;
  art: ArtDesign;
  images: DemoImages;
}

const FULL: ProductSize[] = ['S', 'M', 'MT', 'L', 'XL', 'XXL'];
const TALL: ProductSize[] = ['M', 'MT', 'L', 'XL', 'XXL'];
const CORE: ProductSize[] = ['S', 'M', 'L', 'XL'];
const ONE: ProductSize[] = ['M'];

function product(
  values: Omit<DemoProduct, 'taxable' | 'isActive' | 'images' | 'sizes'> &
    Partial<Pick<DemoProduct, 'taxable' | 'isActive' | 'images' | 'sizes'>>,
): DemoProduct {
  return { taxable: true, isActive: true, images: 'all', sizes: FULL, ...values };
}

/**
 * The demo products, oldest first: they are inserted in this order, so "newest first" (id
 * descending) shows the end of the list first, and the last eight are the new arrivals.
 */
export const DEMO_PRODUCTS: DemoProduct[] = [
  product({
    sku: 'EKO-SUT-001',
    name: 'Charcoal Two-Piece Suit',
    brand: 'suit',
    categories: ['office-formal'],
    description:
      'A year-round charcoal suit in a light wool blend: notch lapels, two buttons, flat-front trousers. The suit you reach for first.',
    price: 340,
    inventory: 55,
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    art: {
      garment: 'suit',
      fabric: 'solid',
      base: '#3a3d42',
      accent: '#7a1f2b',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-NAT-001',
    name: 'Ivory Senator Kaftan',
    brand: 'native',
    categories: ['everyday-native'],
    description:
      'A crisp ivory senator with a mandarin collar, gold placket embroidery and matching trousers. Cool cotton for long Lagos afternoons.',
    price: 120,
    inventory: 80,
    art: {
      garment: 'kaftan',
      fabric: 'solid',
      base: '#f1ead9',
      accent: '#b08d48',
      backdrop: 'sand',
    },
  }),
  product({
    sku: 'EKO-AGB-001',
    name: 'Indigo Adire Agbada Set',
    brand: 'agbada',
    categories: ['wedding-occasion'],
    description:
      'Hand-dyed adire from Abeokuta in deep indigo, with cream neck embroidery. Three pieces: agbada, buba and sokoto.',
    price: 420,
    inventory: 12,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'adire',
      base: '#1f3a68',
      accent: '#e8d9a8',
      trousers: '#1a2f52',
      backdrop: 'cream',
    },
  }),
  product({
    sku: 'EKO-ACC-001',
    name: 'Aso-Oke Fila Cap',
    brand: 'native',
    categories: ['accessories'],
    description:
      'A hand-woven aso-oke gobi cap in wine and gold stripes. Wear it tall or fold it to the side. One size, soft lining.',
    price: 35,
    inventory: 120,
    sizes: ONE,
    taxable: false,
    art: {
      garment: 'cap',
      fabric: 'aso-oke',
      base: '#5b2333',
      accent: '#c9a24a',
      backdrop: 'blush',
    },
  }),
  product({
    sku: 'EKO-SUT-002',
    name: 'Navy Pinstripe Suit',
    brand: 'suit',
    categories: ['office-formal'],
    description:
      'Navy with a fine chalk pinstripe, peak lapels and a slightly longer jacket. For the board meeting and the dinner after it.',
    price: 380,
    inventory: 18,
    sizes: ['M', 'L', 'XL', 'XXL'],
    art: {
      garment: 'suit',
      fabric: 'pinstripe',
      base: '#1f2a44',
      accent: '#c9cfd8',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-NAT-002',
    name: 'Rust Buba and Sokoto',
    brand: 'native',
    categories: ['everyday-native'],
    description:
      'A relaxed buba with a wide embroidered neckline over drawstring sokoto, in a warm rust cotton that softens with every wash.',
    price: 95,
    inventory: 45,
    art: { garment: 'buba', fabric: 'solid', base: '#a4472a', accent: '#e2b86b', backdrop: 'sand' },
  }),
  product({
    sku: 'EKO-RTW-001',
    name: 'Ankara Print Short-Sleeve Shirt',
    brand: 'ready-to-wear',
    categories: ['everyday-native'],
    description:
      'A bold ankara shirt in saffron, teal and brick, with a camp collar and a straight hem to wear untucked. Pure wax-print cotton.',
    price: 48,
    inventory: 150,
    sizes: CORE,
    art: {
      garment: 'shirt',
      fabric: 'ankara',
      base: '#f2a23a',
      accent: '#1e5f74',
      trousers: '#b23a2b',
      backdrop: 'sage',
    },
  }),
  product({
    sku: 'EKO-AGB-002',
    name: 'Wine Aso-Oke Agbada',
    brand: 'agbada',
    categories: ['wedding-occasion'],
    description:
      'Wine aso-oke woven with gold threads on a narrow loom in Iseyin. Heavy, proud and made for the front row.',
    price: 650,
    inventory: 0,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'aso-oke',
      base: '#6d1f2f',
      accent: '#c98a2e',
      trousers: '#4a1420',
      backdrop: 'blush',
    },
  }),
  product({
    sku: 'EKO-NAT-003',
    name: 'Black Senator Kaftan',
    brand: 'native',
    categories: ['everyday-native', 'office-formal'],
    description:
      'A black senator with grey tone-on-tone embroidery and slim trousers. Smart enough for the office, easy enough for Sunday.',
    price: 115,
    inventory: 64,
    art: {
      garment: 'kaftan',
      fabric: 'solid',
      base: '#1d1d1f',
      accent: '#9a9a9a',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-SUT-003',
    name: 'Navy Travel Blazer',
    brand: 'suit',
    categories: ['office-formal'],
    description:
      'An unlined navy blazer in crease-resistant wool that packs flat and arrives ready. Patch pockets, horn buttons.',
    price: 210,
    inventory: 90,
    art: {
      garment: 'suit',
      fabric: 'solid',
      base: '#22304a',
      accent: '#a33b3b',
      trousers: '#8d8a80',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-AGB-003',
    name: 'Emerald Damask Agbada',
    brand: 'agbada',
    categories: ['wedding-occasion'],
    description:
      'Emerald damask brocade with a soft sheen and gold thread embroidery around the neck and pocket. Agbada, buba and sokoto.',
    price: 540,
    inventory: 25,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'brocade',
      base: '#1f5e4a',
      accent: '#d8c27a',
      trousers: '#17463a',
      backdrop: 'cream',
    },
  }),
  product({
    sku: 'EKO-RTW-002',
    name: 'Adire Camp-Collar Shirt',
    brand: 'ready-to-wear',
    categories: ['everyday-native'],
    description:
      'Indigo adire cotton cut into a relaxed camp-collar shirt. Each piece is dyed by hand, so the circles never fall quite the same.',
    price: 55,
    inventory: 38,
    sizes: CORE,
    art: {
      garment: 'shirt',
      fabric: 'adire',
      base: '#27457a',
      accent: '#e9eef6',
      backdrop: 'sage',
    },
  }),
  product({
    sku: 'EKO-SUT-004',
    name: 'Midnight Tuxedo',
    brand: 'suit',
    categories: ['wedding-occasion'],
    description:
      'A midnight-black dinner suit with satin lapels and a single button. For the reception, the gala and the last dance.',
    price: 520,
    inventory: 7,
    sizes: ['M', 'L', 'XL'],
    art: {
      garment: 'suit',
      fabric: 'solid',
      base: '#16171c',
      accent: '#2b2b33',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-NAT-004',
    name: 'Teal Embroidered Kaftan',
    brand: 'native',
    categories: ['everyday-native', 'wedding-occasion'],
    description:
      'Deep teal senator with honey-gold chain embroidery down the placket and on the pocket. Matching trousers included.',
    price: 140,
    inventory: 11,
    art: {
      garment: 'kaftan',
      fabric: 'solid',
      base: '#1d6b6f',
      accent: '#e0c07a',
      backdrop: 'sage',
    },
  }),
  product({
    sku: 'EKO-AGB-004',
    name: 'Sky Blue Voile Agbada',
    brand: 'agbada',
    categories: ['wedding-occasion'],
    description:
      'Light Swiss voile in sky blue with ivory embroidery: an agbada for daytime ceremonies that moves with the breeze.',
    price: 310,
    inventory: 60,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'solid',
      base: '#9cc3e4',
      accent: '#f5f1e6',
      backdrop: 'cream',
    },
  }),
  product({
    sku: 'EKO-SUT-005',
    name: 'Camel Double-Breasted Blazer',
    brand: 'suit',
    categories: ['office-formal'],
    description:
      'Camel hair-blend blazer with six buttons and peak lapels. Wear it over a black senator or with grey trousers.',
    price: 240,
    inventory: 0,
    sizes: ['M', 'L', 'XL'],
    art: {
      garment: 'suit',
      fabric: 'solid',
      base: '#b88a55',
      accent: '#5a3a22',
      trousers: '#4b4f57',
      backdrop: 'sand',
    },
  }),
  product({
    sku: 'EKO-RTW-003',
    name: 'Black Everyday Buba Set',
    brand: 'ready-to-wear',
    categories: ['everyday-native'],
    description:
      'A black buba and sokoto in soft brushed cotton with a thin gold neck trim. Easy to wear, easy to wash.',
    price: 85,
    inventory: 57,
    images: 'main',
    art: {
      garment: 'buba',
      fabric: 'solid',
      base: '#232326',
      accent: '#c8a45a',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-ACC-002',
    name: 'Gold Brocade Fila Cap',
    brand: 'native',
    categories: ['accessories', 'wedding-occasion'],
    description:
      'A gold brocade gobi cap to match an ivory or champagne agbada. Stiffened band, soft crown. One size.',
    price: 45,
    inventory: 13,
    sizes: ONE,
    taxable: false,
    art: {
      garment: 'cap',
      fabric: 'brocade',
      base: '#b8923e',
      accent: '#f3e3b0',
      backdrop: 'cream',
    },
  }),
  product({
    sku: 'EKO-AGB-005',
    name: 'Charcoal Three-Piece Agbada',
    brand: 'agbada',
    categories: ['wedding-occasion', 'office-formal'],
    description:
      'A charcoal agbada with silver-grey embroidery, over a matching buba and sokoto. Understated and very sharp.',
    price: 360,
    inventory: 40,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'solid',
      base: '#3b3b40',
      accent: '#b9b9bf',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-SUT-006',
    name: 'Slate Chalk-Stripe Suit',
    brand: 'suit',
    categories: ['office-formal'],
    description:
      'Slate grey with a soft chalk stripe and a two-button jacket. A little more character than plain grey, no less serious.',
    price: 360,
    inventory: 30,
    art: {
      garment: 'suit',
      fabric: 'pinstripe',
      base: '#4a5563',
      accent: '#e8e8e8',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-RTW-004',
    name: 'Coral Ankara Kaftan',
    brand: 'ready-to-wear',
    categories: ['everyday-native'],
    description:
      'A knee-length kaftan in a coral, sunflower and blue ankara print, with side slits and plain matching trousers.',
    price: 65,
    inventory: 10,
    sizes: CORE,
    art: {
      garment: 'kaftan',
      fabric: 'ankara',
      base: '#e86a50',
      accent: '#f6d26b',
      trousers: '#2d5d7b',
      backdrop: 'blush',
    },
  }),
  product({
    sku: 'EKO-NAT-005',
    name: 'Forest Green Kaftan',
    brand: 'native',
    categories: ['everyday-native'],
    description:
      'Forest green senator with a sand-coloured placket stitch. Breathable cotton blend, trousers with a half-elastic waist.',
    price: 125,
    inventory: 33,
    art: {
      garment: 'kaftan',
      fabric: 'solid',
      base: '#2f5233',
      accent: '#d9c38b',
      backdrop: 'sage',
    },
  }),
  product({
    sku: 'EKO-RTW-005',
    name: 'Indigo Kaftan Tunic',
    brand: 'ready-to-wear',
    categories: ['everyday-native'],
    description:
      'A long indigo tunic in adire cotton with a banded collar. Pair it with jeans or its matching trousers.',
    price: 68,
    inventory: 0,
    sizes: CORE,
    art: {
      garment: 'kaftan',
      fabric: 'adire',
      base: '#22396b',
      accent: '#dfe6f2',
      trousers: '#1b2c52',
      backdrop: 'cream',
    },
  }),
  product({
    sku: 'EKO-RTW-006',
    name: 'Aso-Oke Stripe Shirt',
    brand: 'ready-to-wear',
    categories: ['everyday-native'],
    description:
      'A short-sleeved shirt in light aso-oke stripes of teal and marigold, woven soft enough to wear all day.',
    price: 72,
    inventory: 26,
    sizes: CORE,
    images: 'none',
    art: {
      garment: 'shirt',
      fabric: 'aso-oke',
      base: '#1f4f5e',
      accent: '#e0a33a',
      backdrop: 'sage',
    },
  }),
  product({
    sku: 'EKO-SUT-007',
    name: 'Olive Three-Piece Suit',
    brand: 'suit',
    categories: ['office-formal', 'wedding-occasion'],
    description:
      'Olive wool with a matching waistcoat and a gold tie. Made for the groom’s party and worn long after it.',
    price: 450,
    inventory: 22,
    art: {
      garment: 'suit',
      fabric: 'solid',
      base: '#5b5e3a',
      accent: '#c9a24a',
      backdrop: 'sand',
    },
  }),
  product({
    sku: 'EKO-AGB-006',
    name: 'Sand Cotton Agbada',
    brand: 'agbada',
    categories: ['everyday-native'],
    description:
      'An everyday agbada in washed sand cotton with brown embroidery: lighter, simpler and made for weekend visits.',
    price: 260,
    inventory: 75,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'solid',
      base: '#d8c4a0',
      accent: '#7a5c3a',
      backdrop: 'sand',
    },
  }),
  product({
    sku: 'EKO-NAT-006',
    name: 'Adire Buba and Sokoto Set',
    brand: 'native',
    categories: ['everyday-native'],
    description:
      'Hand-dyed adire buba with wide sleeves and matching sokoto. Indigo deepens gently with wear, like good denim.',
    price: 130,
    inventory: 2,
    art: {
      garment: 'buba',
      fabric: 'adire',
      base: '#2a4a80',
      accent: '#e8eef7',
      backdrop: 'cream',
    },
  }),
  product({
    sku: 'EKO-RTW-007',
    name: 'Ivory Linen Tunic',
    brand: 'ready-to-wear',
    categories: ['everyday-native'],
    description:
      'A long ivory linen tunic with a band collar and a hidden placket. Back next season in a heavier linen.',
    price: 60,
    inventory: 52,
    sizes: CORE,
    isActive: false,
    art: {
      garment: 'kaftan',
      fabric: 'solid',
      base: '#f3efe4',
      accent: '#8c7a5b',
      backdrop: 'sand',
    },
  }),
  product({
    sku: 'EKO-SUT-008',
    name: 'Oxblood Velvet Dinner Jacket',
    brand: 'suit',
    categories: ['wedding-occasion'],
    description:
      'Oxblood cotton velvet with a shawl collar in black satin. Wear it with black trousers and a white shirt.',
    price: 410,
    inventory: 4,
    sizes: ['M', 'L', 'XL'],
    art: {
      garment: 'suit',
      fabric: 'solid',
      base: '#5a1822',
      accent: '#141414',
      trousers: '#151518',
      backdrop: 'blush',
    },
  }),
  product({
    sku: 'EKO-ACC-003',
    name: 'Cream Knit Fila Cap',
    brand: 'ready-to-wear',
    categories: ['accessories'],
    description: 'A soft cream knit fila with a woven brown band: the everyday cap. One size.',
    price: 20,
    inventory: 200,
    sizes: ONE,
    taxable: false,
    images: 'main',
    art: {
      garment: 'cap',
      fabric: 'solid',
      base: '#efe6d2',
      accent: '#8c6d3f',
      backdrop: 'sage',
    },
  }),
  product({
    sku: 'EKO-AGB-007',
    name: 'Champagne Embroidered Agbada',
    brand: 'agbada',
    categories: ['wedding-occasion'],
    description:
      'Champagne brocade with dense antique-gold embroidery on the chest, pocket and sleeves. Our grandest agbada.',
    price: 890,
    inventory: 3,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'brocade',
      base: '#e8d5b0',
      accent: '#a87f3a',
      backdrop: 'cream',
    },
  }),
  product({
    sku: 'EKO-RTW-008',
    name: 'Olive Drawstring Sokoto Set',
    brand: 'ready-to-wear',
    categories: ['everyday-native'],
    description:
      'An olive buba with drawstring sokoto in a light cotton twill. Resting while we restock the cloth.',
    price: 78,
    inventory: 17,
    sizes: CORE,
    isActive: false,
    art: {
      garment: 'buba',
      fabric: 'solid',
      base: '#6b6b3a',
      accent: '#d8c48a',
      backdrop: 'sage',
    },
  }),
  // The new arrivals.
  product({
    sku: 'BKT-001',
    name: 'Bakare Tailored Kaftan',
    brand: 'bakare-tailoring',
    categories: ['new-arrivals', 'office-formal'],
    description:
      'A midnight-blue kaftan drafted by hand in Surulere, with gold chain stitch at the collar and a hidden side pocket.',
    price: 180,
    inventory: 20,
    art: {
      garment: 'kaftan',
      fabric: 'solid',
      base: '#2c3e50',
      accent: '#d4b062',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-AGB-008',
    name: 'Royal Purple Aso-Oke Agbada',
    brand: 'agbada',
    categories: ['new-arrivals', 'wedding-occasion'],
    description:
      'Royal purple aso-oke with gold stripes, woven for this season. Three pieces, with a matching fila on request.',
    price: 720,
    inventory: 9,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'aso-oke',
      base: '#4b2a6b',
      accent: '#d4b062',
      trousers: '#35204d',
      backdrop: 'blush',
    },
  }),
  product({
    sku: 'EKO-SUT-009',
    name: 'Stone Linen Summer Suit',
    brand: 'suit',
    categories: ['new-arrivals', 'office-formal'],
    description:
      'A soft-shouldered stone linen suit, half-lined to stay cool. Wrinkles a little, as good linen should.',
    price: 290,
    inventory: 70,
    art: {
      garment: 'suit',
      fabric: 'solid',
      base: '#c9bfae',
      accent: '#3f5b7a',
      backdrop: 'sand',
    },
  }),
  product({
    sku: 'BKT-002',
    name: 'Bakare Bespoke Agbada',
    brand: 'bakare-tailoring',
    categories: ['new-arrivals', 'wedding-occasion'],
    description:
      'Navy damask brocade, hand-embroidered in gold over three weeks. Made to your measurements after you order.',
    price: 900,
    inventory: 5,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'brocade',
      base: '#1e2f5a',
      accent: '#d8b45a',
      trousers: '#18264a',
      backdrop: 'cream',
    },
  }),
  product({
    sku: 'EKO-ACC-004',
    name: 'Brocade Abeti-Aja Cap',
    brand: 'native',
    categories: ['new-arrivals', 'accessories'],
    description:
      'The classic dog-ear cap in emerald brocade with a gold trim band. Flaps up for a party, down for the cold.',
    price: 28,
    inventory: 16,
    sizes: ONE,
    taxable: false,
    art: {
      garment: 'cap',
      fabric: 'brocade',
      base: '#1f5e4a',
      accent: '#d8c27a',
      backdrop: 'cream',
    },
  }),
  product({
    sku: 'BKT-003',
    name: 'Bakare Senator Two-Piece',
    brand: 'bakare-tailoring',
    categories: ['new-arrivals', 'office-formal'],
    description:
      'An off-white senator two-piece with navy piping, cut close through the body. Finished by one tailor from start to end.',
    price: 260,
    inventory: 8,
    art: {
      garment: 'kaftan',
      fabric: 'solid',
      base: '#f0ece2',
      accent: '#2c3e50',
      backdrop: 'stone',
    },
  }),
  product({
    sku: 'EKO-RTW-009',
    name: 'Saffron Ankara Buba Set',
    brand: 'ready-to-wear',
    categories: ['new-arrivals', 'everyday-native'],
    description:
      'A saffron, plum and indigo ankara buba with plain indigo sokoto. Bright, light and ready for the weekend.',
    price: 88,
    inventory: 34,
    sizes: CORE,
    art: {
      garment: 'buba',
      fabric: 'ankara',
      base: '#f0b429',
      accent: '#7a2e8c',
      trousers: '#1f3a68',
      backdrop: 'blush',
    },
  }),
  product({
    sku: 'BKT-004',
    name: 'Bakare Wedding Aso-Oke Set',
    brand: 'bakare-tailoring',
    categories: ['new-arrivals', 'wedding-occasion'],
    description:
      'Deep red aso-oke agbada with a matching buba, sokoto and fila, woven to order for the groom and his family.',
    price: 680,
    inventory: 15,
    sizes: TALL,
    art: {
      garment: 'agbada',
      fabric: 'aso-oke',
      base: '#7a1f2b',
      accent: '#e0c07a',
      trousers: '#5a1620',
      backdrop: 'blush',
    },
  }),
];

/** Seeded members who write the demo reviews, besides the demo member. */
export const DEMO_REVIEWERS = [
  { email: 'ifeoma.nwosu@ekothread.test', firstName: 'Ifeoma', lastName: 'Nwosu' },
  { email: 'chidi.okonkwo@ekothread.test', firstName: 'Chidi', lastName: 'Okonkwo' },
  { email: 'segun.adeyemi@ekothread.test', firstName: 'Segun', lastName: 'Adeyemi' },
  { email: 'babajide.ogunleye@ekothread.test', firstName: 'Babajide', lastName: 'Ogunleye' },
] as const;

export const DEMO_MEMBER_EMAIL = 'member@ekothread.test';
export const DEMO_MERCHANT_EMAIL = 'merchant@ekothread.test';

export interface DemoReview {
  sku: string;
  by: string;
  title: string;
  review: string;
  rating: number;
  isRecommended: boolean;
  status: ApprovalStatus;
}

export const DEMO_REVIEWS: DemoReview[] = [
  {
    sku: 'EKO-AGB-001',
    by: DEMO_MEMBER_EMAIL,
    title: 'Wore it to my brother’s wedding',
    review:
      'The adire is even richer in person and the embroidery is neat on the inside too. Three people asked where I got it.',
    rating: 5,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-AGB-001',
    by: 'ifeoma.nwosu@ekothread.test',
    title: 'Bought it for my husband',
    review:
      'Arrived in London in four days, well folded with tissue. He is tall and the MT size was just right.',
    rating: 5,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-AGB-001',
    by: 'chidi.okonkwo@ekothread.test',
    title: 'Beautiful, runs a little large',
    review: 'Lovely cloth and finishing. I would size down if you are between sizes.',
    rating: 4,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-SUT-001',
    by: 'segun.adeyemi@ekothread.test',
    title: 'Sharp for the office',
    review:
      'Good weight for air-conditioned offices and the Lagos heat outside. The trousers needed a small hem, nothing more.',
    rating: 4,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-SUT-001',
    by: 'babajide.ogunleye@ekothread.test',
    title: 'Great value',
    review: 'Fits like suits that cost twice as much. The shoulders sit well without any padding.',
    rating: 5,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-NAT-001',
    by: 'chidi.okonkwo@ekothread.test',
    title: 'My Sunday favourite',
    review:
      'Cool, light and the gold embroidery is subtle. Washed it twice and it still looks new.',
    rating: 5,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-NAT-001',
    by: DEMO_MEMBER_EMAIL,
    title: 'Clean and simple',
    review: 'Exactly as pictured. Ivory shows marks easily, so keep it away from jollof.',
    rating: 4,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-ACC-001',
    by: 'segun.adeyemi@ekothread.test',
    title: 'Proper hand-woven aso-oke',
    review: 'You can feel the weave. It holds its fold to the side all day.',
    rating: 5,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-ACC-001',
    by: 'ifeoma.nwosu@ekothread.test',
    title: 'Matches his agbada',
    review: 'The wine is a shade darker than on screen but it goes perfectly with the aso-oke set.',
    rating: 4,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-SUT-002',
    by: DEMO_MEMBER_EMAIL,
    title: 'Good suit, long trousers',
    review:
      'The jacket is excellent. The trousers were long for me and the alteration cost extra, so only three stars.',
    rating: 3,
    isRecommended: false,
    status: 'Approved',
  },
  {
    sku: 'EKO-AGB-003',
    by: 'babajide.ogunleye@ekothread.test',
    title: 'The sheen is real',
    review:
      'The brocade catches the light beautifully in photos. The gold embroidery is tidy and soft.',
    rating: 5,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-RTW-001',
    by: 'ifeoma.nwosu@ekothread.test',
    title: 'Bright and fun',
    review: 'Colours are strong and did not run in the wash. A good summer shirt.',
    rating: 4,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-RTW-001',
    by: 'chidi.okonkwo@ekothread.test',
    title: 'Nice print, boxy cut',
    review: 'I like the cloth, but the cut is wide for my frame. Maybe size down.',
    rating: 3,
    isRecommended: false,
    status: 'Approved',
  },
  {
    sku: 'EKO-AGB-007',
    by: 'segun.adeyemi@ekothread.test',
    title: 'Worth every naira',
    review: 'Heavy, grand and very well finished. I wore it as chief host and felt the part.',
    rating: 5,
    isRecommended: true,
    status: 'Approved',
  },
  {
    sku: 'EKO-AGB-007',
    by: DEMO_MEMBER_EMAIL,
    title: 'Stunning embroidery',
    review:
      'The sleeves are embroidered all the way round. Packed in a garment bag, arrived uncreased.',
    rating: 5,
    isRecommended: true,
    status: 'Approved',
  },
  // Not shown and not counted until approved.
  {
    sku: 'EKO-NAT-002',
    by: 'babajide.ogunleye@ekothread.test',
    title: 'Comfortable for Sunday',
    review: 'Soft cotton and a relaxed fit. The drawstring could be longer.',
    rating: 4,
    isRecommended: true,
    status: 'Waiting Approval',
  },
  {
    sku: 'EKO-SUT-004',
    by: DEMO_MEMBER_EMAIL,
    title: 'Felt like a film star',
    review: 'The satin lapels are lovely. Booked it for my wedding and will add photos later.',
    rating: 5,
    isRecommended: true,
    status: 'Waiting Approval',
  },
  {
    sku: 'EKO-SUT-003',
    by: 'chidi.okonkwo@ekothread.test',
    title: 'Cheaper elsewhere!!!',
    review: 'Message me on WhatsApp for the same blazer at half the price.',
    rating: 2,
    isRecommended: false,
    status: 'Rejected',
  },
];
