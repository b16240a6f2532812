import { describeTexts } from '../shared/textsTesting.ts';
import { SITE_SHELL_TEXTS_HI } from './siteShellTexts.hi.ts';
import { SITE_SHELL_TEXTS } from './siteShellTexts.ts';

describeTexts('siteShell', {
  english: SITE_SHELL_TEXTS,
  hindi: SITE_SHELL_TEXTS_HI,
  samples: { copyright: [['City Care Hospital'], ['Sunrise Clinic']] },
  sameInBoth: ['copyright'],
});
