// A booking field's message in Hindi, chosen by field and kind of problem: the schemas and servers write theirs in
// English (packages/contract) with a code beside each, and `bookingIssueOf` says what each code means. The booking
// dialog and the manage page both say them. A problem it does not know gets the field's "please check this".
import type { BookingIssue, BookingIssueField } from './bookingIssues.ts';

/** "Please enter your full name": what each field asks for when it is left empty. */
const REQUIRED_HI: Readonly<Record<BookingIssueField, string>> = {
  patientName: 'कृपया अपना पूरा नाम लिखें',
  email: 'कृपया अपना ईमेल पता लिखें',
  phone: 'कृपया अपना फ़ोन नंबर लिखें',
  age: 'कृपया अपनी उम्र लिखें',
  gender: 'कृपया लिंग चुनें',
  department: 'कृपया विभाग चुनें',
  doctorId: 'कृपया डॉक्टर चुनें',
  preferredDate: 'कृपया तारीख़ चुनें',
  preferredTime: 'कृपया समय चुनें',
  reasonForVisit: 'कृपया आने का कारण लिखें',
  consent: 'आगे बढ़ने के लिए कृपया सहमति दें',
  reference: 'कृपया बुकिंग संदर्भ संख्या लिखें',
  contact: 'कृपया बुकिंग में दिया गया फ़ोन नंबर या ईमेल लिखें',
};

/** "Please check the email address": a field's words for a message this list does not know. */
const CHECK_HI: Readonly<Partial<Record<BookingIssueField, string>>> = {
  email: 'कृपया सही ईमेल पता लिखें',
  doctorId: 'कृपया सूची में से डॉक्टर चुनें',
  preferredDate: 'कृपया सही तारीख़ चुनें',
  preferredTime: 'कृपया सूची में से समय चुनें',
  reference: 'कृपया बुकिंग संदर्भ संख्या जाँचें',
};

export function bookingFieldErrorHi(field: BookingIssueField, issue: BookingIssue): string {
  switch (issue.kind) {
    case 'tooLong':
      return `अधिकतम ${issue.limit} अक्षर लिखे जा सकते हैं`;
    case 'tooHigh':
      return `उम्र ${issue.limit} वर्ष से ज़्यादा नहीं हो सकती`;
    case 'tooFarAhead':
      return `कृपया अगले ${issue.limit} दिनों के भीतर की तारीख़ चुनें`;
    case 'required':
      return REQUIRED_HI[field] ?? 'यह जानकारी ज़रूरी है';
    case 'invalidEmail':
      return 'कृपया सही ईमेल पता लिखें';
    case 'invalidPhone':
      return 'कृपया सही फ़ोन नंबर लिखें';
    case 'wholeNumber':
      return 'उम्र पूरे वर्षों में लिखें';
    case 'negative':
      return 'उम्र शून्य से कम नहीं हो सकती';
    case 'invalidDate':
      return 'कृपया सही तारीख़ चुनें';
    case 'pastDate':
      return 'बीती हुई तारीख़ नहीं चुनी जा सकती';
    case 'unknownDepartment':
      return 'कृपया अस्पताल के विभागों में से कोई एक चुनें';
    case 'unknownDoctor':
      return 'कृपया अस्पताल के डॉक्टरों में से कोई एक चुनें';
    case 'doctorNotInDepartment':
      return 'ये डॉक्टर चुने गए विभाग में नहीं हैं';
    case 'slotTaken':
      return 'यह समय पहले ही बुक हो चुका है';
    case 'slotBegun':
      return 'आज का यह समय निकल चुका है; कृपया बाद का समय या कोई दूसरा दिन चुनें';
    case 'opdClosed':
      return 'उस दिन ओपीडी बंद है; कृपया कोई दूसरा दिन चुनें';
    case 'doctorOnLeave':
      return 'उस दिन डॉक्टर छुट्टी पर हैं; कृपया कोई दूसरा दिन चुनें';
    case 'doctorNotWorking':
      return 'डॉक्टर उस दिन मरीज़ नहीं देखते; कृपया कोई दूसरा दिन चुनें';
    case 'noDoctorWorking':
      return 'उस समय इस विभाग के कोई डॉक्टर मरीज़ नहीं देखते; कृपया कोई दूसरा दिन या समय चुनें';
    case 'notASlot':
      return 'उस दिन डॉक्टर का इस समय कोई अपॉइंटमेंट नहीं है; कृपया दिखाए गए समयों में से कोई एक चुनें';
    case 'consent':
      return 'आगे बढ़ने के लिए कृपया सहमति दें';
    case 'invalidReference':
      return 'कृपया बुकिंग संदर्भ संख्या लिखें, जैसे CCH-7K4Q-M2XD';
    case 'notAPersonName':
      return "नाम में केवल अक्षर, खाली जगह और . ' - लिखे जा सकते हैं";
    case 'notSingleLine':
      return 'कृपया इसे एक ही पंक्ति में लिखें';
    case 'other':
      return CHECK_HI[field] ?? 'कृपया यह जानकारी जाँचें';
  }
}
