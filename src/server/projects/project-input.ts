import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FieldErrors } from '../../domain/http/field-errors';
import type { FieldDefinition } from '../../domain/monitoring/field-definitions';
import type { Database } from '../db/client';
import { projectForms } from '../db/schema/projects';
import { AppError } from '../http/app-error';
import { missingReferences, parseOrFieldErrors } from '../monitoring/record-input';

/**
 * A write's values, checked by the domain's schema: every field's rule, and every reference (GSA, GSP)
 * pointing at a record that exists. Field errors answer 400 {field: [message]}. Unknown fields were
 * refused before (collection-routes), against the collection's fields and `answered` names.
 */
export async function checkedInput(
  db: Database,
  options: {
    body: unknown;
    schema: z.ZodType;
    fields: readonly FieldDefinition[];
  },
): Promise<Record<string, unknown>> {
  const { value, errors } = parseOrFieldErrors(options.schema, options.body);
  if (errors) throw AppError.badRequest(errors);
  const values = value as Record<string, unknown>;
  const missing = await missingReferences(db, options.fields, values);
  if (Object.keys(missing).length) throw AppError.badRequest(missing);
  return values;
}

/** A status entry or annual update belongs to a project that exists. */
export async function assertProjectExists(db: Database, projectId: unknown) {
  const errors: FieldErrors = { projectform_id: ['Select a project from the list.'] };
  if (typeof projectId !== 'number') throw AppError.badRequest(errors);
  const [project] = await db
    .select({ id: projectForms.id })
    .from(projectForms)
    .where(eq(projectForms.id, projectId));
  if (!project) throw AppError.badRequest(errors);
}

/** ?projectform_id= of a child list: a project id, or undefined for every project's entries. */
export function projectFilterOf(query: Record<string, string | undefined>): number | undefined {
  const raw = query.projectform_id ?? query.projectform;
  if (raw === undefined || raw === '') return undefined;
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || id < 1 || id > 2_147_483_647)
    throw AppError.nonField('projectform_id must be a project id.');
  return id;
}
