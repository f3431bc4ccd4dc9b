import { MSG } from '#shared/common/messages';

import { ApiError } from './api-client';
import { navigateTo } from './navigation';
import { session } from './session';
import { toast } from './toast';

/**
 * The shared error handler of storefront spec section 8. `title` is the screen's fallback
 * title for 400 answers.
 */
export function handleError(error: unknown, title?: string): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (!(error instanceof ApiError)) {
    toast.error(error instanceof Error && error.message ? error.message : MSG.generic);
    return;
  }
  switch (error.status) {
    case 0:
      toast.error(error.message);
      return;
    case 400:
    case 429:
      toast.error(error.message, title ?? MSG.tryAgain);
      return;
    case 401:
      toast.error(MSG.unauthorized);
      session.signOut();
      navigateTo('/login', { replace: true });
      return;
    case 403:
      toast.error(MSG.forbidden);
      return;
    case 404:
      return;
    default:
      toast.error(MSG.generic);
  }
}
