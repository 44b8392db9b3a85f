import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per area of data, raised by statement triggers whenever a table of that area changes
 * (migration data_version_triggers). Cached answers are keyed by it, so every writer (API, imports,
 * generators, psql) invalidates them, and every server instance sees the same value.
 */
export const dataVersions = pgTable('data_versions', {
  area: text('area').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
