import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The change history of administered records: one row per inserted, updated or deleted row of an audited
 * table, written by the trigger `record_change()` in the writing statement's own transaction (migration
 * change_history). The actor is the transaction's `app.user_id` and `app.user_name` (withChangeActor);
 * their name is kept, so an entry outlives the account that made it.
 */
export const changeHistory = pgTable(
  'change_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tableName: text('table_name').notNull(),
    recordId: integer('record_id').notNull(),
    /** What the record was called when it changed (its name, DMS site id, email, year...), if anything. */
    recordLabel: text('record_label'),
    operation: text('operation').$type<'INSERT' | 'UPDATE' | 'DELETE'>().notNull(),
    changedById: integer('changed_by_id'),
    changedByName: text('changed_by_name'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The changed columns' values before (updates and deletes) and after (inserts and updates). */
    oldValues: jsonb('old_values').$type<Record<string, unknown>>(),
    newValues: jsonb('new_values').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('change_history_record_idx').on(table.tableName, table.recordId, table.changedAt),
    index('change_history_changed_at_idx').on(table.changedAt),
    index('change_history_changed_by_idx').on(table.changedById, table.changedAt),
  ],
);
export type ChangeHistoryRow = typeof changeHistory.$inferSelect;
