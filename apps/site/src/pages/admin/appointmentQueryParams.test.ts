import { describe, expect, it } from 'vitest';
import { DEFAULT_APPOINTMENTS_QUERY, type AppointmentsTableQuery } from '@hospital/ui';
import { parseAppointmentQuery, withAppointmentQuery } from './appointmentQueryParams.ts';

const parse = (search: string) => parseAppointmentQuery(new URLSearchParams(search));
const write = (query: AppointmentsTableQuery, search = '') => withAppointmentQuery(new URLSearchParams(search), query).toString();

describe('the appointments query in the URL', () => {
  it('is the default without parameters, and writes none for the default', () => {
    expect(parse('')).toEqual(DEFAULT_APPOINTMENTS_QUERY);
    expect(write(DEFAULT_APPOINTMENTS_QUERY)).toBe('');
  });

  it('survives the trip through the URL, keeping the tab', () => {
    const query: AppointmentsTableQuery = { q: 'Nisha R', status: 'cancelled', needsNewTime: true, sort: { key: 'email', direction: 'desc' }, page: 4 };
    const search = write(query, 'tab=appointments');
    expect(search).toBe('tab=appointments&q=Nisha+R&status=cancelled&needsNewTime=1&sort=-email&page=4');
    expect(parse(search)).toEqual(query);
  });

  it('removes what returns to its default, and leaves other parameters alone', () => {
    expect(write(DEFAULT_APPOINTMENTS_QUERY, 'tab=appointments&q=old&status=pending&needsNewTime=1&sort=status&page=9&x=1')).toBe('tab=appointments&x=1');
    expect(write({ ...DEFAULT_APPOINTMENTS_QUERY, q: '  ' })).toBe('');
  });

  it('reads unusable values as the defaults', () => {
    expect(parse('status=deleted&needsNewTime=yes&sort=reasonForVisit&page=0')).toEqual(DEFAULT_APPOINTMENTS_QUERY);
    for (const page of ['-2', '2.5', 'two', '', '1e3', '99999999']) expect(parse(`page=${page}`).page).toBe(1);
    expect(parse('page=1000000').page).toBe(1_000_000);
    expect(parse('sort=-preferredDate').sort).toEqual({ key: 'preferredDate', direction: 'desc' });
  });

  it('trims the search and cuts it to what the API takes', () => {
    expect(parse('q=%20%20rao%20').q).toBe('rao');
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});
