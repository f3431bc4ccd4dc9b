import { Navigate } from 'react-router';

import { MORE_PATHS } from '#shared/site/site-paths';

import { PageLoader } from '../../components/ui/spinner';
import { useMe } from '../../features/auth/api/auth.queries';
import { useHandleQueryError } from '../../lib/use-handle-query-error';
import { isDisabledMerchant } from './dashboard-menu';
import { DisabledMerchant } from './disabled-merchant';

/**
 * /support until the live chat comes: the contact page, except for a disabled merchant, who is
 * locked out of the signed-in areas and sees only the disabled-account screen (dashboard spec
 * section 7).
 */
export function SupportRoute() {
  const me = useMe();
  useHandleQueryError(me.error);
  if (me.data && isDisabledMerchant(me.data)) {
    return <DisabledMerchant firstName={me.data.firstName} />;
  }
  if (me.isPending) return <PageLoader label="Loading your account" />;
  return <Navigate to={MORE_PATHS.contact.path} replace />;
}
