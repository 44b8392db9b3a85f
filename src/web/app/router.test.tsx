import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig, buildUser } from '../testing/factories';
import { stubApi } from '../testing/fake-api';
import { renderRoutes, signInAs } from '../testing/render-app';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { routeAccessRule } from '../../domain/navigation/app-routes';
import { appRoutes } from './router';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function stubSignedInApi(user = buildUser()) {
  return stubApi({
    'GET /api/application/config': { status: 200, body: buildConfig() },
    'GET /api/auth/me/': { status: 200, body: user },
    'POST /api/auth/token/destroy/': { status: 204 },
  });
}

describe('application routes', () => {
  it('tells a guest on a protected page to sign in, and offers the way home', async () => {
    stubApi({});
    renderRoutes(appRoutes, '/waterlevellist');

    expect(await screen.findByText('You must be logged in to view this page.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navigation panel' })).not.toBeInTheDocument();
    expect(screen.getByText('Version 1.0.4')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('treats protected paths alike whatever their case', async () => {
    stubApi({});
    renderRoutes(appRoutes, '/UserProfile');
    expect(await screen.findByText('You must be logged in to view this page.')).toBeInTheDocument();
  });

  it('brings a guest back to the page they wanted after signing in', async () => {
    const user = buildUser({ first_name: 'Dana' });
    stubApi({
      'POST /api/auth/token/create/': { status: 200, body: { ...user, auth_token: 'new-token' } },
      'GET /api/application/config': { status: 200, body: buildConfig() },
      'GET /api/auth/me/': { status: 200, body: user },
    });
    renderRoutes(appRoutes, '/userprofile');

    await userEvent.click(await screen.findByRole('button', { name: 'Return to Home' }));
    await userEvent.type(await screen.findByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Update User Information' })).toBeInTheDocument();
  });

  it('shows Page Not Found on an unknown path, with the way home', async () => {
    stubApi({});
    renderRoutes(appRoutes, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in user from Page Not Found home, to the welcome and its Continue to Dashboard', async () => {
    signInAs(buildUser({ first_name: 'Dana' }));
    stubSignedInApi();
    const { router } = renderRoutes(appRoutes, '/no-such-screen');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Home' }));

    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: 'Continue to Dashboard' })).toBeInTheDocument();
  });

  it('greets a signed-in user and names the Administrator role', async () => {
    signInAs(buildUser({ first_name: 'Ana', role: 'Administrator' }));
    stubSignedInApi(buildUser({ first_name: 'Ana', role: 'Administrator' }));
    renderRoutes(appRoutes, '/');

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Hello, Ana')).toBeInTheDocument();
    expect(within(banner).getByText('Administrator')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Navigation panel' })).toBeInTheDocument();
  });

  it('does not show other roles in the top bar', async () => {
    signInAs(buildUser({ first_name: 'Gus', role: 'GSP Representative' }));
    stubSignedInApi(buildUser({ first_name: 'Gus', role: 'GSP Representative' }));
    renderRoutes(appRoutes, '/');

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Hello, Gus')).toBeInTheDocument();
    expect(within(banner).queryByText('GSP Representative')).not.toBeInTheDocument();
  });

  it('signs the user out when the server answers Invalid token.', async () => {
    signInAs(buildUser({ first_name: 'Dana' }));
    stubApi({
      'GET /api/application/config': { status: 200, body: buildConfig() },
      'GET /api/auth/me/': { status: 401, body: { detail: 'Invalid token.' } },
    });
    renderRoutes(appRoutes, '/userprofile');

    expect(await screen.findByText('You must be logged in to view this page.')).toBeInTheDocument();
    expect(screen.queryByText('Hello, Dana')).not.toBeInTheDocument();
    expect(localStorage.getItem('basin-dms.session')).toBeNull();
  });

  it('logs out from the user menu and returns to the login page', async () => {
    signInAs(buildUser({ first_name: 'Dana' }));
    const api = stubSignedInApi();
    renderRoutes(appRoutes, '/userprofile');

    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/auth/token/destroy/')).toBe(true);
  });

  it('opens the profile from the user menu', async () => {
    signInAs(buildUser({ first_name: 'Dana' }));
    stubSignedInApi();
    renderRoutes(appRoutes, '/');

    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));

    expect(await screen.findByLabelText('Email (username)')).toHaveValue('dana.reyes@example.org');
  });
});

/** Every path the router declares, whatever the layout it sits in. */
function declaredPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...declaredPaths(route.children ?? []),
  ]);
}

describe('the route table', () => {
  const paths = declaredPaths(appRoutes(new QueryClient())).filter((path) => path !== '*');
  const sample = (path: string) => `/${path.replace(/^\//, '').replace(/:[^/]+/g, '1')}`;
  const PUBLIC_PATHS = ['register', 'password/email', 'password/reset'];

  it('holds the access rule of every screen the router declares behind the sign-in', () => {
    const signedIn = paths.filter((path) => !PUBLIC_PATHS.includes(path));
    expect(signedIn.length).toBeGreaterThan(60);
    expect(signedIn.filter((path) => routeAccessRule(sample(path)) === null)).toEqual([]);
  });

  it('holds no rule for the screens open to guests', () => {
    for (const path of PUBLIC_PATHS) {
      expect(paths).toContain(path);
      expect(routeAccessRule(sample(path))).toBeNull();
    }
  });
});
