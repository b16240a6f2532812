// The hospital's type, self-hosted from the npm registry (Fontsource): Noto Sans, in the weights the theme uses
// (font.weight: 400, 500, 600, 700). Every face has font-display: swap, so text shows at once in the fallback face,
// and a unicode-range, so the browser downloads only the scripts a page shows. Noto Sans comes without its
// Devanagari faces (notoSans.css): Hindi is drawn in Noto Sans Devanagari, from the app's own cut of it
// (theme.ts, `DEVANAGARI_SUBSET_FAMILY`; the site's build makes it) or, in Storybook, the whole face
// (`@hospital/ui/fonts/devanagari`). Imported once by the app's entry and by Storybook's preview.
import './notoSans.css';
