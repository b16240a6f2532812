export { AboutSection, type AboutSectionProps, type ChairmanMessage, type SocialLink } from './AboutSection.tsx';
