import type { StateTexts } from './stateTexts.ts';

/** The words of the loading and error states every data widget shares in Hindi. */
export const STATE_TEXTS_HI: StateTexts = {
  loading: 'लोड हो रहा है...',
  tryAgain: 'फिर से कोशिश करें',
  tryLater: 'कृपया थोड़ी देर बाद फिर कोशिश करें। समस्या बनी रहे तो सहायता के लिए संपर्क करें।',
};
