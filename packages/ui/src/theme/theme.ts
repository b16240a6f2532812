/**
 * The hospital design tokens: one typed object, the single source of truth.
 *
 * Components never read these values directly: they read the CSS custom properties that
 * `GlobalStyle` emits from this object (`cssVar.color.brand` -> `var(--color-brand)`).
 * Code that cannot use CSS variables (ECharts draws on a canvas) reads `theme` itself.
 *
 * Contrast ratios in the comments are WCAG 2 ratios, measured against the named background.
 */

import { DEVANAGARI_SUBSET_FAMILY, fontFallbackFamilies } from './fontFallbacks.ts';

const fontStack = `'Noto Sans', ${fontFallbackFamilies}, '${DEVANAGARI_SUBSET_FAMILY}', 'Noto Sans Devanagari', system-ui, sans-serif`;

/** Every literal type widened to `string`/`number`, tuples kept: a theme is any object of this shape. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : { readonly [K in keyof T]: Widen<T[K]> };

/** Badge colours for one status value: text (`fg`) on a tint (`bg`), at least 4.5:1. A type, not an interface, so it fits `TokenTree`'s index signature. */
type StatusColour = {
  readonly fg: string;
  readonly bg: string;
};

const grey: StatusColour = { fg: '#374151', bg: '#F3F4F6' }; // 9.4:1
const green: StatusColour = { fg: '#166534', bg: '#DCFCE7' }; // 6.5:1
const yellow: StatusColour = { fg: '#854D0E', bg: '#FEF9C3' }; // 6.4:1
const red: StatusColour = { fg: '#991B1B', bg: '#FEE2E2' }; // 6.8:1
const blue: StatusColour = { fg: '#1E40AF', bg: '#DBEAFE' }; // 7.2:1
const teal: StatusColour = { fg: '#115E59', bg: '#CCFBF1' }; // 6.7:1
const orange: StatusColour = { fg: '#9A3412', bg: '#FFEDD5' }; // 6.4:1
const purple: StatusColour = { fg: '#6B21A8', bg: '#F3E8FF' }; // 7.4:1
const slate: StatusColour = { fg: '#3F3F46', bg: '#E4E4E7' }; // 8.2:1

