import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client';
import { buildRunState, RUN_ID, TASK_ID } from './import-run-factories';
import { importRunView, keepsPolling, type LaunchState } from './import-run-view';

const started: LaunchState = {
  status: 'success',
  data: { kind: 'started', run: { id: RUN_ID, task_id: TASK_ID } },
};

describe('what the wizard shows of a run', () => {
  it('is under way while the run is queued or reading', () => {
    expect(importRunView(started, { data: undefined, error: null })).toMatchObject({
      status: 'Please Wait...',
      active: true,
    });
    expect(
      importRunView(started, { data: buildRunState({ status: 'Not Started' }), error: null }),
    ).toMatchObject({
      status: 'Please Wait...',
      active: true,
    });
    expect(importRunView(started, { data: buildRunState(), error: null })).toMatchObject({
      status: 'PROGRESS',
      active: true,
    });
  });

  it('keeps checking through unanswered checks and server failures, showing UNKNOWN', () => {
    for (const error of [new ApiError(0, null), new ApiError(503, null), new ApiError(429, null)]) {
      const check = { data: buildRunState({ current: 5 }), error };
      expect(importRunView(started, check)).toMatchObject({
        status: 'UNKNOWN',
        active: true,
        unreachable: true,
      });
      expect(keepsPolling(check)).toBe(true);
    }
  });

  it('stops at a refusal that will not change, and says why', () => {
    const check = { data: undefined, error: new ApiError(404, { detail: 'Not found.' }) };
    expect(importRunView(started, check)).toMatchObject({
      status: 'FAILURE',
      active: false,
      refusal: 'Not found.',
    });
    expect(keepsPolling(check)).toBe(false);
  });

  it('stops at SUCCESS and FAILURE', () => {
    expect(keepsPolling({ data: buildRunState({ status: 'SUCCESS' }), error: null })).toBe(false);
    expect(keepsPolling({ data: buildRunState({ status: 'FAILURE' }), error: null })).toBe(false);
    expect(keepsPolling({ data: buildRunState(), error: null })).toBe(true);
  });

  it('says what a refused launch step answered', () => {
    const refused = (error: ApiError): LaunchState => ({ status: 'error', error });
    expect(
      importRunView(refused(new ApiError(400, { spreadsheet: ['Upload an .xlsx or .csv file.'] })), {
        data: undefined,
        error: null,
      }).refusal,
    ).toBe('Upload an .xlsx or .csv file.');
    expect(
      importRunView(
        refused(new ApiError(403, { detail: 'You do not have permission to perform this action.' })),
        {
          data: undefined,
          error: null,
        },
      ).refusal,
    ).toBe('You do not have permission to perform this action.');
    expect(importRunView(refused(new ApiError(502, null)), { data: undefined, error: null }).refusal).toBe(
      'The server could not complete the request (error 502). Try again in a moment.',
    );
  });
});
