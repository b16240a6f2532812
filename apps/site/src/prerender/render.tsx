// The pre-render's entry (built by Vite for Node, run by scripts/prerender.mjs): one path of the site drawn to HTML
// with the same <App> the browser hydrates, inside a static router, with the build's API answers and every
// styled-components rule the page used.
import type { DrawnPage, PageFrame, RenderBundle } from '@hospital/contract';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App, loadPageFor, pageModuleFor } from '../App.tsx';
import { localeOfPath, pageTwins } from '../i18n/locales.ts';
import { BuildDataProvider, recordingBuildData, type BuildAnswers } from './buildData.ts';
import { DocumentHeadProvider, type DocumentHead } from './documentHead.ts';
import { pageHtml } from './htmlPage.ts';
import { answersFromSeed, doctorIdsOf } from './seedAnswers.ts';
import { NOT_FOUND_PATH, sitePlan } from './sitePaths.ts';

// What scripts/prerender.mjs needs besides drawPage, from this one bundle.
export { pageModuleFor, answersFromSeed, doctorIdsOf, NOT_FOUND_PATH, sitePlan };
export { pageFileOf } from './sitePaths.ts';
export { undeclaredContent } from './pageContent.ts';


export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** styled-components' <style> element with every rule the page used. */
  styleTags: string;
  /** The document title and meta description the page set. */
  title: string | undefined;
  description: string | undefined;
  /** The API answers the page read, to embed so the browser hydrates with them. */
  answers: BuildAnswers;
  renderedAt: Date;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Draws `location` (a path, and the query when the page reads one) to HTML. `prerender` (unlike renderToString) waits for the lazily loaded page, so the markup is the
 * whole page, not the "Loading..." fallback. Any error while rendering fails the page rather than leaving a hole.
 */
export async function renderPage(location: string, answers: BuildAnswers): Promise<RenderedPage> {
  const path = new URL(location, 'http://page.invalid').pathname;
  const sheet = new ServerStyleSheet();
  const renderedAt = new Date();
  const data = recordingBuildData(answers, renderedAt);
  const head: DocumentHead = {};
  const errors: unknown[] = [];
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  // As the browser's entry does before it hydrates: the page's code and its language's texts, so both sides draw
  // the page in one pass from the same modules.
  await loadPageFor(path);
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <DocumentHeadProvider value={head}>
          <BuildDataProvider value={data}>
            <App router={router} />
          </BuildDataProvider>
        </DocumentHeadProvider>,
      ),
      {
        onError: (error) => void errors.push(error),
        // React moves a large Suspense boundary's content to the end of the HTML, to be put in place by an inline
        // script: a page without JavaScript would show "Loading..." and the CSP would have to allow the script.
        // The page is complete when it is written, so everything stays where it belongs.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await readAll(prelude);
    if (errors.length > 0) throw new Error(`Pre-rendering ${path} failed`, { cause: errors[0] });
    // "<!--$?-->" is a boundary still waiting, "<!--$!-->" one left to the browser after an error.
    if (/<!--\$[?!]-->|<template\b/.test(html)) throw new Error(`Pre-rendering ${path} left part of the page to the browser.`);
    return { html, styleTags: sheet.getStyleTags(), title: head.title, description: head.description, answers: data.used(), renderedAt };
  } finally {
    sheet.seal();
  }
}

/**
 * One page as a whole HTML document: `location` (a path, with the query the page reads) drawn with `answers` and
 * put into the shell. The build writes these to files; the server draws them from its database per request.
 */
export async function drawPage(location: string, answers: BuildAnswers, frame: PageFrame): Promise<DrawnPage> {
  const path = new URL(location, 'http://page.invalid').pathname;
  const page = await renderPage(location, answers);
  const lang = localeOfPath(path);
  const twins = path === NOT_FOUND_PATH ? null : pageTwins(path);
  const html = pageHtml(frame.shell, {
    path,
    lang,
    title: page.title,
    description: page.description,
    styleTags: page.styleTags,
    html: page.html,
    answers: page.answers,
    renderedAt: page.renderedAt,
    preloads: frame.preloads[pageModuleFor(path)] ?? [],
    // The page's twins in both languages and `x-default` (English); none for the not-found page.
    alternates: twins ? [{ hrefLang: 'en', href: twins.en }, { hrefLang: 'hi', href: twins.hi }, { hrefLang: 'x-default', href: twins.en }] : [],
  });
  return { html, answers: page.answers };
}

/** All the server (apps/api/src/http/livePages.ts) calls: the contract's RenderBundle, checked here. */
export const renderBundle = { drawPage, answersFromSeed, doctorIdsOf, sitePlan, NOT_FOUND_PATH } satisfies RenderBundle;
