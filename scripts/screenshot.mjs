// Looks at a page the way a person would: `node scripts/screenshot.mjs <url> <out.png> [width] [height]`.
// Uses the same Chromium as the tests. Full-page PNG, or only the first screen with SCREENSHOT_VIEWPORT=1; width
// defaults to 1280 (use 360 for a phone).
import { chromium } from 'playwright';
import { chromiumPath } from './chromium.mjs';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out, fullPage: process.env.SCREENSHOT_VIEWPORT !== '1' });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
}
