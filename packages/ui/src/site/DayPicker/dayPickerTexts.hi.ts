import type { DayPickerTexts } from './dayPickerTexts.ts';

/** The words of the day picker in Hindi. */
export const DAY_PICKER_TEXTS_HI: DayPickerTexts = {
  previousMonth: 'पिछला महीना',
  nextMonth: 'अगला महीना',
  full: 'पूरा बुक',
  closed: 'उपलब्ध नहीं',
  dayLoading: 'लोड हो रहा है',
  legendOpen: 'खुला',
  legendFull: 'पूरा बुक',
  legendClosed: 'उपलब्ध नहीं',
  loading: 'डॉक्टर के खुले दिन लोड हो रहे हैं...',
  error: 'डॉक्टर के खुले दिन लोड नहीं हो सके।',
  noOpenDays: 'आने वाले हफ़्तों में इन डॉक्टर का कोई दिन खाली नहीं है। कृपया कोई दूसरे डॉक्टर चुनें या अस्पताल को फ़ोन करें।',
  dayFull: (day, next) => `${day} के सभी समय बुक हो चुके हैं।${next ? ` अगला खाली समय ${next} है।` : ''}`,
  chooseNext: (next) => `${next} चुनें`,
  dayAndTime: (day, time) => `${day}, ${time}`,
};
