import { describe, expect, it } from 'vitest';
import { nextSort, sortRows, type DataTableColumn, type SortValue } from './sorting.ts';

interface Patient {
  id: number;
  name: string | null;
  age: number | null;
  visit: Date | null;
}

const columns: DataTableColumn<Patient>[] = [
  { key: 'name', header: 'Patient', cell: (p) => p.name, sortValue: (p) => p.name },
  { key: 'age', header: 'Age', cell: (p) => p.age, sortValue: (p) => p.age },
  { key: 'visit', header: 'Visit', cell: (p) => p.visit?.toISOString(), sortValue: (p) => p.visit },
  { key: 'id', header: 'Id', cell: (p) => p.id },
];

const patient = (id: number, name: string | null, age: number | null = null, visit: Date | null = null): Patient => ({
  id,
  name,
  age,
  visit,
});

const ids = (rows: readonly Patient[]) => rows.map((row) => row.id);

/** Sorts one-field rows by `value` and returns the values in the new order. */
function sortValues(values: readonly SortValue[], direction: 'ascending' | 'descending'): SortValue[] {
  const rows = values.map((value, id) => ({ id, value }));
  const cols: DataTableColumn<(typeof rows)[number]>[] = [
    { key: 'v', header: 'V', cell: () => null, sortValue: (row) => row.value },
  ];
  return sortRows(rows, cols, { key: 'v', direction }).map((row) => row.value);
}

describe('sortRows', () => {
  const rows = [patient(1, 'Sunita Sharma', 58), patient(2, 'arjun Mehta', 7), patient(3, 'Neha Gupta', 31)];

  it('sorts strings ascending and descending, ignoring case', () => {
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'ascending' }))).toEqual([2, 3, 1]);
    expect(ids(sortRows(rows, columns, { key: 'name', direction: 'descending' }))).toEqual([1, 3, 2]);
  });

  it('compares digits inside strings as numbers', () => {
    expect(sortValues(['Bed 10', 'Bed 9', 'Bed 100', 'Bed 1'], 'ascending')).toEqual(['Bed 1', 'Bed 9', 'Bed 10', 'Bed 100']);
  });

  it('sorts numbers as numbers, not as text', () => {
    expect(sortValues([58, 7, 31, 100], 'ascending')).toEqual([7, 31, 58, 100]);
    expect(sortValues([58, 7, 31, 100], 'descending')).toEqual([100, 58, 31, 7]);
  });

  it('sorts dates by time', () => {
    const march = new Date('2026-03-14T10:30:00Z');
    const january = new Date('2026-01-02T09:00:00Z');
    const december = new Date('2025-12-31T17:00:00Z');
    expect(sortValues([march, january, december], 'ascending')).toEqual([december, january, march]);
    expect(sortValues([march, january, december], 'descending')).toEqual([march, january, december]);
  });

  it('puts missing values last in both directions, keeping their order', () => {
    const invalid = new Date('not a date');
    const values: SortValue[] = [null, 5, Number.NaN, 2, invalid, 9];
    expect(sortValues(values, 'ascending')).toEqual([2, 5, 9, null, Number.NaN, invalid]);
    expect(sortValues(values, 'descending')).toEqual([9, 5, 2, null, Number.NaN, invalid]);
  });

  it('is stable in both directions: equal values keep their given order', () => {
    const same = [patient(1, 'Ravi', 40), patient(2, 'ravi', 40), patient(3, 'Amit', 40), patient(4, 'RAVI', 40)];
    expect(ids(sortRows(same, columns, { key: 'name', direction: 'ascending' }))).toEqual([3, 1, 2, 4]);
    expect(ids(sortRows(same, columns, { key: 'name', direction: 'descending' }))).toEqual([1, 2, 4, 3]);
    expect(ids(sortRows(same, columns, { key: 'age', direction: 'descending' }))).toEqual([1, 2, 3, 4]);
  });

  it('keeps accents apart, so a different letter is never taken for a tie', () => {
    expect(sortValues(['resume', 'résumé', 'Resume'], 'ascending')).toEqual(['resume', 'Resume', 'résumé']);
  });

  it('keeps the given order without a sort, for an unknown column, or a column without sortValue', () => {
    expect(ids(sortRows(rows, columns, null))).toEqual([1, 2, 3]);
    expect(ids(sortRows(rows, columns, undefined))).toEqual([1, 2, 3]);
    expect(ids(sortRows(rows, columns, { key: 'nope', direction: 'ascending' }))).toEqual([1, 2, 3]);
    expect(ids(sortRows(rows, columns, { key: 'id', direction: 'descending' }))).toEqual([1, 2, 3]);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = Object.freeze([...rows]);
    const sorted = sortRows(input, columns, { key: 'age', direction: 'ascending' });
    expect(sorted).not.toBe(input);
    expect(ids(input)).toEqual([1, 2, 3]);
    expect(sortRows(input, columns, null)).not.toBe(input);
  });

  it('reads each row once, however many comparisons there are', () => {
    let reads = 0;
    const counted: DataTableColumn<Patient>[] = [
      { key: 'age', header: 'Age', cell: () => null, sortValue: (p) => (reads++, p.age) },
    ];
    const many = Array.from({ length: 50 }, (_, i) => patient(i, null, (i * 37) % 50));
    sortRows(many, counted, { key: 'age', direction: 'ascending' });
    expect(reads).toBe(50);
  });
});

describe('nextSort', () => {
  it('starts a column ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'age', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('flips the sorted column: ascending -> descending -> ascending', () => {
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });
});
