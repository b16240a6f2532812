import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressedAssets.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs the plugin's hooks as Vite would after writing `files` into a fresh build folder. */
async function build(files: Record<string, string>): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'hospital-precompressed-'));
  dirs.push(root);
  mkdirSync(join(root, 'dist/assets'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, 'dist', file), text);
  const plugin = precompressedAssets() as unknown as {
    configResolved: (config: { root: string; build: { outDir: string } }) => void;
    writeBundle: (options: unknown, bundle: Record<string, unknown>) => Promise<void>;
  };
  plugin.configResolved({ root, build: { outDir: 'dist' } });
  await plugin.writeBundle({}, Object.fromEntries(Object.keys(files).map((file) => [file, {}])));
  return join(root, 'dist');
}

describe('precompressedAssets', () => {
  it("writes a brotli copy beside each text asset, and none beside fonts or the build's other files", async () => {
    const script = 'export const doctors = ["Dr. Rajesh Malhotra", "Dr. Neha Agarwal"];'.repeat(20);
    const dist = await build({ 'assets/index-a1.js': script, 'assets/index-b2.css': 'body{margin:0}', 'assets/face-c3.woff2': 'wOF2', 'index.html': '<html></html>' });
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets/index-a1.js.br'))).toString()).toBe(script);
    expect(readFileSync(join(dist, 'assets/index-a1.js.br')).byteLength).toBeLessThan(script.length / 5);
    expect(existsSync(join(dist, 'assets/index-b2.css.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets/face-c3.woff2.br'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
  });
});
