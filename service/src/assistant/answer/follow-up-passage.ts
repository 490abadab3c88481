/**
 * A follow-up answered from the passages of what was just discussed ("and after the lease is
 * signed?", "what's step 3", "and then?": a method step), or a question about which of the team
 * ("which one of you worked for landlords?", "the accountant one", "and the other partner?"):
 * that member's profile and contact.
 */
import type { Replies } from '../replies.ts';
import type { ComposeContext } from './compose.ts';
import type { Draft } from './draft.ts';
import type { FirmFacts } from './firm-facts.ts';
import type { FoundPassage, PassageSearch } from './passages.ts';
import type { Understanding } from '../understanding/types.ts';
import { answerMethodStep } from './method-step.ts';
import { introduceAdvisor } from './scope.ts';
import { spelledOut } from '../text.ts';

// After these topics, a follow-up ("and after the lease is signed?", "which one used to work
// for landlords?") is answered from their passages: a method step, a team member.
const FOLLOW_UP_PASSAGES: Record<string, string[]> = {
  process: ['method-step'],
  testimonials: ['success-story', 'testimonial'],
  team: ['team'],
  routing: ['team'],
  expectations: ['expectation'],
};
// Asked after the method, these are about the firm, not one of its steps ("and does the first
// chat cost anything?").
const ABOUT_THE_FIRM = new Set([
  'free-consultation',
  'fees',
  'hours',
  'contact',
  'phone',
  'email',
  'address',
  'booking',
]);
const ALL_THE_STEPS = /\b(the|your|ur|all the|what) (steps|process)\b/i;
const FOLLOW_UP_START = /^\W*(and|what about|how about|which|who|after|then|what happens)\b/i;
// "the accountant one sounds useful", after the team: the member that word describes.
const THE_ONE = /^\W*(?:[\w']+ ){0,4}?the (\w+(?: \w+)?) (one|guy|lady|person)\b/i;
// "which one of you worked for landlords?", "is there an accountant on your team?": a member.
const ASKS_WHICH_OF_YOU =
  /\b(which|who|any|anyone|anybody|someone)( one)? (of you|of your (team|advisors|partners|people|staff))\b|\b(which|who)( one)? of (them|those|the two|the three)\b|\b(an?|anyone|someone|somebody)\s+(\w+\s+){0,2}(on|in) (your|the) team\b|\b(anybody|anyone|somebody|someone) (there|over there|at your firm|at the firm) (\w+ly )?(an?|who|that|with|knows?|understands?|gets?|has|have)\b|\bone of (your|ur) (people|team|advisors|partners|staff|guys)\b|\bwho (on|in|at) (your|the) (team|firm|office) (\w+ly )?(used to|has|have|knows?|worked|was|is an?)\b|\bdo you have (anyone|anybody|someone|somebody) (with|who)\b|\bwho (used to|once|previously) work(ed)?\b|\bwho (has )?worked (for|with|on)\b/i;

const DESCRIBED_ONE = /\bthe (\w+) (?:one|guy|lady|person)\b/gi;
// ("she's the accountant one right?", "it was a woman, the accountant one", "which one is the
// accountant": "one" said of a person is any description.)
const DESCRIBED_PERSON =
  /\b(?:the|your|ur) (\w+(?: side)?) (?:guy|lady|person|woman|man)\b|\bthe (healthcare|commercial|medical|retail|numbers|cost) one\b|\b(?:(?:she|he)(?:'?s| is| was)|is (?:she|he)|(?:woman|man|lady|guy)\W+) the (\w+) one\b|\bwhich (?:one|1)(?: of (?:you|u|them))? is the (\w+)\b/i;
const HANDLES =
  /\b(handles?|deals? with|looks? after|takes? care of|(should|do|would|can) (i|we) (call|contact|talk to|speak to|e-?mail|ask for)|will it be|the (person|one|guy|lady) for)\b/i;
// "the one with the accounting background", "the one who was a project manager", "the one who
// used to be on the landlord side": a member.
const THE_ONE_WITH =
  /\bthe (?:one|guy|lady|person) (?:with|who (?:has|had|is|was|used (?:to|2) be|used (?:to|2) work)) (?:on |at |in |for |with )?(?:the |a |an )?(\w+(?: \w+)?)/i;
// "could the person who does the costing join": the member who does that (one word: "costing").
const THE_ONE_WHO_DOES =
  /\bthe (?:one|guy|lady|person) who (?:does|did|handles|runs|builds) (?:the |a |an |our |my )?(\w+)/i;
// "and the other partner, the one who deals with clinics": the member who does that.
const THE_OTHER_ONE_WHO =
  /\bthe other \w+\W+the one who (?:deals with|does|handles|works with|looks after) (?:the |a |an )?(\w+(?: \w+)?)/i;
// Whom the visitor does not want: "i dont want the commercial guy" (before a description), and
// "somebody there who does shops, not clinics" (a word searched for).
const NOT_WANTED_BEFORE =
  /(\bnot|\b(do|does|did|is|are|am)n'?t|\bbesides|\bthan|\bexcept)\s+((really|even|want|need)\s+)?$/i;
const NEGATED_WORD = /\b(?:not|except|besides)\s+(?:the |a |an |for )?[\w'-]+/gi;
const GUESS_OR_ANOTHER = /^\s*,?\s*or (someone|somebody|another|anyone|the other)\b/i;
// Words before "one" that describe no one: "the first one", "the other one", "the same person".
const NOT_DESCRIPTIONS = new Set(
  'first second third fourth 1st 2nd 3rd 4th last next other same right best main whole only'.split(
    ' ',
  ),
);
const PRONOUN = /\b(she|he|her|his|him)\b/i;
const SOMEONE_NEW = /\b(the (person|one|guy|lady|woman|man)|whoever|someone|somebody)\b/i;

/**
 * A strong hit or, among the team, a word found in one member's profile alone ("landlords");
 * for "which of you…", in their profile's own words ("is one of your people an accountant?":
 * Nicole, not Arjun, whose accounting offices are a business type he serves).
 */
function followUpHit(search: PassageSearch, said: string, kinds: string[], whichOfYou: boolean) {
  // (Words after "not" are searched for no one.)
  const message = said.replace(NEGATED_WORD, ' ');
  const sole = (hits: FoundPassage[]) => kinds.includes('team') && hits.length === 1;
  // "anyone on your team with a finance / accounting background": a profile's own words first
  // (Arjun's clients include accounting offices; Nicole is an accountant).
  if (whichOfYou && kinds.includes('team')) {
    const own = search.search(message, { kinds, limit: 2, ownWords: true });
    if (sole(own)) return own[0]?.passage;
  }
  const hits = search.search(message, { kinds, limit: 4 });
  const strong = hits.filter((hit) => hit.strength === 'strong');
  if (strong.length > 1 && !kinds.includes('team')) {
    // Every method step shares the process's phrases ("once the lease is signed"): their own
    // words tell them apart ("…are you done?": the step that says the work does not end there).
    const own = search.search(message, { kinds, limit: 1, ownWords: true })[0];
    const ownHit = strong.find((hit) => hit.passage.id === own?.passage.id);
    if (ownHit) return ownHit.passage;
  }
  if (hits[0]?.strength === 'strong' || sole(hits.slice(0, 2))) return hits[0]?.passage;
  if (!whichOfYou) return undefined;
  const own = search.search(message, { kinds, limit: 2, ownWords: true });
  return sole(own) ? own[0]?.passage : undefined;
}

// "and the other partner?" after one advisor: the other one, by role where it says.
const THE_OTHER = /\bthe other (partner|director|advisor|one|guy|lady|person)\b/i;
// ("the other guy said 6 weeks, can you beat that": another firm's, who spoke, not ours.)
const THE_OTHER_SAID =
  /\bthe other \w+ (said|says|told|tells|quoted|offered|promised|charges|charged|gave)\b/i;
const THE_OTHERS =
  /\b(the other (two|ones)|the others|the rest of (the|your|ur) (team|people|advisors))\b(?!\s+(\w+ )?(stores?|locations?|leases?|spaces?|units?|offices?|buildings?|clinics?|sites?|places?))/i;

function answerTheOther(
  draft: Draft,
  u: Understanding,
  context: ComposeContext,
  facts: FirmFacts,
  replies: Replies,
): boolean {
  const noun = THE_OTHER.exec(context.message)?.[1]?.toLowerCase();
  const current = u.advisor?.name ?? context.introduced.at(-1);
  // ("the other guy, the one with the accounting background?": whoever that describes; "what
  // about red deer, thats the other one i was thinking about": a place; "catherine or the other
  // guy": a choice, made by their business.)
  const choice = u.advisor?.reason === 'named' && /\bor the other\b/i.test(context.message);
  const describes = THE_ONE_WITH.test(context.message) || THE_OTHER_ONE_WHO.test(context.message);
  // "and the other two, what do they do": everyone else on the team.
  const asksOfThem = u.needs.every((need) => need === 'team' || need === 'about');
  if (THE_OTHERS.test(context.message) && current && !describes && asksOfThem) {
    const others = facts.content.team.filter((member) => member.name !== current);
    for (const member of others) introduceAdvisor(draft, replies, member, 'about');
    return others.length > 0;
  }
  if (!noun || !current || describes || THE_OTHER_SAID.test(context.message)) return false;
  // ("and the other person, the numbers one?": the one that describes.)
  const descriptions = [...context.message.matchAll(DESCRIBED_ONE)].map((m) => m[1]!.toLowerCase());
  if (descriptions.some((word) => !NOT_DESCRIPTIONS.has(word))) return false;
  // ("and the other one, for the flower shop?": the advisor of the business named.)
  const forBusiness = u.business !== undefined && !u.carried.includes('business');
  if (u.places.length > 0 || choice || forBusiness) return false;
  const others = facts.content.team.filter((member) => member.name !== current);
  const byRole = others.filter((member) => member.role.toLowerCase().includes(noun));
  // "and the other one?" after one partner: the one with the same title ("Partner").
  const title = (role = '') => role.split(',')[0]?.trim().split(/\s+/).at(-1);
  const currentTitle = title(facts.member(current)?.role);
  const sameTitle = others.filter((member) => title(member.role) === currentTitle);
  const other =
    byRole.length === 1
      ? byRole[0]
      : others.length === 1
        ? others[0]
        : sameTitle.length === 1
          ? sameTitle[0]
          : undefined;
  if (!other) return false;
  introduceAdvisor(draft, replies, other, 'about');
  introduceAdvisor(draft, replies, other, 'contact');
  draft.named = other.name;
  return true;
}

/** Says the passage the follow-up means, if one; false when the message is no such follow-up. */
export function answerFollowUpPassage(
  draft: Draft,
  u: Understanding,
  context: ComposeContext,
  search: PassageSearch,
  facts: FirmFacts,
  replies: Replies,
): boolean {
  if (answerMethodStep(draft, u, context, search, facts)) return true;
  // ("and how long does the whole thing take" after the method: how long, not one of its steps.)
  if (u.needs.includes('timeline') && context.previousNeeds.includes('process')) return false;
  // "and does the first chat cost anything?" after the method asks about the firm, not a step;
  // "and what are the steps u go thru" all of them again.
  const asksSomethingNew = u.needs.some(
    (need) =>
      ABOUT_THE_FIRM.has(need) || (need === 'process' && ALL_THE_STEPS.test(context.message)),
  );
  // ("what about the tax side of buying vs leasing" after who handles it: those services; not
  // "which one used to work for landlords", one of the team's past.)
  const namesAService =
    !u.carried.includes('needs') &&
    u.needs.some((need) => facts.isService(need) && need !== 'landlord');
  // "which of your advisors would run the numbers?": the service's advisor, not a profile.
  // ("anyone on ur team…": texting spellings read as the patterns below are written.)
  const message = spelledOut(context.message);
  const whichOfYou = ASKS_WHICH_OF_YOU.test(message);
  // ("not a clinic, a distribution outfit. which of your people handles that": their line's.)
  // ("ok so which one of them should i call" after the salon's and the massage room's advisors.)
  const handlesTheirs = u.advisor?.reason === 'line' && HANDLES.test(message);
  if (whichOfYou && (u.advisor?.reason === 'service' || handlesTheirs)) return false;
  // ("how do we book a meeting with one of your people?": how to book, with whoever; "selling the
  // house… could one of your people help?": what we do not do, said; but "who on your team used
  // to work for landlords" is one of the team.)
  const declined = (need: string) =>
    need !== 'landlord' &&
    facts.content.world.services.some((it) => it.id === need && it.status === 'notOffered');
  if (whichOfYou && (u.needs.includes('booking') || u.needs.some(declined))) return false;
  // "and the person who would do the numbers?", "what about the numbers side" after who
  // handles it: the numbers' advisor (but "the accountant one" is a member's profile).
  const serviceNamed =
    u.advisor?.reason === 'service' && !u.carried.includes('needs') && !THE_ONE.test(message);
  if (serviceNamed && context.previousNeeds.some((need) => need === 'routing' || need === 'team')) {
    return false;
  }
  if (answerTheOther(draft, u, context, facts, replies)) return true;
  const describedOne = THE_ONE.exec(message)?.[1]?.toLowerCase();
  const namesOne = describedOne !== undefined && !NOT_DESCRIPTIONS.has(describedOne);
  // ("the accountant one" after the team's members were named, whatever was asked.)
  const named = facts.content.team.filter((member) =>
    context.previousAnswer?.includes(member.name),
  );
  // (Not "can the retail one handle the plumbing", a space asked about.)
  const teamJustSaid =
    namesOne && named.length > 1 && !u.needs.some((need) => facts.isService(need));
  const fromBefore = [
    ...context.previousNeeds.flatMap((need) => FOLLOW_UP_PASSAGES[need] ?? []),
    ...(teamJustSaid ? ['team'] : []),
  ];
  // "whats the best number to reach the cost lady", "and hers, the healthcare one": one of the
  // team, by what they do, whatever came before (but not a client's story just told).
  // ("the commercial guy AND the numbers person": each of them. "can the retail one handle
  // the plumbing?" asks a service of a space, not of someone.)
  const asksService = u.needs.some((need) => facts.isService(need));
  const descriptions = [...message.matchAll(new RegExp(DESCRIBED_PERSON, 'gi'))]
    // ("the numbers one? we might buy instead": numbers are a person's, never a space's.)
    .filter((match) => match[2] === undefined || !asksService || /^(numbers|cost)$/i.test(match[2]))
    // ("so not the healthcare person", "besides the healthcare person", "i dont want the
    // commercial guy": not whom they want.)
    .filter((match) => !NOT_WANTED_BEFORE.test(message.slice(0, match.index)))
    // ("catherine or the commercial guy?": a choice, made by their business.)
    .filter(
      (match) =>
        !(u.advisor?.reason === 'named' && /\bor\s+$/i.test(message.slice(0, match.index))),
    )
    // ("is the first consult free, who's your healthcare person, and is there parking": the
    // routing among other questions; "ur CPA lady could just tell me" is one of the team.)
    .filter((match) => !/^(your|ur)\b/i.test(match[0]) || !asksSomethingNew)
    // ("the healthcare lady or someone else?": a guess at who, not the one they want.)
    .filter((match) => !GUESS_OR_ANOTHER.test(message.slice(match.index + match[0].length)))
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').toLowerCase())
    .filter((word) => !NOT_DESCRIPTIONS.has(word));
  // (Not "the person who does that part": the one already spoken of.)
  // ("is Catherine the one who handles medical clinics": a question about her, named.)
  const aboutSomeoneNamed =
    u.advisor?.reason === 'named' || /\bis \w+ the (one|guy|lady|person) who\b/i.test(message);
  const whoDoes = aboutSomeoneNamed ? null : THE_ONE_WHO_DOES.exec(message);
  const withWhat = (THE_ONE_WITH.exec(message) ?? THE_OTHER_ONE_WHO.exec(message) ?? whoDoes)?.[1];
  if (withWhat && !/^(that|this|it|those|these)\b/i.test(withWhat)) {
    descriptions.unshift(withWhat.toLowerCase());
  }
  const described = descriptions[0];
  const byDescription = described !== undefined && !fromBefore.includes('success-story');
  const kinds = whichOfYou || byDescription ? ['team'] : fromBefore;
  const startsFollowUp = FOLLOW_UP_START.test(message) || THE_ONE.test(message);
  // A client's story only when one is pointed at ("tell me more about the coffee chain one").
  if (kinds.includes('success-story') && !THE_ONE.test(message)) return false;
  if (kinds.length === 0 || !(whichOfYou || startsFollowUp || byDescription)) return false;
  // (After who handles it too: "and the first meeting, is that free", unless it is about
  // someone: "and the person who does the cost stuff, what's her background".)
  const aboutSomeone = SOMEONE_NEW.test(message) || PRONOUN.test(message);
  const teamAsked = kinds.includes('team') && aboutSomeone;
  // (A service beside "the accountant one" is what the member described would do.)
  const asksNew = asksSomethingNew || (namesAService && !namesOne);
  if (!whichOfYou && !byDescription && asksNew && !teamAsked) return false;
  // "and her direct number?": the one already spoken of, not whoever's profile says "director"
  // (but "the person who does the cost stuff, what's her background" is someone new).
  // ("the accountant one, could she help me…": "she" is the one described.)
  const spokenOf = PRONOUN.test(message) && !SOMEONE_NEW.test(message) && !namesOne;
  if (!whichOfYou && kinds.includes('team') && spokenOf) return false;
  // ("the 3rd person, nicole?": an ordinal describes no one; the search finds whom they name.)
  const theOne = byDescription
    ? described
    : kinds.includes('team') && namesOne
      ? describedOne
      : undefined;
  const passages = byDescription
    ? descriptions.map((description) => followUpHit(search, description, kinds, true))
    : [
        theOne
          ? followUpHit(search, theOne, kinds, true)
          : followUpHit(search, message, kinds, whichOfYou),
      ];
  // Every description must be found, or none is answered.
  const found = [...new Set(passages)].filter((passage) => passage !== undefined);
  if (found.length === 0 || found.length < new Set(passages).size) return false;
  for (const passage of found) {
    draft.say(passage.text, `passage:${passage.kind}`);
    if (passage.link) draft.link(passage.link);
    const member = facts.member(passage.kind === 'team' ? passage.title : undefined);
    if (member) {
      introduceAdvisor(draft, replies, member, 'contact');
      draft.named = member.name;
    }
  }
  return true;
}
