export { HomeSection, CardGrid, SectionCard, ActionLink, type HomeSectionProps, type HomeSectionTone } from './HomeSection.tsx';
