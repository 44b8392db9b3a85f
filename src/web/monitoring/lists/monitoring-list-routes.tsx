import type { RouteObject } from 'react-router';
import { MonitoringListPage } from './monitoring-list-page';
import {
  interconnectedList,
  streamflowList,
  subsidenceList,
  waterLevelList,
  waterQualityList,
} from './monitoring-list-configs';

/**
 * The five list routes, to be placed under the signed-in layout. Each page has its own key: the five
 * share one component, and without it a filter or sort would carry over from one list to the next.
 */
export const monitoringListRoutes: RouteObject[] = [
  {
    path: waterLevelList.list.route,
    element: <MonitoringListPage key="waterLevel" config={waterLevelList} />,
  },
  {
    path: waterQualityList.list.route,
    element: <MonitoringListPage key="waterQuality" config={waterQualityList} />,
  },
  {
    path: interconnectedList.list.route,
    element: <MonitoringListPage key="interconnected" config={interconnectedList} />,
  },
  {
    path: subsidenceList.list.route,
    element: <MonitoringListPage key="subsidence" config={subsidenceList} />,
  },
  {
    path: streamflowList.list.route,
    element: <MonitoringListPage key="streamflow" config={streamflowList} />,
  },
];
