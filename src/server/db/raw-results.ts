/**
 * What `db.execute` gives back, read the same way on both drivers: node-postgres and PGlite both answer
 * `{ rows }`, and tell how many rows a statement wrote as `rowCount` and `affectedRows` respectively.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function affectedRows(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return Number(rowCount ?? affectedRows ?? 0);
}
