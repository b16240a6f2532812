// What apps/api loads from the site's render bundle (apps/site/dist-server/render.js, built from
// apps/site/src/prerender/render.tsx) to draw the public pages from its database. The server knows the site only by
// this: the render entry exports one object that `satisfies` it, and the server calls nothing else, so a change on
// either side fails the type check instead of a page request.

/** The API answers a page is drawn with, by SWR key (the API path with its query). */
export type PageAnswers = Readonly<Record<string, unknown>>;

export interface PageFrame {
  /** The shell index.html Vite wrote, which every page is put into. */
  shell: string;
  /** The files a page module needs beyond the entry ("src/pages/DoctorsPage.tsx" → ["/assets/DoctorsPage-….js"]). */
  preloads: Readonly<Record<string, readonly string[]>>;
}

export interface DrawnPage {
  /** The whole HTML document. */
  html: string;
  /** The API answers the page read (its embedded data), by SWR key. */
  answers: PageAnswers;
}

export interface SitePaths {
  /** Every public path, in both languages. */
  paths: string[];
  /** Staff screens' route patterns: the browser draws them from the shell. */
  staffPatterns: string[];
  /** Public paths whose route reads the query: with a query they get the shell. */
  queryPaths: string[];
}

export interface RenderBundle {
  drawPage: (location: string, answers: PageAnswers, frame: PageFrame) => Promise<DrawnPage>;
  answersFromSeed: (seed: unknown) => PageAnswers;
  doctorIdsOf: (answers: PageAnswers) => number[];
  sitePlan: (values: { doctorIds: readonly number[] }) => SitePaths;
  NOT_FOUND_PATH: string;
}
