import { useQueries } from '@tanstack/react-query';
import { agencyDisplayName } from '../../../domain/admin/agency';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import { collectionListQuery } from '../admin-api';

type ReferenceKind = NonNullable<FieldDefinition['references']>;

/** One choice of a reference select; a site also brings its coordinates (spec 2 §2.14). */
export interface ReferenceChoice {
  id: number;
  label: string;
  latitude?: number | null;
  longitude?: number | null;
}

interface ReferenceRow {
  id: number;
  name?: string | null;
  dms_site_id?: string;
  latitude?: number | null;
  longitude?: number | null;
}

const SOURCES: Record<ReferenceKind, { path: string; label: (row: ReferenceRow) => string }> = {
  agency: { path: 'agencys', label: (row) => agencyDisplayName(row.name) },
  gsa: { path: 'gsas', label: (row) => row.name ?? '' },
  gsp: { path: 'gsps', label: (row) => row.name ?? '' },
  // spec 2 §2.14: site links are sorted by DMS site id
  'well site': { path: 'wellsites', label: (row) => row.dms_site_id ?? '' },
  'stream site': { path: 'streamsites', label: (row) => row.dms_site_id ?? '' },
};

const byLabel = (a: ReferenceChoice, b: ReferenceChoice) =>
  a.label.localeCompare(b.label, undefined, { numeric: true, sensitivity: 'base' });

export interface SiteReferences {
  choices: Partial<Record<ReferenceKind, ReferenceChoice[]>>;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/** The agencies, GSAs, GSPs and sites the form's reference fields choose from, each list sorted. */
export function useSiteReferences(fields: readonly FieldDefinition[]): SiteReferences {
  const kinds = [
    ...new Set(fields.flatMap((field) => (field.references ? [field.references] : []))),
  ] as ReferenceKind[];
  const results = useQueries({
    queries: kinds.map((kind) => collectionListQuery<ReferenceRow>(SOURCES[kind].path)),
  });
  const choices: SiteReferences['choices'] = {};
  kinds.forEach((kind, index) => {
    const rows = results[index].data;
    if (!rows) return;
    choices[kind] = rows
      .map((row) => ({
        id: row.id,
        label: SOURCES[kind].label(row),
        latitude: row.latitude,
        longitude: row.longitude,
      }))
      .sort(byLabel);
  });
  return {
    choices,
    pending: results.some((result) => result.isPending),
    failed: results.some((result) => result.isError),
    retry: () => results.forEach((result) => void result.refetch()),
  };
}
