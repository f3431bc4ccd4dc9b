import { MSG } from '#shared/common/messages';

import { navigateTo } from '../../lib/navigation';
import { session } from '../../lib/session';
import { toast } from '../../lib/toast';

/**
 * Sign-out: clears the token and the profile, says so and goes to /login. Kept apart from
 * auth.queries (which parses answers with zod) because the shell's menus need it on every page.
 */
export function signOut(): void {
  session.signOut();
  toast.success(MSG.signedOut);
  navigateTo('/login');
}
