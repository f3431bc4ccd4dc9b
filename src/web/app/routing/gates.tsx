import type { ComponentType, ReactNode } from 'react';

import type { DashboardScreen } from '#shared/site/site-paths';

import type { Gate } from './route';

/*
 * Who may see a page: the `gate` of its route line (route.tsx). A gate's code comes with the
 * page it guards, so neither route table carries it; only more-routes.tsx has gated pages, and
 * the storefront's first load none of this.
 */

type Wrapper = ComponentType<{ children: ReactNode }>;

/** A gate drawing the page inside the wrapper `load` fetches (with the page's code). */
function gate(load: () => Promise<Wrapper>): Gate {
  return {
    wrap: (page) => async () => {
      const [Wrapper, Page] = await Promise.all([load(), page()]);
      return function GatedPage() {
        return (
          <Wrapper>
            <Page />
          </Wrapper>
        );
      };
    },
  };
}

/** Sign-in and sign-up forms: a signed-in person goes to the dashboard. */
export const guestOnly = gate(() =>
  import('../../features/auth/components/route-guards').then((m) => m.GuestOnly),
);

/** A signed-in person's page (an order, the dashboard's frame): a guest goes to /login. */
export const signedIn = gate(() =>
  import('../../features/auth/components/route-guards').then((m) => m.RequireAuth),
);

/**
 * A dashboard screen, for the roles its DASHBOARD_SCREENS entry lists: any other sees the
 * dashboard's not-found screen.
 */
export function screenGate(screen: DashboardScreen): Gate {
  return gate(async () => {
    const { RoleGate } = await import('../dashboard/role-gate');
    return function ScreenGate({ children }) {
      return <RoleGate screen={screen}>{children}</RoleGate>;
    };
  });
}
