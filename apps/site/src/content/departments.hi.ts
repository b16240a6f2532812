// The Hindi twin of departments.ts: the same pages, doctor rules and booking departments, with the words in Hindi
// and the hours through Intl in hi-IN ("सुबह 8:00 - रात 8:00"). Written-in doctors keep their names, and their
// specializations stay in English here: the design system shows them through the one mapping of medical terms.
import { formatTimeRange, type DepartmentContent } from '@hospital/ui';
import type { DepartmentSlug } from '../routes.ts';
import type { DepartmentPage } from './departments.ts';

const hours = (from: string, to: string) => formatTimeRange(from, to, 'hi-IN');

const EMERGENCY_TEXT = 'सीने में दर्द, दौरा पड़ना, बच्चे को साँस लेने में तकलीफ़: अपॉइंटमेंट का इंतज़ार न करें।';

const weekHours = (weekdays: [string, string], saturday: [string, string], sunday: [string, string]) => [
  { label: 'सोमवार - शुक्रवार', hours: hours(...weekdays) },
  { label: 'शनिवार', hours: hours(...saturday) },
  { label: 'रविवार', hours: hours(...sunday) },
  { label: 'आपातकाल', hours: '24/7' },
];

type DepartmentPages = Readonly<Record<DepartmentSlug, DepartmentPage>>;

/**
 * The Hindi pages, made from the English ones (departments.ts, handed in rather than imported, so this chunk needs
 * nothing of the router's): what a page does, its doctor rules and written-in doctors stay the English page's.
 */
