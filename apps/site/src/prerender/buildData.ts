// The API answers a pre-rendered page was drawn with. The pre-render hands them to the data hooks while it renders
// and writes the ones the page read into the page (a JSON data block); the browser reads them back before it
// hydrates, so its first render draws exactly what the HTML shows. SWR fetches fresh answers right after.
import { createContext, useContext, useEffect, useState } from 'react';

/** The id of the page's JSON data block. */
export const BUILD_DATA_ELEMENT_ID = 'build-data';

/** API answers by SWR key (an API path with its query). */
export type BuildAnswers = Readonly<Record<string, unknown>>;

export interface BuildData {
  /** The answer for `key`, or undefined when the page was drawn without one (the hook then fetches as usual). */
  answerFor(key: string): unknown;
  /** When the page's HTML was drawn; undefined on the shell. */
  renderedAt: Date | undefined;
}

/** The attribute on #root holding when the page was drawn (ISO 8601). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

const BuildDataContext = createContext<BuildData | null>(null);

export const BuildDataProvider = BuildDataContext.Provider;

/** The build's answer for a key (undefined outside a pre-rendered page, and for keys the page did not read). */
export function useBuildAnswer<T>(key: string | null): T | undefined {
  const data = useContext(BuildDataContext);
  return key === null || data === null ? undefined : (data.answerFor(key) as T | undefined);
}

/**
 * "Now" for a page that sorts by time (upcoming or past events): while React takes over a pre-rendered page, the
 * moment its HTML was drawn, so both draw the same thing; then the visitor's clock, which moves what has passed
 * since the build.
 */
export function usePageNow(): Date {
  const renderedAt = useContext(BuildDataContext)?.renderedAt;
  const [now, setNow] = useState(() => renderedAt ?? new Date());
  useEffect(() => {
    if (renderedAt !== undefined) setNow(new Date());
  }, [renderedAt]);
  return now;
}

/** Answers from a map, noting each key read, so the page carries only the answers it used. */
export function recordingBuildData(answers: BuildAnswers, renderedAt?: Date): BuildData & { used: () => BuildAnswers } {
  const used = new Map<string, unknown>();
  return {
    renderedAt,
    answerFor(key) {
      if (!Object.hasOwn(answers, key)) return undefined;
      used.set(key, answers[key]);
      return answers[key];
    },
    used: () => Object.fromEntries(used),
  };
}

/** The answers written into a page, as `<script type="application/json">` text that no `</script>` can close. */
export function buildDataScriptText(answers: BuildAnswers): string {
  return JSON.stringify(answers).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

/** The answers a pre-rendered page carries, and when it was drawn; none for the shell. */
export function pageBuildData(doc: Pick<Document, 'getElementById'>): BuildData {
  const text = doc.getElementById(BUILD_DATA_ELEMENT_ID)?.textContent;
  const answers = (text ? JSON.parse(text) : {}) as BuildAnswers;
  const renderedAt = doc.getElementById('root')?.getAttribute(RENDERED_AT_ATTRIBUTE);
  return {
    answerFor: (key) => (Object.hasOwn(answers, key) ? answers[key] : undefined),
    renderedAt: renderedAt ? new Date(renderedAt) : undefined,
  };
}
