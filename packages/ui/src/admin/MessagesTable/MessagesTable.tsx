import { useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { Message, MessagePage } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { Alert, Status } from '../../LiveRegion/index.ts';
import { Pagination } from '../../Pagination/index.ts';
import { Select } from '../../Select/index.ts';
import { EmailText } from '../../shared/EmailText.tsx';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { MessageDialog, useResend } from '../MessageDialog/index.ts';
import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNEL_OPTIONS,
  MESSAGE_KIND_LABELS,
  MESSAGE_KIND_OPTIONS,
  MESSAGE_STATUS_OPTIONS,
  MessageStatusBadge,
  canResend,
  messageName,
  messageTime,
  type MessageFilter,
} from '../MessageStatusBadge/index.ts';
import type { MessagesTableQuery } from './messagesQuery.ts';

const LOADING_TEXT = 'Loading messages...';

export interface MessagesTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onError'>, LoadState {
  /** The page the server answered for `query` (or, while the next loads, the one before it); undefined until the first. */
  page: MessagePage | undefined;
  /** The filters and page the table shows; its caller keeps them. */
  query: MessagesTableQuery;
  /** Called with the whole next query when a filter changes (from page 1) or the page turns. */
  onQueryChange: (next: MessagesTableQuery) => void;
  /**
   * Sends a failed message again; pass it only for a user who may (admins): without it no Resend is offered. A
   * rejected promise's error message is shown (the site passes the server's words).
   */
  onResend?: ((message: Message) => Promise<unknown>) | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The Messages tab: every message the hospital sent or will send patients, newest first, a page at a time from the
 * server, filtered by status, kind and channel. Each row opens its message ("View"), and a failed one can be sent
 * again ("Resend") by a user who may. Times are the hospital's (IST).
 */
export function MessagesTable({ page, query, onQueryChange, isLoading, error, onRetry, onResend, ref, ...rest }: MessagesTableProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const resend = useResend(onResend);
  const phase = loadPhase({ isLoading, error });
  const refreshing = phase === 'loading' && page !== undefined;
  const shown = phase === 'ready' || refreshing ? page : undefined;
  const total = shown?.total ?? 0;
  // The open message as the latest page has it (a resend changes its status), or as it was opened.
  const [opened, setOpened] = useState<Message | null>(null);
  const openMessage = openId === null ? null : (shown?.items.find((message) => message.id === openId) ?? opened);
  const mayResend = onResend !== undefined;

  const columns: DataTableColumn<Message>[] = [
    {
      key: 'time',
      header: 'Time (IST)',
      width: '11rem',
      cell: (message) => {
        const time = messageTime(message);
        return (
          <>
            {time.text}
            <DataTable.SecondaryText>{time.label}</DataTable.SecondaryText>
          </>
        );
      },
    },
    {
      key: 'kind',
      header: 'Message',
      rowHeader: true,
      width: '9rem',
      cell: (message) => (
        <>
          {MESSAGE_KIND_LABELS[message.kind]}
          <DataTable.SecondaryText>{MESSAGE_CHANNEL_LABELS[message.channel]}</DataTable.SecondaryText>
        </>
      ),
    },
    {
      key: 'recipient',
      header: 'To',
      width: '12rem',
      cell: (message) => (
        <>
          <Recipient>
            <EmailText email={message.recipient} />
          </Recipient>
          <DataTable.SecondaryText>
            <NoWrap>{message.reference}</NoWrap>
          </DataTable.SecondaryText>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: '9rem',
      cell: (message) => (
        <>
          <NoWrap>
            <MessageStatusBadge status={message.status} />
          </NoWrap>
          <DataTable.SecondaryText>
            {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
          </DataTable.SecondaryText>
        </>
      ),
    },
    { key: 'error', header: 'Last error', width: '10rem', truncate: true, cell: (message) => message.lastError ?? '' },
    {
      key: 'actions',
      header: 'Actions',
      width: mayResend ? '11rem' : '6rem',
      cell: (message) => (
        <RowActions>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`View ${messageName(message)} to ${message.recipient}`}
            onClick={() => {
              setOpened(message);
              setOpenId(message.id);
            }}
          >
            View
          </Button>
          {canResend(message, mayResend) ? (
            <Button
              size="sm"
              variant="secondary"
              loading={resend.pending.has(message.id)}
              aria-label={`Resend ${messageName(message)} to ${message.recipient}`}
              onClick={() => void resend.resend(message)}
            >
              Resend
            </Button>
          ) : null}
        </RowActions>
      ),
    },
  ];

  const filter = <T extends string>(value: string) => value as MessageFilter<T>;

  return (
    <Root {...rest} ref={ref}>
      <Toolbar role="search" aria-label="Messages">
        <FilterBox>
          <Select
            aria-label="Filter by status"
            options={MESSAGE_STATUS_OPTIONS}
            value={query.status}
            onChange={(event) => onQueryChange({ ...query, status: filter(event.target.value), page: 1 })}
          />
        </FilterBox>
        <FilterBox>
          <Select
            aria-label="Filter by kind"
            options={MESSAGE_KIND_OPTIONS}
            value={query.kind}
            onChange={(event) => onQueryChange({ ...query, kind: filter(event.target.value), page: 1 })}
          />
        </FilterBox>
        <FilterBox>
          <Select
            aria-label="Filter by channel"
            options={MESSAGE_CHANNEL_OPTIONS}
            value={query.channel}
            onChange={(event) => onQueryChange({ ...query, channel: filter(event.target.value), page: 1 })}
          />
        </FilterBox>
      </Toolbar>
      {resend.error && openId === null ? <Alert>{resend.error}</Alert> : null}
      <Status visuallyHidden>{refreshing ? LOADING_TEXT : ''}</Status>
      <TableArea aria-busy={refreshing || undefined}>
        <DataTable
          caption="Messages to patients"
          hideCaption
          columns={columns}
          rows={shown?.items ?? []}
          rowKey={(message) => message.id}
          isLoading={phase === 'loading' && !refreshing}
          loadingText={LOADING_TEXT}
          skeletonRows={5}
          emptyText="No messages found"
          error={phase === 'error' ? error : undefined}
          errorText="Failed to load messages. Please try again later."
          onRetry={onRetry}
          maxHeight="none"
        />
      </TableArea>
      {shown && total > 0 ? (
        <Pagination
          aria-label="Messages pages"
          page={query.page}
          totalItems={total}
          pageSize={shown.pageSize}
          onPageChange={(next) => onQueryChange({ ...query, page: next })}
        />
      ) : null}
      <MessageDialog
        message={openMessage}
        onOpenChange={(open) => {
          if (!open) setOpenId(null);
        }}
        onResend={mayResend ? (message) => void resend.resend(message) : undefined}
        resending={openMessage !== null && resend.pending.has(openMessage.id)}
        resendError={resend.error}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[3]};
`;

const FilterBox = styled.div`
  flex: 1 1 10rem;

  ${media.md} {
    flex: 0 0 12rem;
  }
`;

const TableArea = styled.div`
  position: relative;
  min-inline-size: 0;

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[2]};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/* An e-mail address may break anywhere rather than push the table wider. */
/* Breaks after the "@" (EmailText's <wbr>); inside a name or domain only when even that part is wider than the
   column, which it never widens (anywhere, unlike break-word, counts in the column's minimum width). */
const Recipient = styled.span`
  overflow-wrap: anywhere;
`;
