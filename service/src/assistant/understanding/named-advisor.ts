/**
 * One of the team named or described in a message: by name ("catherine or arjun, who fits us
 * better?"), as "your <line> <role>" ("ur healthcare partner"), or by a service's words that name
 * a person ("the numbers person"); and "is that catherine?" just after another was given.
 */
import { advisorOfLine, type ServiceLine, type World } from '../world-content.ts';
import { otherLineNamed } from './business.ts';
import { isNegated } from './negation.ts';
import type { Draft } from './follow-up.ts';
import type { TermMatch } from './lexicon.ts';
import { advisorFor, onlyProfileNeeds } from './person.ts';
import type { NeedId, Understanding } from './types.ts';

// ("the healthcare one, is she in the office today?")
const ROLE_NOUNS = new Set('partner specialist person guy lady advisor expert one'.split(' '));
const BUT_NOT = new Set(['not', 'besides', 'than', 'except']);
const OR_THE_OTHER = /\bor the other (one|guy|lady|person|partner|advisor)\b/;
const OTHERS = new Set(['someone', 'somebody', 'another', 'anyone', 'other', 'the']);
const IS_THAT = /^\W*(so |wait )?(is|was) (that|this|it|he|she)\b/;
const IS_THAT_WORDS = 5;
// "is it catherine who picks up? my thing is an office lease": a guess at who, put right by the
// line they name.
const GUESS_BEFORE = new Set(['is it', 'it be', 'is that', 'that be', 'will it', 'would it']);
// ("catherines ur commercial partner right?": a guess said the other way round.)
const GUESS_AFTER =
  /^(is )?(ur|your|the) (\w+ )?(partner|advisor|person|guy|lady|one|specialist)\b/;
const guessesWho = (words: readonly string[], name: string) => {
  const first = name.split(' ')[0]!.toLowerCase();
  const at = words.findIndex((word) => word === first || word === `${first}s`);
  if (at < 0) return false;
  const before = at >= 2 && GUESS_BEFORE.has(words.slice(at - 2, at).join(' '));
  return before || GUESS_AFTER.test(words.slice(at + 1, at + 5).join(' '));
};

/**
 * The advisor described as "your <line> <role>" ("how long has ur healthcare partner…") or by a
 * service's words that name a person ("the numbers person, is she an accountant?").
 */
export function describedAdvisor(
  world: World,
  matches: readonly TermMatch[],
  tokens: readonly string[],
): string | undefined {
  for (const match of matches) {
    const before = tokens[match.start - 1] ?? '';
    if (!(before === 'your' || before === 'the')) continue;
    // ("a distribution company, so not the healthcare person", "someone besides the
    // healthcare person", "i dont want the commercial guy": anyone but them.)
    if (BUT_NOT.has(tokens[match.start - 2] ?? '') || isNegated(match, tokens)) continue;
    const line = match.senses.find((sense) => sense.kind === 'line');
    if (line && ROLE_NOUNS.has(tokens[match.end] ?? '') && !guessOfAnother(match, tokens)) {
      return advisorOfLine(world, line.id);
    }
    const service = match.senses.find((sense) => sense.kind === 'service');
    if (service && ROLE_NOUNS.has(tokens[match.end - 1] ?? '')) {
      const advisor = world.services.find((entry) => entry.id === service.id)?.advisor;
      if (advisor) return advisor;
    }
  }
  return undefined;
}

/** "the healthcare lady or someone else": a guess at who, not the visitor's own line. */
function guessOfAnother(match: TermMatch, tokens: readonly string[]): boolean {
  return tokens[match.end + 1] === 'or' && OTHERS.has(tokens[match.end + 2] ?? '');
}

/**
 * Two or more of the team named ("who fits us better, catherine or arjun?"): the one for the
 * business or line the message names, if among them; else the first named.
 */
export function namedAdvisor(
  world: World,
  named: readonly string[],
  draft: Pick<Draft, 'business' | 'line'>,
): string | undefined {
  if (named.length < 2) return named[0];
  const ofLine = advisorFor(world, { ...draft, serviceNeeds: [] }, false)?.name;
  return ofLine && named.includes(ofLine) ? ofLine : named[0];
}

interface Message {
  matches: readonly TermMatch[];
  tokens: readonly string[];
  words: readonly string[];
  lower: string;
  previous: Understanding | undefined;
  /** The needs read so far, changed in place. */
  needs: NeedId[];
  weakTopics: ReadonlySet<string>;
}

