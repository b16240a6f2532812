import { Page } from '../components/Page.tsx';
import { useT } from '../i18n/LocaleContext.tsx';

/** Any unknown URL, and a department or facility slug the spec does not list: the heading and nothing more. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Page title={t('notFound.title')} documentTitle={t('notFound.documentTitle')}>
      <meta name="robots" content="noindex" />
    </Page>
  );
}
