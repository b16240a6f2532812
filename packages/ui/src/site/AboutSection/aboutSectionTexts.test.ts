import { describeTexts } from '../../shared/textsTesting.ts';
import { ABOUT_SECTION_TEXTS_HI } from './aboutSectionTexts.hi.ts';
import { ABOUT_SECTION_TEXTS } from './aboutSectionTexts.ts';

describeTexts('aboutSection', { english: ABOUT_SECTION_TEXTS, hindi: ABOUT_SECTION_TEXTS_HI, samples: {} });
