import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { defaultConfigRows } from '../settings/application-config';
import type { DatabaseHandle } from './client';
import { standardMapLayers } from '../maps/standard-map-layers';
import { applicationConfig, users } from './schema/accounts';
import { mapLayers } from './schema/monitoring';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data';

/** What every start does: migrate, make sure the feature flags exist, and seed when asked to. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seedDemoData: boolean; logger: FastifyBaseLogger },
) {
  await handle.migrate();
  const empty = await isDatabaseEmpty(handle.db);
  if (empty && options.seedDemoData) {
    await seedDemoData(handle.db);
    options.logger.info('seeded the demo basin; the demo accounts are listed in the README');
    return;
  }
  await handle.db.insert(applicationConfig).values(defaultConfigRows()).onConflictDoNothing();
  // a basin without demo data still gets the standard base maps and site layers, once
  const [anyLayer] = await handle.db.select({ id: mapLayers.id }).from(mapLayers).limit(1);
  if (!anyLayer) {
    await handle.db
      .insert(mapLayers)
      .values(standardMapLayers().map((layer, index) => ({ ...layer, sort_order: index + 1 })));
  }
  const [administrator] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'Administrator'))
    .limit(1);
  if (!administrator) {
    options.logger.warn(
      'no administrator exists yet: create one with `npm run admin:create -- <email> <first name> <last name>`',
    );
  }
}
