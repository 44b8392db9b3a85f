import type { JobAnswer } from '../../../domain/exports/export-jobs';
import { buildWaterYear } from '../../imports/status/status-factories';
import type { FakeAnswer, FakeCall } from '../../testing/fake-api';
import type { GspRow } from './exports-api';

export const GSPS: GspRow[] = [
  { id: 1, name: 'Chowchilla Subbasin GSP', abbreviation: 'CHW' },
  { id: 2, name: 'Madera Subbasin GSP', abbreviation: 'MAD' },
  { id: 3, name: 'Merced Subbasin GSP', abbreviation: 'MER' },
];

/** 2024 is active; the list comes oldest first so the screen's own order shows. */
export const WATER_YEARS = [
  buildWaterYear({ id: 11, water_year: 2023, is_active: false }),
  buildWaterYear({ id: 13, water_year: 2025, is_active: false }),
  buildWaterYear({ id: 12, water_year: 2024, is_active: true }),
];
export const ACTIVE_YEAR = WATER_YEARS[2];

export function buildJob(overrides: Partial<JobAnswer> = {}): JobAnswer {
  return {
    id: 7,
    kind: 'dataexport',
    status: 'PENDING',
    current: 0,
    total: 0,
    error: null,
    file_name: null,
    ...overrides,
  };
}

/** Answers the job's polls in turn, repeating the last one. */
export function jobPolls(...answers: JobAnswer[]) {
  let poll = 0;
  return (): FakeAnswer => ({ status: 200, body: answers[Math.min(poll++, answers.length - 1)] });
}

/** The lists both screens read, as a server with the GSPs and water years above answers them. */
export function listAnswers(): Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)> {
  return {
    'GET /api/gsps/': { status: 200, body: GSPS },
    'GET /api/wateryears/': { status: 200, body: WATER_YEARS },
    'GET /api/wateryears/active': { status: 200, body: ACTIVE_YEAR },
  };
}
