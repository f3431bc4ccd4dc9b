import { STORE_NAME } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';
import { PRODUCT_SHOP_MESSAGES } from '#shared/product/product-shop.messages';

import { ButtonLink } from '../../../components/ui/button';

/** 'No product found.' for an unknown slug; the generic message when loading failed. */
export function NoProduct({ isNotFound }: { isNotFound: boolean }) {
  return (
    <div className="container-page py-24 text-center">
      <title>{`${PRODUCT_SHOP_MESSAGES.notFound} | ${STORE_NAME}`}</title>
      <h1 className="text-4xl font-semibold text-ink">
        {isNotFound ? PRODUCT_SHOP_MESSAGES.notFound : MSG.generic}
      </h1>
      <ButtonLink to="/shop" variant="secondary" className="mt-8">
        Continue shopping
      </ButtonLink>
    </div>
  );
}
