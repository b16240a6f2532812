export {
  MEDICAL_TERM_TEXTS,
  UiTextsProvider,
  useIntlLocale,
  useLangOf,
  useUiTexts,
  type HospitalWords,
  type MedicalTermTexts,
  type UiTexts,
  type UiTextsProviderProps,
} from './UiTexts.tsx';
