import type {
  MerchantApplicationBody,
  MerchantSignupBody,
} from '#shared/merchant/merchant.schemas';

import type { Actor } from '../../kernel/actor';
import { accountEmails, countWaitingApplications, merchantEmail } from './merchant.repository';
import { applyForMerchant } from './use-cases/apply-for-merchant';
import { approveMerchant } from './use-cases/approve-merchant';
import { deleteMerchant } from './use-cases/delete-merchant';
import { disableMerchant } from './use-cases/disable-merchant';
import { enableMerchant } from './use-cases/enable-merchant';
import { listMerchants, searchMerchants } from './use-cases/list-merchants';
import type { MerchantDeps } from './use-cases/merchant-step';
import { previewMerchantSignup } from './use-cases/preview-merchant-signup';
import { rejectMerchant } from './use-cases/reject-merchant';
import { signUpMerchant } from './use-cases/sign-up-merchant';

export { addDemoApplication, addMerchantWithAccount } from './use-cases/seed-merchants';
export { merchantAccounts } from './use-cases/merchant-accounts';
export { merchantBrandDeleted } from './use-cases/merchant-brand-deleted';
export { INVITATION_DAYS } from './use-cases/merchant-step';

/**
 * The merchant's lifecycle as the routes call it: each step is one use case in use-cases/
 * (apply, approve or re-approve, reject, disable, enable, delete, sign up from the invitation,
 * list and search), given the same dependencies.
 */
export function createMerchantService(deps: MerchantDeps) {
  const { db } = deps;
  return {
    apply: (body: MerchantApplicationBody) => applyForMerchant(deps, body),
    /**
     * Where to write to a merchant about its sales: the emails of its accounts, or the email of
     * its application while it has no account yet.
     */
    async contactEmails(merchantId: string): Promise<string[]> {
      const emails = await accountEmails(db, merchantId);
      if (emails.length > 0) return emails;
      const own = await merchantEmail(db, merchantId);
      return own ? [own] : [];
    },
    list: (actor: Actor | null, query: { page: number; limit: number }) =>
      listMerchants(db, actor, query),
    approve: (actor: Actor | null, id: string) => approveMerchant(deps, actor, id),
    reject: (actor: Actor | null, id: string) => rejectMerchant(deps, actor, id),
    /** Disable or enable (see the two use cases). */
    setActive: (actor: Actor | null, id: string, isActive: boolean) =>
      isActive ? enableMerchant(deps, actor, id) : disableMerchant(deps, actor, id),
    remove: (actor: Actor | null, id: string) => deleteMerchant(deps, actor, id),
    previewSignup: (token: string) => previewMerchantSignup(db, token),
    signup: (token: string, body: MerchantSignupBody, actor: Actor | null = null) =>
      signUpMerchant(deps, token, body, actor),
    search: (actor: Actor | null, term: string) => searchMerchants(db, actor, term),
    /** How many applications wait for an admin's decision (the overview checks the caller). */
    waitingApplications: () => countWaitingApplications(db),
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
