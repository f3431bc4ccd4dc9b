import { MSG } from '#shared/common/messages';

import { ButtonLink } from '../../../components/ui/button';

export function NotFoundPage() {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <p className="font-display text-7xl font-semibold text-stone-300">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{MSG.notFoundPage}</h1>
      <p className="mt-3 max-w-md text-muted">
        It may have moved, or the link may be mistyped. Our collections are one click away.
      </p>
      <div className="mt-8 flex gap-3">
        <ButtonLink to="/">Home</ButtonLink>
        <ButtonLink to="/shop" variant="secondary">
          Shop
        </ButtonLink>
      </div>
    </div>
  );
}
