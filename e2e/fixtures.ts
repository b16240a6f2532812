// Every spec's `test` and `expect` (import them from here, not from @playwright/test): the same Playwright test,
// whose page fails the test when it ends if anything went wrong in the browser that the flow did not look at:
// - an uncaught error in the page;
// - anything the page logs with console.error (the app's own errors, React's hydration errors);
// - a hydration warning of any level ("did not match", "hydrat..."), so a pre-rendered page that React could not
//   take over as it was fails even where the screen looks right;
// - a request the page made that failed where no visitor's action explains it: any 5xx; a GET answered 401 or 403
//   on a public page (asking for what a visitor may not have, such as the signed-in user; on a staff screen a 401
//   is how an ended session shows, and the flow handles it); a GET 404 for a script, a style sheet or a font.
//   Chromium logs each of these as "Failed to load resource"; those messages are judged by this rule instead,
//   because a 4xx answer to something the visitor sent (a wrong password, a slot already taken, a booking reference
//   that does not exist) is part of the flow the test asserts on screen, and a missing picture has its fallback;
// - anything the page's Content-Security-Policy refused (an eval, an inline script or style without its hash), which
//   the browser reports to the page and to DevTools but not always to the console.
// And `page.goto` and `page.reload` return once React has taken the page over, as a visitor's first click would
// need, since a pre-rendered page shows its content before that.
import { test as base, expect, type ConsoleMessage, type Page, type Response } from '@playwright/test';

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

const HYDRATION = /hydrat|did not match|server rendered (html|text)|Minified React error #(418|419|421|422|423|425)\b/i;

/** Why a console message fails the test, or undefined when it does not. */
export function consoleProblem(message: Pick<ConsoleMessage, 'type' | 'text'>): string | undefined {
  const text = message.text();
  // Judged by the response rule below, which knows the method and the status.
  if (/^Failed to load resource/.test(text)) return undefined;
  if (message.type() === 'error') return `console.error: ${text}`;
  if (HYDRATION.test(text)) return `hydration ${message.type()}: ${text}`;
  return undefined;
}

/** The files without which a page is broken (a missing picture shows its fallback instead). */
const PAGE_FILES: ReadonlySet<string> = new Set(['script', 'stylesheet', 'font']);

export interface ResponseFacts {
  status: number;
  method: string;
  url: string;
  isNavigation: boolean;
  /** Playwright's resource type: "document", "script", "fetch", "image", ... */
  resourceType: string;
  /** The path of the page that asked. */
  pagePath: string;
}

/** Why a response fails the test, or undefined when the flow itself accounts for it. */
export function responseProblem({ status, method, url, isNavigation, resourceType, pagePath }: ResponseFacts): string | undefined {
  const what = `${method} ${new URL(url).pathname} answered ${status}`;
  if (status >= 500) return what;
  if (method !== 'GET' || isNavigation) return undefined;
  const staffScreen = pagePath === '/admin' || pagePath.startsWith('/admin/');
  if ((status === 401 || status === 403) && !staffScreen) return `${what} on ${pagePath}`;
  if (status === 404 && PAGE_FILES.has(resourceType)) return what;
  return undefined;
}

async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  // A test that visits several pages says on which one it went wrong.
  const on = () => ` (on ${new URL(page.url()).pathname})`;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}${on()}`));
  await page.exposeBinding('reportPolicyViolation', (_source, violation: string) => {
    problems.push(`content security policy: ${violation}${on()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    const problem = consoleProblem(message);
    if (problem) problems.push(`${problem}${on()}`);
  });
  page.on('response', (response: Response) => {
    const request = response.request();
    const problem = responseProblem({
      status: response.status(),
      method: request.method(),
      url: response.url(),
      isNavigation: request.isNavigationRequest(),
      resourceType: request.resourceType(),
      pagePath: new URL(page.url()).pathname,
    });
    if (problem) problems.push(`request: ${problem}`);
  });
  return problems;
}

/**
 * After a full page load, waits until React has taken the page over (main.tsx marks #root): a pre-rendered page is
 * on screen before its script runs, and typing into it before then would be typing into plain HTML.
 */
async function untilReactIsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || root.hasAttribute('data-react-ready');
  });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const problems = await watch(page);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilReactIsReady(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilReactIsReady(page);
        return response;
      };
    }
    await use(page);
    expect(problems, 'the browser reported problems during the test').toEqual([]);
  },
});
