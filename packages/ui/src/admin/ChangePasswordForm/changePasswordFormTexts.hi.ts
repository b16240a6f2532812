import { PASSWORD_RULES } from '@hospital/contract';
import type { ChangePasswordFormTexts } from './changePasswordFormTexts.ts';

/** The words of the change-password form in Hindi. */
export const CHANGE_PASSWORD_FORM_TEXTS_HI: ChangePasswordFormTexts = {
  title: 'पासवर्ड बदलें',
  intro: 'नया पासवर्ड चुनें। पासवर्ड बदलते ही आपके बाकी सत्र साइन-आउट हो जाएँगे।',
  requiredIntro: 'आपने अस्थायी पासवर्ड से साइन-इन किया है। आगे बढ़ने के लिए अपना पासवर्ड चुनें।',
  currentPassword: 'मौजूदा पासवर्ड',
  newPassword: 'नया पासवर्ड',
  newPasswordHint: (minLength) =>
    `कम से कम ${minLength} अक्षर। याद रहने वाले कुछ शब्द अच्छा पासवर्ड बनाते हैं; आसानी से अनुमान लगने वाला पासवर्ड (कोई आम पासवर्ड, नाम या कीबोर्ड की पंक्ति) स्वीकार नहीं होता।`,
  confirmPassword: 'नया पासवर्ड फिर से',
  submit: 'पासवर्ड बदलें',
  cancel: 'रद्द करें',
  required: 'ज़रूरी',
  fieldError: (field, code, advice) => {
    switch (code) {
      case 'required':
        return field === 'confirmPassword' ? 'नया पासवर्ड फिर से लिखें।' : 'अपना मौजूदा पासवर्ड लिखें।';
      case 'wrong_password':
        return 'मौजूदा पासवर्ड सही नहीं है।';
      case 'weak_password':
        return `इस पासवर्ड का अनुमान आसानी से लगाया जा सकता है: हमलावर सबसे पहले इसी तरह के पासवर्ड आज़माते हैं। कोई दूसरा चुनें।${advice ? ` (${advice})` : ''}`;
      case 'same_password':
        return 'मौजूदा पासवर्ड से अलग पासवर्ड चुनें।';
      case 'password_mismatch':
        return 'दोनों नए पासवर्ड मेल नहीं खाते।';
      case 'too_small':
        return field === 'currentPassword' ? 'अपना मौजूदा पासवर्ड लिखें।' : `कम से कम ${PASSWORD_RULES.minLength} अक्षर लिखें।`;
      case 'too_big':
        return `अधिक से अधिक ${PASSWORD_RULES.maxLength} अक्षर लिखें।`;
      default:
        return 'कृपया यह फ़ील्ड जाँचें।';
    }
  },
};
