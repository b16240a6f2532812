import { Status } from '../../LiveRegion/index.ts';
import { moreWaiting, nextTokens, type QueueBoardDoctor } from './queueBoard.ts';
import { BigToken, Columns, Label, More, NextList, NextPanel, NoneCalled, NoneWaiting, ServingPanel } from './queueBoardStyles.ts';
import type { QueueBoardTexts } from './queueBoardTexts.ts';
import { QueueToken } from './QueueToken.tsx';

/** A doctor's board: the token in the room, large, beside the next tokens to be called. */
export function DoctorQueue({ doctor, nextCount, texts }: { doctor: QueueBoardDoctor; nextCount: number; texts: QueueBoardTexts }) {
  const serving = doctor.queue?.nowServing ?? null;
  const next = nextTokens(doctor.queue, nextCount);
  const more = moreWaiting(doctor.queue, nextCount);
  return (
    <Columns>
      <ServingPanel>
        <Label>{texts.nowServing}</Label>
        <Status element="p">
          {serving === null ? <NoneCalled>{texts.noneCalled}</NoneCalled> : <BigToken><QueueToken token={serving} texts={texts} /></BigToken>}
        </Status>
      </ServingPanel>
      <NextPanel>
        <Label>{texts.next}</Label>
        {next.length === 0 ? (
          <NoneWaiting>{texts.noneWaiting}</NoneWaiting>
        ) : (
          <NextList>
            {next.map((token) => (
              <li key={token}>
                <QueueToken token={token} texts={texts} />
              </li>
            ))}
          </NextList>
        )}
        {more > 0 ? <More>{texts.moreWaiting(more)}</More> : null}
      </NextPanel>
    </Columns>
  );
}
