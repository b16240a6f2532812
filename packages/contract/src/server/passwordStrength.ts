// How easily a new password is guessed, estimated by zxcvbn-ts (Dropbox's estimator: the 49,000-odd leaked
// passwords and the English words and names of its dictionaries, keyboard rows, sequences, repeats, dates and l33t
// spellings), with the hospital's name and the account's own names as the words an attacker tries first. Its
// dictionaries weigh megabytes, so only the servers and the command line load them, on first use (about half a
// second; none at start): the browser checks the length and shows this answer.
import { FIELD_CODES, type FieldProblems } from '../errorCodes.ts';
import { HOSPITAL_FACTS } from '../hospitalFacts.ts';
import { API_MESSAGES } from '../messages.ts';

export const PASSWORD_STRENGTH = {
  /** zxcvbn's score from 0 to 4: 3 is "safely unguessable" (about 10^8 guesses and more), what it advises. */
  minScore: 3,
  /**
   * The estimate's cost grows steeply with the length (a 200-sign pattern took seconds): the first 64 signs are
   * judged, enough to find any pattern a person would type, and a request cannot hold the server for long.
   */
  judgedLength: 64,
  /** So do l33t spellings tried at once (seconds at zxcvbn's 100 with many digits); 12 still finds "P@ssw0rd". */
  l33tMaxSubstitutions: 12,
} as const;

/** Whose password it is: their names are the first guesses of someone who knows the account. */
export interface PasswordOwner {
  username: string;
  displayName?: string | undefined;
}

type Estimator = (password: string, userInputs: string[]) => { score: number; feedback: { warning: string | null; suggestions: string[] } };

let estimator: Promise<Estimator> | undefined;

function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const factory = new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
      maxLength: PASSWORD_STRENGTH.judgedLength,
      l33tMaxSubstitutions: PASSWORD_STRENGTH.l33tMaxSubstitutions,
    });
    return (password, userInputs) => factory.check(password, userInputs);
  })();
  return estimator;
}

/**
 * The words zxcvbn takes as the user's own: each name whole, run together ("citycarehospital") and word by word
 * (words of three letters or more, so a name's initials do not count against every password holding them).
 */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const inputs = new Set<string>();
  for (const text of [HOSPITAL_FACTS.name, owner.username, owner.displayName ?? '']) {
    const whole = text.trim().toLowerCase();
    if (whole === '') continue;
    const words = whole.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
    inputs.add(whole);
    if (words.length > 0) inputs.add(words.join(''));
    for (const word of words) inputs.add(word);
  }
  return [...inputs];
}

/**
 * Why `password` is refused, as one sentence (zxcvbn's warning and its first suggestion), or undefined when it may
 * be used. The length and the rest of the schema are checked before this.
 */
export async function weakPasswordFeedback(password: string, owner: PasswordOwner): Promise<string | undefined> {
  const estimate = (await loadEstimator())(password, passwordUserInputs(owner));
  if (estimate.score >= PASSWORD_STRENGTH.minScore) return undefined;
  const [suggestion] = estimate.feedback.suggestions;
  return [estimate.feedback.warning || API_MESSAGES.weakPassword, suggestion].filter(Boolean).join(' ');
}

/** What the servers refuse in a new password beyond its schema, as a problem of `field`; empty when it may be used. */
export async function weakPasswordProblems(password: string, owner: PasswordOwner, field = 'newPassword'): Promise<FieldProblems> {
  const feedback = await weakPasswordFeedback(password, owner);
  return feedback === undefined ? {} : { [field]: { message: feedback, code: FIELD_CODES.weakPassword } };
}
