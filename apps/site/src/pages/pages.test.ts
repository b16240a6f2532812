import { describe, expect, it } from 'vitest';
import { ROUTE_RECORDS } from '../routes.ts';

// The page modules as App.tsx finds them by the route table's names: a name without its module or export would
// otherwise fail only when someone visits the route.
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>('./*Page.tsx');

describe('the route table\'s pages', () => {
  it.each(ROUTE_RECORDS.map((route) => [route.name, route.page] as const))('%s is drawn by the %s of its own module', async (_name, page) => {
    const load = PAGE_MODULES[`./${page}.tsx`];
    expect(load, `src/pages/${page}.tsx`).toBeTypeOf('function');
    const pageModule = await load?.();
    expect(pageModule?.[page], `${page} exported by src/pages/${page}.tsx`).toBeTypeOf('function');
  });
});
