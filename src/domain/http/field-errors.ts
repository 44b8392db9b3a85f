import type { z } from 'zod';

/** DRF's error shape, which the clients read: `{ field: ["message"], non_field_errors: [...] }`. */
export type FieldErrors = Record<string, string[]>;

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
