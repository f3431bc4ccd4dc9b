import { FREE_SHIPPING_FROM_CENTS, SHIPPING_PER_ITEM_CENTS } from '#shared/cart/cart.rules';

import type { NewShippingOption } from './shipping.table';

type DemoOption = Omit<NewShippingOption, 'zoneId'>;

/**
 * The store's standard delivery when no zone has been set up at all: the spec's rule as it
 * always was (free to Nigeria and the United Kingdom, free from $120, otherwise $5 per item).
 */
export const BUILT_IN_STANDARD = {
  id: 'standard',
  name: 'Standard',
  estimate: '3-5 working days',
  minDays: 3,
  maxDays: 5,
} as const;

const express = (flatCents: number): DemoOption => ({
  name: 'Express',
  estimate: '1-2 working days',
  minDays: 1,
  maxDays: 2,
  flatCents,
  perItemCents: 0,
  freeFromCents: null,
  position: 1,
  active: true,
});

/**
 * The demo store's zones. Their first options reproduce the spec's rule exactly: free to Nigeria
 * and the United Kingdom; elsewhere free from $120, otherwise $5 per item. Express is extra.
 */
export const DEMO_SHIPPING_ZONES: ReadonlyArray<{
  name: string;
  countries: string[];
  options: DemoOption[];
}> = [
  {
    name: 'Nigeria and the United Kingdom',
    countries: ['Nigeria', 'United Kingdom'],
    options: [
      {
        name: 'Standard',
        estimate: '3-5 working days',
        minDays: 3,
        maxDays: 5,
        flatCents: 0,
        perItemCents: 0,
        freeFromCents: null,
        position: 0,
        active: true,
      },
      express(1500),
    ],
  },
  {
    name: 'Rest of the world',
    countries: [],
    options: [
      {
        name: 'Standard',
        estimate: '5-10 working days',
        minDays: 5,
        maxDays: 10,
        flatCents: 0,
        perItemCents: SHIPPING_PER_ITEM_CENTS,
        freeFromCents: FREE_SHIPPING_FROM_CENTS,
        position: 0,
        active: true,
      },
      express(2500),
    ],
  },
];
