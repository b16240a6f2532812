import type { Plugin } from 'vite';

/** The page module whose code the HTML starts fetching at once when the visitor lands on the home page. */
const HOME_PAGE_MODULE = 'src/pages/HomePage.tsx';

interface ChunkGraph {
  [fileName: string]: { type: 'chunk'; imports: string[]; facadeModuleId: string | null } | { type: 'asset' };
}

/**
 * The files the home page module loads statically, less those the entry already loads: what the browser
 * would otherwise only ask for after the entry has run and React has reached the lazy home route.
 */
export function homePageOnlyFiles(bundle: ChunkGraph, entryFile: string, pageModuleId: string): string[] {
  const closure = (start: string, into = new Set<string>()) => {
    if (into.has(start)) return into;
    into.add(start);
    const chunk = bundle[start];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
    return into;
  };
  const page = Object.entries(bundle).find(
    ([, chunk]) => chunk.type === 'chunk' && chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(pageModuleId),
  );
  if (!page) throw new Error(`The build has no chunk for ${pageModuleId}.`);
  const loadedByEntry = closure(entryFile);
  return [...closure(page[0])].filter((file) => !loadedByEntry.has(file));
}

/**
 * Most visits start at the home page, whose code is a lazy chunk: without help the browser finds it only after
 * downloading and running the entry, one round trip late on a slow network. This adds a tiny inline script that,
 * on "/" only, asks for the home page's chunks beside the entry. Other routes pay nothing.
 */
export function preloadHomePage(): Plugin {
  return {
    name: 'hospital:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const files = homePageOnlyFiles(bundle as ChunkGraph, chunk.fileName, HOME_PAGE_MODULE);
        const hrefs = JSON.stringify(files.map((file) => `/${file}`));
        return [
          {
            tag: 'script',
            injectTo: 'head',
            children:
              `if(location.pathname==='/')for(const h of ${hrefs}){` +
              `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}`,
          },
        ];
      },
    },
  };
}
