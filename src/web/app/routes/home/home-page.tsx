import { lazy } from 'react';

import { STOREFRONT_TITLES } from '#shared/site/storefront-paths';

import { WhenNear } from '../../../components/ui/when-near';
import { HomeHero } from '../../../features/home/components/home-hero';
import { PromoModal } from './promo-modal';

const HomeLowerSections = lazy(() =>
  import('./home-lower-sections').then((m) => ({ default: m.HomeLowerSections })),
);

/**
 * The storefront's front door. The hero is drawn in CSS and SVG at once; the sections below it,
 * the hero's clip and the promotional modal come after the first paint.
 */
export function HomePage() {
  return (
    <>
      <title>{STOREFRONT_TITLES.home}</title>
      <HomeHero />
      {/* Holds a screen's height so that nothing below jumps when the sections arrive. */}
      <WhenNear placeholder={<div aria-hidden="true" className="min-h-screen" />}>
        <HomeLowerSections />
      </WhenNear>
      <PromoModal />
    </>
  );
}
