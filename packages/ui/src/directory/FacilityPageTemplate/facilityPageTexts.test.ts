import { describeTexts } from '../../shared/textsTesting.ts';
import { FACILITY_PAGE_TEXTS_HI } from './facilityPageTexts.hi.ts';
import { FACILITY_PAGE_TEXTS } from './facilityPageTexts.ts';

describeTexts('facilityPage', { english: FACILITY_PAGE_TEXTS, hindi: FACILITY_PAGE_TEXTS_HI, samples: {} });
