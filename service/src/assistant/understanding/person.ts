/**
 * Who answers: the advisor for what a message asks (advisorFor), and a question about one of the
 * team ("is she an accountant?", "how long has Catherine been doing this", "what's Arjun's
 * background"), answered from that advisor's profile. The business or the years such a message
 * names are the advisor's, not the visitor's.
 */
import { advisorOfLine, type World } from '../world-content.ts';
import type { Draft } from './follow-up.ts';
import type { TermMatch } from './lexicon.ts';
import { THING_PRONOUNS } from './normalise.ts';
import { namesBusinessNow, type NeedId, type Understanding } from './types.ts';

const ASKING_VERBS = new Set('is has does did was were'.split(' '));
const OPENERS = new Set('ok okay so and but um uh well oh wait'.split(' '));
const FILLERS = new Set(['like', 'actually', 'really', 'even']);
const PAST_REACH = 3;
const HAVE = new Set([...ASKING_VERBS, 'have']);
export const PROFILE_WORDS: ReadonlySet<string> = new Set(
  'background experience qualification qualifications credential credentials bio specialty specialties speciality history training education designation certified licensed job role title'.split(
    ' ',
  ),
);
// "is she…", "does he…": the advisor as the subject; "her background", "about him".
const SUBJECTS = ['she', 'he'];
const OTHERS = ['her', 'his', 'him'];
// What such a message may also match without asking anything else ("how long has she…" reads
// as a timeline, "is she an accountant" as a business's fit).
const PROFILE_NEEDS = new Set([
  'team',
  // "is he the guy who worked for landlords?"
  'routing',
  'experience',
  'about',
  'contact',
  'business-fit',
  'business-types',
  'timeline',
  // "what's Arjun's number and does he do industrial": the profile gives both.
  'phone',
  'email',
  'why-us',
]);
/** Whether every need read is one a question about a team member's profile may also match. */
export function onlyProfileNeeds(needs: readonly NeedId[]): boolean {
  return needs.length > 0 && needs.every((need) => PROFILE_NEEDS.has(need));
}

// "did he use to work for landlords?": his past, not a landlord's question ("does he help
// landlords find tenants?" is one).
const PAST_WORDS = new Set('did used was were worked before ever ex'.split(' '));
// "is she going to be on my side or the plaza's?": whose side the firm takes, not her profile
// (but "wasn't he on the landlord side?" is his past).
const SIDE_WORDS = new Set(['side', 'behalf', 'represent', 'landlord', 'landlords']);

/** Whether a word refers to the advisor: one of `pronouns` or their own names, lower case. */
function referencesTo(advisorName: string, pronouns: readonly string[]) {
  const words = new Set([...pronouns, ...advisorName.toLowerCase().split(/\s+/)]);
  // "arjuns background": a possessive without its apostrophe.
  return (word: string) => words.has(word) || words.has(word.replace(/s$/, ''));
}

const CONTACT_NEEDS = new Set(['contact', 'phone', 'email']);
// With the advisor's phone or e-mail asked too, only a question about their work counts:
// "…and does he do industrial" (not "what's Arjun's email", read "what is arjun email").
const WORK_VERBS = new Set(
  'do does handle handles work works know knows specialize deal cover'.split(' '),
);

/** "okay is she like an accountant", "is she actually an accountant": past openers and filler. */
function withoutFiller(typed: readonly string[]): string[] {
  const start = typed.findIndex((word) => !OPENERS.has(word));
  return typed.slice(Math.max(0, start)).filter((word) => !FILLERS.has(word));
}

/**
 * "Is Nicole an accountant? Our board wants…", "and the numbers person, is she an accountant",
 * "is nicole the accountant one?":
 * what the advisor is, whatever else the message says (the accountant is no business of theirs).
 */
