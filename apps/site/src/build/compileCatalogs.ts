import { readFile } from 'node:fs/promises';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The message catalogs: src/i18n/catalogs/<name>.json. */
const CATALOG_FILE = /\/i18n\/catalogs\/[^/]+\.json$/;
// The compiled module's id: not ending in ".json", or Vite's JSON plugin would read the code as JSON.
const VIRTUAL_PREFIX = '\0compiled-catalog:';
const VIRTUAL_SUFFIX = '.js';

/**
 * The English catalogs, which the English pages read without Lingui (src/i18n/compiledMessages.ts): a message that
 * is plain text stays a plain string there, the smallest form. Lingui, which reads the Hindi ones, wants arrays.
 */
const READ_WITHOUT_LINGUI = /(?:^|[/.])en\.json$/;

type CompiledCatalog = Record<string, ReturnType<typeof compileMessageOrThrow> | string>;

/**
 * Every message of a catalog compiled: ICU text becomes the nested arrays Lingui's core reads without a parser;
 * with `plainText`, a message without arguments becomes its text.
 */
export function compileCatalog(catalog: Readonly<Record<string, string>>, { plainText = false } = {}): CompiledCatalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      const compiled = compileMessageOrThrow(message);
      const [only] = compiled;
      return [id, plainText && compiled.length === 1 && typeof only === 'string' ? only : compiled];
    }),
  );
}

/**
 * Compiles the message catalogs as they are imported, in the dev server and the build: the page's code gets
 * Lingui's compiled form, so the message parser never ships (docs/adr/0009-hindi-and-english.md). Tests, without
 * this plugin, import the catalogs as they are written, and Lingui compiles each message there on first use. A
 * message that is not valid ICU fails the build here, with its id.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'hospital:compile-catalogs',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !CATALOG_FILE.test(resolved.id.replaceAll('\\', '/'))) return null;
      return `${VIRTUAL_PREFIX}${resolved.id}${VIRTUAL_SUFFIX}`;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length, -VIRTUAL_SUFFIX.length);
      this.addWatchFile(file);
      const catalog = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      let compiled: CompiledCatalog;
      try {
        compiled = compileCatalog(catalog, { plainText: READ_WITHOUT_LINGUI.test(file.replaceAll('\\', '/')) });
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}
