import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { ASK_TAILOR_PARAM, askTailorDraft, isProductSlug } from '#shared/product/product-related';
import { pageLink } from '#shared/site/site-paths';

import { productQuery } from '../../product/api/product.queries';

/**
 * "Ask a tailor" (decision 0053): /support?product={slug} writes the product's name and the
 * address of its page in the message box, for the member to add a question and send. Nothing
 * is sent for them. A product the shop no longer shows writes nothing.
 */
export function useTailorDraft(): { draft: string | null; drop: () => void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get(ASK_TAILOR_PARAM) ?? '';
  const slug = isProductSlug(asked) ? asked : '';
  // Usually in the cache already: the member comes from the product's page.
  const product = useQuery({ ...productQuery(slug), enabled: slug !== '' });
  const drop = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ASK_TAILOR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  if (!slug || !product.data) return { draft: null, drop };
  const url = new URL(pageLink('product', { slug: product.data.slug }), window.location.origin);
  return { draft: askTailorDraft(product.data.name, url.href), drop };
}