export function asksWhatTheyAre(typed: readonly string[], advisorName: string): boolean {
  const words = withoutFiller(typed);
  const subject = referencesTo(advisorName, SUBJECTS);
  const anA = (word = '') => word === 'a' || word === 'an';
  // ("is Nicole Tremblay a…": the whole name.)
  const after = (index: number) => (subject(words[index] ?? '') ? index + 1 : index);
  return words.some(
    (word, index) =>
      // ("isnt nicole a cpa?": "is not nicole a…".)
      (ASKING_VERBS.has(word) &&
        words[index + 1] === 'not' &&
        subject(words[index + 2] ?? '') &&
        anA(words[after(index + 3)])) ||
      (ASKING_VERBS.has(word) &&
        subject(words[index + 1] ?? '') &&
        // ("is nicole the accountant one?")
        (anA(words[after(index + 2)]) ||
          (words[after(index + 2)] === 'the' && words[after(index + 2) + 2] === 'one'))) ||
      // "nicoles a cpa right?": the question without its "is".
      (index === 0 && subject(word) && anA(words[index + 1])),
  );
}

const DOES_VERBS = new Set('does do can will would could'.split(' '));
const WH_WORDS = new Set('what how where when why who'.split(' '));

/**
 * "does she do the lease negotiating too", "can nicole handle the lease": work they may do (not
 * "what does nicole do exactly": her profile).
 */
function asksWhetherTheyDo(typed: readonly string[], advisorName: string): boolean {
  const words = withoutFiller(typed);
  const subject = referencesTo(advisorName, SUBJECTS);
  return words.some(
    (word, index) =>
      DOES_VERBS.has(word) &&
      subject(words[index + 1] ?? '') &&
      !WH_WORDS.has(words[index - 1] ?? ''),
  );
}

/**
 * "does she do the lease negotiating too" of Nicole: whoever does that work for the visitor's
 * business or line, unless she does some of what is asked ("can nicole estimate the reno").
 */
export function whoDoesTheWork(
  world: World,
  draft: Pick<Draft, 'advisor' | 'business' | 'line'>,
  previous: Understanding | undefined,
  work: readonly NeedId[],
  words: readonly string[],
): Understanding['advisor'] {
  const advisor = draft.advisor?.name;
  if (!advisor || work.length === 0 || !asksWhetherTheyDo(words, advisor)) return undefined;
  const theirs = {
    business: draft.business ?? previous?.business,
    line: draft.line ?? previous?.line,
  };
  const doers = work.map((need) => advisorFor(world, { serviceNeeds: [need], ...theirs }, false));
  if (doers.some((found) => found?.name === advisor)) return undefined;
  return doers.find((found) => found !== undefined);
}

export function asksAboutAdvisor(
  typed: readonly string[],
  advisorName: string,
  needs: readonly NeedId[],
): boolean {
  if (asksWhatTheyAre(typed, advisorName)) return true;
  const words = withoutFiller(typed);
  const subject = referencesTo(advisorName, SUBJECTS);
  // ("what did she do before this job": her past, not our openings.)
  const aboutHisPast = (need: NeedId) =>
    (need === 'landlord' && words.some((word) => PAST_WORDS.has(word))) ||
    (need === 'careers' && words.includes('before'));
  if (!needs.every((need) => PROFILE_NEEDS.has(need) || aboutHisPast(need))) return false;
  const asksWhoseSide =
    needs.includes('why-us') &&
    words.some((word) => SIDE_WORDS.has(word)) &&
    !words.some((word) => PAST_WORDS.has(word));
  if (asksWhoseSide) return false;
  const anyReference = referencesTo(advisorName, [...SUBJECTS, ...OTHERS]);
  const contactToo = needs.some((need) => CONTACT_NEEDS.has(need));
  return words.some((word, index) => {
    // ("wasnt he on the landlord side?": "was not he", read as "was he".)
    const next = (words[index + 1] === 'not' ? words[index + 2] : words[index + 1]) ?? '';
    const asksAboutWork = !contactToo || WORK_VERBS.has(words[index + 2] ?? '');
    return (
      (ASKING_VERBS.has(word) && subject(next) && asksAboutWork) ||
      // "she know healthcare builds too?", "wait he used to work for landlords??", "hes ex
      // landlord side tho isnt he??": the question without its "does", "did" or "is".
      // ("she have how much experience?")
      (index === 0 && subject(word) && (WORK_VERBS.has(next) || HAVE.has(next))) ||
      // "it says he used to work for landlords??": their past, said near the start (not "can
      // arjun find my dad tenants? he used to work for landlords right", a landlord's request).
      (index <= PAST_REACH && subject(word) && PAST_WORDS.has(next)) ||
      // "who is she exactly?", even after "got an e-mail from her".
      (word === 'who' && next === 'is' && anyReference(words[index + 2] ?? '')) ||
      (anyReference(word) && PROFILE_WORDS.has(next)) ||
      (word === 'about' && anyReference(next) && index > 0) ||
      // "how long shes been doing it", "how long has he been at this": their years.
      (word === 'how' && next === 'long' && words.slice(index + 2, index + 4).some(subject))
    );
  });
}

