// When each part of what visitors see last changed. The mock keeps no change log: it notices a change when it is
// asked, by comparing each public collection with what it held at the last question (since the mock started, the
// first time), which is exact for a development server that is asked after each change it cares about.
import type { Router } from 'express';
import { API_PATHS, PUBLIC_CONTENT_TABLES, noQuerySchema, type ContentUpdates } from '@hospital/contract';
import { validQuery, type MockData } from '../http.ts';

export function siteContentRoutes(api: Router, { state }: MockData): void {
  const started = new Date().toISOString();
  const seen = new Map<string, { contents: string; changedAt: string }>();
  api.get(API_PATHS.contentUpdates, validQuery(noQuerySchema), (_req, res) => {
    const now = new Date().toISOString();
    const updates = Object.fromEntries(
      Object.entries(PUBLIC_CONTENT_TABLES).map(([key, table]) => {
        const contents = JSON.stringify(state()[table]);
        const last = seen.get(table);
        const changedAt = last === undefined ? started : last.contents === contents ? last.changedAt : now;
        seen.set(table, { contents, changedAt });
        return [key, changedAt];
      }),
    ) as ContentUpdates;
    res.json(updates);
  });
}
