import { API_PATHS, contentUpdatesSchema } from '@hospital/contract';
import { newRouter, type Services } from '../http/context.ts';
import { contentUpdates } from '../http/livePages.ts';
import { apiRoute, json } from '../http/openapi.ts';

/** When each part of what visitors see last changed: the pages' "Last updated", and what a crawler may poll. */
export function siteContentRoutes({ db }: Services) {
  const router = newRouter();
  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.contentUpdates,
      summary: 'When the doctors, departments, gallery, news, projects, tasks and testimonials last changed (null: no change recorded)',
      responses: { 200: json(contentUpdatesSchema.meta({ id: 'ContentUpdates' })) },
    }),
    async (c) => c.json(await contentUpdates(db), 200),
  );
  return router;
}
