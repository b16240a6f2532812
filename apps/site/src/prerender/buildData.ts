// The API answers a pre-rendered page was drawn with. The pre-render hands them to the data hooks while it renders
// and writes the ones the page read into the page (a JSON data block); the browser reads them back before it
// hydrates, so its first render draws exactly what the HTML shows. SWR fetches fresh answers right after.
import { createContext, useContext } from 'react';

/** The id of the page's JSON data block. */
export const BUILD_DATA_ELEMENT_ID = 'build-data';

/** API answers by SWR key (an API path with its query). */
export type BuildAnswers = Readonly<Record<string, unknown>>;

export interface BuildData {
  /** The answer for `key`, or undefined when the page was drawn without one (the hook then fetches as usual). */
  answerFor(key: string): unknown;
}

const BuildDataContext = createContext<BuildData | null>(null);

export const BuildDataProvider = BuildDataContext.Provider;

/** The build's answer for a key (undefined outside a pre-rendered page, and for keys the page did not read). */
export function useBuildAnswer<T>(key: string | null): T | undefined {
  const data = useContext(BuildDataContext);
  return key === null || data === null ? undefined : (data.answerFor(key) as T | undefined);
}

/** Answers from a map, noting each key read, so the page carries only the answers it used. */
export function recordingBuildData(answers: BuildAnswers): BuildData & { used: () => BuildAnswers } {
  const used = new Map<string, unknown>();
  return {
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

/** The answers a pre-rendered page carries; none for a page that has no data block (the shell). */
export function pageBuildData(doc: Pick<Document, 'getElementById'>): BuildData {
  const text = doc.getElementById(BUILD_DATA_ELEMENT_ID)?.textContent;
  const answers = (text ? JSON.parse(text) : {}) as BuildAnswers;
  return { answerFor: (key) => (Object.hasOwn(answers, key) ? answers[key] : undefined) };
}
