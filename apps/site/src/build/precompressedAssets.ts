import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/** What is worth compressing: text. Fonts and pictures other than SVG come compressed already. */
export const COMPRESSIBLE_ASSET = /\.(?:js|css|svg|json)$/;

/** Brotli at its best quality: made once per build, where the time costs nothing a visitor waits for. */
export function brotliOf(source: Uint8Array | string): Promise<Buffer> {
  return brotli(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength,
    },
  });
}

/**
 * Writes a brotli copy beside each text asset of the browser's build (`index-….js.br`), which apps/api sends to a
 * browser that takes it (serveStatic's `precompressed`): the scripts are about a seventh smaller than the gzip the
 * server would otherwise make on every request, with no compressing per request at all.
 */
export function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'hospital:precompressed-assets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && COMPRESSIBLE_ASSET.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          await writeFile(`${path}.br`, await brotliOf(await readFile(path)));
        }),
      );
    },
  };
}
