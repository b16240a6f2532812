// The Hindi twin of home.ts: the same shape, links and figures, with the words in Hindi and the large figures as
// Hindi says them, through Intl in hi-IN ("2.45 लाख+"). Made from the English content, handed in rather than
// imported, so this chunk needs nothing of the router's.
import { formatCompactNumber } from '@hospital/ui';
import type { HomeContent } from './home.ts';

const lakhs = (value: number) => `${formatCompactNumber(value, 'hi-IN')}+`;

/** The card words in the English cards' order: Cardiology ... Urology, then Emergency Medicine. */
const DEPARTMENT_WORDS = [
  { name: 'हृदय रोग', description: 'दिल की जाँच, ईसीजी, इको, एंजियोग्राफ़ी और हृदय रोग के बाद पुनर्वास।' },
  { name: 'न्यूरोलॉजी', description: 'स्ट्रोक (लकवा), मिर्गी, सिरदर्द, नसों और रीढ़ के रोगों का इलाज।' },
  { name: 'बाल रोग', description: 'नवजात शिशु की देखभाल, टीकाकरण और हर उम्र के बच्चों का इलाज।' },
  { name: 'स्त्री रोग', description: 'गर्भावस्था में देखभाल, सुरक्षित प्रसव और हर उम्र में महिलाओं का स्वास्थ्य।' },
  { name: 'सामान्य चिकित्सा', description: 'बुखार, मधुमेह, ब्लड प्रेशर और रोज़मर्रा की बीमारियों का इलाज, फ़िज़िशियन द्वारा।' },
  { name: 'सामान्य सर्जरी', description: 'हर्निया, पित्ताशय, अपेंडिक्स और दूसरे रोगों के लिए लैप्रोस्कोपिक और ओपन सर्जरी।' },
  { name: 'गैस्ट्रोएंटरोलॉजी', description: 'पेट, लिवर और आँतों की देखभाल, अस्पताल में ही एंडोस्कोपी के साथ।' },
  { name: 'मूत्र रोग', description: 'गुर्दे की पथरी, प्रोस्टेट और पेशाब की समस्याएँ, कम चीर-फाड़ वाली सर्जरी के साथ।' },
  { name: 'आपातकालीन चिकित्सा', description: 'दुर्घटना, सीने में दर्द, स्ट्रोक और दूसरी आपात स्थितियों में चौबीसों घंटे इलाज।' },
] as const;

/** The figures' labels in the English figures' order; "2.45L+" and "15K+" are said anew. */
const HERO_FIGURE_WORDS = [
  { label: 'वर्षों की विरासत' },
  { label: 'सफलता दर' },
  { label: 'सर्जरी', value: lakhs(15_000) },
  { label: 'मरीज़ों की रेटिंग' },
] as const;
const EXCELLENCE_FIGURE_WORDS = [
  { label: 'मरीज़ों का इलाज', value: lakhs(245_000) },
  { label: 'विशेषज्ञ डॉक्टर' },
  { label: 'विभाग' },
  { label: 'बिस्तरों की क्षमता' },
] as const;

const HOME_WORDS_HI = {
  hero: {
    tagline: 'करुणा भरी देखभाल, आपके घर के पास',
    text: '1987 से लखनऊ के परिवारों का भरोसा: अनुभवी डॉक्टर, आधुनिक सुविधाएँ और चौबीसों घंटे आपातकालीन सेवा, सब एक ही छत के नीचे।',
  },
  about: {
    paragraphs: [
      '1987 में स्थापित सिटी केयर हॉस्पिटल की शुरुआत लखनऊ के बीचोंबीच एक छोटे नर्सिंग होम के रूप में हुई थी। आज यह एक मल्टी-स्पेशियलिटी अस्पताल है, जिस पर पूरे उत्तर प्रदेश के परिवार भरोसा करते हैं।',
      'आज हमारे 100 बिस्तरों वाले अस्पताल में अनुभवी विशेषज्ञ, आधुनिक ऑपरेशन थिएटर, गहन चिकित्सा इकाइयाँ और जाँच सेवाएँ एक साथ हैं। हमारा एक ही लक्ष्य है: सही इलाज, साफ़ शब्दों में समझाया हुआ, उचित ख़र्च पर।',
    ],
    accreditation: 'NABH से मान्यता प्राप्त अस्पताल',
    emergency: '24/7 आपातकालीन सेवाएँ',
    // The chairman's name and his message in both languages are the English content's.
    chairman: { role: 'संस्थापक एवं अध्यक्ष' },
  },
  accreditations: [
    { name: 'NABH', description: 'राष्ट्रीय अस्पताल एवं स्वास्थ्य सेवा प्रदाता प्रत्यायन बोर्ड' },
    { name: 'NABL', description: 'राष्ट्रीय परीक्षण एवं अंशांकन प्रयोगशाला प्रत्यायन बोर्ड (पैथोलॉजी लैब)' },
    { name: 'ISO 9001:2015', description: 'प्रमाणित गुणवत्ता प्रबंधन प्रणाली' },
    { name: 'आयुष्मान भारत', description: 'कैशलेस इलाज के लिए PM-JAY में सूचीबद्ध' },
  ],
} as const;

/** The words in Hindi over the English content's links and figures. */
export function homeInHindi(english: HomeContent): HomeContent {
  const overlay = <T extends object>(items: readonly T[], words: readonly Partial<T>[]): T[] =>
    items.map((item, index) => ({ ...item, ...words[index] }));
  return {
    ...HOME_WORDS_HI,
    about: { ...HOME_WORDS_HI.about, chairman: { ...english.about.chairman, role: HOME_WORDS_HI.about.chairman.role } },
    heroFigures: overlay(english.heroFigures, HERO_FIGURE_WORDS),
    excellenceFigures: overlay(english.excellenceFigures, EXCELLENCE_FIGURE_WORDS),
    departments: overlay(english.departments, DEPARTMENT_WORDS),
  };
}
