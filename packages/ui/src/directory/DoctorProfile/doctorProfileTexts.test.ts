import { describeTexts } from '../../shared/textsTesting.ts';
import { DOCTOR_PROFILE_TEXTS_HI } from './doctorProfileTexts.hi.ts';
import { DOCTOR_PROFILE_TEXTS } from './doctorProfileTexts.ts';

describeTexts('doctorProfile', {
  english: DOCTOR_PROFILE_TEXTS,
  hindi: DOCTOR_PROFILE_TEXTS_HI,
  samples: {
    photoOf: [['Dr. Rajesh Malhotra'], ['Dr. Sunita Verma']],
    yearsExperience: [[22], [1]],
    aboutText: [
      [{ name: 'Dr. Rajesh Malhotra', specialization: 'Cardiology', experience: 22, department: 'Cardiology' }],
      [{ name: 'Dr. Rajesh Malhotra', specialization: 'Cardiology', experience: 22, department: undefined }],
      [{ name: 'Dr. Sunita Verma', specialization: 'Neurology', experience: 15, department: 'Neurology' }],
    ],
    messageSubject: [['Dr. Rajesh Malhotra'], ['Dr. Sunita Verma']],
    range: [['Monday', 'Friday'], ['सोमवार', 'शुक्रवार']],
    hoursError: [['+91 522 400 1010'], ['1800 123 4567']],
  },
  sameInBoth: ['range'],
});
