import { useRelatedProducts } from '../api/product-related.queries';
import { ProductShelf } from './product-shelf';

/**
 * "You may also like": products of the same category or brand, in stock. The page's loader
 * starts the read, so the server draws them with the product and the browser hydrates them
 * without asking again; when nothing is related the section is left out.
 */
export function RelatedProducts({ slug }: { slug: string }) {
  const related = useRelatedProducts(slug);
  if (!related.data || related.data.length === 0) return null;
  return <ProductShelf id="related-title" title="You may also like" products={related.data} />;
}
