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

/** The names of every agency, GSA, GSP and site a record may point at: small tables, read once per request. */
export async function loadReferenceLabels(db: Database): Promise<ReferenceLabels> {
  const [agencyRows, gsaRows, gspRows, wellRows, streamRows] = await Promise.all([
    db.select({ id: agencies.id, name: agencies.name }).from(agencies),
    db.select({ id: gsas.id, name: gsas.name }).from(gsas),
    db.select({ id: gsps.id, name: gsps.name }).from(gsps),
    db.select({ id: wellSites.id, name: wellSites.dms_site_id }).from(wellSites),
    db.select({ id: streamSites.id, name: streamSites.dms_site_id }).from(streamSites),
  ]);
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  const names = {
    agency: byId(agencyRows.map((row) => ({ ...row, name: agencyDisplayName(row.name) }))),
    gsa: byId(gsaRows),
    gsp: byId(gspRows),
    'well site': byId(wellRows),
    'stream site': byId(streamRows),
  };
  return {
    label(field, id) {
      if (typeof id !== 'number' || !field.references) return '';
      return names[field.references].get(id) ?? '';
    },
  };
}
