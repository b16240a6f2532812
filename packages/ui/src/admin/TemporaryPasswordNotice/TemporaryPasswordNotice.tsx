import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { Status } from '../../LiveRegion/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { TEMPORARY_PASSWORD_NOTICE_TEXTS } from './temporaryPasswordNoticeTexts.ts';

/** Why there is a temporary password: a new account, or an admin's reset of a forgotten one. */
export type TemporaryPasswordReason = 'created' | 'reset';

export interface TemporaryPasswordNoticeProps {
  open: boolean;
  /** Done, Escape and the close button call it with `false`; the password is gone for good once closed. */
  onOpenChange: (open: boolean) => void;
  username: string;
  temporaryPassword: string;
  reason?: TemporaryPasswordReason;
  /** Puts the password on the clipboard (the app's `navigator.clipboard.writeText`); a rejection says so. */
  onCopy: (text: string) => void | Promise<unknown>;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The temporary password of a new account or a reset, shown once: in large type that survives being read aloud,
 * a button that copies it, and the words that it must be changed at the first sign-in. Copying is a callback,
 * so the design system never touches the clipboard itself.
 */
export function TemporaryPasswordNotice({
  open,
  onOpenChange,
  username,
  temporaryPassword,
  reason = 'created',
  onCopy,
}: TemporaryPasswordNoticeProps) {
  const texts = useUiTexts('temporaryPasswordNotice', TEMPORARY_PASSWORD_NOTICE_TEXTS);
  const labelId = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  // What happened to which password: a new one (another account, another reset) has not been copied yet.
  const [attempt, setAttempt] = useState<{ password: string; state: CopyState }>({ password: '', state: 'idle' });
  const copy = attempt.password === temporaryPassword ? attempt.state : 'idle';

  const copyPassword = async () => {
    const password = temporaryPassword;
    try {
      await onCopy(password);
      setAttempt({ password, state: 'copied' });
    } catch {
      setAttempt({ password, state: 'failed' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={reason === 'reset' ? texts.resetTitle(username) : texts.createdTitle(username)}
      description={texts.onlyOnce}
      size="sm"
      initialFocusRef={copyRef}
      footer={
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {texts.done}
        </Button>
      }
    >
      <Body>
        <PasswordBox>
          <PasswordLabel id={labelId}>{texts.passwordLabel}</PasswordLabel>
          <Password aria-labelledby={labelId} translate="no" spellCheck={false}>
            {temporaryPassword}
          </Password>
        </PasswordBox>
        <Button ref={copyRef} variant="secondary" onClick={() => void copyPassword()}>
          {texts.copy}
        </Button>
        <CopyStatus element="p" data-state={copy}>
          {copy === 'copied' ? texts.copied : copy === 'failed' ? texts.copyFailed : ''}
        </CopyStatus>
        <MustChange>{texts.mustChange}</MustChange>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  justify-items: start;
`;

const PasswordBox = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  inline-size: 100%;
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surfaceMuted};
`;

const PasswordLabel = styled.span`
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
  font-weight: ${cssVar.font.weight.semibold};
`;

const Password = styled.code`
  color: ${cssVar.color.text};
  font-family: ${cssVar.font.family.mono};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.semibold};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  user-select: all;
`;

const CopyStatus = styled(Status)`
  margin: 0;
  min-block-size: 1lh;
  font-weight: ${cssVar.font.weight.medium};

  &[data-state='copied'] {
    color: ${cssVar.color.status.appointment.confirmed.fg};
  }

  &[data-state='failed'] {
    color: ${cssVar.color.danger};
  }
`;

const MustChange = styled.p`
  margin: 0;
  padding: ${cssVar.space[3]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.status.appointment.pending.bg};
  color: ${cssVar.color.status.appointment.pending.fg};
  font-weight: ${cssVar.font.weight.medium};
`;