/** Sets the draft's advisor when one of the team is named or described, and what is asked. */
export function readNamedAdvisor(
  world: World,
  draft: Draft,
  { matches, tokens, words, lower, previous, needs, weakTopics }: Message,
): void {
  // ("not looking for catherine, my file is with the commercial guy": not her; but "im not sure
  // if catherine handles this" is about her.)
  const people = matches
    .filter((match) => !isNegated(match, tokens))
    .flatMap((match) =>
      match.senses.flatMap((sense) => (sense.kind === 'person' ? [sense.name] : [])),
    );
  // ("who would handle it, the healthcare lady or someone else" about their law office.)
  const guessed = matches.some(
    (match) =>
      match.senses.some((sense) => sense.kind === 'line' && sense.id === draft.line) &&
      ROLE_NOUNS.has(tokens[match.end] ?? '') &&
      guessOfAnother(match, tokens),
  );
  if (guessed && !draft.business) delete draft.line;
  // "would that be catherine or the commercial guy": a choice between the two, made by the
  // visitor's business (the line in "the commercial guy" is not theirs).
  const describedToo = describedAdvisor(world, matches, tokens);
  // ("catherine or the other guy": any of the line's advisors.)
  const orTheOther = people.length > 0 && OR_THE_OTHER.test(lower);
  const choice =
    orTheOther ||
    (describedToo !== undefined &&
      people.length > 0 &&
      !people.includes(describedToo) &&
      words.includes('or'));
  if (choice && !draft.business) delete draft.line;
  const theirs: Pick<Draft, 'business' | 'line'> = {};
  const business = draft.business ?? (choice ? previous?.business : undefined);
  const line = draft.line ?? (choice ? previous?.line : undefined);
  if (business) theirs.business = business;
  if (line) theirs.line = line;
  const others = orTheOther ? world.serviceLines.map((entry) => entry.advisor) : [describedToo];
  const candidates = choice ? [...people, ...others.filter((name) => name !== undefined)] : people;
  const named = namedAdvisor(world, [...new Set(candidates)], theirs);
  const described = named ? undefined : describedToo;
  const spokenOf = previous?.advisor?.name;
  const asksNothingElse = !needs.some((need) => !weakTopics.has(need));
  const isThat = IS_THAT.test(lower) && words.length <= IS_THAT_WORDS;
  const ofTheirLine = draft.line
    ? advisorFor(world, { serviceNeeds: [], ...theirs }, false)?.name
    : undefined;
  if (named && ofTheirLine && ofTheirLine !== named && guessesWho(words, named)) {
    draft.advisor = { name: ofTheirLine, reason: 'line' };
    needs.unshift('routing');
  } else if (named && spokenOf && spokenOf !== named && isThat) {
    // "is that catherine?" just after Arjun was given for their bakery: no, Arjun handles it.
    draft.advisor = { name: spokenOf, reason: 'carried' };
    needs.splice(0, needs.length, 'routing');
  } else if (named) {
    draft.advisor = { name: named, reason: 'named' };
    // "tell me about Nicole": her role, specialty and direct contact.
    if (asksNothingElse) needs.push('team');
  } else if (described) {
    draft.advisor = { name: described, reason: 'named' };
    // "who is your commercial person": who handles it, and how to reach them; "how many years
    // has ur healthcare partner been doing this": her profile.
    if (asksNothingElse) needs.push('routing');
    else if (onlyProfileNeeds(needs)) needs.splice(0, needs.length, 'team');
    // (The line named is the advisor's, not a business of the visitor's.)
    if (!draft.business) delete draft.line;
  }
}

const ANOTHER_PERSON =
  /\b(diff|different|another|other|same|separate) (person|advisor|guy|lady|one)\b/;

interface LinesAsked {
  matches: readonly TermMatch[];
  lower: string;
  previous: Understanding | undefined;
  /** The line this message names, and the lines it denies. */
  line: ServiceLine | undefined;
  negatedLines: readonly ServiceLine[];
  /** The message is about one of the team named or carried. */
  person: boolean;
}

/**
 * "whos in charge of commercial and whos healthcare": each line's advisor; "is that a diff
 * person than the clinic side?" after Arjun for the admin office: the one spoken of and the
 * line's. Returns the needs, the draft's `otherAdvisor` set.
 */
export function readEachLinesAdvisor(
  world: World,
  draft: Draft,
  needs: NeedId[],
  { matches, lower, previous, line, negatedLines, person }: LinesAsked,
): NeedId[] {
  if (needs.includes('routing') && draft.line && !draft.business && !person) {
    const other = otherLineNamed(world, matches, draft.line, negatedLines);
    if (other?.advisor) draft.otherAdvisor = other.advisor;
  }
  const lineAdvisor = advisorOfLine(world, line);
  const spokenOf = previous?.advisor?.name;
  if (!ANOTHER_PERSON.test(lower) || !lineAdvisor || !spokenOf || spokenOf === lineAdvisor) {
    return needs;
  }
  draft.advisor = { name: spokenOf, reason: 'carried' };
  draft.otherAdvisor = lineAdvisor;
  return ['routing'];
}
