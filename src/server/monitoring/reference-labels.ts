import { agencyDisplayName } from '../../domain/admin/agency';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import type { Database } from '../db/client';
import { agencies } from '../db/schema/accounts';
import { streamSites, wellSites } from '../db/schema/monitoring';
import { gsas, gsps } from '../db/schema/organisations';

/** 'source_gsp_id' → 'source_gsp_label', 'owner_id' → 'owner_label' (spec 1 §3.5-§3.6). */
export const labelNameOf = (fieldName: string) => `${fieldName.replace(/_id$/, '')}_label`;

export interface ReferenceLabels {
  label(field: FieldDefinition, id: unknown): string;
}

const LABEL_SOURCES = {
  agency: async (db: Database) =>
    (await db.select({ id: agencies.id, name: agencies.name }).from(agencies)).map((row) => ({
      ...row,
      name: agencyDisplayName(row.name),
    })),
  gsa: (db: Database) => db.select({ id: gsas.id, name: gsas.name }).from(gsas),
  gsp: (db: Database) => db.select({ id: gsps.id, name: gsps.name }).from(gsps),
  'well site': (db: Database) => db.select({ id: wellSites.id, name: wellSites.dms_site_id }).from(wellSites),
  'stream site': (db: Database) =>
    db.select({ id: streamSites.id, name: streamSites.dms_site_id }).from(streamSites),
};
type Referenced = keyof typeof LABEL_SOURCES;

/** The names of whatever the given fields point at (agencies, GSAs, GSPs, sites), read once per request. */
export async function loadReferenceLabels(
  db: Database,
  fields: readonly FieldDefinition[],
): Promise<ReferenceLabels> {
  const referenced = [
    ...new Set(fields.flatMap((field) => (field.references ? [field.references] : []))),
  ] as Referenced[];
  const loaded = await Promise.all(
    referenced.map(async (kind) => [kind, await LABEL_SOURCES[kind](db)] as const),
  );
  const names = new Map(loaded.map(([kind, rows]) => [kind, new Map(rows.map((row) => [row.id, row.name]))]));
  return {
    label(field, id) {
      if (typeof id !== 'number' || !field.references) return '';
      return names.get(field.references)?.get(id) ?? '';
    },
  };
}

/** The names of every agency, GSA or GSP by id, for a list that filters and sorts by them in the database. */
export async function referenceNames(db: Database, kind: Referenced): Promise<Record<string, string>> {
  return Object.fromEntries((await LABEL_SOURCES[kind](db)).map((row) => [row.id, row.name]));
}
