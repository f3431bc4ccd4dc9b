import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import type { Config } from './config';
import type { Database } from './db/client';
import { createAuditService } from './features/audit/audit.service';
import { createAddressService } from './features/address/address.service';
import { createAuthService } from './features/auth/auth.service';
import { createOAuthService } from './features/auth/oauth.service';
import { createEmailVerificationService } from './features/auth/email-verification.service';
import { createTokenService } from './features/auth/token.service';
import { createBrandService } from './features/brand/brand.service';
import { createCategoryService } from './features/category/category.service';
import { createCartService, priceLines } from './features/cart/cart.service';
import { createChatService } from './features/chat/chat.service';
import { createCheckout } from './features/checkout/checkout.setup';
import { createDiscountService } from './features/discount/discount.service';
import { createContactService } from './features/contact/contact.service';
import {
  createMerchantService,
  merchantAccounts,
  merchantBrandDeleted,
} from './features/merchant/merchant.service';
import { createNewsletterService } from './features/newsletter/newsletter.service';
import { createOverviewService } from './features/overview/overview.service';
import { createOrderSalesService } from './features/order/order-sales.service';
import { createOrderExportService } from './features/order/order-export.service';
import { createGuestOrderService } from './features/order/guest-order.service';
import { createOrderReadService } from './features/order/order-read.service';
import { createOrderReturnLookup } from './features/order/order-return-lookup.service';
import { createOrderStatusNotifier } from './features/order/order-status.mail';
import { createOrderStatusService } from './features/order/order-status.service';
import { createOrderService } from './features/order/order.service';
import { createPaymentService } from './features/payment/payment.service';
import { createPaymentProviders } from './features/payment/payment.setup';
import { createProductAdminService } from './features/product/product-admin.service';
import {
  createProductStockService,
  type RestockListener,
} from './features/product/product-stock.service';
import { imageUrlsFor } from './features/product/product.presenter';
import { createProductService } from './features/product/product.service';
import { createRelatedProductsService } from './features/product/product-related.service';
import { createReturnNotifier } from './features/return/return.mail';
import { createReturnService } from './features/return/return.service';
import { createReviewService } from './features/review/review.service';
import { createShippingService } from './features/shipping/shipping.service';
import { createSizeGuideService } from './features/size-guide/size-guide.service';
import { createStockAlertService } from './features/stock-alert/stock-alert.service';
import { createSeoService } from './features/seo/seo.service';
import { createSitemaps } from './features/seo/sitemap';
import { createUserExportService } from './features/user/user-export.service';
import { createUserService } from './features/user/user.service';
import { createMeasurementsService } from './features/user/measurements.service';
import { createWishlistService } from './features/wishlist/wishlist.service';
import { createResponseCache } from './http/response-cache';
import { createSignal, type SessionsEnded } from './kernel/signal';
import { createMailer, type Mailer } from './mail/mailer';
import { createImageStore } from './storage/image-store';

export interface ServiceDeps {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  /** Built from the config when not given (tests give one that captures). */
  mailer?: Mailer;
  /** Told of every stock that goes from 0 to more (tests give one that records). */
  restock?: RestockListener;
}

/**
 * The composition root: every service of the store, built once, in dependency order, from the
 * config, the database, the mailer and the logger. Routes, plugins, the seed and tests take
 * services from here; no service builds another feature's service itself.
 */
