import type { Role } from '#shared/common/constants';

import { AppError } from './app-error';

/** Who is making a request, as the services see it. */
export interface Actor {
  id: string;
  role: Role;
  merchantId: string | null;
  /** False only for a merchant whose merchant account an admin disabled. */
  isMerchantActive: boolean;
}

export function isAdmin(actor: Actor): boolean {
  return actor.role === 'ROLE ADMIN';
}

export function requireRole(actor: Actor | null, ...roles: Role[]): Actor {
  if (!actor) throw AppError.unauthenticated();
  if (!roles.includes(actor.role)) throw AppError.forbidden();
  return actor;
}
