import { Link } from 'react-router';

import { pageLink } from '#shared/site/site-paths';

import { Button } from '../../../components/ui/button';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useRowAction } from '../../../lib/use-row-action';
import { useRemoveStockAlert, useStockAlerts } from '../api/stock-alert.queries';

/** /dashboard/stock-alerts: the sizes the member waits for, each removable (decision 0040). */
export function StockAlertsPage() {
  const alerts = useStockAlerts();
  const remove = useRemoveStockAlert();
  const { busyId: removingId, run: handleRemove } = useRowAction(remove.mutateAsync);
  useHandleQueryError(alerts.error);

  return (
    <div>
      <SectionTitle>Stock Alerts</SectionTitle>
      {alerts.isPending ? (
        <PageLoader label="Loading your stock alerts" />
      ) : alerts.data && alerts.data.length > 0 ? (
        <ul className="space-y-3">
          {alerts.data.map((alert) => (
            <li
              key={alert._id}
              className="flex items-center gap-3 border border-line bg-white p-3 sm:gap-6 sm:p-4"
            >
              <span className="min-w-0 flex-1">
                <Link
                  to={pageLink('product', { slug: alert.product.slug }, { size: alert.size })}
                  className="font-display text-lg font-semibold break-words text-ink hover:underline hover:underline-offset-4"
                >
                  {alert.product.name}
                </Link>
                <span className="mt-1 block text-sm text-ink-soft">
                  Size {alert.size}: we&apos;ll email you when it is back.
                </span>
                <span className="mt-1 block text-xs text-muted">
                  Asked on <time dateTime={alert.created}>{formatDate(alert.created)}</time>
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void handleRemove(alert._id)}
                isLoading={removingId === alert._id}
                aria-label={`Remove the size ${alert.size} alert for ${alert.product.name}`}
                className="shrink-0"
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>
          No stock alerts. On a sold-out size, &quot;Notify me&quot; tells you when it is back.
        </EmptyState>
      )}
    </div>
  );
}
