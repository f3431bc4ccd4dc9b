import { isUuid } from '#shared/common/text';

import type { Actor } from '../../../kernel/actor';
import { accounts } from '../../user/user-accounts.service';
import type { AuthContext } from './auth-context';

/** The actor behind an Authorization header, or null when it is missing or no longer valid. */
export async function authenticate(
  ctx: AuthContext,
  authorization: string | undefined,
): Promise<Actor | null> {
  const claims = await ctx.tokens.verify(authorization);
  if (!claims) return null;
  if (!isUuid(claims.userId)) return null;
  const found = await accounts.findById(ctx.db, claims.userId);
  if (!found || found.user.tokenVersion !== claims.tokenVersion) return null;
  return {
    id: found.user.id,
    role: found.user.role,
    merchantId: found.user.merchantId,
    isMerchantActive: found.merchant ? found.merchant.isActive : true,
  };
}
