import type { RouteLoad } from '../../lib/route-load';
import { brandListQuery } from './api/brand.queries';

/** /brands: the brands. */
export const brandsLoader: RouteLoad = ({ start }) => start(brandListQuery());
