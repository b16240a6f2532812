import { describe, expect, it } from 'vitest';
import { HOSPITAL_TIME_SLOTS } from '@hospital/contract';
import { groupSlotsByPeriod, slotPeriod, slotTimeText } from './TimeSlotPicker.tsx';

describe('slotPeriod', () => {
  it.each([
    ['9:00 AM', 'morning'],
    ['11:30 AM', 'morning'],
    ['12:00 AM', 'morning'],
    ['12:00 PM', 'afternoon'],
    ['2:00 PM', 'afternoon'],
    ['5:00 PM', 'afternoon'],
    ['9:30 am', 'morning'],
    ['4 p.m.', 'afternoon'],
    ['09:30', 'morning'],
    ['14:00', 'afternoon'],
  ] as const)('%s is %s', (slot, period) => {
    expect(slotPeriod(slot)).toBe(period);
  });

  it.each(['', 'noon', '13:00 PM', '0:30 AM', '25:00', 'after lunch'])('%j cannot be read, so it is other', (slot) => {
    expect(slotPeriod(slot)).toBe('other');
  });
});

describe('groupSlotsByPeriod', () => {
  it("splits the hospital's slots at the lunch break, keeping their order", () => {
    expect(groupSlotsByPeriod(HOSPITAL_TIME_SLOTS)).toEqual([
      { period: 'morning', slots: ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM'] },
      { period: 'afternoon', slots: ['2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM', '5:00 PM'] },
    ]);
  });

  it('puts morning before afternoon whatever the input order', () => {
    expect(groupSlotsByPeriod(['3:00 PM', '10:00 AM', '2:00 PM', '9:00 AM'])).toEqual([
      { period: 'morning', slots: ['10:00 AM', '9:00 AM'] },
      { period: 'afternoon', slots: ['3:00 PM', '2:00 PM'] },
    ]);
  });

  it('leaves out empty groups', () => {
    expect(groupSlotsByPeriod(['2:00 PM'])).toEqual([{ period: 'afternoon', slots: ['2:00 PM'] }]);
    expect(groupSlotsByPeriod([])).toEqual([]);
  });

  it('keeps unreadable slots, last, in an other group', () => {
    expect(groupSlotsByPeriod(['after lunch', '9:00 AM'])).toEqual([
      { period: 'morning', slots: ['9:00 AM'] },
      { period: 'other', slots: ['after lunch'] },
    ]);
  });

  it('loses and duplicates no slot', () => {
    const groups = groupSlotsByPeriod(HOSPITAL_TIME_SLOTS);
    expect(groups.flatMap((g) => g.slots)).toEqual([...HOSPITAL_TIME_SLOTS]);
  });
});

describe('slotTimeText', () => {
  it('keeps the hospital’s own slot text on English pages', () => {
    expect(HOSPITAL_TIME_SLOTS.map((slot) => slotTimeText(slot, 'en-US'))).toEqual([...HOSPITAL_TIME_SLOTS]);
    expect(slotTimeText('10:30 AM', 'en-IN')).toBe('10:30 AM');
  });

  it('says each slot as Hindi does, with the part of the day and Latin digits', () => {
    expect(HOSPITAL_TIME_SLOTS.map((slot) => slotTimeText(slot, 'hi-IN'))).toEqual([
      'सुबह 9:00',
      'सुबह 9:30',
      'सुबह 10:00',
      'सुबह 10:30',
      'सुबह 11:00',
      'सुबह 11:30',
      'दोपहर 2:00',
      'दोपहर 2:30',
      'दोपहर 3:00',
      'दोपहर 3:30',
      'शाम 4:00',
      'शाम 4:30',
      'शाम 5:00',
    ]);
    expect(slotTimeText('14:00', 'hi-IN')).toBe('दोपहर 2:00');
    expect(slotTimeText('12:00 PM', 'hi-IN')).toBe('दोपहर 12:00');
  });

  it('leaves what is not a time as written', () => {
    expect(slotTimeText('after lunch', 'hi-IN')).toBe('after lunch');
    expect(slotTimeText('13:00 PM', 'hi-IN')).toBe('13:00 PM');
  });
});
