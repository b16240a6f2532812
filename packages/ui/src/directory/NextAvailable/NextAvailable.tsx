import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { slotTimeText } from '../../TimeSlotPicker/index.ts';
import { useIntlLocale, useUiTexts } from '../../UiTexts/index.ts';
import { NEXT_AVAILABLE_TEXTS } from './nextAvailableTexts.ts';
import { nextAvailableWhen } from './nextAvailable.ts';

export interface NextAvailableProps extends Omit<ComponentPropsWithoutRef<'p'>, 'children'> {
  /** The doctor's first slot with a place left; `null` when none in the days read; undefined while loading. */
  next: { date: string; time: string } | null | undefined;
  /** How many days were read, for "No open slot in the next 14 days". */
  days?: number;
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * "Next available: Tue 1 Dec, 9:30 AM" on a doctor's card or profile, in the page's language. While the doctor's
 * days load it draws an empty line of the same height, so nothing moves when the words arrive.
 */
export function NextAvailable({ next: slot, days = 14, ref, ...rest }: NextAvailableProps) {
  const texts = useUiTexts('nextAvailable', NEXT_AVAILABLE_TEXTS);
  const locale = useIntlLocale();
  let words = '';
  if (slot === null) words = texts.noneSoon(days);
  else if (slot !== undefined) words = texts.nextAvailable(nextAvailableWhen(slot, locale, slotTimeText));
  return (
    <Line {...rest} ref={ref} data-state={slot === undefined ? 'loading' : slot === null ? 'none' : 'open'}>
      {slot ? <Dot aria-hidden="true" /> : null}
      {words}
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${cssVar.space[2]};
  min-block-size: calc(${cssVar.font.lineHeight.body} * 1em);
  margin: 0;
  color: ${cssVar.color.status.appointment.confirmed.fg};
  font-weight: ${cssVar.font.weight.medium};
  line-height: ${cssVar.font.lineHeight.body};

  &[data-state='none'] {
    color: ${cssVar.color.textMuted};
    font-weight: ${cssVar.font.weight.regular};
  }
`;

/* On the first line's middle, whether the words take one line or two. */
const Dot = styled.span`
  flex: none;
  margin-block-start: calc((${cssVar.font.lineHeight.body} * 1em - ${cssVar.space[2]}) / 2);
  inline-size: ${cssVar.space[2]};
  block-size: ${cssVar.space[2]};
  border-radius: ${cssVar.radius.pill};
  background-color: currentColor;
`;
