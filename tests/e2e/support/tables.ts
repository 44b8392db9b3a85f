import { expect, type Locator, type Page } from '@playwright/test';

/** The rows under a table's header (a loading, error or empty message is one such row too). */
export function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

/** The texts of one column, top to bottom, found by its header text. */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `a column '${header}' among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return bodyRows(table).evaluateAll(
    (rows, column) =>
      rows.map((row) => (row as HTMLTableRowElement).cells[column]?.textContent?.trim() ?? ''),
    index,
  );
}

/** The number a cell shows, e.g. '2,624' → 2624. */
export const cellNumber = (text: string) => Number(text.replace(/,/g, ''));

/** The pager's 'from–to of count' text; the count is written with thousands separators. */
export function pagerText(page: Page, from: number, to: number, count: number): Locator {
  return page.getByText(`${from}–${to} of ${count.toLocaleString('en-US')}`, { exact: true });
}
