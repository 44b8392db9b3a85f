import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { MONITORING_LISTS } from '../../domain/monitoring/monitoring-lists';
import { currentUserQuery } from '../accounts/current-user-query';
import { sessionStore } from '../accounts/session-store';
import { initialSelection, isTileOverlay } from '../maps/layer-selection';
import { layerFeaturesQuery, mapLayersQuery } from '../maps/map-api';
import { siteDetailQuery, type SiteDetailKind } from '../monitoring/details/site-detail-query';
import {
  DETAIL_READINGS,
  FIRST_READINGS_PAGE,
  siteChartQuery,
  siteReadingsPageQuery,
} from '../monitoring/details/site-readings-queries';
import { firstListPage, siteListPageQuery } from '../monitoring/lists/site-list-queries';
import { prefetchGspStatus } from '../imports/status/import-status-api';
import { prefetchReportingStatusOfYear } from '../reporting/forms/reporting-api';
import { applicationConfigQuery } from './use-application-config';

/**
 * Starts a screen's requests while its code is still being fetched and its first render runs, instead of
 * after them (a route loader that does not wait). The screens ask for the same queries, and get them from
 * the cache or join the request in flight; a failure here is left for the screen to show.
 */
export type RoutePrefetch = (queryClient: QueryClient, params: Params) => void;

const signedIn = () => !!sessionStore.token();

/**
 * Every signed-in screen: the feature flags, which the navigation panel beside it lists its entries by,
 * and the signed-in user's refresh. Asked for only once the panel had rendered, they arrived in the middle
 * of the home map's drawing and drew the panel a second time (issue 17: about 70 ms of a loaded 2-core
 * machine).
 */
export const prefetchSignedInScreen: RoutePrefetch = (queryClient) => {
  if (!signedIn()) return;
  void queryClient.prefetchQuery(applicationConfigQuery);
  void queryClient.prefetchQuery(currentUserQuery);
};

/** The home map: its layers, then the features of the layers it opens with. */
export const prefetchHomeMap: RoutePrefetch = (queryClient) => {
  if (!signedIn()) return;
  void queryClient
    .fetchQuery(mapLayersQuery)
    .then((layers) => {
      const { overlayIds } = initialSelection(layers);
      for (const layer of layers) {
        if (overlayIds.includes(layer.id) && !isTileOverlay(layer))
          void queryClient.prefetchQuery(layerFeaturesQuery(layer));
      }
    })
    .catch(() => undefined);
};

/**
 * A detail screen: its site, and beside it its chart's first answer and (unless it shows the chart alone,
 * as /hydroograph does) its table's first page.
 */
export const prefetchSiteDetail =
  (kind: SiteDetailKind, { withTable = true } = {}): RoutePrefetch =>
  (queryClient, params) => {
    if (!signedIn() || !params.id) return;
    void queryClient.prefetchQuery(siteDetailQuery(kind, params.id));
    const siteId = Number(params.id);
    if (!Number.isInteger(siteId)) return;
    const { target, chart } = DETAIL_READINGS[kind];
    void queryClient.prefetchQuery(siteChartQuery({ target, siteId }, chart, {}));
    if (withTable && kind !== 'interconnected')
      void queryClient.prefetchQuery(siteReadingsPageQuery({ target, siteId }, FIRST_READINGS_PAGE));
  };

export const prefetchSiteList =
  (kind: keyof typeof MONITORING_LISTS): RoutePrefetch =>
  (queryClient) => {
    const { target, pageSize } = MONITORING_LISTS[kind];
    if (signedIn()) void queryClient.prefetchQuery(siteListPageQuery(target, firstListPage(pageSize)));
  };

/** The import list, an import home and the wizard read importstatus; GSP reporting status combinedstatus. */
export const prefetchImportStatus: RoutePrefetch = (queryClient) => {
  if (signedIn()) prefetchGspStatus(queryClient, 'importstatus');
};
export const prefetchReportingStatus: RoutePrefetch = (queryClient) => {
  if (signedIn()) prefetchGspStatus(queryClient, 'combinedstatus');
};

/** /reporting reads reportingstatus of the active water year. */
export const prefetchReportingList: RoutePrefetch = (queryClient) => {
  if (signedIn()) prefetchReportingStatusOfYear(queryClient);
};
