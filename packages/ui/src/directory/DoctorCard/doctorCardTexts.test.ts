import { expect, it } from 'vitest';
import { describeTexts } from '../../shared/textsTesting.ts';
import { DOCTOR_CARD_TEXTS_HI } from './doctorCardTexts.hi.ts';
import { DOCTOR_CARD_TEXTS } from './doctorCardTexts.ts';

describeTexts('doctorCard', {
  english: DOCTOR_CARD_TEXTS,
  hindi: DOCTOR_CARD_TEXTS_HI,
  samples: {
    photoOf: [['Dr. Rajesh Malhotra'], ['Dr. Sunita Verma']],
    years: [[1], [22]],
    viewProfileOf: [['Dr. Rajesh Malhotra'], ['Dr. Sunita Verma']],
  },
});

it('writes a year as Hindi does, one or many', () => {
  expect([1, 22].map(DOCTOR_CARD_TEXTS_HI.years)).toEqual(['1 वर्ष', '22 वर्ष']);
});
