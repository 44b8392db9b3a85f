import { lazy, type ComponentType } from 'react';
import type { NavigationPanelProps } from './navigation-panel';

type PanelModule = typeof import('./navigation-panel');

let loaded: PanelModule | undefined;
const load = () => import('./navigation-panel').then((module) => (loaded = module));

/**
 * Fetches the navigation panel's code, for the signed-in routes' loader to wait on. Only a signed-in user
 * has the panel, so its code (lists, drawer, tooltips, icons) stays off the login page.
 */
export const loadNavigationPanel = (): Promise<unknown> => load();

const LazyNavigationPanel = lazy(async () => ({ default: (await load()).NavigationPanel }));

/**
 * The panel itself once its code is here, so the shell renders it without suspending: React 19 holds
 * back what a Suspense boundary reveals until 300 ms after its fallback showed, which kept the home map
 * off the screen for those 300 ms on a first visit (issue 17). Lazy, behind the layout's Suspense,
 * only if the code is not here yet.
 */
export const navigationPanel = (): ComponentType<NavigationPanelProps> =>
  loaded?.NavigationPanel ?? LazyNavigationPanel;
