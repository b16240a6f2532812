import { STATE_TEXTS_HI } from './stateTexts.hi.ts';
import { STATE_TEXTS } from './stateTexts.ts';
import { describeTexts } from './textsTesting.ts';

describeTexts('states', { english: STATE_TEXTS, hindi: STATE_TEXTS_HI, samples: {} });
