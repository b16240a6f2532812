// The hospital's type, self-hosted from the npm registry (Fontsource): Noto Sans for Latin text and
// Noto Sans Devanagari for Hindi, drawn to sit together at one size and weight. Only the weights the
// theme uses (font.weight: 400, 500, 600, 700); every face has font-display: swap, so text shows at once
// in the fallback face, and a unicode-range, so the browser downloads only the scripts a page shows
// (a page without Hindi never fetches a Devanagari file). Imported once by the app's entry and by
// Storybook's preview.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
