export { ExcellenceSection, type ExcellenceSectionProps, type ExcellenceFigure } from './ExcellenceSection.tsx';
