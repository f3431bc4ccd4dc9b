import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import type { AddressService } from '../address/address.service';
import type { OrderService } from '../order/order.service';
import type { ShippingService } from '../shipping/shipping.service';
import type { ProductStockService } from '../product/product-stock.service';
import { createCheckoutConfirmService } from './checkout-confirm.service';
import { createCheckoutReturnService } from './checkout-return.service';
import { createCheckoutService, type MeasurementsOf } from './checkout.service';
import type { PaymentProvider } from './payment-provider';
import type { CheckoutDiscounts } from './checkout-discounts';

/**
 * Checkout's own services, from what the composition root gives it: the provider payment/
 * chose, order (to place an order from a paid session) and product's stock.
 */
export function createCheckout(deps: {
  db: Db;
  /** The member's measurements when complete (made to measure needs them), else null. */
  measurementsOf: MeasurementsOf;
  provider: PaymentProvider;
  orders: OrderService;
  stock: ProductStockService;
  /** The member's address book: where to deliver. */
  addresses: AddressService;
  /** The shipping options and their rates, by delivery country. */
  shipping: ShippingService;
  /** Discount codes' uses, taken and given back in the checkout's transactions. */
  discounts: CheckoutDiscounts;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** Stock was taken or given back: public product answers must not show the old count. */
  onStockChange: () => void;
}) {
  const { db, provider, orders, stock, logger, onStockChange } = deps;
  const confirmation = createCheckoutConfirmService({
    db,
    provider,
    orders,
    stock,
    discounts: deps.discounts,
    logger,
    onStockChange,
  });
  return {
    checkout: createCheckoutService({
      db,
      provider,
      confirmation,
      stock,
      addresses: deps.addresses,
      measurementsOf: deps.measurementsOf,
      shipping: deps.shipping,
      discounts: deps.discounts,
      publicUrl: deps.publicUrl,
      logger,
      onStockChange,
    }),
    confirmation,
    returns: createCheckoutReturnService({
      db,
      confirmation,
      orders,
      providerName: deps.provider.name,
      logger,
    }),
  };
}
