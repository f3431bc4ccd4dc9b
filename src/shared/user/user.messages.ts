import { LIMITS, ROLES } from '../common/constants';
import { MSG } from '../common/messages';

/** What the dashboard's user table answers (issue 25, decision 0044). */
export const USER_MESSAGES = {
  listSearchMax: MSG.tooLong('Search', LIMITS.searchMax),
  listRoleInvalid: `Role must be one of: ${ROLES.join(', ')}.`,
  listStatusInvalid: 'Status must be verified or unverified.',
  listSortInvalid: 'Please sort by date joined, name, email or role.',
  listDirInvalid: MSG.sortDirInvalid,
} as const;
