import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { API_PATHS, OPD_QUEUE, type QueueState } from '@hospital/contract';
import { cssVar, QUEUE_BOARD_TEXTS, QueueBoard, UiTextsProvider, useUiTexts, type QueueBoardDoctor } from '@hospital/ui';
import styled from 'styled-components';
import { apiGet, withQuery } from '../api/client.ts';
import { doctorIdOf, useDepartments, useDoctors } from '../api/queries.ts';
import { swrConfig } from '../api/swr.ts';
import { DocumentLanguage } from '../i18n/DocumentLanguage.tsx';
import { LocaleProvider, useLocalized } from '../i18n/LocaleContext.tsx';
import { LOCALE_BUNDLES } from '../i18n/loadLocale.ts';
import { localeOfPath, pageTwins } from '../i18n/locales.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { findDepartment } from '../routes.ts';
import { boardDoctors } from './queueBoardDoctors.ts';

/** Polled, never kept: the board asks again every OPD_QUEUE.refreshSeconds, and keeps the last answer on a failure. */
const POLL = {
  ...swrConfig,
  refreshInterval: OPD_QUEUE.refreshSeconds * 1000,
  refreshWhenHidden: true,
  dedupingInterval: 0,
  keepPreviousData: true,
} as const;

/**
 * /queue/doctor/:id and /queue/department/:slug (and under /hi): the waiting hall's token board, for a TV. Public,
 * no sign-in, no site header or footer; it reads GET /api/queue for each doctor every few seconds and shows tokens
 * only. Drawn in the browser (the pre-render plan gives these paths the shell).
 */
export function QueueBoardPage() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const bundle = useLocalized(LOCALE_BUNDLES, locale);
  return (
    <LocaleProvider bundle={bundle}>
      <UiTextsProvider texts={bundle.uiTexts} lang={locale} intlLocale={bundle.intlLocale}>
        <DocumentLanguage locale={locale} twins={pageTwins(pathname)} />
        <Screen>
          <Board />
        </Screen>
      </UiTextsProvider>
    </LocaleProvider>
  );
}

function Board() {
  const { id, slug } = useParams();
  const { doctors, error: doctorsError, isLoading: doctorsLoading, onRetry } = useDoctors();
  const { departments } = useDepartments();
  // The board's words are the design system's (its Hindi beside them), loaded with the board, not with every page.
  const texts = useUiTexts('queueBoard', QUEUE_BOARD_TEXTS);

  const department = slug === undefined ? undefined : findDepartment(slug);
  const doctorId = doctorIdOf(id);
  const departmentId = department ? departments?.find((entry) => entry.name === department.name)?.id : undefined;
  const shown = useMemo(
    () => boardDoctors(doctors, departments, slug === undefined ? { doctorId } : { departmentId }),
    [doctors, departments, slug, doctorId, departmentId],
  );
  const ids = shown.map((doctor) => doctor.id);
  const queues = useQueues(ids);

  const title = department?.name ?? shown[0]?.name ?? '';
  useDocumentTitle(texts.documentTitle(title));

  const unknown = (slug !== undefined && department === undefined) || (slug === undefined && (doctorId === null || (doctors !== undefined && shown.length === 0)));
  if (unknown) return <NotFound>{texts.notFound}</NotFound>;

  const withQueues: QueueBoardDoctor[] = shown.map((doctor) => ({ ...doctor, queue: queues.data?.[doctor.id] }));
  const error = doctorsError ?? queues.error;
  return (
    <QueueBoard
      doctors={withQueues}
      department={department?.name}
      isLoading={doctorsLoading || queues.isLoading || (ids.length > 0 && queues.data === undefined && !error)}
      error={error}
      onRetry={() => {
        onRetry();
        void queues.mutate();
      }}
      updatedAt={queues.updatedAt}
    />
  );
}

/** Each doctor's queue, one GET /api/queue?doctorId= per doctor, asked again every few seconds, by doctor id. */
function useQueues(ids: readonly number[]) {
  const [updatedAt, setUpdatedAt] = useState<Date | undefined>();
  const response = useSWR<Record<number, QueueState>, Error>(
    ids.length === 0 ? null : ['queue-board', ...ids],
    async ([, ...doctorIds]: [string, ...number[]]) => {
      const answers = await Promise.all(doctorIds.map((doctorId) => apiGet<QueueState>(withQuery(API_PATHS.queue, { doctorId }))));
      return Object.fromEntries(answers.map((answer, index) => [doctorIds[index]!, answer]));
    },
    { ...POLL, fetcher: undefined, onSuccess: () => setUpdatedAt(new Date()) },
  );
  return { data: response.data, error: response.error, isLoading: response.isLoading, mutate: response.mutate, updatedAt };
}

/* The whole screen, edge to edge: a TV shows nothing but the board. */
const Screen = styled.main`
  display: grid;
  min-block-size: 100dvh;
  background-color: ${cssVar.color.text};
`;

const NotFound = styled.p`
  margin: 0;
  padding: ${cssVar.space[8]};
  color: ${cssVar.color.surface};
  font-size: ${cssVar.font.size['2xl']};
  text-align: center;
`;