export const theme = {
  color: {
    /** Deep teal, 7.8:1 on white: links, headings, the everyday filled button. */
    brand: '#0A5C5A',
    brandHover: '#084A48',
    /** Text and icons on `brand`. */
    brandContrast: '#FFFFFF',
    /** A light teal tint for selected rows and quiet panels; `brand` text on it is 6.8:1. */
    brandSubtle: '#E6F2F1',
    /** Warm saffron, reserved for the one primary action: Book Appointment. */
    accent: '#E8890C',
    accentHover: '#D9770B',
    /** Text on `accent` (6.7:1) and on `accentHover` (5.5:1). */
    accentContrast: '#1C1917',
    /** Urgent red, reserved for emergency (the 101 call button); white text 6.5:1. */
    emergency: '#B91C1C',
    emergencyHover: '#991B1B',
    emergencyContrast: '#FFFFFF',
    /** Destructive actions in the admin area (delete, cancel an appointment): 6.6:1 on white. */
    danger: '#B42318',
    dangerSubtle: '#FEF3F2',
    surface: '#FFFFFF',
    /** Very light tinted surface for alternating sections; `text` and `textMuted` stay AA on it. */
    surfaceMuted: '#F4F8F8',
    text: '#1A2B2E',
    /** Secondary text: 7.2:1 on `surface`, 6.7:1 on `surfaceMuted`. */
    textMuted: '#4A5A5E',
    /** Decorative dividers and card edges. */
    border: '#C9D5D6',
    /** Form-control edges, 3.5:1 on white (WCAG 1.4.11). */
    borderStrong: '#7A8C8E',
    /** The focus ring, 6.7:1 on white. */
    focus: '#1D4ED8',
    status: {
      /**
       * The OPD day: checked in teal (here, waiting), in consultation purple (in the doctor's room),
       * no-show a darker grey than the unknown one, so an absence never reads as a cancellation.
       */
      appointment: { pending: yellow, confirmed: green, cancelled: red, completed: blue, checkedIn: teal, inConsultation: purple, noShow: slate },
      task: { pending: grey, inProgress: blue, completed: green, cancelled: red },
      milestone: { pending: grey, inProgress: blue, completed: green, overdue: red, dueSoon: orange },
      project: { active: green, inProgress: teal, completed: blue, onHold: yellow, cancelled: red, unknown: grey },
    },
    chart: {
      /** Six series colours, each at least 3:1 on white, in the order series take them. */
      palette: ['#0F766E', '#B45309', '#2563EB', '#7C3AED', '#BE185D', '#4D7C0F'],
      /**
       * Appointment statistics: pending amber, confirmed green, cancelled red, completed blue; the OPD day's checked
       * in cyan (5.4:1), in consultation violet (5.7:1), no-show grey (4.8:1).
       */
      appointment: {
        pending: '#D97706',
        confirmed: '#16A34A',
        cancelled: '#DC2626',
        completed: '#2563EB',
        checkedIn: '#0E7490',
        inConsultation: '#7C3AED',
        noShow: '#6B7280',
      },
    },
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  size: {
    /** The smallest target a finger can hit reliably (WCAG 2.5.5, Apple and Material guidance). */
    touchTarget: '44px',
    control: { sm: '36px', md: '44px', lg: '52px' },
    icon: { sm: '1rem', md: '1.25rem', lg: '1.5rem' },
    /** Readable measure for long text. */
    prose: '68ch',
    container: '1200px',
    /** The height a page block is taken to have before the browser has laid it out (`renderWhenNear`). */
    offscreenBlock: '40rem',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '20px',
    pill: '9999px',
  },
  borderWidth: {
    thin: '1px',
    thick: '2px',
    focus: '3px',
  },
  /** The keyboard focus ring (`borderWidth.focus` wide, in `color.focus`): drawn through the `focusRing` mixin. */
  focusRing: {
    /** The gap between an element and its ring, so the ring never hides a border or the text's edge. */
    offset: '2px',
  },
  shadow: {
    sm: '0 1px 2px rgb(16 42 46 / 0.08)',
    md: '0 4px 12px rgb(16 42 46 / 0.10)',
    lg: '0 12px 32px rgb(16 42 46 / 0.14)',
  },
  font: {
    family: {
      /**
       * Noto Sans is drawn to match Noto Sans Devanagari: English and Hindi share size and weight, and one stack
       * serves both. Both are self-hosted (`@hospital/ui/fonts`). While Noto Sans loads, Latin text is drawn in a
       * system face stretched to its measure (`fontFallbacks.ts`), so nothing moves when it arrives. Devanagari
       * comes from the app's own cut of Noto Sans Devanagari where it declares one (`DEVANAGARI_SUBSET_FAMILY`: the
       * site's build does, with the letters its texts use and a system face before it), else from the whole face
       * (Storybook's preview declares it).
       * The Devanagari families come after the Latin ones: a face still loading first in the stack would keep
       * Chromium from drawing Latin text of the same weight.
       */
      body: fontStack,
      heading: fontStack,
      /** For `lang="hi"` content: the same stack, named for the places that set it on purpose. */
      devanagari: fontStack,
      mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    },
    /** Body text is never below `md` (16px); `sm` is for badges and captions only. */
    size: {
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.25rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeight: {
      tight: '1.25',
      heading: '1.3',
      /** Generous, for elderly readers and Devanagari's vowel marks above and below the line. */
      body: '1.6',
    },
  },
  /** Min-width breakpoints. CSS variables do not work inside media queries: use `media` for those. */
  breakpoint: {
    sm: '480px',
    md: '768px',
    lg: '1024px',
    xl: '1280px',
  },
  zIndex: {
    base: 0,
    raised: 10,
    dropdown: 1000,
    sticky: 1100,
    overlay: 1300,
    modal: 1400,
    toast: 1500,
    tooltip: 1600,
  },
  motion: {
    /** All set to 0ms under `prefers-reduced-motion: reduce` by `GlobalStyle`. */
    duration: {
      fast: '120ms',
      normal: '200ms',
      slow: '320ms',
      spinner: '800ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0, 1)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
    },
  },
} as const;

/** The shape every hospital theme has; styled-components' `DefaultTheme` extends it. */
export type HospitalTheme = Widen<typeof theme>;

export type Breakpoint = keyof HospitalTheme['breakpoint'];

/** Min-width media queries from the breakpoint tokens: `${media.md} { ... }`. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoint.sm})`,
  md: `@media (min-width: ${theme.breakpoint.md})`,
  lg: `@media (min-width: ${theme.breakpoint.lg})`,
  xl: `@media (min-width: ${theme.breakpoint.xl})`,
} as const satisfies Record<Breakpoint, string>;
