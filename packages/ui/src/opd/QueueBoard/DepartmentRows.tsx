import { Status } from '../../LiveRegion/index.ts';
import { moreWaiting, nextTokens, type QueueBoardDoctor } from './queueBoard.ts';
import { Message, More, NextList, NoneCalled, NoneWaiting, RowToken, Table } from './queueBoardStyles.ts';
import type { QueueBoardTexts } from './queueBoardTexts.ts';
import { QueueToken } from './QueueToken.tsx';

/** A department's board: a row per doctor with the token in their room and their next tokens. */
export function DepartmentRows({
  doctors,
  nextCount,
  texts,
  english,
}: {
  doctors: readonly QueueBoardDoctor[];
  nextCount: number;
  texts: QueueBoardTexts;
  english: string | undefined;
}) {
  if (doctors.length === 0) return <Message element="p">{texts.noDoctors}</Message>;
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{texts.doctor}</th>
          <th scope="col">{texts.nowServing}</th>
          <th scope="col">{texts.next}</th>
        </tr>
      </thead>
      <tbody>
        {doctors.map((doctor) => {
          const serving = doctor.queue?.nowServing ?? null;
          const next = nextTokens(doctor.queue, nextCount);
          const more = moreWaiting(doctor.queue, nextCount);
          return (
            <tr key={doctor.id}>
              <th scope="row" lang={english}>
                {doctor.name}
              </th>
              <td>
                <Status element="span">
                  {serving === null ? <NoneCalled>{texts.noneCalled}</NoneCalled> : <RowToken><QueueToken token={serving} texts={texts} /></RowToken>}
                </Status>
              </td>
              <td>
                {next.length === 0 ? (
                  <NoneWaiting>{texts.noneWaiting}</NoneWaiting>
                ) : (
                  <NextList data-compact="">
                    {next.map((token) => (
                      <li key={token}>
                        <QueueToken token={token} texts={texts} />
                      </li>
                    ))}
                  </NextList>
                )}
                {more > 0 ? <More>{texts.moreWaiting(more)}</More> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
