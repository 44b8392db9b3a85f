import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { toFieldErrors, type FieldErrors } from '../../domain/http/field-errors';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import type { Database } from '../db/client';
import { agencies } from '../db/schema/accounts';
import { streamSites, wellSites } from '../db/schema/monitoring';
import { gsas, gsps } from '../db/schema/organisations';

/** A site may come with a GeoJSON point instead of latitude and longitude (spec 2 §3: [longitude, latitude]). */
export function withCoordinatesFromGeometry(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  const coordinates = (record.geometry as { coordinates?: unknown } | undefined)?.coordinates;
  if (!Array.isArray(coordinates) || coordinates.length < 2) return record;
  return { longitude: coordinates[0], latitude: coordinates[1], ...record };
}

/** Only the keys a PATCH sent: the schema's nulls for absent fields must not wipe stored values. */
export function sentOnly<T extends object>(parsed: T, body: unknown): Partial<T> {
  const sent = (body ?? {}) as object;
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => Object.hasOwn(sent, key))) as Partial<T>;
}

export function parseOrFieldErrors<T>(
  schema: z.ZodType<T>,
  body: unknown,
): { value?: T; errors?: FieldErrors } {
  const result = schema.safeParse(body);
  return result.success ? { value: result.data } : { errors: toFieldErrors(result.error) };
}

const REFERENCE_TABLES = {
  agency: { table: agencies, id: agencies.id, message: 'Select an agency from the list.' },
  gsa: { table: gsas, id: gsas.id, message: 'Select a GSA from the list.' },
  gsp: { table: gsps, id: gsps.id, message: 'Select a GSP from the list.' },
  'well site': { table: wellSites, id: wellSites.id, message: 'Select a well site from the list.' },
  'stream site': { table: streamSites, id: streamSites.id, message: 'Select a stream site from the list.' },
} as const;

/** Field errors for every reference that points at nothing, so the client hears which field is wrong. */
export async function missingReferences(
  db: Database,
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const id = values[field.name];
    if (field.type !== 'reference' || typeof id !== 'number' || !field.references) continue;
    const target = REFERENCE_TABLES[field.references];
    const [found] = await db
      .select({ id: target.id })
      .from(target.table)
      .where(inArray(target.id, [id]));
    if (!found) errors[field.name] = [target.message];
  }
  return errors;
}
