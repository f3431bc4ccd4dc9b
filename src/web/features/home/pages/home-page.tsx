import { BrandStory } from '../components/brand-story';
import { BrandTiles } from '../components/brand-tiles';
import { HomeHero } from '../components/home-hero';
import { ReassuranceBand } from '../components/reassurance-band';

/** The storefront's front door; loaded with the first bundle, so it draws everything in CSS and SVG. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <BrandTiles />
      <BrandStory />
      <ReassuranceBand />
    </>
  );
}
