// The new passwords both servers and the command line refuse: the ones a person would guess first.
import { describe, expect, it } from 'vitest';
import { passwordUserInputs, weakPasswordFeedback, weakPasswordProblems } from './passwordStrength.ts';
import { newTemporaryPassword } from './temporaryPassword.ts';

const owner = { username: 'sunita.verma', displayName: 'Sunita Verma' };

describe('an easily guessed password', () => {
  it.each([
    ['aaaaaaaaaaaa', /Repeated characters/],
    ['abcdefghijkl', /Common character sequences/],
    ['qwertyuiopasdf', /commonly used password/],
    ['Password1234!', /commonly used password/],
    ['QWERTY123456', /commonly used password/],
    ['CityCareHospital', /personal or page related data/],
    ['sunita.vermasunita.verma', /personal or page related data/],
    ['sunitaverma1234', /personal or page related data/],
  ])('%s is refused, saying why', async (password, why) => {
    expect(await weakPasswordFeedback(password, owner)).toMatch(why);
  }, 20_000);

  it('is the field’s problem with the contract’s code, the warning and the first suggestion as its message', async () => {
    expect(await weakPasswordProblems('aaaaaaaaaaaa', owner)).toEqual({
      newPassword: { message: 'Repeated characters like "aaa" are easy to guess. Add more words that are less common.', code: 'weak_password' },
    });
  }, 20_000);

  it('takes the hospital’s name and the account’s names whole, run together and word by word', () => {
    expect(passwordUserInputs(owner)).toEqual(
      expect.arrayContaining(['city care hospital', 'citycarehospital', 'hospital', 'sunita.verma', 'sunitaverma', 'sunita', 'verma', 'sunita verma']),
    );
    expect(passwordUserInputs({ username: 'desk.a1' })).not.toContain('a1');
  });
});

describe('a password hard to guess', () => {
  it('is accepted: a passphrase of a few words, and the temporary passwords the server makes', async () => {
    expect(await weakPasswordProblems('lotus pond at dawn 42', owner)).toEqual({});
    expect(await weakPasswordFeedback('monsoon over the ghats', owner)).toBeUndefined();
    for (let index = 0; index < 50; index++) expect(await weakPasswordFeedback(newTemporaryPassword(), owner)).toBeUndefined();
  }, 30_000);

  it('is judged in bounded time however long it is', async () => {
    await weakPasswordFeedback('warm the estimator up', owner);
    const started = performance.now();
    expect(await weakPasswordFeedback('Ab1!'.repeat(50), owner)).toMatch(/Repeated/);
    // Unbounded, this pattern took 7 to 10 seconds; judged on its first 64 signs, well under one.
    expect(performance.now() - started).toBeLessThan(3_000);
  }, 30_000);
});
