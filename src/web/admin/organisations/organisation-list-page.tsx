import { useMemo } from 'react';
import { dataSubmissionLabel } from '../../../domain/admin/gsp';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { AdminListPage } from '../admin-list-page';
import type { OrganisationKind, OrganisationRecord } from './organisation-kinds';

/** spec 2 §2.8-§2.10: the agency, GSA and GSP lists (name, abbreviation; a GSP's requirements too). */
export function OrganisationListPage({ kind }: { kind: OrganisationKind }) {
  const columns = useMemo(() => {
    const base: DataTableColumn<OrganisationRecord>[] = [
      { id: 'name', header: 'Name', value: (row) => kind.displayName(row.name) },
      { id: 'abbreviation', header: 'Abbreviation', value: 'abbreviation' },
    ];
    if (kind.hasRequirements) {
      base.push({
        id: 'data_submission',
        header: 'Data Submission Requirements',
        value: (row) => (row.data_submission ?? []).map(dataSubmissionLabel).join(', '),
      });
    }
    return base;
  }, [kind]);
  const nameOf = (row: OrganisationRecord) => kind.displayName(row.name) || `${kind.noun} ${row.id}`;

  return (
    <AdminListPage<OrganisationRecord>
      title={kind.texts.listTitle}
      path={kind.path}
      columns={columns}
      filterPlaceholder={kind.texts.filter}
      emptyText={kind.texts.empty}
      addLabel={kind.texts.add}
      addTo={`${kind.route}/new`}
      editTo={(row) => `${kind.route}/${row.id}`}
      rowName={nameOf}
      deleteMessage={(row) => `Are you sure you wish to delete ${nameOf(row)}?`}
      loadFailedText={`The ${kind.plural} could not be loaded.`}
    />
  );
}
