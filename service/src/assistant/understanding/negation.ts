/**
 * Negation: whether "not", "no longer", "instead of" or "rather than" before a term turns it down.
 * "I'm not a dentist, I run a bakery"; "non-medical"; "not just the base rent" is as well, not
 * instead. A negation reaches back over filler words only, never across a clause.
 */
import type { TermMatch } from './lexicon.ts';
import { CLAUSE_BREAK } from './normalise.ts';

// ("nothing medical at all": none of it.)
export const NEGATORS = new Set([
  'not',
  'no',
  'non',
  'never',
  'nor',
  'neither',
  'instead',
  'nothing',
  // ("je suis pas dentiste, j'ai un resto": French, in an English sentence or alone.)
  'pas',
]);

// Words a negation reaches over: "not really a dental clinic", "no longer a medical practice",
// "a bakery instead of a dentist".
const FILLERS = new Set(
  'a an the un une that in into of or to for at really actually exactly some kind sort type any just longer more doing running looking want wants wanting need needs require planning going trying interested technically necessarily strictly like typical traditional regular anything ready sell selling realtor agent broker someone somebody'.split(
    ' ',
  ),
);

const LOOK_BACK = 8;

const NOT_ONLY = new Set(['just', 'only', 'merely', 'simply']);

// "isnt nicole a cpa?", "but doesnt physio count?": a question's "not" (an auxiliary before it
// opens the clause, its subject after it), which asks rather than turns down. ("were not a
// clinic" is "we're", and "is not a clinic" has no subject: both turn down.)
const AUXILIARIES = new Set('is are was do does did has have can could would will'.split(' '));
const OPENERS = new Set(['but', 'so', 'and', 'ok', 'okay', 'well', 'wait']);
// "is it dumb not to just buy a building": the buying is weighed, not turned down.
const WEIGHS = new Set(
  'dumb crazy silly stupid foolish nuts smart smarter better wise wiser'.split(' '),
);
function asksWithNot(tokens: readonly string[], index: number): boolean {
  if (tokens[index] !== 'not' || !AUXILIARIES.has(tokens[index - 1] ?? '')) return false;
  const before = tokens[index - 2] ?? CLAUSE_BREAK;
  const opensClause = before === CLAUSE_BREAK || OPENERS.has(before);
  return opensClause && !FILLERS.has(tokens[index + 1] ?? 'a');
}

/** Whether a negation ("not", "no longer", "instead of") reaches the match over filler words. */
export function isNegated(
  match: TermMatch,
  tokens: readonly string[],
  covered: ReadonlySet<number> = new Set(),
): boolean {
  // ("that specific building, not clinics in general": what the question narrows, not what the
  // visitor is.)
  if (tokens[match.end] === 'in' && tokens[match.end + 1] === 'general') return false;
  for (let index = match.start - 1; index >= Math.max(0, match.start - LOOK_BACK); index -= 1) {
    const token = tokens[index] ?? CLAUSE_BREAK;
    // "non profit need office space": a negator inside another business's term negates nothing.
    if (covered.has(index) && NEGATORS.has(token)) continue;
    // ("buy instead, how long does that take": "instead" turns down only what "of" follows.)
    if (token === 'instead' && tokens[index + 1] !== 'of') return false;
    // "not just the base rent", "not only dentists": as well, not instead.
    if (NEGATORS.has(token)) {
      return (
        !NOT_ONLY.has(tokens[index + 1] ?? '') &&
        !asksWithNot(tokens, index) &&
        !WEIGHS.has(tokens[index - 1] ?? '')
      );
    }
    // "buy rather than lease" (but "we'd rather lease" is no negation).
    if (token === 'than' && tokens[index - 1] === 'rather') return true;
    if (token === CLAUSE_BREAK) return false;
    // Another business or line between: "not a medical or dental clinic" negates both.
    if (!FILLERS.has(token) && !covered.has(index)) return false;
  }
  return false;
}
