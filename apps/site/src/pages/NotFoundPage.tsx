import { Page } from '../components/Page.tsx';

/** Any unknown URL, and a department or facility slug the spec does not list: the heading and nothing more. */
export function NotFoundPage() {
  return (
    <Page title="404 Page Not Found" documentTitle="Page Not Found">
      <meta name="robots" content="noindex" />
    </Page>
  );
}