export function createServices(deps: ServiceDeps) {
  const { config, logger } = deps;
  const db = deps.database.db;
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logLinks: config.demo.isLocal,
      logger,
    });

  // Any write the shop shows (a product, brand, category, rating or stock count) is announced
  // here; the catalog cache listens, and forgets every answer it holds (decision 0017).
  const catalogChanged = createSignal();
  const announceCatalogChange = () => catalogChanged.announce();
  const catalogCache = createResponseCache({
    ttlMs: config.catalogCacheSeconds * 1000,
    maxEntries: 2000,
  });
  // The storefront's pages as the server drew them for anonymous shoppers (decision 0023), by
  // URL: fewer entries than the API's answers, each much larger.
  const pageCache = createResponseCache({
    ttlMs: config.catalogCacheSeconds * 1000,
    maxEntries: 500,
    serialize: false,
  });
  /** Forgets every cached catalog answer and page (a change here or on another server). */
  const forgetCatalog = () => {
    catalogCache.clear();
    pageCache.clear();
  };
  catalogChanged.subscribe(forgetCatalog);

  // Accounts whose sessions ended (tokens retired, merchant switched off), announced after the
  // commit; the chat socket listens and closes their sockets on every server (decision 0027).
  const sessionsEnded = createSignal<SessionsEnded>((error) =>
    logger.error({ err: error }, 'a listener of ended sessions failed'),
  );
  const announceSessionsEnded = (ended: SessionsEnded) => sessionsEnded.announce(ended);

  const tokens = createTokenService(config.jwtSecret);
  const newsletter = createNewsletterService({ db, mailer, publicUrl: config.publicUrl });
  const images = createImageStore({ db });

  // Who did what (decision 0045): each write's use case records through this, in its
  // transaction. It reads a merchant's brand from the brand service built just after it.
  const audit = createAuditService({
    db,
    brandOfMerchant: (merchantId) => brands.brandOfMerchant(merchantId),
  });
  const brands = createBrandService({
    db,
    audit,
    onCatalogChange: announceCatalogChange,
    onMerchantBrandDeleted: merchantBrandDeleted,
    onSessionsEnded: announceSessionsEnded,
  });
  const categories = createCategoryService({
    db,
    onCatalogChange: announceCatalogChange,
    audit,
  });
  const sizeGuides = createSizeGuideService({
    db,
    audit,
    brandOfMerchant: brands.brandOfMerchant,
    onCatalogChange: announceCatalogChange,
  });
  const products = createProductService({
    db,
    brandOfMerchant: brands.brandOfMerchant,
    sizeGuideFor: sizeGuides.forProduct,
    onError: (error) => logger.error({ err: error }, 'reading list anchors failed'),
    imageUrls: imageUrlsFor(config),
  });
  const catalogReads = { publicUrl: config.publicUrl, products, brands, categories };

  // "Tell me when my size is back" (decision 0040): its `restocked` is the product stock
  // service's RestockListener, called in every transaction that raises a size from 0.
  const stockAlerts = createStockAlertService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    productOf: (slugOrId) => products.item(slugOrId),
  });

  // The paid-order flow, built in its one direction: payment -> checkout -> order -> stock.
  // Every stock that goes from 0 to more is told here, in the transaction that raised it.
  // The stock alerts mark their subscribers due (decision 0040).
  const stock = createProductStockService({ restock: deps.restock ?? stockAlerts });
  const merchants = createMerchantService({
    db,
    audit,
    mailer,
    publicUrl: config.publicUrl,
    onCatalogChange: announceCatalogChange,
    onSessionsEnded: announceSessionsEnded,
  });
  const orders = createOrderService({
    db,
    stock,
    mailer,
    publicUrl: config.publicUrl,
    logger,
    // A merchant is mailed its sales at the addresses the merchant feature knows for it.
    sellersOf: async (brandIds) =>
      Promise.all(
        (await brands.merchantsOfBrands(brandIds)).map(async (brand) => ({
          brandId: brand.brandId,
          brandName: brand.name,
          emails: await merchants.contactEmails(brand.merchantId),
        })),
      ),
  });
  const providers = createPaymentProviders(config);
  const addresses = createAddressService({ db });
  const shipping = createShippingService({ db, audit });
  // The member's measurements profile; made-to-measure checkouts copy it onto the order.
  const measurements = createMeasurementsService({ db });
  // Discount codes (decision 0054): the bag's quote prices lines as the cart does; a checkout
  // takes and gives back a code's use in its own transaction.
  const discounts = createDiscountService({
    db,
    audit,
    brandOfMerchant: brands.brandOfMerchant,
    priceBag: (tx, lines) => priceLines(tx, lines, 'cartItems', false),
    brandsOf: (tx, productIds) => stock.existing(tx, productIds),
  });
  const checkout = createCheckout({
    db,
    measurementsOf: measurements.completeOf,
    provider: providers.provider,
    orders,
    stock,
    addresses,
    shipping,
    discounts,
    publicUrl: config.publicUrl,
    logger,
    onStockChange: announceCatalogChange,
  });

  // Returns and refunds: after the order, through the provider's refund and the stock.
  const returns = createReturnService({
    db,
    audit,
    provider: providers.provider,
    orders: createOrderReturnLookup(),
    stock,
    brandOfMerchant: brands.brandOfMerchant,
    notify: createReturnNotifier({ mailer, publicUrl: config.publicUrl }),
    onStockChange: announceCatalogChange,
    logger,
  });

  // The dashboard's home (decision 0043): every figure through its own feature's service.
  const productAdmin = createProductAdminService({
    db,
    images,
    brandOfMerchant: brands.brandOfMerchant,
    onCatalogChange: announceCatalogChange,
    stock,
    audit,
  });
  const reviews = createReviewService({
    db,
    audit,
    productIdOf: async (slug) => (await products.item(slug))._id,
    onCatalogChange: announceCatalogChange,
  });

  const auth = createAuthService({
    db,
    mailer,
    tokens,
    newsletter,
    sellers: merchantAccounts,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    onSessionsEnded: announceSessionsEnded,
  });

  const chat = createChatService({
    db,
    authenticate: auth.authenticate,
    mailer,
    publicUrl: config.publicUrl,
  });
  const overview = createOverviewService({
    brandOfMerchant: brands.brandOfMerchant,
    sales: createOrderSalesService({ db }),
    lowStock: (actor) => productAdmin.lowStock(actor),
    waitingApplications: () => merchants.waitingApplications(),
    waitingReviews: () => reviews.waitingCount(),
    unreadChats: (userId) => chat.unreadCount(userId),
    requestedReturns: (brandId) => returns.requestedCount(brandId),
  });

  return {
    mailer,
    audit,
    catalogChanged,
    catalogCache,
    pageCache,
    forgetCatalog,
    sessionsEnded,
    tokens,
    newsletter,
    auth,
    chat,
    emailVerification: createEmailVerificationService({
      db,
      mailer,
      publicUrl: config.publicUrl,
    }),
    oauth: createOAuthService({
      db,
      oauth: config.oauth,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
    }),
    users: createUserService({ db, sellers: merchantAccounts }),
    userExport: createUserExportService({ db }),
    measurements,
    addresses,
    shipping,
    discounts,
    contact: createContactService({ db, mailer }),
    merchants,
    images,
    brands,
    categories,
    products,
    /** "You may also like" and "Recently viewed" (decision 0053). */
    relatedProducts: createRelatedProductsService({ db, imageUrls: imageUrlsFor(config) }),
    sizeGuides,
    reviews,
    stockAlerts,
    wishlist: createWishlistService({ db, isProductVisible: products.isVisible }),
    productAdmin,
    cart: createCartService({ db }),
    checkout: checkout.checkout,
    checkoutReturn: checkout.returns,
    payments: createPaymentService({ ...providers, ...checkout, refunds: returns, logger }),
    returns,
    overview,
    /** The provider PAYMENT_PROVIDER names (tests read the test provider's refunds). */
    paymentProvider: providers.provider,
    // A merchant reads the orders holding its brand's items and moves its own items forward.
    orderRead: createOrderReadService({ db, brandOfMerchant: brands.brandOfMerchant }),
    /** A guest's order by its mailed link or its number and email (decision 0056). */
    guestOrders: createGuestOrderService({ db }),
    // The dashboard's CSV files of orders and items (decision 0046), with the same scope.
    orderExport: createOrderExportService({ db, brandOfMerchant: brands.brandOfMerchant }),
    orderStatus: createOrderStatusService({
      db,
      audit,
      stock,
      brandOfMerchant: brands.brandOfMerchant,
      logger,
      notify: createOrderStatusNotifier({ mailer, publicUrl: config.publicUrl }),
      onStockChange: announceCatalogChange,
    }),
    seo: createSeoService(catalogReads),
    sitemaps: createSitemaps(catalogReads),
  };
}
export type Services = ReturnType<typeof createServices>;