export function departmentPagesInHindi(englishPages: DepartmentPages): DepartmentPages {
  const inHindi = (slug: DepartmentSlug, content: DepartmentContent, ctaLabel?: string): DepartmentPage => {
    const page = englishPages[slug];
    if (page.kind === 'specialty') return { ...page, content };
    return { ...page, content, ctaLabel: ctaLabel ?? page.ctaLabel };
  };
  const english = (slug: DepartmentSlug) => englishPages[slug].content.doctors;
  return {
    cardiology: inHindi('cardiology', {
      name: 'हृदय रोग',
      tagline: 'पहली ईसीजी से लेकर एंजियोप्लास्टी तक, दिल की पूरी देखभाल; कैथ लैब और चौबीसों घंटे उपलब्ध हृदय रोग विशेषज्ञ।',
      servicesTitle: 'हमारी हृदय सेवाएँ',
      services: [
        { title: 'ईसीजी और इकोकार्डियोग्राफ़ी', description: 'दिल की धड़कन का रिकॉर्ड और काम करते दिल की चलती तस्वीरें।' },
        { title: 'स्ट्रेस टेस्ट (टीएमटी)', description: 'व्यायाम के समय दिल कैसे काम करता है, ताकि सिकुड़ी धमनियों का जल्दी पता चले।' },
        { title: 'कोरोनरी एंजियोग्राफ़ी', description: 'हमारी कैथ लैब में दिल की धमनियों की एक्स-रे तस्वीरें।' },
        { title: 'एंजियोप्लास्टी और स्टेंटिंग', description: 'बिना बड़े ऑपरेशन के, पतली नली से बंद धमनियाँ खोलना।' },
        { title: 'पेसमेकर लगाना', description: 'धीमी या अनियमित धड़कन को एक समान बनाए रखना।' },
        { title: 'हार्ट फ़ेल्योर क्लिनिक', description: 'कमज़ोर दिल के लिए दवाएँ, खान-पान और नियमित जाँच, घर के पास।' },
      ],
      doctorsTitle: 'हमारे हृदय रोग विशेषज्ञ',
      emergency: { title: 'दिल की आपात स्थिति?', text: `${EMERGENCY_TEXT} हमारी हृदय टीम 24/7 उपलब्ध है।` },
    }),
    neurology: inHindi('neurology', {
      name: 'न्यूरोलॉजी',
      tagline: 'दिमाग़, रीढ़ और नसों की देखभाल: स्ट्रोक, मिर्गी, माइग्रेन, पार्किंसन रोग और बहुत कुछ।',
      servicesTitle: 'हमारी न्यूरोलॉजी सेवाएँ',
      services: [
        { title: 'स्ट्रोक (लकवा) की देखभाल', description: 'चौबीसों घंटे स्ट्रोक का इलाज, थक्का घोलने वाली दवा और पुनर्वास।' },
        { title: 'मिर्गी क्लिनिक', description: 'ईईजी से जाँच और दौरों पर लंबे समय तक नियंत्रण।' },
        { title: 'सिरदर्द और माइग्रेन', description: 'सिरदर्द का कारण ढूँढना और दौरों से बचाव।' },
        { title: 'कंपन और चाल के रोग', description: 'पार्किंसन रोग, हाथ-पैर काँपना और डिस्टोनिया का इलाज।' },
        { title: 'नर्व कंडक्शन जाँच', description: 'सुन्नपन और कमज़ोरी के लिए नसों और मांसपेशियों की जाँच।' },
        { title: 'स्मृति क्लिनिक', description: 'भूलने की बीमारी और डिमेंशिया की जाँच और सहायता।' },
      ],
      doctorsTitle: 'हमारे न्यूरोलॉजी विशेषज्ञ',
      emergency: { title: 'स्ट्रोक या दौरा?', text: `${EMERGENCY_TEXT} स्ट्रोक में हर मिनट क़ीमती है।` },
    }),
    pediatrics: inHindi('pediatrics', {
      name: 'बाल रोग',
      tagline: 'नवजात शिशुओं, बच्चों और किशोरों की प्यार भरी, पूरी देखभाल; लेवल III एनआईसीयू के साथ।',
      servicesTitle: 'हमारी बाल रोग सेवाएँ',
      services: [
        { title: 'नवजात देखभाल और एनआईसीयू', description: 'समय से पहले जन्मे और बीमार नवजात शिशुओं की दिन-रात देखभाल।' },
        { title: 'टीकाकरण', description: 'राष्ट्रीय टीकाकरण सूची के सभी और अतिरिक्त टीके, याद दिलाने की सुविधा के साथ।' },
        { title: 'वृद्धि और विकास', description: 'लंबाई, वज़न और विकास के पड़ावों की नियमित जाँच।' },
        { title: 'बच्चों के संक्रमण', description: 'बुखार, खाँसी, दस्त और दूसरी आम बीमारियाँ।' },
        { title: 'अस्थमा और एलर्जी', description: 'इनहेलर लेना सिखाना और बच्चों में लंबे समय तक नियंत्रण।' },
        { title: 'किशोर स्वास्थ्य', description: 'किशोरों के लिए पोषण, किशोरावस्था के बदलाव और मानसिक स्वास्थ्य।' },
      ],
      doctorsTitle: 'हमारे बाल रोग विशेषज्ञ',
      emergency: { title: 'बच्चे की तबीयत ख़राब है?', text: `${EMERGENCY_TEXT} हमारी बाल आपातकालीन टीम 24/7 उपलब्ध है।` },
    }),
    gynecology: inHindi(
      'gynecology',
      {
        name: 'स्त्री रोग',
        tagline: 'जीवन के हर पड़ाव पर महिलाओं की देखभाल, गर्भावस्था की पहली जाँच से लेकर रजोनिवृत्ति तक।',
        servicesTitle: 'हमारी सेवाएँ',
        services: [
          { title: 'प्रसव पूर्व देखभाल', description: 'पहली तिमाही से सुरक्षित प्रसव तक नियमित जाँच, स्कैन और परामर्श।' },
          { title: 'स्त्री रोग सर्जरी', description: 'फ़ाइब्रॉइड, सिस्ट और दूसरी समस्याओं के लिए लैप्रोस्कोपिक और ओपन सर्जरी।' },
          { title: 'बांझपन का इलाज', description: 'संतान की इच्छा रखने वाले दंपतियों की जाँच और इलाज, आईयूआई सहित।' },
        ],
        doctorsTitle: 'हमारी स्त्री रोग विशेषज्ञ',
        doctors: english('gynecology'),
        callToAction: { title: 'परामर्श बुक करें', text: 'सोमवार से शनिवार, हमारी महिला ओपीडी में स्त्री रोग विशेषज्ञ से मिलें।' },
      },
      'अपॉइंटमेंट बुक करें',
    ),
    'general-medicine': inHindi(
      'general-medicine',
      {
        name: 'सामान्य चिकित्सा',
        tagline: 'वयस्कों के लिए इलाज का पहला पड़ाव, छोटी और लंबी बीमारियों के लिए।',
        intro:
          'हमारे फ़िज़िशियन बुखार, संक्रमण, मधुमेह, उच्च रक्तचाप, थायरॉइड और दूसरी लंबी बीमारियों की जाँच और इलाज करते हैं, और ज़रूरत होने पर आपको सही विशेषज्ञ के पास भेजते हैं।',
        servicesTitle: 'हमारी सेवाएँ',
        services: [
          { title: 'बुखार और संक्रमण' },
          { title: 'मधुमेह का प्रबंधन' },
          { title: 'उच्च रक्तचाप की देखभाल' },
          { title: 'थायरॉइड के रोग' },
          { title: 'अस्थमा और सीओपीडी' },
          { title: 'बचाव के लिए हेल्थ चेक-अप' },
          { title: 'वयस्कों का टीकाकरण' },
          { title: 'बुज़ुर्गों की देखभाल' },
        ],
        hours: [{ title: 'ओपीडी का समय', rows: weekHours(['08:00', '20:00'], ['08:00', '18:00'], ['10:00', '16:00']) }],
        doctorsTitle: 'हमारे फ़िज़िशियन',
        doctors: english('general-medicine'),
        callToAction: { title: 'फ़िज़िशियन से मिलना है?', text: 'ओपीडी अपॉइंटमेंट बुक करें, या किसी भी समय हमारी आपातकालीन लाइन पर फ़ोन करें।' },
      },
      'अपॉइंटमेंट बुक करें',
    ),
    'general-surgery': inHindi(
      'general-surgery',
      {
        name: 'सामान्य सर्जरी',
        tagline: 'मॉड्यूलर ऑपरेशन थिएटरों में ओपन और दूरबीन (लैप्रोस्कोपिक) सर्जरी; ज़्यादातर मरीज़ एक-दो दिन में घर लौट जाते हैं।',
        servicesTitle: 'हमारी सर्जरी सेवाएँ',
        services: [
          { title: 'लैप्रोस्कोपिक सर्जरी' },
          { title: 'हर्निया का ऑपरेशन' },
          { title: 'पित्ताशय की सर्जरी' },
          { title: 'अपेंडिक्स की सर्जरी' },
          { title: 'थायरॉइड की सर्जरी' },
          { title: 'स्तन की सर्जरी' },
          { title: 'बवासीर और फ़िस्टुला का इलाज' },
          { title: 'दुर्घटना और आपातकालीन सर्जरी' },
        ],
        hours: [{ title: 'ऑपरेशन का समय', rows: weekHours(['07:00', '22:00'], ['08:00', '20:00'], ['09:00', '18:00']) }],
        doctorsTitle: 'हमारे सर्जन',
        doctors: english('general-surgery'),
        callToAction: { title: 'सर्जन से सलाह लें', text: 'राय के लिए अपनी रिपोर्ट लेकर सर्जरी ओपीडी में आएँ।' },
      },
      'अपॉइंटमेंट बुक करें',
    ),
    gastroenterology: inHindi(
      'gastroenterology',
      {
        name: 'गैस्ट्रोएंटरोलॉजी',
        tagline: 'पेट, लिवर, अग्न्याशय और आँतों का इलाज, हमारी अपनी एंडोस्कोपी यूनिट के साथ।',
        servicesTitle: 'हमारी सेवाएँ',
        services: [
          { title: 'अपर जीआई एंडोस्कोपी' },
          { title: 'कोलोनोस्कोपी' },
          { title: 'लिवर रोग क्लिनिक' },
          { title: 'एसिडिटी और अल्सर' },
          { title: 'अग्न्याशय के रोग' },
          { title: 'आँतों की सूजन (आईबीडी)' },
          { title: 'ईआरसीपी' },
          { title: 'पोषण परामर्श' },
        ],
        hours: [{ title: 'ओपीडी का समय', rows: weekHours(['08:00', '19:00'], ['09:00', '17:00'], ['10:00', '15:00']) }],
        doctorsTitle: 'हमारे गैस्ट्रोएंटरोलॉजिस्ट',
        doctors: english('gastroenterology'),
        callToAction: { title: 'परामर्श बुक करें', text: 'पेट, लिवर या आँतों की तकलीफ़ के लिए गैस्ट्रोएंटरोलॉजिस्ट से मिलें।' },
      },
      'अपॉइंटमेंट बुक करें',
    ),
    urology: inHindi(
      'urology',
      {
        name: 'मूत्र रोग',
        tagline: 'गुर्दे, मूत्राशय और प्रोस्टेट की देखभाल, लेज़र और कम चीर-फाड़ वाले इलाज के साथ।',
        servicesTitle: 'हमारी सेवाएँ',
        services: [
          { title: 'गुर्दे की पथरी का इलाज', description: 'लेज़र और शॉक-वेव से पथरी का इलाज, आम तौर पर बिना चीरे के।' },
          { title: 'प्रोस्टेट की देखभाल', description: 'बढ़े हुए प्रोस्टेट के लिए दवाएँ और सर्जरी।' },
          { title: 'मूत्र मार्ग का संक्रमण', description: 'बार-बार होने वाले संक्रमण की जाँच और इलाज।' },
        ],
        doctorsTitle: 'हमारे मूत्र रोग विशेषज्ञ',
        doctors: english('urology'),
        callToAction: { title: 'परामर्श बुक करें', text: 'सोमवार से शनिवार, सर्जरी ओपीडी में मूत्र रोग विशेषज्ञ से मिलें।' },
      },
      'अपॉइंटमेंट बुक करें',
    ),
    pathology: inHindi(
      'pathology',
      {
        name: 'पैथोलॉजी',
        tagline: 'पूरी तरह स्वचालित प्रयोगशाला; ज़्यादातर रिपोर्ट उसी दिन और घर से सैंपल लेने की सुविधा।',
        servicesTitle: 'हमारी प्रयोगशाला सेवाएँ',
        services: [
          { title: 'कंप्लीट ब्लड काउंट (सीबीसी)' },
          { title: 'ब्लड शुगर और HbA1c' },
          { title: 'लिवर फ़ंक्शन टेस्ट' },
          { title: 'किडनी फ़ंक्शन टेस्ट' },
          { title: 'थायरॉइड प्रोफ़ाइल' },
          { title: 'लिपिड प्रोफ़ाइल' },
          { title: 'पेशाब और मल की जाँच' },
          { title: 'हिस्टोपैथोलॉजी और बायोप्सी' },
        ],
        hours: [{ title: 'लैब का समय', rows: weekHours(['06:00', '22:00'], ['07:00', '20:00'], ['08:00', '18:00']) }],
        doctorsTitle: 'हमारी पैथोलॉजिस्ट',
        doctors: english('pathology'),
        callToAction: { title: 'लैब टेस्ट बुक करें', text: 'लैब में आएँ, या घर से सैंपल लेने के लिए कहें।' },
      },
      'लैब टेस्ट बुक करें',
    ),
    anesthesiology: inHindi(
      'anesthesiology',
      {
        name: 'एनेस्थीसियोलॉजी',
        tagline: 'हर ऑपरेशन और प्रसव के लिए सुरक्षित एनेस्थीसिया, और लंबे समय से चल रहे दर्द के लिए क्लिनिक।',
        servicesTitle: 'हमारी सेवाएँ',
        services: [
          { title: 'जनरल एनेस्थीसिया' },
          { title: 'स्पाइनल और एपिड्यूरल एनेस्थीसिया' },
          { title: 'दर्द रहित प्रसव' },
          { title: 'ऑपरेशन से पहले की जाँच' },
          { title: 'दर्द निवारण क्लिनिक' },
          { title: 'नर्व ब्लॉक' },
          { title: 'जाँच-प्रक्रियाओं के लिए बेहोशी (सेडेशन)' },
          { title: 'क्रिटिकल केयर सहायता' },
        ],
        hours: [
          {
            title: 'उपलब्धता',
            rows: [
              { label: 'ऑपरेशन से पहले की जाँच', hours: hours('08:00', '18:00') },
              { label: 'दर्द निवारण क्लिनिक', hours: hours('09:00', '17:00') },
              { label: 'सर्जरी में सहायता', hours: hours('07:00', '23:00') },
              { label: 'आपातकाल', hours: '24/7' },
            ],
          },
        ],
        doctorsTitle: 'हमारे एनेस्थीसियोलॉजिस्ट',
        doctors: english('anesthesiology'),
        callToAction: { title: 'परामर्श बुक करें', text: 'ऑपरेशन से पहले की जाँच या दर्द क्लिनिक में परामर्श, अपॉइंटमेंट से।' },
      },
      'परामर्श बुक करें',
    ),
  };
}
