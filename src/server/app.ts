import { randomUUID } from 'node:crypto';
import path from 'node:path';

import cors from '@fastify/cors';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { Config } from './config';
import type { Database } from './db/client';
import { addressRoutes } from './features/address/address.routes';
import { createAddressService } from './features/address/address.service';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { oauthRoutes } from './features/auth/oauth.routes';
import { createOAuthService } from './features/auth/oauth.service';
import { createTokenService } from './features/auth/token.service';
import { cartRoutes } from './features/cart/cart.routes';
import { createCartService } from './features/cart/cart.service';
import { checkoutRoutes } from './features/checkout/checkout.routes';
import { createCheckout } from './features/checkout/checkout.setup';
import { startCheckoutSweeper } from './features/checkout/checkout.sweeper';
import { contactRoutes } from './features/contact/contact.routes';
import { createContactService } from './features/contact/contact.service';
import { healthRoutes } from './features/health/health.routes';
import { newsletterRoutes, unsubscribeRoutes } from './features/newsletter/newsletter.routes';
import { orderReadRoutes } from './features/order/order-read.routes';
import { createOrderReadService } from './features/order/order-read.service';
import { createOrderStatusNotifier } from './features/order/order-status.mail';
import { orderStatusRoutes } from './features/order/order-status.routes';
import { createOrderStatusService } from './features/order/order-status.service';
import { createOrderService } from './features/order/order.service';
import { paymentRoutes } from './features/payment/payment.routes';
import { createPaymentService } from './features/payment/payment.service';
import { createPaymentProviders } from './features/payment/payment.setup';
import { createNewsletterService } from './features/newsletter/newsletter.service';
import { userRoutes } from './features/user/user.routes';
import { createUserService } from './features/user/user.service';
import { brandRoutes } from './features/brand/brand.routes';
import { createBrandService } from './features/brand/brand.service';
import { categoryRoutes } from './features/category/category.routes';
import { createCategoryService } from './features/category/category.service';
import { productAdminRoutes } from './features/product/product-admin.routes';
import { createProductAdminService } from './features/product/product-admin.service';
import { productRoutes } from './features/product/product.routes';
import { createProductStockService } from './features/product/product-stock.service';
import { createProductService } from './features/product/product.service';
import { reviewRoutes } from './features/review/review.routes';
import { createReviewService } from './features/review/review.service';
import { wishlistRoutes } from './features/wishlist/wishlist.routes';
import { createWishlistService } from './features/wishlist/wishlist.service';
import { createResponseCache } from './http/response-cache';
import { seoRoutes } from './features/seo/seo.routes';
import { createSeoService } from './features/seo/seo.service';
import { createSitemaps } from './features/seo/sitemap';
import { authPlugin } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { openApiRoutes, registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { BODY_LIMIT, registerRequestBody } from './http/request-body';
import { registerSecurityHeaders } from './http/security-headers';
import { refuseNulCharacters } from './http/text-input';
import { registerWeb } from './http/web';
import { createMailer, type Mailer } from './mail/mailer';
import { createImageStore, imageDirOf } from './storage/image-store';
import { registerUploads } from './storage/uploads';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Built from the config when not given. */
  mailer?: Mailer;
  /** The built web bundle to serve; none in API-only tests. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** helmet's security headers: same-origin everything, no framing. */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Paystack's in-browser payment: its script, its checkout frame and its API. */
const PAYSTACK_SOURCES = {
  script: 'https://js.paystack.co',
  frame: 'https://checkout.paystack.com',
  api: 'https://api.paystack.co',
} as const;

/**
 * The security headers for a payment provider: the same-origin policy above, opened only as far
 * as Paystack's in-browser payment needs when it is the provider.
 */
export function securityHeadersFor(provider: Config['payment']['provider']): FastifyHelmetOptions {
  if (provider !== 'paystack') return SECURITY_HEADERS;
  const csp = SECURITY_HEADERS.contentSecurityPolicy;
  const directives = (csp && typeof csp === 'object' ? csp.directives : {}) ?? {};
  return {
    ...SECURITY_HEADERS,
    contentSecurityPolicy: {
      directives: {
        ...directives,
        scriptSrc: ["'self'", PAYSTACK_SOURCES.script],
        connectSrc: ["'self'", PAYSTACK_SOURCES.api],
        frameSrc: [PAYSTACK_SOURCES.frame],
      },
    },
  };
}

export function createServices(deps: {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}) {
  const { config, mailer } = deps;
  const db = deps.database.db;
  const tokens = createTokenService(config.jwtSecret);
  const newsletter = createNewsletterService({ db, mailer, publicUrl: config.publicUrl });
  const images = createImageStore({ dir: imageDirOf(config.dataDir) });
  const catalog = createCatalogServices(db, config);
  const onStockChange = () => catalog.catalogCache.clear();
  // The paid-order flow, built in its one direction: payment -> checkout -> order -> stock.
  const stock = createProductStockService();
  const orders = createOrderService({ stock, mailer, publicUrl: config.publicUrl });
  const providers = createPaymentProviders(config);
  const checkout = createCheckout({
    db,
    provider: providers.provider,
    orders,
    stock,
    publicUrl: config.publicUrl,
    logger: deps.logger,
    onStockChange,
  });
  return {
    tokens,
    newsletter,
    auth: createAuthService({
      db,
      mailer,
      tokens,
      newsletter,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
    }),
    oauth: createOAuthService({
      db,
      oauth: config.oauth,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
    }),
    users: createUserService({ db }),
    addresses: createAddressService({ db }),
    contact: createContactService({ db, mailer }),
    images,
    ...catalog,
    productAdmin: createProductAdminService({
      db,
      images,
      brandOfMerchant: catalog.brands.brandOfMerchant,
      onCatalogChange: () => catalog.catalogCache.clear(),
    }),
    cart: createCartService({ db }),
    checkout: checkout.checkout,
    checkoutReturn: checkout.returns,
    payments: createPaymentService({ ...providers, ...checkout, logger: deps.logger }),
    orderRead: createOrderReadService({ db }),
    orderStatus: createOrderStatusService({
      db,
      stock,
      logger: deps.logger,
      notify: createOrderStatusNotifier({ mailer, publicUrl: config.publicUrl }),
      onStockChange,
    }),
  };
}

/** Brands, categories, products, reviews and wishlists, and the cache of their public reads. */
function createCatalogServices(db: Database['db'], config: Config) {
  const catalogCache = createResponseCache({
    ttlMs: config.catalogCacheSeconds * 1000,
    maxEntries: 2000,
  });
  const brands = createBrandService({ db });
  const categories = createCategoryService({ db });
  const products = createProductService({ db, brandOfMerchant: brands.brandOfMerchant });
  const reviews = createReviewService({
    db,
    productIdOf: async (slug) => (await products.item(slug))._id,
    onCatalogChange: () => catalogCache.clear(),
  });
  const wishlist = createWishlistService({ db, isProductVisible: products.isVisible });
  return { catalogCache, brands, categories, products, reviews, wishlist };
}
export type Services = ReturnType<typeof createServices>;

/** The configured hero video and poster, for the home page to read from the head. */
function heroMeta(config: Config): Record<string, string> {
  const meta: Record<string, string> = {};
  if (config.heroVideoUrl) meta['store:hero-video'] = config.heroVideoUrl;
  if (config.heroPosterUrl) meta['store:hero-poster'] = config.heroPosterUrl;
  return meta;
}

/**
 * Believe X-Forwarded-For for this many proxy hops in front of the store and no further, so a
 * client cannot choose the address the rate limits count.
 */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    // What the router refuses before any route runs (bad percent-encoding, an over-long path
    // parameter) gets the API's one error body too, not Fastify's own.
    frameworkErrors: (error, request, reply) => request.server.errorHandler(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logLinks: config.demo.isLocal,
      logger: app.log,
    });
  const services = createServices({ config, database, mailer, logger: app.log });
  app.decorate('services', services);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestBody(app);
  app.addHook('preValidation', refuseNulCharacters);

  await registerSecurityHeaders(app, securityHeadersFor(config.payment.provider));
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
  }
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  await registerRateLimit(app, database.db);
  await app.register(authPlugin, { authenticate: services.auth.authenticate });

  const rateLimit = config.rateLimit;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db });
      await api.register(openApiRoutes);
      await api.register(authRoutes, {
        prefix: '/auth',
        auth: services.auth,
        rateLimit,
        publicUrl: config.publicUrl,
      });
      await api.register(oauthRoutes, {
        prefix: '/auth',
        oauth: services.oauth,
        publicUrl: config.publicUrl,
      });
      await api.register(userRoutes, { prefix: '/user', users: services.users });
      await api.register(addressRoutes, { prefix: '/address', addresses: services.addresses });
      await api.register(newsletterRoutes, {
        prefix: '/newsletter',
        newsletter: services.newsletter,
        rateLimit,
      });
      await api.register(unsubscribeRoutes, {
        prefix: '/unsubscribe',
        newsletter: services.newsletter,
        rateLimit,
      });
      await api.register(contactRoutes, {
        prefix: '/contact',
        contact: services.contact,
        rateLimit,
      });
      const cache = services.catalogCache;
      await api.register(productRoutes, {
        prefix: '/product',
        products: services.products,
        brands: services.brands,
        wishlist: services.wishlist,
        cache,
      });
      await api.register(productAdminRoutes, {
        prefix: '/product',
        productAdmin: services.productAdmin,
      });
      await api.register(brandRoutes, { prefix: '/brand', brands: services.brands, cache });
      await api.register(categoryRoutes, {
        prefix: '/category',
        categories: services.categories,
        cache,
      });
      await api.register(reviewRoutes, { prefix: '/review', reviews: services.reviews, cache });
      await api.register(wishlistRoutes, { prefix: '/wishlist', wishlist: services.wishlist });
      await api.register(cartRoutes, { prefix: '/cart', cart: services.cart });
      await api.register(checkoutRoutes, {
        checkout: services.checkout,
        returns: services.checkoutReturn,
        rateLimit,
      });
      await api.register(orderReadRoutes, { prefix: '/order', orderRead: services.orderRead });
      await api.register(orderStatusRoutes, {
        prefix: '/order',
        orderStatus: services.orderStatus,
      });
      await api.register(paymentRoutes, { payments: services.payments });
    },
    { prefix: '/api' },
  );

  await registerUploads(app, services.images.dir);
  const seo = createSeoService({
    publicUrl: config.publicUrl,
    products: services.products,
    brands: services.brands,
    categories: services.categories,
  });
  await app.register(seoRoutes, {
    sitemaps: createSitemaps({
      publicUrl: config.publicUrl,
      products: services.products,
      brands: services.brands,
      categories: services.categories,
    }),
    cache: services.catalogCache,
  });
  await registerWeb(app, {
    webDir: deps.webDir,
    headFor: async (pathname) =>
      (await services.catalogCache.remember(`head:${pathname}`, () => seo.headFor(pathname))).value,
    meta: heroMeta(config),
  });

  // One line per API call, by route pattern so tokens in paths never reach the logs.
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'api request',
    );
  });

  // Expired checkout reservations go back to stock while the server runs.
  let sweeper: { stop(): Promise<void> } | undefined;
  if (config.payment.sweepSeconds > 0) {
    app.addHook('onReady', async () => {
      sweeper = startCheckoutSweeper({
        sweep: () => services.checkout.sweep(),
        intervalMs: config.payment.sweepSeconds * 1000,
        logger: app.log,
      });
    });
  }

  app.addHook('onClose', async () => {
    await sweeper?.stop();
    await mailer.close();
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
