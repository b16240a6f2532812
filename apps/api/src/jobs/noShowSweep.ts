// The no-show sweep's schedule: every minute, pg-boss's cron (in the application's database, so one
// instance of many runs each minute's sweep) marks absent the booked patients nobody checked in once their session
// has ended, on the days whose queue ran. The queue's and the OPD day's reads sweep their own doctor-day first as well,
// so the first request after a session never shows someone absent as still expected.
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';

export const NO_SHOW_QUEUE = 'opd-no-shows';
/** Every minute: a session ends on a minute, and the front desk should see its absent patients within one. */
export const NO_SHOW_CRON = '* * * * *';

/** Creates the sweep's queue, schedules it and works it on this instance; `sweep` answers how many it marked. */
export async function startNoShowSweeps(boss: PgBoss, sweep: () => Promise<number>, log: Logger): Promise<void> {
  // One sweep at a time across the instances: a minute's job waits for the last to finish rather than race it.
  await boss.createQueue(NO_SHOW_QUEUE, { name: NO_SHOW_QUEUE, policy: 'singleton', retryLimit: 0, expireInSeconds: 120 });
  await boss.schedule(NO_SHOW_QUEUE, NO_SHOW_CRON, {}, { tz: 'Asia/Kolkata' });
  await boss.work(NO_SHOW_QUEUE, async () => {
    const marked = await sweep();
    if (marked > 0) log.info({ marked }, 'no-shows marked');
  });
}
