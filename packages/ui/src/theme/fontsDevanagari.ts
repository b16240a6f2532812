// The whole of Noto Sans Devanagari (Fontsource), regular and bold, for a place that draws Hindi without a cut of
// its own: Storybook's preview. The site draws Hindi from its build's cut (apps/site build/devanagariFaces.ts).
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
