import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SessionUser } from '../../domain/accounts/session-user';
import { SESSION_STORAGE_KEY } from '../accounts/session-store';
import { AppProviders } from '../app/providers';

export function signInAs(user: SessionUser, token = 'test-token') {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, user }));
}

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders routes at a path with the app's providers, as a browser would at that address. Routes that
 * need the query client (the app's, which prefetch their screens' data) may take it.
 */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  path = '/',
) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Renders one page on its own route. */
export function renderPage(
  page: ReactNode,
  { path = '/', route = path }: { path?: string; route?: string } = {},
) {
  return renderRoutes(
    [
      { path: route, element: page },
      { path: '*', element: null },
    ],
    path,
  );
}
