import { createContext, use, type ReactNode } from 'react';

/**
 * Every text the design system writes itself (not those a page hands in as props), one group per component. The
 * group's texts file, in the component's folder beside its English and Hindi words, adds it here by declaration
 * merging:
 *
 *     declare module '../../UiTexts/UiTexts.tsx' {
 *       interface UiTexts { doctorCard: DoctorCardTexts }
 *     }
 *
 * so this file imports no component and a new text touches one folder; a page's chunk carries only its own
 * components' English. An app in another language passes whole groups to `UiTextsProvider` (the design system's
 * Hindi is `@hospital/ui/locales/hi`, which only Hindi pages load); a group it does not pass stays English.
 */
export interface UiTexts {
  medicalTerms: MedicalTermTexts;
  hospital: HospitalWords;
}

/**
 * The hospital's name and address as the page's language writes them, for the widgets that print them with their
 * own words (the booking slip, the consent). They are the site's content, not the design system's: the app gives the
 * English with its `useUiTexts('hospital', ...)` call and the other languages' through the provider.
 */
export interface HospitalWords {
  name: string;
  /** On one line: "14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001". */
  address: string;
}

/**
 * Department and facility names, doctors' specializations and areas of expertise as the API, the content and
 * `areasOfExpertise` write them, in English. A page in another language shows them through this one mapping (the
 * Hindi is `medicalTerms.hi.ts`), so "Cardiology" reads the same in the menu, on a card and in a profile.
 */
export interface MedicalTermTexts {
  /** The term in the page's language; an unknown term as it is. */
  term: (english: string) => string;
}

export const MEDICAL_TERM_TEXTS: MedicalTermTexts = {
  term: (english) => english,
};

interface UiLanguage {
  texts: Partial<UiTexts>;
  /** The language the texts are in (`lang`), or undefined for the document's own (English). */
  lang: string | undefined;
  /** The locale dates and numbers are formatted in. */
  intlLocale: string;
}

const UiTextsContext = createContext<UiLanguage>({ texts: {}, lang: undefined, intlLocale: 'en-US' });

export interface UiTextsProviderProps {
  /** The groups in the page's language; any group left out keeps the design system's English. */
  texts: Partial<UiTexts>;
  /** The BCP 47 language of `texts`: "hi". */
  lang: string;
  /** Where dates and numbers are formatted: "hi-IN" (Latin digits, lakh grouping). */
  intlLocale: string;
  children?: ReactNode;
}

/**
 * The design system's one door for another language: its own words (Menu, Try again, View Profile) through
 * `texts`, dates and numbers through `intlLocale`. It holds plain strings and small functions, so the components
 * need no i18n library. Without a provider everything is English.
 */
export function UiTextsProvider({ texts, lang, intlLocale, children }: UiTextsProviderProps) {
  // A new value only when the page's frame renders again (a navigation), when everything under it renders anyway.
  return <UiTextsContext value={{ texts, lang, intlLocale }}>{children}</UiTextsContext>;
}

/** A component's texts: the provider's group, else the English the component was written with. */
export function useUiTexts<Group extends keyof UiTexts>(group: Group, english: UiTexts[Group]): UiTexts[Group] {
  return use(UiTextsContext).texts[group] ?? english;
}

/** The locale to format dates and numbers in: "en-US" unless the provider says otherwise. */
export function useIntlLocale(): string {
  return use(UiTextsContext).intlLocale;
}

/**
 * The `lang` attribute for text written in `language` (a doctor's name, a news item from the API, in English):
 * undefined while the page is in that language, else `language`, so a screen reader switches voice for it.
 */
export function useLangOf(language: string): string | undefined {
  const pageLang = use(UiTextsContext).lang;
  return pageLang === undefined || pageLang === language ? undefined : language;
}
