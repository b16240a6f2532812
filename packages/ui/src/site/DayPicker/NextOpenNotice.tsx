import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../Button/index.ts';
import { Status } from '../../LiveRegion/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { slotTimeText } from '../../TimeSlotPicker/index.ts';
import { useIntlLocale, useUiTexts } from '../../UiTexts/index.ts';
import { DAY_PICKER_TEXTS } from './dayPickerTexts.ts';
import { formatShortDay } from '../../shared/shortDay.ts';
import type { OpenSlot } from './openDays.ts';

export interface NextOpenNoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The chosen day, whose every slot is taken. */
  date: string;
  /** The first slot with a place after it (`nextOpenAfter`); undefined when none is shown. */
  next: OpenSlot | undefined;
  /** Takes the next open slot: the form sets its day and time. */
  onChoose: (slot: OpenSlot) => void;
  ref?: Ref<HTMLDivElement>;
}

/** Under a full day: "All times on Tue 1 Dec are booked. The next open time is Wed 2 Dec, 9:30 AM." and a button that takes it. */
export function NextOpenNotice({ date, next, onChoose, ref, ...rest }: NextOpenNoticeProps) {
  const texts = useUiTexts('dayPicker', DAY_PICKER_TEXTS);
  const locale = useIntlLocale();
  const nextText = next ? texts.dayAndTime(formatShortDay(next.date, locale), slotTimeText(next.time, locale)) : undefined;
  return (
    <Root {...rest} ref={ref}>
      <Status element="p">{texts.dayFull(formatShortDay(date, locale), nextText)}</Status>
      {next && nextText ? (
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={() => onChoose(next)}>
            {texts.chooseNext(nextText)}
          </Button>
        </div>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surfaceMuted};

  & p {
    margin: 0;
  }
`;
