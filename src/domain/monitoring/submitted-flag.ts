const FLAG_TEXTS = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

/**
 * A submitted flag as clients send it, read as DRF's BooleanField reads it (true, 'True', 1, '1', ...):
 * undefined when not sent, null when it is no flag. The reading collections and bulksubmit read it alike.
 */
export function readSubmittedFlag(value: unknown): boolean | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return FLAG_TEXTS.get(String(value).trim().toLowerCase()) ?? null;
}
