import { describe, expect, it } from 'vitest';
import { compareCells, matchesKeyword, needsPager, nextSort, sortRows, type ColumnKind } from './table-rules';

describe('nextSort', () => {
  it('sorts a column descending on the first click', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'desc' });
  });

  it('sorts ascending on the second click of the same column, then descending again', () => {
    const first = nextSort(null, 'name');
    const second = nextSort(first, 'name');
    const third = nextSort(second, 'name');
    expect(second).toEqual({ column: 'name', direction: 'asc' });
    expect(third).toEqual({ column: 'name', direction: 'desc' });
  });

  it('starts another column descending whatever the current direction', () => {
    expect(nextSort({ column: 'name', direction: 'asc' }, 'depth')).toEqual({
      column: 'depth',
      direction: 'desc',
    });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'depth')).toEqual({
      column: 'depth',
      direction: 'desc',
    });
  });
});

describe('compareCells', () => {
  const sorted = (values: unknown[], kind: ColumnKind, direction: 'asc' | 'desc' = 'asc') =>
    [...values].sort((a, b) => compareCells(a, b, kind, direction));

  it('sorts number columns by value, so 10 comes after 9', () => {
    expect(sorted([10, 9, 100, 1], 'number')).toEqual([1, 9, 10, 100]);
    expect(sorted(['10', '9', '1,000', '-2'], 'number')).toEqual(['-2', '9', '10', '1,000']);
    expect(sorted([10, 9, 100], 'number', 'desc')).toEqual([100, 10, 9]);
  });

  it('sorts text columns by upper-cased text, so case does not matter', () => {
    expect(sorted(['beta', 'Alpha', 'gamma', 'Beta2'], 'text')).toEqual(['Alpha', 'beta', 'Beta2', 'gamma']);
  });

  it('treats an empty text as blank, which comes first ascending and last descending', () => {
    expect(sorted(['b', null, 'a', ''], 'text')).toEqual([null, '', 'a', 'b']);
    expect(sorted(['b', null, 'a'], 'text', 'desc')).toEqual(['b', 'a', null]);
  });

  it('sorts text that looks numeric as text', () => {
    expect(sorted(['Well 10', 'Well 9'], 'text')).toEqual(['Well 10', 'Well 9']);
  });

  it('sorts date columns by date', () => {
    expect(sorted(['2021-03-01', '2020-12-31', '2021-01-15'], 'date')).toEqual([
      '2020-12-31',
      '2021-01-15',
      '2021-03-01',
    ]);
    expect(sorted(['10/01/2020', '09/30/2021', '01/01/2021'], 'date', 'desc')).toEqual([
      '09/30/2021',
      '01/01/2021',
      '10/01/2020',
    ]);
  });

  it('puts empty dates last in both directions', () => {
    const values = ['', '2021-01-01', null, '2019-01-01'];
    expect(sorted(values, 'date', 'asc')).toEqual(['2019-01-01', '2021-01-01', '', null]);
    expect(sorted(values, 'date', 'desc')).toEqual(['2021-01-01', '2019-01-01', '', null]);
  });

  it('treats two unreadable dates as equal', () => {
    expect(compareCells('unknown', 'n/a', 'date')).toBe(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, name: 'b', depth: 9 },
    { id: 2, name: 'A', depth: 10 },
    { id: 3, name: 'c', depth: 2 },
  ];
  const valueOf = (row: (typeof rows)[number], column: string) => row[column as keyof typeof row];
  const kindOf = (column: string): ColumnKind => (column === 'depth' ? 'number' : 'text');

  it('keeps the original order while unsorted', () => {
    expect(sortRows(rows, null, valueOf, kindOf).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('sorts by the column kind and direction without changing the input', () => {
    expect(
      sortRows(rows, { column: 'depth', direction: 'desc' }, valueOf, kindOf).map((row) => row.depth),
    ).toEqual([10, 9, 2]);
    expect(
      sortRows(rows, { column: 'name', direction: 'asc' }, valueOf, kindOf).map((row) => row.name),
    ).toEqual(['A', 'b', 'c']);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });
});

describe('matchesKeyword', () => {
  const row = {
    siteId: 'MW-12',
    owner: 'Kings County',
    depth: 140,
    notes: null,
    location: { city: 'Hanford' },
  };

  it('matches when any field contains the text, ignoring case', () => {
    expect(matchesKeyword(row, 'mw-1')).toBe(true);
    expect(matchesKeyword(row, 'KINGS')).toBe(true);
    expect(matchesKeyword(row, '140')).toBe(true);
    expect(matchesKeyword(row, 'hanford')).toBe(true);
  });

  it('does not match when no field contains the text', () => {
    expect(matchesKeyword(row, 'Fresno')).toBe(false);
  });

  it('matches every row when the keyword is empty or blank', () => {
    expect(matchesKeyword(row, '')).toBe(true);
    expect(matchesKeyword(row, '   ')).toBe(true);
  });

  it('ignores spaces around the keyword', () => {
    expect(matchesKeyword(row, '  county ')).toBe(true);
  });
});

describe('needsPager', () => {
  it('shows a pager only when the rows exceed the threshold', () => {
    expect(needsPager(25, 25)).toBe(false);
    expect(needsPager(26, 25)).toBe(true);
    expect(needsPager(0, 10)).toBe(false);
    expect(needsPager(11, 10)).toBe(true);
  });
});

describe('the keyword filter across fields', () => {
  it('does not match text that only appears when two fields are read together', () => {
    expect(matchesKeyword({ county: 'Kings', depth: 3 }, 'Kings 3')).toBe(false);
    expect(matchesKeyword({ county: 'Kings County', depth: 3 }, 'kings c')).toBe(true);
  });
});
