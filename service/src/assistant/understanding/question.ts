/**
 * The shape of a message: a yes/no question ("do you help salons?"), a choice ("leases or
 * purchases too?"), an open question ("what are your hours"), or a statement; and whether the
 * visitor states a need ("we're a bakery looking for 1,500 sq ft"), which is answered like a
 * question.
 */
import { CLAUSE_BREAK, clauseIndexes, THING_PRONOUNS } from './normalise.ts';
import type { TermMatch } from './lexicon.ts';
import type { NeedId, QuestionKind } from './types.ts';

const AUXILIARIES = new Set(
  'do does did can could is are was were will would should have has may might am shall'.split(' '),
);
const WH_WORDS = new Set('what where when how who whom whose which why wat'.split(' '));

// Words before the question proper: "hi, quick question, do you…", "ok so how long…".
const OPENERS = new Set(
  'hi hello hey ok okay alright so and also then um uh well yes no sorry quick question just one more thanks thank you please also btw oh lol haha lmao'.split(
    ' ',
  ),
);

const NEED_WORDS = new Set(
  'looking look find finding need needs needed want wanting searching search seeking hoping planning plan require requires interested considering thinking trying opening moving relocating expanding buying'.split(
    ' ',
  ),
);

const SPACE_WORDS = new Set(
  'space spaces location locations unit units premises spot place building storefront office bay warehouse clinic shop store lease'.split(
    ' ',
  ),
);

// Words that only ever mean space to occupy (unlike "office" or "clinic", also businesses).
const PLAIN_SPACE_WORDS = new Set(
  'space spaces unit units premises spot storefront bay bays'.split(' '),
);

/** The message's clauses in order, an empty one kept where two breaks meet. */
function splitClauses(tokens: readonly string[]): string[][] {
  const result: string[][] = [[]];
  for (const token of tokens) {
    if (token === CLAUSE_BREAK) result.push([]);
    else result.at(-1)?.push(token);
  }
  return result;
}

function clauses(tokens: readonly string[]): string[][] {
  return splitClauses(tokens).filter((clause) => clause.length > 0);
}

/** The clause holding the token at `index`. */
function clauseAt(tokens: readonly string[], index: number): string[] {
  let start = index;
  while (start > 0 && tokens[start - 1] !== CLAUSE_BREAK) start -= 1;
  let end = index;
  while (end < tokens.length && tokens[end] !== CLAUSE_BREAK) end += 1;
  return tokens.slice(start, end);
}

function firstWord(clause: readonly string[]): string | undefined {
  return clause.find((token) => !OPENERS.has(token));
}

// "have" and "has" open a question only before their subject ("have you…", "has anyone…");
// "have someone call me", "has to be accessible" ask nothing.
const HAVE_SUBJECTS = new Set('you we i they he she it your any anyone there the this'.split(' '));
const HAVE = new Set(['have', 'has', 'had']);

// "if we sign today, could we be in by march": the question after its condition.
const INVERTED_SUBJECTS = new Set('we i you it they'.split(' '));

function asksYesNo(clause: readonly string[]): boolean {
  const start = clause.findIndex((token) => !OPENERS.has(token));
  const word = clause[start];
  if (word === 'if') {
    return clause.some(
      (token, index) =>
        index > start + 2 &&
        AUXILIARIES.has(token) &&
        !HAVE.has(token) &&
        INVERTED_SUBJECTS.has(clause[index + 1] ?? ''),
    );
  }
  // "anything we should have ready": "is there" left out.
  if (word === 'anything' || word === 'anyone') {
    return (
      INVERTED_SUBJECTS.has(clause[start + 1] ?? '') && AUXILIARIES.has(clause[start + 2] ?? '')
    );
  }
  if (word === undefined || !AUXILIARIES.has(word)) return false;
  return !HAVE.has(word) || HAVE_SUBJECTS.has(clause[start + 1] ?? '');
}

/**
 * Whether the clause holding the token at `index` asks something ("do you do the construction?",
 * "ceiling height?" alone) rather than states it ("…, need high ceilings").
 */
export function asksInClause(
  tokens: readonly string[],
  index: number,
  questionMark: boolean,
): boolean {
  const clause = clauseAt(tokens, index);
  const asks = asksYesNo(clause) || WH_WORDS.has(firstWord(clause) ?? '');
  // A lone clause with a question mark asks, whatever its words.
  return asks || (questionMark && clauses(tokens).length === 1);
}

