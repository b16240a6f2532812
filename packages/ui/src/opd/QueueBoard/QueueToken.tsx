import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import type { QueueBoardTexts } from './queueBoardTexts.ts';

/** A token read as "Token 14" and shown as "14". */
export function QueueToken({ token, texts }: { token: number; texts: QueueBoardTexts }) {
  return (
    <>
      <VisuallyHidden>{texts.token(token)}</VisuallyHidden>
      <span aria-hidden="true">{token}</span>
    </>
  );
}
