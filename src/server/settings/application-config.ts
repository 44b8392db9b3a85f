import {
  ADMIN_FEATURE_DESCRIPTIONS,
  ADMIN_FEATURE_KEYS,
  FEATURE_DESCRIPTIONS,
  FEATURE_KEYS,
  defaultApplicationConfig,
  type ApplicationConfig,
} from '../../domain/config/feature-flags';
import type { Database } from '../db/client';
import { applicationConfig } from '../db/schema/accounts';

/** Every flag with its stored state; a flag never stored counts as enabled. */
export async function readApplicationConfig(db: Database): Promise<ApplicationConfig> {
  const stored = new Map((await db.select().from(applicationConfig)).map((row) => [row.key, row]));
  const config = defaultApplicationConfig();
  for (const key of FEATURE_KEYS) {
    const row = stored.get(key);
    if (row)
      Object.assign(config[key], {
        enabled: row.enabled,
        description: row.description || config[key].description,
      });
  }
  for (const key of ADMIN_FEATURE_KEYS) {
    const row = stored.get(`ADMIN.${key}`);
    if (row)
      config.ADMIN[key] = {
        enabled: row.enabled,
        description: row.description || config.ADMIN[key].description,
      };
  }
  return config;
}

/** The rows a new installation starts with: every flag on. */
export function defaultConfigRows() {
  return [
    ...FEATURE_KEYS.map((key) => ({ key, enabled: true, description: FEATURE_DESCRIPTIONS[key] })),
    ...ADMIN_FEATURE_KEYS.map((key) => ({
      key: `ADMIN.${key}`,
      enabled: true,
      description: ADMIN_FEATURE_DESCRIPTIONS[key],
    })),
  ];
}
