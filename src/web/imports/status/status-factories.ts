import type { SessionUser } from '../../../domain/accounts/session-user';
import {
  defaultApplicationConfig,
  type AdminFeatureKey,
  type ApplicationConfig,
  type FeatureKey,
} from '../../../domain/config/feature-flags';
import type {
  GspStatusAnswer,
  GspStatusRecord,
  WaterYearAnswer,
} from '../../../domain/imports/import-answers';
import { MONITORING_DATASETS } from '../../../domain/imports/monitoring-datasets';
import { stubApi, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import { signInAs } from '../../testing/render-app';

export const WATER_YEAR_ID = 5;

export function buildWaterYear(overrides: Partial<WaterYearAnswer> = {}): WaterYearAnswer {
  return {
    id: WATER_YEAR_ID,
    water_year: 2024,
    water_year_start: '2023-10-01',
    water_year_end: '2024-09-30',
    water_year_start_lbl: 'October 1, 2023',
    water_year_end_lbl: 'September 30, 2024',
    import_start: '2023-10-01',
    import_end: '2024-09-30',
    is_active: true,
    year_type: null,
    ...overrides,
  };
}

const MODULES = [
  ...Object.values(MONITORING_DATASETS).map((dataset) => dataset.module),
  'gws',
  'gwe',
  'gwr',
  'sws',
  'tw',
  'twu',
  'ev',
];

/** A GSP status record: every module required, nothing imported ('None'), unless overridden. */
export function buildGspStatus(
  id: number,
  name: string,
  overrides: Record<string, string | number | boolean> = {},
): GspStatusRecord {
  const record: GspStatusRecord = { id, name, authorized_reporter: 1, monitoringimport: true };
  for (const module of MODULES) {
    record[`${module}_required`] = true;
    record[`${module}_ct`] = 0;
    record[`${module}_submitted`] = 'None';
  }
  return { ...record, ...overrides } as GspStatusRecord;
}

export function buildStatusAnswer(
  gsp: GspStatusRecord[],
  role: SessionUser['role'] = 'GSP Representative',
): GspStatusAnswer {
  return { gsp, water_year: buildWaterYear(), user_role: role };
}

/** Every feature on, except those given. */
export function configWithout(
  disabled: FeatureKey[] = [],
  disabledAdmin: AdminFeatureKey[] = [],
): ApplicationConfig {
  const config = defaultApplicationConfig();
  for (const key of disabled) config[key].enabled = false;
  for (const key of disabledAdmin) config.ADMIN[key].enabled = false;
  return config;
}

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/** Signs the user in and answers the calls every status screen makes, plus the handlers given. */
export function answerStatusCalls(
  user: SessionUser,
  handlers: Record<string, Handler>,
  config: ApplicationConfig = configWithout(),
) {
  signInAs(user);
  return stubApi({
    'GET /api/auth/me/': { status: 200, body: user },
    'GET /api/application/config': { status: 200, body: config },
    'GET /api/wateryears/active': { status: 200, body: buildWaterYear() },
    ...handlers,
  });
}
