/**
 * Understanding: a visitor's message (plus, optionally, the previous understanding of the
 * conversation) → a plain `Understanding`. Deterministic, no outside service; the vocabulary is
 * built once from content/chat/world/world.yaml and the team's names.
 */
import type { World } from '../world-content.ts';
import { readBusiness, sameBusinessAsBefore } from './business.ts';
import { whoToCallAfterDecline } from './after-decline.ts';
import { resolveFollowUp, type Draft } from './follow-up.ts';
import {
  advisorOfAnother,
  asksAboutAdvisor,
  asksWhatTheyAre,
  chooseAdvisor,
  whoDoesTheWork,
} from './person.ts';
import { readEachLinesAdvisor, readNamedAdvisor } from './named-advisor.ts';
import { detectLanguage } from './language.ts';
import { readNeeds, withheldDetails } from './needs.ts';
import { Lexicon } from './lexicon.ts';
import { CLAUSE_BREAK, lowerCase, normalise } from './normalise.ts';
import { askedNeedsFirst, asksInClause, questionKind, statesNeed } from './question.ts';
import { ambiguousTerms, askBack, FUNCTION_WORDS } from './ask-back.ts';
import { readPlaces } from './places.ts';
import { refineNeeds } from './refine-needs.ts';
import { weighSmallTalk } from './small-talk.ts';
import { continueShortReply } from './short-replies.ts';
import type { NeedId, Understanding } from './types.ts';