/**
 * The advisor of the first service asked for; else of the business or line ("our clinic needs
 * to move, more exam rooms": the healthcare partner, not the facility planner); else of a
 * later service. Asked "who…?", of any service asked ("buying, who runs the numbers?").
 */
export function advisorFor(
  world: World,
  draft: Pick<Draft, 'serviceNeeds' | 'business' | 'line'>,
  asksWho: boolean,
): Understanding['advisor'] {
  const ofService = (need: NeedId) => world.services.find((s) => s.id === need)?.advisor;
  const [first, ...later] = draft.serviceNeeds;
  const asked = asksWho ? draft.serviceNeeds : first === undefined ? [] : [first];
  const serviceAdvisor = asked.map(ofService).find((name) => name !== undefined);
  if (serviceAdvisor) return { name: serviceAdvisor, reason: 'service' };
  // The business's advisor only while its line stands ("a dental lab, not a clinic" does not).
  const fromBusiness = world.businessTypes.find((entry) => entry.id === draft.business?.id);
  if (fromBusiness?.advisor && fromBusiness.line === draft.line) {
    return { name: fromBusiness.advisor, reason: 'line' };
  }
  const fromLine = advisorOfLine(world, draft.line);
  if (fromLine) return { name: fromLine, reason: 'line' };
  const laterAdvisor = later.map(ofService).find((name) => name !== undefined);
  return laterAdvisor ? { name: laterAdvisor, reason: 'service' } : undefined;
}

/**
 * "does Arjun do medical offices too?": the advisor who leads the first business or line named
 * that is not `advisorName`'s, to be introduced beside the profile asked for.
 */
export function advisorOfAnother(
  world: World,
  matches: readonly TermMatch[],
  advisorName: string,
): string | undefined {
  for (const sense of matches.flatMap((match) => match.senses)) {
    let itsAdvisor: string | undefined;
    if (sense.kind === 'line') itsAdvisor = advisorOfLine(world, sense.id);
    if (sense.kind === 'business') {
      const business = world.businessTypes.find((entry) => entry.id === sense.id);
      if (business && business.line !== 'unknown') {
        itsAdvisor = business.advisor ?? advisorOfLine(world, business.line);
      }
    }
    if (itsAdvisor && itsAdvisor !== advisorName) return itsAdvisor;
  }
  return undefined;
}

// "which of your advisors would run the numbers?", "ur healthcare person" ask who, as "who"
// does.
const ASKS_WHICH_ADVISOR =
  /\bwhich (one )?(of (you|your (advisors|partners|team|people))|advisor|partner|person)\b|\b(your|ur) \w+ (person|guy|lady|specialist)\b/;

// "is catherine the one who handles retail?", "does arjun handle dental?": who handles it.
const ASKS_WHO_HANDLES =
  /\b(the (one|person|guy|lady) (who|that|for)|handles?|in charge of|looks? after)\b|\bis (that|it) with\b/;

