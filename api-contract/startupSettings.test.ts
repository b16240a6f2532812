// A setting out of its bounds stops the server at start-up with a sentence naming it, the same on every server: the
// mock (npm run dev) and apps/api (on PGlite or PostgreSQL) read the environment with the contract's parsing, so a
// value one of them takes is never refused by the other.
import { describe, expect, it } from 'vitest';
import { runServerUnderTestToExit } from './harness.ts';

describe('CHECK_IN_GRACE_MINUTES', () => {
  it.each(['241', '-1', '2.5', 'soon'])('refuses %s at start-up, naming the setting and its bounds', { timeout: 120_000 }, async (value) => {
    const { code, output } = await runServerUnderTestToExit({ CHECK_IN_GRACE_MINUTES: value });
    expect(code).not.toBe(0);
    expect(output).toContain(`CHECK_IN_GRACE_MINUTES must be a whole number of minutes from 0 to 240, got "${value}"`);
  });
});
