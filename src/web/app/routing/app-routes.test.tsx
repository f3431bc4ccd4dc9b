import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { Link, MemoryRouter, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import type { RouteLoadArgs } from '../../lib/route-load';
import type { AppRoute } from './app-route';
import { AppRoutes, browserRouteData } from './app-routes';
import { lazyPage } from './lazy-page';

/** A lazy page whose code comes when the test says so (or fails). */
function heldPage() {
  let release: (component: ComponentType) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const page = lazyPage(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  return {
    page,
    release: (component: ComponentType) => release(component),
    fail: (error: Error) => fail(error),
  };
}

function Home() {
  return <h1>Home</h1>;
}

/** The app's routes over `children` (core paths: the storefront's first table). */
function renderRoutes(children: AppRoute[], at = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const table: AppRoute[] = [
    { element: <Outlet />, children: [{ index: true, element: <Home /> }, ...children] },
  ];
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <nav>
            <Link to="/">To home</Link>
            <Link to="/brands">To brands</Link>
            <Link to="/product/agbada?size=L">To the agbada</Link>
          </nav>
          <AppRoutes core={table} data={browserRouteData(client)} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { client };
}

/**
 * Follows a link. The router's update is a transition that may suspend: React wants the act
 * around it awaited (user-event's own is not).
 */
async function follow(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name }));
  });
}

describe('the app routes', () => {
  it("keeps the page it leaves on screen until the next page's code is in", async () => {
    const brands = heldPage();
    renderRoutes([{ path: 'brands', ...brands.page }]);
    await follow('To brands');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    await act(async () => brands.release(() => <h1>All brands</h1>));
    expect(await screen.findByRole('heading', { name: 'All brands' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });

  it("starts a page's data as it is entered, once, and not what the cache already holds", async () => {
    const entered: { slug?: string; size: string | null }[] = [];
    const read = vi.fn(async () => ({ name: 'Agbada' }));
    const load = ({ params, search, start }: RouteLoadArgs) => {
      entered.push({ slug: params.slug, size: search.get('size') });
      return start({ queryKey: ['product', params.slug], queryFn: read });
    };
    const product = heldPage();
    const { client } = renderRoutes([{ path: 'product/:slug', load, ...product.page }]);

    await follow('To the agbada');
    // The data is asked for before the page's code has come.
    expect(entered).toEqual([{ slug: 'agbada', size: 'L' }]);
    expect(read).toHaveBeenCalledTimes(1);
    await act(async () => product.release(() => <h1>The agbada</h1>));
    await screen.findByRole('heading', { name: 'The agbada' });
    expect(client.getQueryData(['product', 'agbada'])).toEqual({ name: 'Agbada' });

    await follow('To home');
    await follow('To the agbada');
    await screen.findByRole('heading', { name: 'The agbada' });
    expect(entered).toHaveLength(2);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shows the error page for a page whose code fails, until the shopper goes elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const brands = heldPage();
    renderRoutes([{ path: 'brands', ...brands.page }]);
    await follow('To brands');
    await act(async () => brands.fail(new Error('chunk failed')));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();

    await follow('To home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
