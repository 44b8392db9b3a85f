import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A marker's longitude or latitude to six decimals (0.1 m), as the map answers write it. Rounded in
 * floating point: through numeric it was half the time of the 40,000-site marker answer (60 of 130 ms), for
 * the same figures (all 50,000 of the bench's sites; a tie at the seventh decimal may round to even).
 */
export const markerCoordinate = (degrees: SQL | PgColumn) => sql`round(${degrees} * 1e6) / 1e6`;
