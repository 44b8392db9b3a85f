import { formatChartDate } from '../../../domain/monitoring/chart-rules';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import { isFlagSet } from '../../../domain/monitoring/monitoring-lists';

const COORDINATE_FIELDS: Record<string, 0 | 1> = { longitude: 0, latitude: 1 };

/** The answer carries a reference as its id and `{name without _id}_label`; people read the label. */
export function referenceLabelName(fieldName: string): string {
  return `${fieldName.replace(/_id$/, '')}_label`;
}

function coordinate(site: Record<string, unknown>, fieldName: string): unknown {
  const value = site[fieldName];
  if (typeof value === 'number') return value;
  const geometry = site.geometry as { coordinates?: [number, number] } | undefined;
  return geometry?.coordinates?.[COORDINATE_FIELDS[fieldName]];
}

/** Up to `decimals` decimals, thousands separated; coordinates keep their precision and no separators. */
export function formatMeasuredNumber(value: number, decimals = 4, grouping = true): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals, useGrouping: grouping });
}

/** 'HH:MM' of a 'HH:MM:SS' time. */
export function formatTime(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 5) : '';
}

/** What a detail screen shows for one field of a site: labels for references, Yes/No, dates as MM/DD/YYYY. */
export function displayFieldValue(field: FieldDefinition, site: Record<string, unknown>): string {
  if (field.name in COORDINATE_FIELDS) {
    const value = coordinate(site, field.name);
    return typeof value === 'number' ? formatMeasuredNumber(value, 6, false) : '';
  }
  const value = site[field.name];
  switch (field.type) {
    case 'reference': {
      const label = site[referenceLabelName(field.name)];
      return label === null || label === undefined ? '' : String(label);
    }
    case 'boolean':
      if (value === null || value === undefined || value === '') return '';
      return isFlagSet(value) ? 'Yes' : 'No';
    case 'number':
    case 'integer':
      return typeof value === 'number' ? formatMeasuredNumber(value) : value ? String(value) : '';
    case 'date':
      return typeof value === 'string' && value ? formatChartDate(value) : '';
    case 'time':
      return formatTime(value);
    case 'choice': {
      const shown = value ?? site[`${field.name}_label`];
      return shown === null || shown === undefined ? '' : String(shown);
    }
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The sections of a field list in the order they first appear, each with its fields. */
export function fieldSections(
  fields: readonly FieldDefinition[],
  sectionNames: Readonly<Record<string, string>> = {},
): Array<{ title: string; fields: FieldDefinition[] }> {
  const sections = new Map<string, FieldDefinition[]>();
  for (const field of fields) {
    if (!field.section) continue;
    const title = sectionNames[field.section] ?? field.section;
    sections.set(title, [...(sections.get(title) ?? []), field]);
  }
  return [...sections].map(([title, sectionFields]) => ({ title, fields: sectionFields }));
}
