import { describeTexts } from '../../shared/textsTesting.ts';
import { DOCTOR_DIRECTORY_TEXTS_HI } from './doctorDirectoryTexts.hi.ts';
import { DOCTOR_DIRECTORY_TEXTS } from './doctorDirectoryTexts.ts';

describeTexts('doctorDirectory', { english: DOCTOR_DIRECTORY_TEXTS, hindi: DOCTOR_DIRECTORY_TEXTS_HI, samples: {} });
