import { useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import { HOSPITAL_TIME_ZONE, STAFF_ROLES, type StaffRole, type User } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { DropdownMenu } from '../../DropdownMenu/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { MoreIcon } from '../../projects/MoreIcon/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { useIntlLocale, useUiTexts } from '../../UiTexts/index.ts';
import { isStaffRole, sortStaff } from './staffRows.ts';
import { STAFF_TABLE_TEXTS, type StaffTableTexts } from './staffTableTexts.ts';

export interface StaffTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onError'>, LoadState {
  /** The accounts as the API lists them; undefined until they have loaded. */
  staff: readonly User[] | undefined;
  /** The signed-in admin: their own row cannot be deactivated or lose its role here. */
  currentUserId?: number | undefined;
  /** Opens the dialog that creates an account. Without it there is no Add button. */
  onAdd?: (() => void) | undefined;
  /** Each action's promise keeps the row's menu busy until it settles; the caller reports how it went. */
  onRoleChange: (user: User, role: StaffRole) => void | Promise<unknown>;
  onActiveChange: (user: User, active: boolean) => void | Promise<unknown>;
  onResetPassword: (user: User) => void | Promise<unknown>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The Staff tab: every account with its username, name, role, whether it may sign in and when it last did, and a
 * row menu to change the role, deactivate or reactivate it, or give it a new temporary password. The caller owns
 * the data and the calls; the table only keeps a row busy while its action runs.
 */
export function StaffTable({
  staff,
  currentUserId,
  isLoading,
  error,
  onRetry,
  onAdd,
  onRoleChange,
  onActiveChange,
  onResetPassword,
  ref,
  ...rest
}: StaffTableProps) {
  const texts = useUiTexts('staffTable', STAFF_TABLE_TEXTS);
  const locale = useIntlLocale();
  // The ids whose action is under way.
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const run = async (user: User, action: () => void | Promise<unknown>) => {
    setBusy((current) => new Set(current).add(user.id));
    try {
      await action();
    } catch {
      // The caller says what failed (a toast); the row just stops being busy.
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(user.id);
        return next;
      });
    }
  };

  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: HOSPITAL_TIME_ZONE });
  const columns = staffColumns({
    texts,
    currentUserId,
    busy,
    formatDate: (value) => dateFormat.format(new Date(value)),
    onRoleChange: (user, role) => void run(user, () => onRoleChange(user, role)),
    onActiveChange: (user, active) => void run(user, () => onActiveChange(user, active)),
    onResetPassword: (user) => void run(user, () => onResetPassword(user)),
  });
  const ready = loadPhase({ isLoading, error }) === 'ready';

  return (
    <Root {...rest} ref={ref}>
      {onAdd ? (
        <Toolbar>
          <Button onClick={onAdd} disabled={!ready}>
            {texts.addStaff}
          </Button>
        </Toolbar>
      ) : null}
      <DataTable
        caption={texts.caption}
        hideCaption
        columns={columns}
        rows={sortStaff(staff ?? [])}
        rowKey={(user) => user.id}
        isLoading={isLoading}
        loadingText={texts.loading}
        skeletonRows={4}
        emptyText={texts.empty}
        error={error}
        errorText={texts.error}
        retryLabel={texts.retry}
        onRetry={onRetry}
        maxHeight="none"
      />
    </Root>
  );
}

interface ColumnOptions {
  texts: StaffTableTexts;
  currentUserId: number | undefined;
  busy: ReadonlySet<number>;
  formatDate: (value: string) => string;
  onRoleChange: (user: User, role: StaffRole) => void;
  onActiveChange: (user: User, active: boolean) => void;
  onResetPassword: (user: User) => void;
}

function staffColumns({ texts, currentUserId, busy, formatDate, onRoleChange, onActiveChange, onResetPassword }: ColumnOptions): DataTableColumn<User>[] {
  return [
    {
      key: 'username',
      header: texts.username,
      rowHeader: true,
      width: '11rem',
      cell: (user) => (
        <>
          <Username>{user.username}</Username>
          {user.id === currentUserId ? <DataTable.SecondaryText>{texts.you}</DataTable.SecondaryText> : null}
        </>
      ),
    },
    { key: 'displayName', header: texts.displayName, width: '14rem', cell: (user) => user.displayName },
    {
      key: 'role',
      header: texts.role,
      width: '8rem',
      cell: (user) => (
        <Badge tone={user.role === 'admin' ? 'brand' : user.role === 'reception' ? 'info' : 'neutral'}>{texts.roles[user.role]}</Badge>
      ),
    },
    {
      key: 'status',
      header: texts.status,
      width: '11rem',
      cell: (user) => (
        <Badges>
          <Badge tone={user.active ? 'success' : 'danger'}>{user.active ? texts.active : texts.deactivated}</Badge>
          {user.active && user.mustChangePassword ? <Badge tone="warning">{texts.mustChangePassword}</Badge> : null}
        </Badges>
      ),
    },
    {
      key: 'lastSignIn',
      header: texts.lastSignIn,
      width: '11rem',
      cell: (user) => (user.lastSignInAt ? formatDate(user.lastSignInAt) : <Muted>{texts.never}</Muted>),
    },
    {
      key: 'actions',
      header: texts.actions,
      width: '6rem',
      cell: (user) => {
        const self = user.id === currentUserId;
        return (
          <DropdownMenu
            align="end"
            trigger={<IconButton label={texts.actionsFor(user.username)} icon={<MoreIcon />} size="sm" disabled={busy.has(user.id)} />}
          >
            {isStaffRole(user.role)
              ? STAFF_ROLES.filter((role) => role !== user.role).map((role) => (
                  <DropdownMenu.Item key={role} disabled={self} onSelect={() => onRoleChange(user, role)}>
                    {texts.changeRoleTo(texts.roles[role])}
                  </DropdownMenu.Item>
                ))
              : null}
            <DropdownMenu.Item disabled={!user.active} onSelect={() => onResetPassword(user)}>
              {texts.resetPassword}
            </DropdownMenu.Item>
            <DropdownMenu.Separator />
            {user.active ? (
              <DropdownMenu.Item tone="destructive" disabled={self} onSelect={() => onActiveChange(user, false)}>
                {texts.deactivate}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item onSelect={() => onActiveChange(user, true)}>{texts.reactivate}</DropdownMenu.Item>
            )}
          </DropdownMenu>
        );
      },
    },
  ];
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Username = styled.span`
  font-family: ${cssVar.font.family.mono};
  overflow-wrap: anywhere;
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[1]};
`;

const Muted = styled.span`
  color: ${cssVar.color.textMuted};
`;
