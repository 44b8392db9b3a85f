import { AppError } from './app-error';

/** What a request sent instead of a JSON object, in words. */
function sentKind(body: unknown): string {
  if (body === undefined) return 'no body';
  if (body === null) return 'null';
  if (Array.isArray(body)) return 'an array';
  if (typeof body === 'string') return 'text';
  if (typeof body === 'number') return 'a number';
  if (typeof body === 'boolean') return 'true or false';
  return typeof body;
}

export const RECORD_BODY_MESSAGES = {
  object: (sent: string) => `Send the record as a JSON object of its fields; this request sent ${sent}.`,
  objectOrArray: (sent: string) =>
    `Send a record as a JSON object of its fields, or several as an array of such objects; this request sent ${sent}.`,
} as const;

function isRecordObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * issue 30: a write's body is a JSON object of the record's fields (or, where `many`, an array of such
 * objects), refused with a 400 otherwise: read as "no fields", `[]` or `null` would empty a record.
 */
export function assertRecordBody(body: unknown, { many = false }: { many?: boolean } = {}): void {
  if (isRecordObject(body)) return;
  if (many && Array.isArray(body)) {
    const index = body.findIndex((entry) => !isRecordObject(entry));
    if (index < 0) return;
    throw AppError.nonField(RECORD_BODY_MESSAGES.objectOrArray(`an array holding ${sentKind(body[index])}`));
  }
  throw AppError.nonField(
    (many ? RECORD_BODY_MESSAGES.objectOrArray : RECORD_BODY_MESSAGES.object)(sentKind(body)),
  );
}
