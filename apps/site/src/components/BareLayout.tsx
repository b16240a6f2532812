import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from './SiteLayout.tsx';

/** The frame of the staff screens (admin sign-in and dashboard): they draw their own header, not the public site's. */
export function BareLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
