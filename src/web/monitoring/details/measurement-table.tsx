import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FieldDefinition } from '../../../domain/monitoring/field-definitions';
import { MEASUREMENT_PAGE_SIZE } from '../../../domain/monitoring/monitoring-lists';
import { reasonOf } from '../../api/error-reason';
import type { ServerTableState } from '../../components/data-table/data-table-types';
import { DataTable } from '../../components/data-table/data-table';
import { measurementColumns, type MeasurementRow } from './measurement-columns';
import { FIRST_READINGS_PAGE, siteReadingsPageQuery, type SiteReadingsSource } from './site-readings-queries';

export interface MeasurementTableProps {
  source: SiteReadingsSource;
  fields: readonly FieldDefinition[];
  label: string;
  emptyText: string;
}

/** A site's readings, a page at a time, sorted and paged on the server whatever their number. */
export function MeasurementTable({ source, fields, label, emptyText }: MeasurementTableProps) {
  const columns = useMemo(() => measurementColumns(fields), [fields]);
  const [state, setState] = useState<ServerTableState>(FIRST_READINGS_PAGE);
  const query = useQuery({
    ...siteReadingsPageQuery<MeasurementRow>(source, state),
    placeholderData: keepPreviousData,
  });

  return (
    <DataTable<MeasurementRow>
      label={label}
      rows={query.data?.results ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      pageSize={MEASUREMENT_PAGE_SIZE}
      emptyText={emptyText}
      loading={query.isPending}
      error={query.isError ? `The readings could not be loaded. ${reasonOf(query.error)}` : null}
      onRetry={() => void query.refetch()}
      server={{
        ...state,
        count: query.data?.count ?? 0,
        fetching: query.isPlaceholderData,
        onChange: setState,
      }}
    />
  );
}
