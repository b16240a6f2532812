import type { StaffTableTexts } from './staffTableTexts.ts';

/** The words of the Staff tab's table in Hindi. */
export const STAFF_TABLE_TEXTS_HI: StaffTableTexts = {
  caption: 'स्टाफ़ खाते',
  addStaff: 'स्टाफ़ खाता जोड़ें',
  loading: 'स्टाफ़ खाते लोड हो रहे हैं...',
  empty: 'अभी कोई स्टाफ़ खाता नहीं है',
  error: 'स्टाफ़ खाते लोड नहीं हो सके। कृपया बाद में फिर कोशिश करें।',
  retry: 'फिर कोशिश करें',
  username: 'यूज़रनेम',
  displayName: 'नाम',
  role: 'भूमिका',
  status: 'स्थिति',
  lastSignIn: 'पिछला साइन-इन',
  actions: 'कार्रवाई',
  roles: { admin: 'एडमिन', reception: 'रिसेप्शन', patient: 'मरीज़' },
  active: 'सक्रिय',
  deactivated: 'निष्क्रिय',
  mustChangePassword: 'अस्थायी पासवर्ड',
  never: 'कभी नहीं',
  you: '(आप)',
  actionsFor: (username) => `${username} के लिए कार्रवाई`,
  changeRoleTo: (role) => `भूमिका बदलकर ${role} करें`,
  deactivate: 'निष्क्रिय करें',
  reactivate: 'फिर सक्रिय करें',
  resetPassword: 'पासवर्ड रीसेट करें',
};
