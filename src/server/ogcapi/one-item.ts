import { sql } from 'drizzle-orm';
import type { OgcCollectionId } from '../../domain/ogcapi/collections';
import type { OgcFormat } from '../../domain/ogcapi/format-negotiation';
import { itemLinks } from '../../domain/ogcapi/links';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-results';
import { JsonText } from '../http/answer-cache';
import type { ReadingAccess } from '../monitoring/reading-access';
import { featureSource, matchingFeatures } from './collection-sources';
import { OgcError } from './ogc-error';

/** A feature id as the URL gives it: a whole number the database's ids can be, else no feature. */
export function featureIdOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id < 1 || id > 2_147_483_647)
    throw OgcError.notFound(`No feature '${raw}' in this collection.`);
  return id;
}

/**
 * GET /ogcapi/collections/{collectionId}/items/{featureId} (/req/core/f-success): one feature with its
 * links, or 404 when the collection has no such feature or the caller may not see it (a reading not
 * submitted, of another GSP's site).
 */
export async function oneFeature(options: {
  db: Database;
  collection: OgcCollectionId;
  access: ReadingAccess;
  id: number;
  base: string;
  format: OgcFormat;
}): Promise<JsonText> {
  const { db, collection, access, id, base, format } = options;
  const features = featureSource(collection, access);
  const matching = matchingFeatures(features.source, access, { bbox: null, datetime: null, site: null });
  const [row] = rowsOf<{ feature: string }>(
    await db.execute(sql`
      with found as (select ${matching.id} as id from ${matching.from} where ${matching.where} and ${matching.id} = ${id})
      select ${features.feature}::text as feature from found join ${features.table} on ${features.id} = found.id ${features.joins}`),
  );
  if (!row) throw OgcError.notFound(`No feature ${id} in the collection '${collection}'.`);
  const links = JSON.stringify(itemLinks(base, collection, id, format));
  // the feature as the database wrote it, with its links added before its closing brace
  return new JsonText(`${row.feature.slice(0, -1)},"links":${links}}`);
}
