import { describe, expect, it } from 'vitest';
import { fieldControlProps, fieldPartIds, hasMessage } from './Field.tsx';

const ids = fieldPartIds(':r1:');
const none = { hasHint: false, hasError: false, required: false, group: false };

describe('fieldPartIds', () => {
  it('derives every part id from the control id', () => {
    expect(ids).toEqual({ control: ':r1:', label: ':r1:-label', hint: ':r1:-hint', error: ':r1:-error' });
  });
});

describe('hasMessage', () => {
  it.each([undefined, null, false, ''])('treats %j as nothing to show', (value) => {
    expect(hasMessage(value)).toBe(false);
  });

  it.each(['Date is required', 0, 'तारीख़ आवश्यक है'])('treats %j as a message', (value) => {
    expect(hasMessage(value)).toBe(true);
  });
});

describe('fieldControlProps', () => {
  it('gives only the id to a plain field', () => {
    expect(fieldControlProps(ids, none)).toEqual({ id: ':r1:' });
  });

  it('describes the control by the hint, then the error', () => {
    expect(fieldControlProps(ids, { ...none, hasHint: true })).toEqual({
      id: ':r1:',
      'aria-describedby': ':r1:-hint',
    });
    expect(fieldControlProps(ids, { ...none, hasHint: true, hasError: true })).toEqual({
      id: ':r1:',
      'aria-describedby': ':r1:-hint :r1:-error',
      'aria-invalid': true,
    });
  });

  it('marks an error invalid and a required field required', () => {
    expect(fieldControlProps(ids, { ...none, hasError: true, required: true })).toEqual({
      id: ':r1:',
      'aria-describedby': ':r1:-error',
      'aria-invalid': true,
      'aria-required': true,
    });
  });

  it('names a group control through aria-labelledby', () => {
    expect(fieldControlProps(ids, { ...none, group: true })).toEqual({ id: ':r1:', 'aria-labelledby': ':r1:-label' });
  });
});
