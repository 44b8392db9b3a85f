import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { DataTable } from '../../components/data-table/data-table';
import type { DataTableColumn } from '../../components/data-table/data-table-types';
import { requestErrorText } from '../admin-errors';
import { gspListQuery, type GspRow } from './exports-api';
import { EXPORTS_TEXTS } from './exports-texts';

/** The GSPs ticked on a screen; the spec's 'checked' flag lives on the screen only (spec 2 §3). */
export interface GspSelection {
  ticked: ReadonlySet<number>;
  setTicked: (ticked: ReadonlySet<number>) => void;
}

export function useGspSelection(): GspSelection {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  return { ticked, setTicked };
}

/**
 * spec 2 §2.16, §2.17: the GSPs with an Include checkbox, Name, Abbreviation and ID, and Check All, which
 * ticks every GSP, or clears them all when every one is ticked.
 */
export function GspChecklist({
  selection,
  disabled = false,
}: {
  selection: GspSelection;
  disabled?: boolean;
}) {
  const gsps = useQuery(gspListQuery);
  const { ticked, setTicked } = selection;
  const rows = useMemo(() => gsps.data ?? [], [gsps.data]);
  const tickedCount = rows.filter((row) => ticked.has(row.id)).length;
  const allTicked = rows.length > 0 && tickedCount === rows.length;

  const columns = useMemo(
    (): ReadonlyArray<DataTableColumn<GspRow>> => [
      {
        id: 'include',
        header: EXPORTS_TEXTS.include,
        value: (row) => (ticked.has(row.id) ? 1 : 0),
        sortable: false,
        cell: (row) => (
          <Checkbox
            size="small"
            checked={ticked.has(row.id)}
            disabled={disabled}
            onChange={(event) => {
              const next = new Set(ticked);
              if (event.target.checked) next.add(row.id);
              else next.delete(row.id);
              setTicked(next);
            }}
            slotProps={{ input: { 'aria-label': EXPORTS_TEXTS.includeGsp(row.name) } }}
          />
        ),
      },
      { id: 'name', header: 'Name', value: 'name' },
      { id: 'abbreviation', header: 'Abbreviation', value: 'abbreviation' },
      { id: 'id', header: 'ID', value: 'id', kind: 'number' },
    ],
    [ticked, setTicked, disabled],
  );

  return (
    <DataTable
      label={EXPORTS_TEXTS.gspTable}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      emptyText={EXPORTS_TEXTS.noGsps}
      loading={gsps.isPending || (gsps.isError && gsps.isFetching)}
      error={gsps.isError && !gsps.isFetching ? requestErrorText(gsps.error, EXPORTS_TEXTS.gspsFailed) : null}
      onRetry={() => void gsps.refetch()}
      toolbar={
        <FormControlLabel
          label={EXPORTS_TEXTS.checkAll}
          control={
            <Checkbox
              checked={allTicked}
              indeterminate={tickedCount > 0 && !allTicked}
              disabled={disabled || rows.length === 0}
              onChange={() => setTicked(allTicked ? new Set() : new Set(rows.map((row) => row.id)))}
            />
          }
        />
      }
    />
  );
}
