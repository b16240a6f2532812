import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv, type CsvColumn } from './csv.ts';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('fever, cough')).toBe('"fever, cough"');
    expect(csvCell('said "ouch"')).toBe('"said ""ouch"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('makes formula-like text inert with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+91 9324149232')).toBe("'+91 9324149232");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5'); // a number is data, not a formula
  });
});

describe('toCsv', () => {
  const columns: readonly CsvColumn<{ name: string; beds: number | null }>[] = [
    { header: 'Ward', value: (row) => row.name },
    { header: 'Beds', value: (row) => row.beds },
  ];

  it('writes a byte order mark, a header row and one CRLF-ended line per row, cells made safe', () => {
    expect(toCsv(columns, [{ name: 'Pediatrics, east', beds: 12 }, { name: '=cmd', beds: null }])).toBe(
      `\uFEFFWard,Beds\r\n"Pediatrics, east",12\r\n'=cmd,\r\n`,
    );
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFWard,Beds\r\n');
  });
});

describe('csvFileName', () => {
  it('dates the file by the local calendar day, just before midnight too', () => {
    expect(csvFileName('project-tasks', new Date(2026, 0, 5, 23, 59))).toBe('project-tasks-2026-01-05.csv');
  });
});
