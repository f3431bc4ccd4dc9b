import sharp from 'sharp';

import { COUNTRIES } from '#shared/address/countries';
import { imagePath } from '#shared/product/images';

import type { AddressRow } from '../../features/address/address.table';
import { insertLinkToken } from '../../features/auth/auth.repository';
import { newLinkToken, newSignInCode } from '../../features/auth/token.service';
import type { BrandRow } from '../../features/brand/brand.table';
import type { CategoryRow } from '../../features/category/category.table';
import type { ProductRow } from '../../features/product/product.table';
import type { ReviewRow } from '../../features/review/review.table';
import {
  shippingOptions,
  shippingZones,
  type ShippingOptionRow,
  type ShippingZoneRow,
} from '../../features/shipping/shipping.table';
import { linkIn } from '../capture-mailer';
import { addCart, checkedOut } from '../checkout-helpers';
import type { TestUser } from '../factories';
import { paidOrder, type PaidOrder } from '../order-helpers';
import type { TestApp } from '../test-app';

/** Who calls: nobody signed in, or one of the store's kinds of account. */
export const ACTOR_NAMES = [
  'guest',
  'member',
  'otherMember',
  'merchant',
  'otherMerchant',
  'disabledMerchant',
  'admin',
] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];
export type SignedInName = Exclude<ActorName, 'guest'>;

/** A signed-in actor and what it owns. */
export interface Actor {
  name: SignedInName;
  account: TestUser;
  /** Bearer token, ready for the Authorization header. */
  token: string;
  address: AddressRow;
  /** Merchants: the brand they run and one product of it. */
  brand: BrandRow | null;
  product: ProductRow | null;
}

export interface World {
  t: TestApp;
  actors: Record<SignedInName, Actor>;
  /** A brand of the store (no merchant), its products and a category holding them. */
  shop: { brand: BrandRow; product: ProductRow; liked: ProductRow; category: CategoryRow };
  /** A paid order of the member, and one of the other member. */
  order: PaidOrder;
  otherOrder: PaidOrder;
  /** The member's review of the shop's product (waiting approval). */
  review: ReviewRow;
  /** The demo shipping zones: the rest of the world and its first option. */
  shipping: { zone: ShippingZoneRow; option: ShippingOptionRow };
  /** A stored image, as the storefront links it. */
  imageUrl: string;
  /** A small real PNG, for uploads. */
  png: Buffer;
  /** An account to sign in as, and its password. */
  login: { email: string; password: string };

  /** A new actor of the same kind, with its own data (for calls that change the caller). */
  freshActor(name: SignedInName): Promise<Actor>;
  freshProduct(brand?: BrandRow | null): Promise<ProductRow>;
  /** A new shipping zone of a country no other zone lists, with one option. */
  freshShippingZone(): Promise<{ zone: ShippingZoneRow; option: ShippingOptionRow }>;
  /** A country no shipping zone lists yet (each call another). */
  freshCountry(): string;
  freshReview(by?: Actor): Promise<ReviewRow>;
  /** A paid order of the member. */
  freshOrder(): Promise<PaidOrder>;
  /** A cart of the member, no checkout started. */
  freshCart(): Promise<string>;
  /** A cart with an open checkout (and its payment page): the member's, or a new shopper's. */
  freshCheckout(owner?: 'member' | 'newShopper'): Promise<{ cartId: string; url: string }>;
  /** A reset-password token of a new account, as mailed. */
  freshResetToken(): Promise<string>;
  /** The one-time code of a social sign-in of a new account, and its browser's nonce. */
  freshSignInCode(): Promise<{ code: string; nonce: string; userId: string }>;
  /** The token of a one-time sign-in link (decision 0029) of a new account. */
  freshSignInLink(): Promise<{ token: string; userId: string }>;
}

const RESET_PREFIX = 'http://store.test/reset-password/';
const MERCHANT_NAMES: ReadonlySet<SignedInName> = new Set([
  'merchant',
  'otherMerchant',
  'disabledMerchant',
]);

/**
 * Every kind of actor of the store with its own data: addresses, orders, reviews, wishlist,
 * brands and products, so that a test can call each route as each of them and check that each
 * sees only its own.
 */
