import { describe, expect, it } from 'vitest';
import { followsQueue, tokenCardMessage } from './queueTokenCard.ts';
import { QUEUE_TOKEN_CARD_TEXTS } from './queueTokenCardTexts.ts';
import { QUEUE_TOKEN_CARD_TEXTS_HI } from './queueTokenCardTexts.hi.ts';

describe('tokenCardMessage', () => {
  it('tells a waiting patient their place', () => {
    expect(tokenCardMessage('checked_in', 3)).toBe('ahead');
    expect(tokenCardMessage('checked_in', 0)).toBe('next');
    expect(tokenCardMessage('checked_in', null)).toBe('checkedIn');
    expect(tokenCardMessage('checked_in', undefined)).toBe('checkedIn');
  });
  it('calls the patient in, and says when the visit is over', () => {
    expect(tokenCardMessage('in_consultation', 0)).toBe('turn');
    expect(tokenCardMessage('completed', null)).toBe('done');
    expect(tokenCardMessage('no_show', null)).toBe('absent');
    expect(tokenCardMessage('cancelled', null)).toBe('cancelled');
  });
});

describe('followsQueue', () => {
  it('follows the queue on the day while the patient waits or is with the doctor', () => {
    expect(followsQueue({ status: 'checked_in', preferredDate: '2026-11-27' }, '2026-11-27')).toBe(true);
    expect(followsQueue({ status: 'in_consultation', preferredDate: '2026-11-27' }, '2026-11-27')).toBe(true);
  });
  it('follows a visit the server checked in on a day after the reader’s (the server’s clock decides the day)', () => {
    expect(followsQueue({ status: 'checked_in', preferredDate: '2026-12-01' }, '2026-11-27')).toBe(true);
  });
  it('does not before check-in, after the visit, or on a past day', () => {
    expect(followsQueue({ status: 'confirmed', preferredDate: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(followsQueue({ status: 'completed', preferredDate: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(followsQueue({ status: 'checked_in', preferredDate: '2026-11-26' }, '2026-11-27')).toBe(false);
  });
});

describe('ahead', () => {
  it('says one patient in the singular and others in the plural', () => {
    expect(QUEUE_TOKEN_CARD_TEXTS.ahead(1)).toBe('1 patient before you');
    expect(QUEUE_TOKEN_CARD_TEXTS.ahead(3)).toBe('3 patients before you');
    expect(QUEUE_TOKEN_CARD_TEXTS_HI.ahead(1)).toBe('आपसे पहले 1 मरीज़ है');
    expect(QUEUE_TOKEN_CARD_TEXTS_HI.ahead(3)).toBe('आपसे पहले 3 मरीज़ हैं');
  });
});
