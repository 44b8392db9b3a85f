import { describe, expect, it } from 'vitest';
import { projectDraftSchema, projectSchema } from './project-form';
import { latestProjectStatus } from './project-status-entry';
import { projectDeleteMessage } from './project-texts';
import { UNKNOWN_FIELD_MESSAGE, unknownFieldErrors } from '../http/unknown-fields';
import { PROJECT_FIELDS } from './project-form';
import { toFieldErrors } from '../http/field-errors';

describe('the project form', () => {
  it("requires the GSA and GSP on save with the spec's message, and nothing on a draft", () => {
    const result = projectSchema.safeParse({ project_name: 'Recharge basin' });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!)).toEqual({
      source_gsa_id: ['Field is required'],
      source_gsp_id: ['Field is required'],
    });
    expect(projectDraftSchema.safeParse({}).success).toBe(true);
  });

  it('reads typed numbers and refuses costs below zero and notes past 4,000 characters', () => {
    const base = { source_gsa_id: 1, source_gsp_id: 2 };
    expect(projectSchema.parse({ ...base, est_cap_cost: '1500.25', lat: '37.1' })).toMatchObject({
      est_cap_cost: 1500.25,
      lat: 37.1,
    });
    expect(projectSchema.safeParse({ ...base, est_cap_cost: -1 }).success).toBe(false);
    expect(projectSchema.safeParse({ ...base, notes: 'x'.repeat(4001) }).success).toBe(false);
  });

  it('refuses fields the record does not have, but accepts what the record is answered with', () => {
    expect(
      unknownFieldErrors(
        { notes: '', id: 3, source_gsa: 1, colour: 'red' },
        PROJECT_FIELDS.map((field) => field.name),
        ['id'],
      ),
    ).toEqual({
      colour: [UNKNOWN_FIELD_MESSAGE],
    });
  });
});

describe('the latest status of a project', () => {
  it('is the status of the latest dated entry, undated entries counting as oldest', () => {
    expect(
      latestProjectStatus([
        { id: 1, proj_date: '2024-01-01', project_status: 'Design' },
        { id: 2, proj_date: null, project_status: 'Planned' },
        { id: 3, proj_date: '2025-02-01', project_status: 'Under Construction' },
        { id: 4, proj_date: '2023-01-01', project_status: 'Planned' },
      ]),
    ).toBe('Under Construction');
  });

  it('goes to the newer entry of the same day and skips entries not yet filled', () => {
    expect(
      latestProjectStatus([
        { id: 5, proj_date: '2025-02-01', project_status: 'Design' },
        { id: 6, proj_date: '2025-02-01', project_status: 'On Hold' },
        { id: 7, proj_date: '2026-01-01', project_status: null },
      ]),
    ).toBe('On Hold');
    expect(latestProjectStatus([])).toBe('');
  });
});

describe('the delete confirmation of a project', () => {
  it('says how many status entries and annual updates go with it', () => {
    expect(
      projectDeleteMessage({
        project_id: 'PMA-1',
        project_name: 'Pond',
        status_count: 3,
        annual_update_count: 1,
      }),
    ).toBe(
      'Are you sure you wish to delete PMA-1? Its 3 status entries and 1 annual update will be deleted with it.',
    );
    expect(
      projectDeleteMessage({
        project_id: null,
        project_name: 'Pond',
        status_count: 0,
        annual_update_count: 0,
      }),
    ).toBe('Are you sure you wish to delete Pond?');
  });
});
