import { STORE_NAME } from '#shared/common/constants';
import { MSG } from '#shared/common/messages';

import { ButtonLink } from '../../../components/ui/button';

/** The catch-all inside /shop. */
export function ShopNotFoundPage() {
  return (
    <div className="container-page py-24 text-center">
      <title>{`${MSG.notFoundPage} | ${STORE_NAME}`}</title>
      <h1 className="text-4xl font-semibold text-ink">{MSG.notFoundPage}</h1>
      <p className="mt-4 text-muted">The collection you followed may have moved.</p>
      <ButtonLink to="/shop" className="mt-8">
        Back to the shop
      </ButtonLink>
    </div>
  );
}
