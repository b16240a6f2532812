export { AboutSection, type AboutSectionProps, type ChairmanMessage, type SocialLink } from './AboutSection.tsx';
export { ABOUT_SECTION_TEXTS, type AboutSectionTexts } from './aboutSectionTexts.ts';
