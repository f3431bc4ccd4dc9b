import { randomUUID } from 'node:crypto';

import cors from '@fastify/cors';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import { OAUTH_PROVIDERS, SOCIAL_SIGN_IN_META } from '#shared/auth/social';
import { GUEST_CHECKOUT_META } from '#shared/checkout/checkout.constants';

import type { Config } from './config';
import { watchDatabase } from './db/availability';
import type { Database } from './db/client';
import { addressRoutes } from './features/address/address.routes';
import { authRoutes } from './features/auth/auth.routes';
import { oauthRoutes } from './features/auth/oauth.routes';
import { emailVerificationRoutes } from './features/auth/email-verification.routes';
import { brandRoutes } from './features/brand/brand.routes';
import { cartRoutes } from './features/cart/cart.routes';
import { categoryRoutes } from './features/category/category.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { shippingRoutes } from './features/shipping/shipping.routes';
import { discountRoutes } from './features/discount/discount.routes';
import { sizeGuideRoutes } from './features/size-guide/size-guide.routes';
import { chatSocketPlugin } from './features/chat/chat.socket';
import { catalogSyncPlugin } from './http/catalog-sync';
import { checkoutRoutes } from './features/checkout/checkout.routes';
import { guestCheckoutRoutes } from './features/checkout/guest-checkout.routes';
import { checkoutSweeperPlugin } from './features/checkout/checkout.sweeper';
import { contactRoutes } from './features/contact/contact.routes';
import { healthRoutes } from './features/health/health.routes';
import { merchantRoutes } from './features/merchant/merchant.routes';
import { newsletterRoutes, unsubscribeRoutes } from './features/newsletter/newsletter.routes';
import { overviewRoutes } from './features/overview/overview.routes';
import { orderExportRoutes } from './features/order/order-export.routes';
import { guestOrderRoutes } from './features/order/guest-order.routes';
import { orderReadRoutes } from './features/order/order-read.routes';
import { orderStatusRoutes } from './features/order/order-status.routes';
import { paymentRoutes } from './features/payment/payment.routes';
import { productAdminRoutes } from './features/product/product-admin.routes';
import { productExportRoutes } from './features/product/product-export.routes';
import { productRoutes } from './features/product/product.routes';
import { productRelatedRoutes } from './features/product/product-related.routes';
import { returnRoutes } from './features/return/return.routes';
import { refundSweeperPlugin } from './features/return/return.sweeper';
import { reviewRoutes } from './features/review/review.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { measurementsRoutes } from './features/user/measurements.routes';
import { stockAlertRoutes } from './features/stock-alert/stock-alert.routes';
import { stockAlertSenderPlugin } from './features/stock-alert/stock-alert.sender';
import { userExportRoutes } from './features/user/user-export.routes';
import { userRoutes } from './features/user/user.routes';
import { wishlistRoutes } from './features/wishlist/wishlist.routes';
import { authPlugin } from './http/auth';
import { registerErrorHandler } from './http/error-handler';
import { openApiRoutes, registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { openRedisLink } from './http/redis';
import { BODY_LIMIT, registerRequestBody } from './http/request-body';
import { registerSecurityHeaders, securityHeadersFor } from './http/security-headers';
import { refuseNulCharacters } from './http/text-input';
import { injectTransport, type RendererModule } from './http/page-renderer';
import { registerWeb, storeStylesheet } from './http/web';
import type { Mailer } from './mail/mailer';
import { createServices, type Services } from './services';
import { registerUploads } from './storage/uploads';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Built from the config when not given. */
  mailer?: Mailer;
  /**
   * The services to serve, from the composition root (services.ts); built here when not given.
   * Tests build them first to reach them directly.
   */
  services?: Services;
  /** The built web bundle to serve; none in API-only tests. */
  webDir?: string;
  /**
   * The storefront's page renderer (dist/render, or src/web/entry-server.tsx in tests); without
   * it every page is drawn in the browser.
   */
  renderer?: RendererModule;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Settings the web reads from the head of every page: the hero video and poster (home page),
 * the support phone number (the disabled-merchant screen) and the social sign-ins configured
 * (the login and sign-up pages show only their buttons).
 */
export function pageMeta(config: Config): Record<string, string> {
  const meta: Record<string, string> = {
    'store:support-phone': config.supportPhone,
    [SOCIAL_SIGN_IN_META]: OAUTH_PROVIDERS.filter((provider) => config.oauth[provider]).join(' '),
  };
  // Guest checkout (decision 0056): the bag offers it only when the store turned it on.
  if (config.guestCheckout) meta[GUEST_CHECKOUT_META] = 'on';
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

  const services =
    deps.services ?? createServices({ config, database, mailer: deps.mailer, logger: app.log });
  app.addHook('onClose', async () => {
    await services.mailer.close();
  });

  // A database outage is logged once when it starts and once when it ends (decision 0026).
  const databaseWatch = watchDatabase({
    probe: () => database.db.execute(sql`select 1`),
    log: app.log,
  });
  app.addHook('onClose', async () => databaseWatch.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, databaseWatch);
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

  // One connection to Redis (when configured) for the chat's rooms and the catalog sync; its
  // outage degrades this server, never stops it (decision 0026).
  const redis = config.redis ? openRedisLink({ ...config.redis, log: app.log }) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());

  const rateLimit = config.rateLimit;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db, redis });
      await api.register(openApiRoutes);
      await api.register(authRoutes, {
        prefix: '/auth',
        auth: services.auth,
        rateLimit,
        publicUrl: config.publicUrl,
      });
      await api.register(emailVerificationRoutes, {
        prefix: '/auth',
        verification: services.emailVerification,
        rateLimit,
      });
      await api.register(oauthRoutes, {
        prefix: '/auth',
        oauth: services.oauth,
        publicUrl: config.publicUrl,
      });
      await api.register(userRoutes, { prefix: '/user', users: services.users });
      await api.register(userExportRoutes, { prefix: '/user', userExport: services.userExport });
      await api.register(measurementsRoutes, {
        prefix: '/user/measurements',
        measurements: services.measurements,
      });
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
      await api.register(merchantRoutes, {
        prefix: '/merchant',
        merchants: services.merchants,
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
      await api.register(productRelatedRoutes, {
        prefix: '/product',
        related: services.relatedProducts,
        wishlist: services.wishlist,
        cache,
      });
      await api.register(productAdminRoutes, {
        prefix: '/product',
        productAdmin: services.productAdmin,
      });
      await api.register(productExportRoutes, {
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
      await api.register(sizeGuideRoutes, {
        prefix: '/size-guide',
        sizeGuides: services.sizeGuides,
      });
      await api.register(stockAlertRoutes, {
        prefix: '/stock-alert',
        stockAlerts: services.stockAlerts,
        rateLimit,
      });
      await api.register(wishlistRoutes, { prefix: '/wishlist', wishlist: services.wishlist });
      await api.register(cartRoutes, { prefix: '/cart', cart: services.cart });
      await api.register(checkoutRoutes, {
        checkout: services.checkout,
        returns: services.checkoutReturn,
        rateLimit,
      });
      // Guest checkout (decision 0056): declared always, answered only with GUEST_CHECKOUT.
      await api.register(guestCheckoutRoutes, {
        checkout: services.checkout,
        returns: services.checkoutReturn,
        enabled: config.guestCheckout,
        rateLimit,
      });
      await api.register(guestOrderRoutes, {
        prefix: '/order',
        guestOrders: services.guestOrders,
        enabled: config.guestCheckout,
        rateLimit,
      });
      await api.register(orderReadRoutes, { prefix: '/order', orderRead: services.orderRead });
      await api.register(orderExportRoutes, {
        prefix: '/order',
        orderExport: services.orderExport,
      });
      await api.register(orderStatusRoutes, {
        prefix: '/order',
        orderStatus: services.orderStatus,
      });
      await api.register(shippingRoutes, { prefix: '/shipping', shipping: services.shipping });
      await api.register(discountRoutes, {
        prefix: '/discount',
        discounts: services.discounts,
        rateLimit: config.rateLimit,
      });
      await api.register(overviewRoutes, { prefix: '/overview', overview: services.overview });
      await api.register(returnRoutes, { prefix: '/return', returns: services.returns });
      await api.register(paymentRoutes, {
        payments: services.payments,
        // The test payment page wears the store's fonts and colours.
        stylesheet: storeStylesheet(deps.webDir),
        guestCheckout: config.guestCheckout,
        rateLimit,
      });
      await api.register(auditRoutes, { prefix: '/audit', audit: services.audit });
    },
    { prefix: '/api' },
  );

  await registerUploads(app, services.images, { crossOrigin: config.corsOrigins.length > 0 });
  await app.register(seoRoutes, { sitemaps: services.sitemaps, cache: services.catalogCache });
  await registerWeb(app, {
    webDir: deps.webDir,
    headFor: (pathname) => services.seo.headFor(pathname),
    meta: pageMeta(config),
    renderer: deps.renderer?.createPageRenderer({
      transport: injectTransport(app),
      origin: config.publicUrl,
      meta: pageMeta(config),
    }),
    pageCache: services.pageCache,
    onUnavailable: (error) => databaseWatch.noticed(error),
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

  // With several servers on one Redis, a catalog change clears every server's catalog cache.
  if (redis) {
    await app.register(catalogSyncPlugin, {
      catalogChanged: services.catalogChanged,
      forget: services.forgetCatalog,
      redis,
    });
  }

  // The support chat's socket, on the same HTTP server at /socket.io.
  await app.register(chatSocketPlugin, {
    isDatabaseAway: databaseWatch.absorbs,
    chat: services.chat,
    corsOrigins: config.corsOrigins,
    redis,
    sessionsEnded: services.sessionsEnded,
  });

  // Expired checkout reservations go back to stock while the server runs.
  await app.register(checkoutSweeperPlugin, {
    isDatabaseAway: databaseWatch.absorbs,
    run: () => services.checkout.sweep(),
    intervalMs: config.payment.sweepSeconds * 1000,
  });

  // Refunds left pending (a crash, a provider away) are finished while the server runs.
  await app.register(refundSweeperPlugin, {
    isDatabaseAway: databaseWatch.absorbs,
    run: () => services.returns.sweep(),
    intervalMs: config.payment.sweepSeconds * 1000,
  });

  // Back-in-stock alerts whose size came back are mailed while the server runs.
  await app.register(stockAlertSenderPlugin, {
    isDatabaseAway: databaseWatch.absorbs,
    run: () => services.stockAlerts.sendDue(),
    intervalMs: config.stockAlertSendSeconds * 1000,
  });

  return app;
}
