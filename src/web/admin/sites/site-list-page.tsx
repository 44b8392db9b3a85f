import { useMemo } from 'react';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import {
  SITE_SAVE_TEXTS,
  siteDeleteQuestion,
  type SiteRegistry,
} from '../../../domain/monitoring/site-registries';
import { AdminListPage } from '../admin-list-page';

type SiteRow = Record<string, unknown> & { id: number; dms_site_id: string };

const flagText = (value: unknown) => (value === true ? 'True' : 'False');

/** /admin…sites (spec 2 §2.11-§2.14): the registry's list with its columns, filter and empty text. */
export function SiteListPage({ registry }: { registry: SiteRegistry }) {
  const columns = useMemo(
    (): DataTableColumn<SiteRow>[] =>
      registry.columns.map((column) => ({
        id: column.field,
        header: column.header,
        value: column.boolean ? (row) => flagText(row[column.field]) : (row) => row[column.field] ?? '',
      })),
    [registry],
  );
  return (
    <AdminListPage<SiteRow>
      title={registry.title}
      path={registry.path}
      columns={columns}
      filterPlaceholder={registry.filterPlaceholder}
      emptyText={registry.emptyText}
      addLabel={registry.addLabel}
      addTo={`${registry.route}/new`}
      editTo={(row) => `${registry.route}/${row.id}`}
      rowName={(row) => row.dms_site_id}
      deleteMessage={(row) => siteDeleteQuestion(row.dms_site_id)}
      loadFailedText={SITE_SAVE_TEXTS.listLoadFailed}
    />
  );
}
