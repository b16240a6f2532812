import type { TemporaryPasswordNoticeTexts } from './temporaryPasswordNoticeTexts.ts';

/** The words of the temporary-password notice in Hindi. */
export const TEMPORARY_PASSWORD_NOTICE_TEXTS_HI: TemporaryPasswordNoticeTexts = {
  createdTitle: (username) => `${username} का खाता बन गया`,
  resetTitle: (username) => `${username} का पासवर्ड रीसेट हुआ`,
  passwordLabel: 'अस्थायी पासवर्ड',
  onlyOnce: 'यह पासवर्ड केवल अभी दिखेगा। इसे कॉपी करें और उन्हें स्वयं दें, ई-मेल या चैट से नहीं।',
  mustChange: 'पहले साइन-इन पर उन्हें इसे अपने पासवर्ड से बदलना होगा।',
  copy: 'पासवर्ड कॉपी करें',
  copied: 'पासवर्ड क्लिपबोर्ड पर कॉपी हो गया।',
  copyFailed: 'कॉपी नहीं हो सका। पासवर्ड चुनकर स्वयं कॉपी करें।',
  done: 'हो गया',
};
