import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import type { PointGeometry } from '../../domain/monitoring/monitoring-api';
import { labelNameOf, type ReferenceLabels } from './reference-labels';

export type Row = Record<string, unknown>;

export const geometryOf = (row: Row): PointGeometry => ({
  type: 'Point',
  coordinates: [row.longitude as number, row.latitude as number],
});

/** Every field of the site under its spec name, each reference also as its label, and the point. */
export function presentSite(fields: readonly FieldDefinition[], row: Row, labels: ReferenceLabels): Row {
  const site: Row = { id: row.id };
  for (const field of fields) {
    site[field.name] = row[field.name] ?? null;
    if (field.type === 'reference') site[labelNameOf(field.name)] = labels.label(field, row[field.name]);
  }
  site.geometry = geometryOf(row);
  site.updateby_id = row.updateby_id ?? null;
  return site;
}

/** A reading with its site's DMS id and submitted flag, fields in the spec's order. */
export function presentReading(fields: readonly FieldDefinition[], row: Row, dmsSiteId: string): Row {
  const reading: Row = { id: row.id, dms_site_id: dmsSiteId };
  for (const field of fields) if (field.name !== 'dms_site_id') reading[field.name] = row[field.name] ?? null;
  reading.submitted = row.submitted;
  return reading;
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** 'MM/DD/YYYY - MM/DD/YYYY' of the first and last reading, '' without readings. */
export function dateRange(first: string | null, last: string | null): string {
  return first && last ? `${usDate(first)} - ${usDate(last)}` : '';
}