export function questionKind(
  tokens: readonly string[],
  questionMark: boolean,
  distinctNeeds: number,
): QuestionKind {
  const all = clauses(tokens);
  if (WH_WORDS.has(firstWord(all[0] ?? []) ?? '')) return 'open';
  const yesNo = all.filter(asksYesNo);
  if (yesNo.length > 0) {
    const offersChoice = yesNo.some((clause) => clause.includes('or'));
    return offersChoice && distinctNeeds >= 2 ? 'choice' : 'yesNo';
  }
  if (all.some((clause) => WH_WORDS.has(firstWord(clause) ?? ''))) return 'open';
  return questionMark ? 'open' : 'statement';
}

/**
 * A need stated rather than asked: a need word ("looking for", "need", "planning") about space
 * or a business, or a size. "I need your phone number" is not one.
 */
export function statesNeed(
  tokens: readonly string[],
  aboutBusinessOrService: boolean,
  hasSize: boolean,
): boolean {
  if (hasSize) return true;
  // "medical office space in nw calgary asap": space named for a business needs no verb.
  if (aboutBusinessOrService && tokens.some((token) => PLAIN_SPACE_WORDS.has(token))) return true;
  // "why would a dental office need that?": the thing just discussed, not a search of their own.
  const needWord = tokens.some(
    (token, index) => NEED_WORDS.has(token) && !THING_PRONOUNS.has(tokens[index + 1] ?? ''),
  );
  if (!needWord) return false;
  return aboutBusinessOrService || tokens.some((token) => SPACE_WORDS.has(token));
}

/** A story has this many clauses and needs before its question is answered first. */
const STORY_CLAUSES = 3;
const STORY_NEEDS = 4;

// Who a story's yes/no question asks about: "can someone look at it", "is it too late" (not "and
// also do my taxes", a wish).
const STORY_SUBJECTS = new Set(
  'you u we i they he she it there anyone someone somebody anybody the this that your ur'.split(
    ' ',
  ),
);

/** Whether a story's clause asks: a yes/no question with its subject, or a question word among
 * its first words ("realistically how long does it take"). */
function asksInStory(clause: readonly string[]): boolean {
  const start = clause.findIndex((token) => !OPENERS.has(token));
  const yesNo = asksYesNo(clause) && STORY_SUBJECTS.has(clause[start + 1] ?? '');
  return yesNo || clause.slice(start, start + 2).some((token) => WH_WORDS.has(token));
}

/**
 * A story whose question comes last ("we're two dentists… our bank is almost done… realistically
 * how long does the whole thing take?"): the needs its asking clauses name go first, so the
 * background's needs do not fill the reply before the question is reached. A question that
 * points back ("…CAM charges are insane. is it too late??") asks about the clause before it.
 * Short messages, with few needs, keep their order.
 */
export function askedNeedsFirst(
  needs: readonly NeedId[],
  matches: readonly TermMatch[],
  tokens: readonly string[],
): NeedId[] {
  if (clauses(tokens).length < STORY_CLAUSES || needs.length < STORY_NEEDS) return [...needs];
  const all = splitClauses(tokens);
  // Each token's clause, counted from 0 as splitClauses counts them.
  const clauseOf = clauseIndexes(tokens);
  const names = (match: TermMatch, need: NeedId) =>
    match.senses.some((sense) => 'id' in sense && sense.id === need);
  const named = new Set(
    matches
      .filter((match) => needs.some((need) => names(match, need)))
      .flatMap((match) => clauseOf[match.start] ?? []),
  );
  const asking = new Set<number>();
  all.forEach((clause, index) => {
    if (clause.length === 0 || !asksInStory(clause)) return;
    asking.add(index);
    const pointsBack = clause.some((token) => THING_PRONOUNS.has(token));
    const before = [...named].filter((other) => other < index);
    if (pointsBack && !named.has(index) && before.length > 0) asking.add(Math.max(...before));
  });
  const askedAt = (need: NeedId) =>
    matches.some((match) => names(match, need) && asking.has(clauseOf[match.start] ?? -1));
  const asked = needs.filter(askedAt);
  if (asked.length === 0 || asked.length === needs.length) return [...needs];
  return [...asked, ...needs.filter((need) => !asked.includes(need))];
}
