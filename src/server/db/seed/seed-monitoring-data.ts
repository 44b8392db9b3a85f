import { asc, eq } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import {
  GROUNDWATER_SITE_PURPOSES,
  type GroundwaterSitePurpose,
} from '../../../domain/wells/editable-wells-lists';
import type { Database } from '../client';
import { users } from '../schema/accounts';
import {
  interconnectedSites,
  mapLayers,
  referenceFeatures,
  streamMeasurements,
  streamSites,
  subsidenceMeasurements,
  subsidenceSites,
  verticalGradientMeasurements,
  waterQualityMeasurements,
  wellMeasurements,
  wellSites,
} from '../schema/monitoring';
import { gspAssociations } from '../schema/organisations';
import { groundwaterSites } from '../schema/wells';
import { bulkInsert } from './bulk-insert';
import { planGroundwaterSites, type SiteEditor } from './demo-groundwater-sites';
import { demoMapLayers, demoReferenceFeatures } from './demo-map-layers';
import { SiteContext, type Row, type SeedOrganisations } from './demo-site-context';
import { planSubsidence } from './demo-subsidence';
import { planInterconnected, planStreams } from './demo-surface-water';
import { planBasinWells } from './demo-wells';
import { createRandom } from './random';

/** Inserts sites and answers their ids by DMS site id. */
async function insertSites(tx: Database, table: AnyPgTable, rows: Row[]) {
  const inserted = await bulkInsert<{ id: number; dms_site_id: string }>(tx, table, rows, {
    returning: ['id', 'dms_site_id'],
  });
  return new Map(inserted.map((row) => [row.dms_site_id, Number(row.id)]));
}

function readingsOf<T extends { row: Row }>(
  sites: T[],
  ids: Map<string, number>,
  readings: (site: T) => Row[],
): Row[] {
  return sites.flatMap((site) => {
    const siteId = ids.get(site.row.dms_site_id as string)!;
    return readings(site).map((reading) => ({ site_id: siteId, ...reading }));
  });
}

/** The active users with their GSP associations: the last change of a groundwater site is one of theirs. */
async function siteEditors(tx: Database): Promise<SiteEditor[]> {
  const people = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.status, 'Active'))
    .orderBy(asc(users.id));
  const associations = await tx
    .select({
      user: gspAssociations.userId,
      gsp: gspAssociations.gspId,
      authorized_reporter: gspAssociations.authorizedReporter,
    })
    .from(gspAssociations)
    .orderBy(asc(gspAssociations.id));
  return people.map((actor) => ({
    actor,
    associations: associations.filter((association) => association.user === actor.id),
  }));
}

export interface MonitoringSeedCounts {
  wellSites: number;
  waterLevelReadings: number;
  waterQualityReadings: number;
  streamSites: number;
  streamReadings: number;
  subsidenceSites: number;
  subsidenceReadings: number;
  interconnectedSites: number;
  verticalGradientReadings: number;
  groundwaterSites: Record<GroundwaterSitePurpose, number>;
  mapLayers: number;
  referenceFeatures: number;
}

/**
 * The demo basin's monitoring (ARCHITECTURE §5): wells with decades of water levels and water quality,
 * stream gauges, subsidence sites, interconnected surface water sites with their gradients, the groundwater
 * sites of the editable wells tables, and the home map's layers with synthetic reference shapes.
 * Deterministic: the same rows on every run.
 */
export async function seedMonitoringData(
  tx: Database,
  organisations: SeedOrganisations,
): Promise<MonitoringSeedCounts> {
  const context = new SiteContext(organisations);
  const random = createRandom('basin-dms demo basin');
  const wells = planBasinWells(context, random.fork('wells'));
  const streams = planStreams(context, random.fork('streams'), 25);
  const interconnected = planInterconnected(context, random.fork('interconnected'), streams);
  const subsidence = planSubsidence(context, random.fork('subsidence'));
  // Planned last: it continues the state well and local id sequences of the wells above.
  const editableWells = planGroundwaterSites(
    context,
    random.fork('groundwater sites'),
    await siteEditors(tx),
  );
  const allWells = [...wells, ...interconnected.flatMap((site) => Object.values(site.wells))];

  const wellIds = await insertSites(
    tx,
    wellSites,
    allWells.map((well) => well.row),
  );
  const waterLevels = readingsOf(allWells, wellIds, (well) => well.waterLevels);
  const waterQuality = readingsOf(allWells, wellIds, (well) => well.waterQuality);
  await bulkInsert(tx, wellMeasurements, waterLevels);
  await bulkInsert(tx, waterQualityMeasurements, waterQuality);

  const streamIds = await insertSites(
    tx,
    streamSites,
    streams.map((stream) => stream.row),
  );
  const streamReadings = readingsOf(streams, streamIds, (stream) => stream.readings);
  await bulkInsert(tx, streamMeasurements, streamReadings);

  const subsidenceIds = await insertSites(
    tx,
    subsidenceSites,
    subsidence.map((site) => site.row),
  );
  const subsidenceReadings = readingsOf(subsidence, subsidenceIds, (site) => site.readings);
  await bulkInsert(tx, subsidenceMeasurements, subsidenceReadings);

  const wellId = (well: { row: Row } | undefined) =>
    well ? wellIds.get(well.row.dms_site_id as string)! : null;
  for (const site of interconnected) {
    Object.assign(site.row, {
      dms_strm_site_id: streamIds.get(site.stream.row.dms_site_id as string)!,
      dms_sa_site_id: wellId(site.wells.sa),
      dms_ua_site_id: wellId(site.wells.ua),
      dms_la_site_id: wellId(site.wells.la),
    });
  }
  const interconnectedIds = await insertSites(
    tx,
    interconnectedSites,
    interconnected.map((site) => site.row),
  );
  const gradients = readingsOf(interconnected, interconnectedIds, (site) => site.readings);
  await bulkInsert(tx, verticalGradientMeasurements, gradients);

  await bulkInsert(
    tx,
    groundwaterSites,
    editableWells.map((site) => site.row),
  );

  const layers = await tx
    .insert(mapLayers)
    .values(demoMapLayers())
    .returning({ id: mapLayers.id, title: mapLayers.title });
  const layerId = new Map(layers.map((layer) => [layer.title, layer.id]));
  const features = demoReferenceFeatures().map((feature) => ({
    layer_id: layerId.get(feature.layer)!,
    name: feature.name,
    properties: feature.properties,
    geometry: feature.geometry,
  }));
  await bulkInsert(tx, referenceFeatures, features, { chunk: 500 });

  return {
    wellSites: allWells.length,
    waterLevelReadings: waterLevels.length,
    waterQualityReadings: waterQuality.length,
    streamSites: streams.length,
    streamReadings: streamReadings.length,
    subsidenceSites: subsidence.length,
    subsidenceReadings: subsidenceReadings.length,
    interconnectedSites: interconnected.length,
    verticalGradientReadings: gradients.length,
    groundwaterSites: Object.fromEntries(
      GROUNDWATER_SITE_PURPOSES.map((purpose) => [
        purpose,
        editableWells.filter((site) => site.row.purpose === purpose).length,
      ]),
    ) as Record<GroundwaterSitePurpose, number>,
    mapLayers: layers.length,
    referenceFeatures: features.length,
  };
}
