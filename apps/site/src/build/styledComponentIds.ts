import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** Our own source files (the site and the design system); dependencies are never run through Babel. */
const OWN_SOURCE = /\/(?:apps\/site|packages\/ui)\/src\/.+\.tsx?$/;

/** A file worth the Babel pass: it imports styled-components. */
export function needsStableIds(id: string, code: string): boolean {
  const file = id.replaceAll('\\', '/').split('?')[0] ?? '';
  return OWN_SOURCE.test(file) && !file.includes('/node_modules/') && code.includes("from 'styled-components'");
}

/**
 * Gives every styled component an id made from its file's path and its place in the file
 * (babel-plugin-styled-components with `ssr`), instead of styled-components' global counter.
 *
 * The counter numbers components in the order their modules run. The pre-render runs every page's modules in one
 * process; the browser runs the entry, then only the chunk of the page it opened. So the same component would get
 * another number, another class name, and React would find server HTML whose classes the browser's styles do not
 * match (https://github.com/styled-components/styled-components/issues/5737). With ids fixed at build time both
 * sides name every class the same.
 *
 * `@vitejs/plugin-react` 6 no longer runs Babel and `@rolldown/plugin-babel` needs Node 22, hence this small
 * plugin. It runs before Vite's own TypeScript transform, only parses TypeScript and JSX, and changes nothing but
 * the styled calls. Display names stay off: they would only add bytes to every page.
 */
export function styledComponentIds(): Plugin {
  return {
    name: 'hospital:styled-component-ids',
    enforce: 'pre',
    async transform(code, id) {
      if (!needsStableIds(id, code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
