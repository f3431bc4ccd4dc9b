import { ASK_TAILOR_PARAM } from '#shared/product/product-related';
import { effectiveRole, pageLink } from '#shared/site/site-paths';

import { ButtonLink } from '../../../components/ui/button';
import { useMe } from '../../auth/api/auth.queries';

/**
 * "Ask a tailor" (decision 0053): a signed-in member opens the support chat with this product's
 * link written in the message box, to add a question and send. Admins and merchants answer the
 * chat rather than ask it: they get nothing here; nor do visitors (the page leaves it out).
 */
export function AskTailor({ slug }: { slug: string }) {
  const me = useMe();
  if (!me.data || effectiveRole(me.data) !== 'ROLE MEMBER') return null;
  return (
    <div className="flex items-center gap-4">
      <ButtonLink
        variant="secondary"
        to={pageLink('support', {}, { [ASK_TAILOR_PARAM]: slug })}
        className="shrink-0"
      >
        Ask a tailor
      </ButtonLink>
      <p className="text-xs leading-snug text-muted">
        Questions on fit or fabric? Our tailors answer in the chat.
      </p>
    </div>
  );
}
