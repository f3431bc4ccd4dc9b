import { UserDirectory } from '../components/user-directory';

/** /dashboard/users: admins only (the route's gate). */
export function UsersPage() {
  return <UserDirectory />;
}
