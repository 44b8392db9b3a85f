import type { RouteObject } from 'react-router';
import { HydrographPage } from './hydrograph-page';
import { InterconnectedDetailPage } from './interconnected-detail-page';
import { StreamflowDetailPage } from './streamflow-detail-page';
import { SubsidenceDetailPage } from './subsidence-detail-page';
import { WaterLevelDetailPage } from './water-level-detail-page';
import { WaterQualityDetailPage } from './water-quality-detail-page';

/** The detail routes of spec 1 §2.6 and the hydrograph page, to be placed under the signed-in layout. */
export const monitoringDetailRoutes: RouteObject[] = [
  { path: '/waterleveldetail/:id', element: <WaterLevelDetailPage /> },
  { path: '/streamflowdetail/:id', element: <StreamflowDetailPage /> },
  { path: '/waterqualitydetail/:id', element: <WaterQualityDetailPage /> },
  { path: '/subsidencedetail/:id', element: <SubsidenceDetailPage /> },
  { path: '/swgwdetail/:id', element: <InterconnectedDetailPage /> },
  { path: '/hydroograph/:id', element: <HydrographPage /> },
];
