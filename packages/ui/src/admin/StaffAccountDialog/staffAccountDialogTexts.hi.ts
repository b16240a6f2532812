import type { StaffAccountDialogTexts } from './staffAccountDialogTexts.ts';

/** The words of the dialog that creates a staff account, in Hindi. */
export const STAFF_ACCOUNT_DIALOG_TEXTS_HI: StaffAccountDialogTexts = {
  title: 'स्टाफ़ खाता जोड़ें',
  description: 'खाते को एक अस्थायी पासवर्ड मिलता है, जो आपको एक ही बार दिखेगा। पहले साइन-इन पर इसे बदलना होगा।',
  submit: 'खाता बनाएँ',
  cancel: 'रद्द करें',
  required: 'ज़रूरी',
  username: 'यूज़रनेम',
  usernameHint: 'साइन-इन के लिए वे यही लिखेंगे: छोटे अंग्रेज़ी अक्षर और अंक, बीच में . _ या - (sunita.verma)।',
  displayName: 'नाम',
  displayNameHint: 'जैसे सहकर्मी उन्हें जानते हैं, जैसे सुनीता वर्मा।',
  role: 'भूमिका',
  roles: { admin: 'एडमिन', reception: 'रिसेप्शन' },
  roleHints: {
    admin: 'एडमिन: सब कुछ, स्टाफ़ खाते, गैलरी, समाचार और विश्लेषण भी।',
    reception: 'रिसेप्शन: फ़्रंट डेस्क, केवल अपॉइंटमेंट देखता और बदलता है।',
  },
  fieldError: (code) =>
    code === 'username_taken'
      ? 'यह यूज़रनेम पहले से लिया जा चुका है। कोई दूसरा चुनें।'
      : code === 'invalid_format'
        ? 'छोटे अंग्रेज़ी अक्षर और अंक लिखें, बीच में . _ या -।'
        : 'कृपया यह फ़ील्ड जाँचें।',
};
