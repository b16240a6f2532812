import { describe, expect, it } from 'vitest';
import { appointmentSchema } from '../schemas.ts';
import { APPOINTMENT_CSV_COLUMNS, CSV_BOM, appointmentsCsvFileName, csvCell, csvHeaderLine, csvLine, toCsv, type CsvColumn } from './csv.ts';

describe('a CSV cell', () => {
  it('is the text as it is when nothing in it needs quoting', () => {
    expect(csvCell('Asha Rao')).toBe('Asha Rao');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('is quoted when it holds a comma, a quote or a line break, with its quotes doubled', () => {
    expect(csvCell('fever, cough')).toBe('"fever, cough"');
    expect(csvCell('said "ouch"')).toBe('"said ""ouch"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('"')).toBe('""""');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('puts an apostrophe before formula-like text: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('guards a formula first, then quotes it', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  });

  it('leaves numbers alone: a negative number is data, not a formula', () => {
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('CSV lines', () => {
  const columns: readonly CsvColumn<{ name: string; beds: number | null }>[] = [
    { header: 'Ward', value: (row) => row.name },
    { header: 'Beds, total', value: (row) => row.beds },
  ];

  it('end in CRLF, the header’s cells quoted like any other', () => {
    expect(csvHeaderLine(columns)).toBe('Ward,"Beds, total"\r\n');
    expect(csvLine(columns, { name: 'ICU', beds: 12 })).toBe('ICU,12\r\n');
    expect(csvLine(columns, { name: 'New "A", wing', beds: null })).toBe('"New ""A"", wing",\r\n');
  });

  it('have no byte order mark: only the whole text starts with one', () => {
    expect(csvHeaderLine(columns).startsWith(CSV_BOM)).toBe(false);
    expect(csvLine(columns, { name: 'ICU', beds: 1 }).startsWith(CSV_BOM)).toBe(false);
  });

  it('make the whole text: the byte order mark, the header, each row', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(toCsv(columns, [{ name: 'ICU', beds: 12 }, { name: '=cmd', beds: 0 }])).toBe('\uFEFFWard,"Beds, total"\r\nICU,12\r\n\'=cmd,0\r\n');
    expect(toCsv(columns, [])).toBe('\uFEFFWard,"Beds, total"\r\n');
  });

  it('are what toCsv is made of, so a streamed export is the same text', () => {
    const rows = [{ name: 'Ward "B"', beds: 3 }, { name: '@x', beds: null }];
    expect(toCsv(columns, rows)).toBe(CSV_BOM + csvHeaderLine(columns) + rows.map((row) => csvLine(columns, row)).join(''));
  });
});

describe('the appointments export', () => {
  const appointment = appointmentSchema.parse({
    id: 7,
    reference: 'CCH-7K4Q-M2XD',
    patientName: 'आशा राव',
    email: 'asha@example.in',
    phone: '+91 98765 43210',
    age: 34,
    gender: 'Female',
    department: 'Cardiology',
    doctorId: 2,
    preferredDate: '2026-12-01',
    preferredTime: '2:30 PM',
    reasonForVisit: '=HYPERLINK("http://evil.example"), chest pain',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    language: 'hi',
    remindersStopped: false,
  });

  it('has one column per field, in the table’s order', () => {
    expect(csvHeaderLine(APPOINTMENT_CSV_COLUMNS)).toBe(
      'ID,Reference,Patient Name,Age,Gender,Email,Phone,Department,Doctor ID,Preferred Date,Preferred Time,Status,Reason for Visit,Booked At\r\n',
    );
  });

  it('writes a row safely: names as they are, the phone and the reason formula-guarded', () => {
    expect(csvLine(APPOINTMENT_CSV_COLUMNS, appointment)).toBe(
      `7,CCH-7K4Q-M2XD,आशा राव,34,Female,asha@example.in,'+91 98765 43210,Cardiology,2,2026-12-01,2:30 PM,pending,"'=HYPERLINK(""http://evil.example""), chest pain",2026-11-20T10:00:00.000Z\r\n`,
    );
  });

  it('leaves the doctor’s cell empty when there is none', () => {
    const { doctorId: _doctorId, ...withoutDoctor } = appointment;
    expect(csvLine(APPOINTMENT_CSV_COLUMNS, withoutDoctor).split(',')[8]).toBe('');
  });

  it('is named by the day it was made', () => {
    expect(appointmentsCsvFileName('2026-11-25')).toBe('appointments-2026-11-25.csv');
  });
});
