// The Hindi twin of the site-wide words in siteWords.ts. Times through Intl in hi-IN ("सुबह 8:00"). It imports no
// English module: the Hindi chunk then needs nothing of the router's (hindiTwins.test.ts checks the address's figures).
import { formatTimeRange } from '@hospital/ui';
import type { SiteWords } from './siteWords.ts';

const hi = (from: string, to: string) => formatTimeRange(from, to, 'hi-IN');

export const SITE_WORDS_HI: SiteWords = {
  addressLine: '14 शाहनजफ़ रोड, हज़रतगंज, लखनऊ, उत्तर प्रदेश 226001',
  footerServices: [
    'आपातकालीन और ट्रॉमा देखभाल',
    'गहन चिकित्सा (आईसीयू, एनआईसीयू, पीआईसीयू)',
    'जाँच और पैथोलॉजी',
    'ब्लड बैंक',
    'फ़िज़ियोथेरेपी',
  ],
  hours: [
    { days: 'सोम-शुक्र', hours: hi('08:00', '20:00') },
    { days: 'शनि-रवि', hours: hi('09:00', '18:00') },
    { days: 'आपातकाल', hours: '24/7' },
  ],
};
