import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import type { WaterYearAnswer } from '../../../domain/imports/import-answers';
import { ApiError } from '../../api/api-client';
import { EmptyState } from '../../components/states/empty-state';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import { activeWaterYearQuery } from '../../imports/status/import-status-api';
import { requestErrorText } from '../admin-errors';
import { waterYearListQuery } from './exports-api';
import { EXPORTS_TEXTS } from './exports-texts';

/** 'All' or a water year's id, as the select holds it. */
export type WaterYearChoice = 'All' | number;

export interface WaterYearChoices {
  /** Newest first. */
  years: readonly WaterYearAnswer[];
  chosen: WaterYearChoice | null;
  choose: (choice: WaterYearChoice) => void;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * The water years, newest first, and the one chosen: until the user picks one, the active year, else the
 * newest (spec 2 §4). No active year (404) is no failure: the newest stands in.
 */
export function useWaterYearChoices(): WaterYearChoices {
  const list = useQuery(waterYearListQuery);
  const active = useQuery(activeWaterYearQuery);
  const [picked, setPicked] = useState<WaterYearChoice | null>(null);
  const years = [...(list.data ?? [])].sort((a, b) => b.water_year - a.water_year);
  const noActiveYear = active.error instanceof ApiError && active.error.status === 404;
  const activeFailed = active.isError && !noActiveYear;
  const loading =
    list.isPending ||
    active.isPending ||
    ((list.isError || activeFailed) && (list.isFetching || active.isFetching));
  const failure = list.isError ? list.error : activeFailed ? active.error : null;
  const defaultId = years.find((year) => year.id === active.data?.id)?.id ?? years[0]?.id;
  return {
    years,
    chosen: picked ?? defaultId ?? null,
    choose: setPicked,
    loading,
    error: !loading && failure ? requestErrorText(failure, EXPORTS_TEXTS.waterYearsFailed) : null,
    retry: () => {
      if (list.isError) void list.refetch();
      if (activeFailed) void active.refetch();
    },
  };
}

/** The water year select, with 'All' first when `withAll`; its loading, empty and failed states. */
export function WaterYearSelect({
  label,
  choices,
  withAll = false,
  disabled = false,
}: {
  label: string;
  choices: WaterYearChoices;
  withAll?: boolean;
  disabled?: boolean;
}) {
  if (choices.loading) return <LoadingState text={EXPORTS_TEXTS.loadingWaterYears} />;
  if (choices.error) return <ErrorState message={choices.error} onRetry={choices.retry} />;
  if (choices.years.length === 0) return <EmptyState text={EXPORTS_TEXTS.noWaterYears} />;
  return (
    <TextField
      select
      label={label}
      value={String(choices.chosen ?? '')}
      disabled={disabled}
      onChange={(event) =>
        choices.choose(event.target.value === EXPORTS_TEXTS.allYears ? 'All' : Number(event.target.value))
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      {withAll && <option value={EXPORTS_TEXTS.allYears}>{EXPORTS_TEXTS.allYears}</option>}
      {choices.years.map((year) => (
        <option key={year.id} value={year.id}>
          {year.water_year}
        </option>
      ))}
    </TextField>
  );
}