// "who do i talk to": whom to contact at all, not who does one of the services asked.
export const WHOM_TO_CONTACT =
  /\bwho (do|should|can|could|would) (i|we) (\w+ )?(talk|speak|contact|call|ask|reach|deal)\b/;
// ("…who would i talk to about all of it": everything said, not one thing before.)
const ALL_OF_IT = /\ball (of )?(it|this|that)\b/;
// "who do u have that actually knows dental": the one who knows their kind of business,
// whatever else the message touches (the plumbing their last broker missed).
// (But "who knows the plumbing side of a dental fit out" asks who does that part: its advisor.)
const KNOWS_THEM =
  /\b(knows?|understands?|gets|speciali[sz]es in|specialists? in)\b(?! the ([^ ]+ ){1,5}(side|part|end)\b)/;

interface AdvisorAsked {
  words: readonly string[];
  lower: string;
  /** The message asks for a contact in its own words (not one a pronoun adds). */
  contactTyped: boolean;
  /** The message names the visitor's business. */
  businessNamed: boolean;
}

/**
 * The message's advisor: the one named or carried, else advisorFor's. "does she do commercial
 * too? i also have a retail unit": a business or line named now has its own advisor, whoever
 * "she" was, and no contact of hers was asked (unless `contactTyped`).
 */
export function chooseAdvisor(
  world: World,
  draft: Draft,
  { words, lower, contactTyped, businessNamed }: AdvisorAsked,
): void {
  const asksWho = words.includes('who') || ASKS_WHICH_ADVISOR.test(lower);
  const pointsBack = words.some((word) => THING_PRONOUNS.has(word));
  const asksWhoHandles = ASKS_WHO_HANDLES.test(lower);
  if (asksWho && !draft.advisor && businessNamed && KNOWS_THEM.test(lower)) {
    draft.advisor = advisorFor(world, { ...draft, serviceNeeds: [] }, false);
  }
  // "who does that" after an answer about a service: that service's advisor ("who would I be
  // working with" is the visitor's line's).
  const subject = draft.followUp?.kind === 'about' && pointsBack ? draft.followUp.subject : [];
  const serviceNeeds = draft.serviceNeeds.length > 0 || !asksWho ? draft.serviceNeeds : subject;
  // ("my physio clinic needs a bigger spot w more treatment rooms, who do i talk to": whom to
  // contact at all, not who does one of the services.)
  const asksWhomToContact = WHOM_TO_CONTACT.test(lower) && (!pointsBack || ALL_OF_IT.test(lower));
  const advisor =
    draft.advisor ?? advisorFor(world, { ...draft, serviceNeeds }, asksWho && !asksWhomToContact);
  const namedNow = namesBusinessNow(draft);
  // ("is catherine the one who handles retail leases?": no, the commercial partner does.)
  const guessed = advisor?.reason === 'named' && asksWhoHandles;
  const ofLine =
    (advisor?.reason === 'carried' || guessed) && namedNow
      ? advisorFor(world, { ...draft, serviceNeeds: [] }, false)
      : undefined;
  if (ofLine && ofLine.name !== advisor?.name) {
    draft.advisor = ofLine;
    delete draft.followUp;
    draft.carried = draft.carried.filter((what) => what !== 'advisor');
    if (!contactTyped) draft.needs = draft.needs.filter((need) => need !== 'contact');
  } else if (advisor) {
    draft.advisor = advisor;
  }
  // "does she know about plumbing for the ops?" (she: the healthcare partner): the one whose
  // service that is answers, and is the one spoken of next ("ok who is that person then").
  const ofService = draft.serviceNeeds
    .map((need) => world.services.find((service) => service.id === need)?.advisor)
    .find((name) => name !== undefined);
  if (draft.advisor?.reason === 'carried' && ofService && ofService !== draft.advisor.name) {
    draft.advisor = { name: ofService, reason: 'service' };
    draft.carried = draft.carried.filter((what) => what !== 'advisor');
    if (!contactTyped) draft.needs = draft.needs.filter((need) => need !== 'contact');
  }
}
