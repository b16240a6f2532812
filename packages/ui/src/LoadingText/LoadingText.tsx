import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { Status } from '../LiveRegion/index.ts';
import { STATE_TEXTS } from '../shared/stateTexts.ts';
import { cssVar } from '../theme/cssVar.ts';
import { useUiTexts } from '../UiTexts/index.ts';

export interface LoadingTextProps extends ComponentPropsWithoutRef<'p'> {
  /** What is loading, in the spec's words: "Loading doctors...". Default "Loading..." (in the page's language). */
  children?: string;
  /** A small spinner before the text; decorative, still under reduced motion. */
  spinner?: boolean;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * A line that says what is loading, announced politely once it appears. Render it in place of the list, and
 * replace it with the list (or an EmptyState / ErrorState) when the data arrives.
 */
export function LoadingText({ children, spinner = true, ref, ...rest }: LoadingTextProps) {
  const texts = useUiTexts('states', STATE_TEXTS);
  return (
    <Root {...rest} element="p" ref={ref as Ref<HTMLElement>}>
      {spinner ? <Spinner aria-hidden="true" /> : null}
      <span>{children ?? texts.loading}</span>
    </Root>
  );
}

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Root = styled(Status)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${cssVar.space[3]};
  margin: 0;
  padding: ${cssVar.space[8]} ${cssVar.space[4]};
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.md};
  text-align: center;
`;

const Spinner = styled.span`
  flex: none;
  inline-size: ${cssVar.size.icon.md};
  block-size: ${cssVar.size.icon.md};
  border: ${cssVar.borderWidth.thick} solid ${cssVar.color.border};
  border-block-start-color: ${cssVar.color.brand};
  border-radius: ${cssVar.radius.pill};
  animation: ${spin} ${cssVar.motion.duration.spinner} linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