// "call me Sam" gives a name; "call me asap about a lease", "ok call me" ask to be called.
const NAME_CUE =
  /\b(?:my name is|my name s|(?<!\b(?:her|his|their|the|whose) )name is|call me(?= [a-z])(?! (?:asap|back|at|on|tomorrow|today|tonight|soon|when|later|please|pls|after|before|about|regarding|re|anytime|any time|now|if|to|in|with)\b)|this is [a-z]+ from|i(?: am|'m|m) [a-z]+ from)\b/;

// Needs this module adds itself or the answer builder relies on; world.yaml must define them.
const RELIED_ON = [
  'area',
  'leasing',
  'purchase',
  'contact',
  'team',
  'business-fit',
  'business-types',
  'residential',
  'renewal',
  'relocation',
  'timeline',
  'when-to-start',
  'services',
];

// Ways to reach us: a statement with one of these asks for it, not for space.
const REACHING_US = new Set(['phone', 'contact', 'email', 'earlier-chats']);

/** What lead capture took out of the message before it reached understanding. */
export interface TakenOut {
  email: boolean;
  phone: boolean;
}

export type Understand = (
  message: string,
  previous?: Understanding,
  takenOut?: TakenOut,
) => Understanding;

/**
 * `quickReplies`: the label of each need offered as a quick reply (replies.yaml's labels), so a
 * label clicked after "which did you mean?" is read as exactly that option.
 */
export function createUnderstanding(
  world: World,
  teamNames: readonly string[],
  quickReplies: Readonly<Record<string, string>> = {},
): Understand {
  const lexicon = new Lexicon(world, teamNames);
  const labelOf = (need: NeedId) => quickReplies[need]?.toLowerCase();
  const ids = new Set([...world.services, ...world.topics].map((entry) => entry.id));
  for (const id of RELIED_ON) {
    if (!ids.has(id)) throw new Error(`content/chat/world/world.yaml: no service or topic "${id}"`);
  }
  const weakTopics = new Set(world.topics.filter((topic) => topic.weak).map((topic) => topic.id));
  const serviceIds = new Set(world.services.map((service) => service.id));
  const isService = (need: NeedId) => serviceIds.has(need);
  const describesSpace = new Set(
    world.services.filter((service) => service.describesSpace).map((service) => service.id),
  );
  const givesWayTo = new Map(
    [...world.services, ...world.topics].map((entry) => [entry.id, entry.givesWayTo]),
  );
  const withStatus = (status: string) =>
    new Set(world.services.filter((service) => service.status === status).map((s) => s.id));
  const notOffered = withStatus('notOffered');
  // What the firm cannot say it does (legal advice: "your lawyer is the one to ask").
  const unsure = withStatus('unknown');
  const ambiguity = ambiguousTerms(world, lexicon);

  return function understand(message, previous, takenOut = { email: false, phone: false }) {
    const lower = lowerCase(message);
    const normalised = normalise(message);
    const language = detectLanguage(lower);
    // Respelling is tuned to English: French "pour" is no misspelt "hour".
    const { tokens, corrections } =
      language === 'en'
        ? lexicon.correct(normalised.tokens)
        : { tokens: normalised.tokens, corrections: 0 };
    // ("Our office" clicked: the option, not an office of the visitor's or a new question.)
    const chosen = previous?.clarify?.options.find((option) => labelOf(option) === lower.trim());
    // ("nah i dont want to leave my number": no request for ours, nor a wish to leave a space.)
    const withheld = withheldDetails(tokens);
    const matches = (chosen ? [] : lexicon.match(tokens)).filter(
      (match) => !withheld || match.end <= withheld.start || match.start >= withheld.end,
    );
    const words = tokens.filter((token) => token !== CLAUSE_BREAK);

    const asked = readNeeds(matches, tokens);
    if (chosen) asked.needs.push(chosen);
    let needs = asked.needs.filter(
      (need) => !(givesWayTo.get(need) ?? []).some((specific) => asked.needs.includes(specific)),
    );
    needs = askedNeedsFirst(needs, matches, tokens);
    const { places, asksArea } = readPlaces(world, matches, tokens, previous);
    if (asksArea && !needs.includes('area')) needs.push('area');
    const reading = readBusiness(world, matches, tokens);
    // A topic turned down is the question only when nothing else is ("you don't have an email?");
    // details withheld and nothing else said is a no.
    if (needs.length === 0 && !reading.business && !reading.line) {
      needs.push(...(withheld ? ['deny' as const] : asked.declinedTopics));
    }
    // "we're not a dentist or a doctor, we do custom framing": who the firm works with.
    const deniedOnly = reading.negated.businesses.length + reading.negated.lines.length > 0;
    if (needs.length === 0 && !reading.business && !reading.line && deniedOnly) {
      needs.push('business-types');
    }

    const draft: Draft = {
      language,
      needs,
      serviceNeeds: [],
      question: 'statement',
      negated: { ...reading.negated, services: asked.declined },
      places,
      statementOfNeed: false,
      landlord: false,
      sizes: normalised.sizes,
      timing: normalised.timing,
      leadDetails: {
        email: normalised.hasEmail || takenOut.email,
        phone: normalised.hasPhone || takenOut.phone,
        name: NAME_CUE.test(lower),
      },
      carried: [],
      confidence: 'high',
    };
    if (normalised.headcount !== undefined) draft.headcount = normalised.headcount;
    // "do you only do dental?": the businesses the firm serves.
    if (reading.asksRange && !needs.includes('business-types')) needs.unshift('business-types');
    // "i havent even found the office yet" after a dental office: still the dental practice.
    const same = sameBusinessAsBefore(world, reading, previous, lower);
    const business = same?.business ?? reading.business;
    if (business) draft.business = business;
    if (reading.alsoBusiness) draft.alsoBusiness = reading.alsoBusiness;
    const line = same?.line ?? reading.line;
    if (line) draft.line = line;
    draft.serviceNeeds = needs.filter(isService);

    const strongBefore = needs.filter((need) => !weakTopics.has(need));
    draft.statementOfNeed =
      !needs.includes('landlord') &&
      // "do I have to find street parking at your building?" is about our office.
      !needs.includes('office-details') &&
      statesNeed(
        words,
        Boolean(reading.business || reading.line) || draft.serviceNeeds.length > 0,
        normalised.sizes.length > 0,
      );
    // A need stated with no service named is a search for space ("a bakery looking for
    // 1,500 sq ft"), and so is one, not asked, whose services only describe the space ("3,500 sf
    // with an accessible entrance"; not "do you do the construction?").
    let searchGoesOn = false;
    // ("do u do gyms? opening a crossfit box, need high ceilings": the ceilings are stated.)
    const describing = matches.filter((match) =>
      match.senses.some((sense) => sense.kind === 'service' && describesSpace.has(sense.id)),
    );
    const onlyDescribed =
      draft.serviceNeeds.every((need) => describesSpace.has(need)) &&
      describing.every((match) => !asksInClause(tokens, match.start, normalised.questionMark));
    // ("want to call back about my request": a call, no search.)
    const reachesUs = strongBefore.some((need) => REACHING_US.has(need));
    if (
      draft.statementOfNeed &&
      (draft.serviceNeeds.length === 0 || onlyDescribed) &&
      !strongBefore.includes('area') &&
      !reachesUs
    ) {
      // ("buying", then "its a small office for my accounting firm": still a purchase.)
      const buying = previous?.needs.includes('purchase') && !previous.needs.includes('leasing');
      const search = buying ? 'purchase' : 'leasing';
      const firstService = draft.serviceNeeds[0];
      if (firstService) needs.splice(needs.indexOf(firstService), 0, search);
      else needs.push(search);
      // "around 1800 sq ft, NW calgary" in a search already under way: the same search goes on.
      searchGoesOn = Boolean(previous?.needs.includes(search));
    }
    draft.serviceNeeds = needs.filter(isService);
    readNamedAdvisor(world, draft, { matches, tokens, words, lower, previous, needs, weakTopics });

    resolveFollowUp(draft, words, previous, weakTopics, isService);
    if (chosen) draft.followUp = { kind: 'clarified', term: previous!.clarify!.term };
    // "ugh so who do i call" after "we don't manage buildings": the answer that says who.
    whoToCallAfterDecline(draft, previous, asked.needs, words, notOffered, unsure);
    if (searchGoesOn && !draft.followUp) {
      draft.followUp = { kind: 'again' };
      draft.carried.push('needs');
    }
    continueShortReply(draft, previous, {
      lower,
      words,
      fillers: FUNCTION_WORDS,
      asksSomething: strongBefore.length > 0,
      isService,
    });
    needs = draft.needs;
    const person = draft.advisor?.reason === 'named' || draft.advisor?.reason === 'carried';
    // (Not the "contact" a pronoun follow-up adds by itself: "is she an accountant?", nor small
    // talk around the question: "what are her qualifications, may I ask?")
    const typed = needs.filter(
      (need) => (need !== 'contact' || asked.needs.includes('contact')) && !weakTopics.has(need),
    );
    if (person && asksAboutAdvisor(words, draft.advisor!.name, typed)) {
      needs = ['team'];
      // "does he do industrial": the line named is the advisor's, not the visitor's.
      delete draft.business;
      // "does Arjun do medical too?": the one who does is introduced too (not for "is she an
      // accountant?": what she is).
      const other = asksWhatTheyAre(words, draft.advisor!.name)
        ? undefined
        : advisorOfAnother(world, matches, draft.advisor!.name);
      if (other) draft.otherAdvisor = other;
      delete draft.alsoBusiness;
      if (!draft.carried.includes('line')) delete draft.line;
    }

    needs = readEachLinesAdvisor(world, draft, needs, {
      matches,
      lower,
      previous,
      line: reading.line,
      negatedLines: reading.negated.lines,
      person,
    });

    const { email, phone, name } = draft.leadDetails;
    const givesDetails = email || phone || name;
    needs = weighSmallTalk(needs, {
      draft,
      previous,
      tokens,
      words,
      lower,
      questionMark: normalised.questionMark,
      namesOne: Boolean(reading.business || reading.line),
      givesDetails: Boolean(givesDetails),
      weakTopics,
    });
    draft.question = questionKind(tokens, normalised.questionMark, needs.length);
    needs = refineNeeds(needs, {
      draft,
      words,
      lower,
      previous,
      owned: asked.owned,
      givesDetails: Boolean(givesDetails),
      // (Our own number quoted back, "is 403-555-0178 right?", is no detail of theirs.)
      givesContact: takenOut.email || takenOut.phone,
      isService,
    });
    // "does she do the lease negotiating too" of Nicole: whoever does it for their practice
    // (a business or line named now has its own answer: "does she do retail too?").
    if (person && !reading.business && !reading.line) {
      const doer = whoDoesTheWork(world, draft, previous, needs.filter(isService), words);
      if (doer) draft.advisor = doer;
    }
    // "does he do industrial too?" with no one spoken of yet: who does.
    const someoneUnknown = !draft.advisor && (words.includes('he') || words.includes('she'));
    const onlyFit = needs.every((need) => need === 'business-fit');
    if (someoneUnknown && (draft.line || draft.business) && onlyFit) needs = ['routing'];
    draft.needs = needs;
    draft.serviceNeeds = needs.filter(isService);
    draft.landlord = needs.includes('landlord');

    chooseAdvisor(world, draft, {
      words,
      lower,
      contactTyped: asked.needs.includes('contact'),
      businessNamed: Boolean(reading.business),
    });

    // Too short or ambiguous to answer without guessing: ask instead ("parking?").
    if (!chosen) askBack(draft, { words, matches, previous, ambiguity, lexicon, isService });

    const understoodNothing =
      draft.needs.length === 0 &&
      !draft.business &&
      !draft.line &&
      places.length === 0 &&
      !draft.advisor &&
      !draft.leadDetails.email &&
      !draft.leadDetails.phone &&
      !draft.leadDetails.name;
    if (understoodNothing && !draft.clarify) draft.confidence = 'none';
    else if (corrections > 0 || draft.clarify || draft.followUp || draft.carried.length > 0) {
      draft.confidence = 'low';
    }

    const { serviceNeeds: _serviceNeeds, ...understanding } = draft;
    return understanding;
  };
}
