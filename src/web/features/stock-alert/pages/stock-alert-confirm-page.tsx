import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';

import { STOREFRONT_PATHS } from '#shared/site/site-paths';

import { AuthCard } from '../../../components/ui/auth-card';
import { useConfirmStockAlert } from '../api/stock-alert.queries';

/**
 * The page a guest's confirmation mail links to (`/stock-alert/confirm/<token>`): it posts the
 * token once, signed in or not, and says how it went (decision 0040).
 */
export function StockAlertConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmStockAlert();
  const sent = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    // Once, even when React runs the effect twice.
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  const text = confirm.isSuccess
    ? confirm.data.message
    : confirm.isError
      ? confirm.error.message
      : 'Confirming your back-in-stock alert…';

  return (
    <AuthCard title="Back-in-stock alert">
      <p role="status" className="text-center text-sm text-ink">
        {text}
      </p>
      {confirm.isPending ? null : (
        <p className="mt-6 text-center text-sm">
          <Link to={STOREFRONT_PATHS.shop.path} className="underline underline-offset-2">
            Continue shopping
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