export async function createWorld(t: TestApp): Promise<World> {
  const { factories } = t;

  async function makeActor(name: SignedInName): Promise<Actor> {
    const account =
      name === 'admin'
        ? await factories.admin()
        : MERCHANT_NAMES.has(name)
          ? await factories.merchant({ merchantActive: name !== 'disabledMerchant' })
          : await factories.member();
    const address = await factories.address(account, { isDefault: true });
    const brand = MERCHANT_NAMES.has(name) ? await factories.brand({ merchant: account }) : null;
    const product = brand ? await factories.product({ brand }) : null;
    return { name, account, token: account.token, address, brand, product };
  }

  const actors = {} as Record<SignedInName, Actor>;
  for (const name of ACTOR_NAMES) {
    if (name !== 'guest') actors[name] = await makeActor(name);
  }

  const brand = await factories.brand();
  const product = await factories.product({ brand, inventory: 10_000 });
  const liked = await factories.product({ brand, inventory: 10_000 });
  const category = await factories.category({ products: [product, liked] });
  // Only the member likes `liked`: everyone else must see it unliked.
  const likedRes = await t.post(
    '/api/wishlist',
    { product: liked.id, isLiked: true },
    actors.member.token,
  );
  if (likedRes.status !== 200) throw new Error(`wishlist: ${JSON.stringify(likedRes.body)}`);

  const order = await paidOrder(t, actors.member.account, [{ product, quantity: 1 }]);
  const otherOrder = await paidOrder(t, actors.otherMember.account, [{ product, quantity: 1 }]);
  const review = await factories.review(product, actors.member.account, {
    status: 'Waiting Approval',
  });

  const png = await sharp({
    create: { width: 40, height: 50, channels: 3, background: '#1d3557' },
  })
    .png()
    .toBuffer();
  const imageKey = await t.services.images.save(png);

  await t.services.shipping.seedDemoZones();
  const zones = await t.db.select().from(shippingZones);
  const restOfWorld = zones.find((zone) => zone.countries.length === 0)!;
  const options = await t.db.select().from(shippingOptions);
  const shipping = {
    zone: restOfWorld,
    option: options.find((option) => option.zoneId === restOfWorld.id)!,
  };
  const listed = new Set(zones.flatMap((zone) => zone.countries));
  const free = COUNTRIES.filter((country) => !listed.has(country));
  let nextCountry = 0;
  function freshCountry(): string {
    const country = free[nextCountry % free.length]!;
    nextCountry += 1;
    return country;
  }

  const login = {
    email: actors.otherMember.account.email,
    password: actors.otherMember.account.password,
  };

  async function freshProduct(owner: BrandRow | null = brand): Promise<ProductRow> {
    return factories.product({ brand: owner, inventory: 10_000 });
  }

  return {
    t,
    actors,
    shop: { brand, product, liked, category },
    order,
    otherOrder,
    review,
    shipping,
    imageUrl: imagePath(imageKey),
    png,
    login,
    freshActor: makeActor,
    freshProduct,
    freshCountry,
    async freshShippingZone() {
      const [zone] = await t.db
        .insert(shippingZones)
        .values({ name: `Zone ${nextCountry}`, countries: [freshCountry()] })
        .returning();
      const [option] = await t.db
        .insert(shippingOptions)
        .values({
          zoneId: zone!.id,
          name: 'Courier',
          estimate: '2-4 working days',
          minDays: 2,
          maxDays: 4,
          flatCents: 700,
        })
        .returning();
      return { zone: zone!, option: option! };
    },
    freshReview: async (by = actors.member) =>
      factories.review(await freshProduct(), by.account, { status: 'Waiting Approval' }),
    freshOrder: () => paidOrder(t, actors.member.account, [{ product, quantity: 1 }]),
    freshCart: () => addCart(t, actors.member.account, [{ product, quantity: 1 }]),
    async freshCheckout(owner = 'member') {
      const shopper = owner === 'member' ? actors.member.account : await factories.member();
      const { cartId, url } = await checkedOut(t, shopper, [{ product, quantity: 1 }]);
      return { cartId, url };
    },
    async freshSignInCode() {
      const account = await factories.member({ provider: 'Google' });
      const { code, nonce, hash } = newSignInCode();
      await insertLinkToken(t.db, {
        userId: account.user.id,
        purpose: 'sign_in',
        tokenHash: hash,
        expiresAt: new Date(Date.now() + 60_000),
      });
      return { code, nonce, userId: account.user.id };
    },
    async freshSignInLink() {
      const account = await factories.member();
      const { token, hash } = newLinkToken();
      await insertLinkToken(t.db, {
        userId: account.user.id,
        purpose: 'sign_in_link',
        tokenHash: hash,
        expiresAt: new Date(Date.now() + 60_000),
      });
      return { token, userId: account.user.id };
    },
    async freshResetToken() {
      const account = await factories.member();
      const res = await t.post('/api/auth/forgot', { email: account.email });
      const link = linkIn(t.mail.last(account.email), RESET_PREFIX);
      if (res.status !== 200 || !link) throw new Error('no reset link was mailed');
      return link.slice(RESET_PREFIX.length);
    },
  };
}
