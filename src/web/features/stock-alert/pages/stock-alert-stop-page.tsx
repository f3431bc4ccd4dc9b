import { Link, useParams } from 'react-router';

import { STOREFRONT_PATHS } from '#shared/site/site-paths';

import { AuthCard } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { useStopStockAlerts } from '../api/stock-alert.queries';

/**
 * The stop link of every back-in-stock mail (`/stock-alert/stop/<token>`), without signing in.
 * It asks first: a mail scanner that opens links must not end someone's alerts.
 */
export function StockAlertStopPage() {
  const { token = '' } = useParams();
  const stop = useStopStockAlerts();

  return (
    <AuthCard title="Stop back-in-stock emails">
      {stop.isSuccess || stop.isError ? (
        <>
          <p role="status" className="text-center text-sm text-ink">
            {stop.isSuccess ? stop.data.message : stop.error.message}
          </p>
          <p className="mt-6 text-center text-sm">
            <Link to={STOREFRONT_PATHS.shop.path} className="underline underline-offset-2">
              Continue shopping
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="text-center text-sm text-ink-soft">
            Stop every email telling this address that a size is back in stock? Order and account
            emails are not affected.
          </p>
          <Button
            className="mt-6 w-full"
            isLoading={stop.isPending}
            onClick={() => stop.mutate(token)}
          >
            Stop these emails
          </Button>
        </>
      )}
    </AuthCard>
  );
}
