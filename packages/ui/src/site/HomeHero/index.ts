export { HomeHero, EmergencyCallLink, type HomeHeroProps, type HeroFigure } from './HomeHero.tsx';
