import type {
  InterconnectedSiteDetail,
  SiteDetail,
  SiteReadingTarget,
} from '../../../domain/monitoring/monitoring-api';
import { stubApi, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import { fakeReadingsApi } from '../../testing/fake-readings-api';

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/** The reading target of each detail path the screens read a site from. */
const TARGET_OF_PATH: Array<[string, SiteReadingTarget]> = [
  ['/api/wellsitedetails/wellsitemeasurements/', 'wellsitemeasurements'],
  ['/api/wellsitedetails/streammonitoring/', 'streammonitoring'],
  ['/api/waterqualitymeasurements/', 'waterqualitymeasurements'],
  ['/api/subsidencemeasurements/', 'subsidencemeasurements'],
];

type Readings = ReadonlyArray<{ id: number } & object>;

function readingsOfInterconnected(site: InterconnectedSiteDetail): Record<string, Handler> {
  const linked = (target: SiteReadingTarget, id: unknown, readings: Readings) =>
    typeof id === 'number' ? fakeReadingsApi(target, id, readings) : {};
  return {
    ...linked('streammonitoring', site.dms_strm_site_id, site.dms_strm_site_measurements),
    ...linked('wellsitemeasurements', site.dms_sa_site_id, site.dms_sa_site_measurements),
    ...linked('wellsitemeasurements', site.dms_ua_site_id, site.dms_ua_site_measurements),
    ...linked('wellsitemeasurements', site.dms_la_site_id, site.dms_la_site_measurements),
    ...fakeReadingsApi('surfacewatermeasurements', site.id, site.dms_vert_grad_sa_ua_measurements),
  };
}

/**
 * stubApi for the detail screens: a site answered by its detail path is answered without its readings,
 * which the bounded reads (charts and pages) answer instead, as the server would from the same readings.
 */
export function stubDetailApi(handlers: Record<string, Handler>) {
  const readings: Record<string, Handler> = {};
  for (const [call, handler] of Object.entries(handlers)) {
    const site = typeof handler === 'object' ? (handler.body as { site?: unknown } | undefined)?.site : null;
    if (!site || typeof site !== 'object') continue;
    const path = call.replace(/^GET /, '');
    if (path.startsWith('/api/surfacewatermeasurements/')) {
      Object.assign(readings, readingsOfInterconnected(site as InterconnectedSiteDetail));
      continue;
    }
    const target = TARGET_OF_PATH.find(([prefix]) => path.startsWith(prefix))?.[1];
    const detail = site as SiteDetail<{ id: number }>;
    if (target) Object.assign(readings, fakeReadingsApi(target, detail.id, detail.measurements ?? []));
  }
  return stubApi({ ...readings, ...withoutReadings(handlers) });
}

const READING_FIELDS = [
  'measurements',
  'dms_strm_site_measurements',
  'dms_sa_site_measurements',
  'dms_ua_site_measurements',
  'dms_la_site_measurements',
  'dms_vert_grad_sa_ua_measurements',
];

/** The sites answered as `?measurements=false` answers them, so a screen cannot read readings from them. */
function withoutReadings(handlers: Record<string, Handler>): Record<string, Handler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([call, handler]) => {
      const site =
        typeof handler === 'object' ? (handler.body as { site?: unknown } | undefined)?.site : null;
      if (!site || typeof site !== 'object') return [call, handler];
      const header = Object.fromEntries(
        Object.entries(site).filter(([field]) => !READING_FIELDS.includes(field)),
      );
      return [call, { ...handler, body: { site: header } }];
    }),
  );
}
