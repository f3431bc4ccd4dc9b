import { useParams } from 'react-router';

import { STOREFRONT_PATHS } from '#shared/site/site-paths';

import { MailedLinkCard } from '../../../components/ui/mailed-link-card';
import { useConfirmStockAlert } from '../api/stock-alert.queries';

/**
 * The page a guest's confirmation mail links to (`/stock-alert/confirm/<token>`): it posts the
 * token once, signed in or not, and says how it went (decision 0040).
 */
export function StockAlertConfirmPage() {
  const { token = '' } = useParams();
  return (
    <MailedLinkCard
      title="Back-in-stock alert"
      token={token}
      mutation={useConfirmStockAlert()}
      pendingText="Confirming your back-in-stock alert…"
      next={() => ({ to: STOREFRONT_PATHS.shop.path, label: 'Continue shopping' })}
    />
  );
}
