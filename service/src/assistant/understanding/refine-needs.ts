/**
 * What the needs read become once the message's shape is known: a date of the visitor's own
 * asked about ("is 2 months enough?"), a lease coming to its end ("is 14 months enough time?"),
 * the visitor's own e-mail or number spoken of, details given, and a landlord's own needs.
 */
import type { Draft } from './follow-up.ts';
import { CONTACT_TOPICS } from './needs.ts';
import { WHOM_TO_CONTACT } from './person.ts';
import type { NeedId, Understanding } from './types.ts';

// With a date of the visitor's own, these ask whether it can be done in time.
const TIMELINE_CUES = new Set(
  'enough realistic possible feasible doable manage quick quickly fast soon late'.split(' '),
);
// "so 2 different ppl?", "ok whos best to ask then": who handles what ("ok who could i ask then"
// is whom to contact, person.ts).
const WHO_HANDLES =
  /\b(two|2|diff|different) (different )?(people|ppl|advisors|persons)\b|\bwho('?s| is| would be) (the )?best (person )?to (ask|talk to|call)\b|\bbest person to (ask|talk to|call)\b|\bwhoever (knows|can|handles|does)\b/;
// "whos my contact there": the advisor who handles it, not our general contact details.
const MY_CONTACT = /\bwho('?s| is| will be) (my|our) (contact|person|advisor|rep)\b/;
// "who runs numbers", "who crunches the numbers": the investment analysis.
const RUNS_NUMBERS = /\b(runs?|running|crunch(es|ing)?|does|do) (the )?numbers\b/;
// "are u downtown": where our office is ("are u in airdrie too" asks where we work).
const WHERE_WE_ARE =
  /\b(are|r) (you|u)( guys)? (located |based )?(in|on|at|near|downtown|uptown)\b(?!.*\b(too|also|as well)\b)/;
// A lease of the visitor's coming to its end: how long a move takes is then answered with when
// to start.
const LEASE_WORDS = /\b(lease|leases|renew\w*|expir\w*|term)\b/;
const OFFICE_WORDS = new Set(
  'open closed close hours hour office reach call available working answer reply'.split(' '),
);
const BUYING_WORDS = new Set(['buy', 'buying', 'purchase', 'purchasing', 'acquire']);
// "…and we also need an office for our own company": a landlord's own search.
const OWN_SEARCH =
  /\b(also (need|looking|want)|for (my|our) own|ourselves|(my|our) own (\w+ ){0,2}(business|company|practice|lease|office|clinic|space)|lease somewhere|move somewhere)\b/;

const LEASE_ENDS =
  /\b(my|our|the) leases?\b(?:\s+[a-z0-9]+){1,4}?\s+(end|ends|ending|expire|expires|expiring|runs out|is up|are up|comes up)\b/;
// "how much?" alone: what we charge, the price a visitor most often asks first.
const HOW_MUCH_ALONE = /^\W*(ok\W+|so\W+|and\W+)?how much\W*$/;
// Costs other than our fee that a bare "how much?" just after them asks again.
const OTHER_COSTS = new Set(['rent-prices', 'build-out-costs']);
// "how long til someone gets back to me": how soon we reply, not how long a search takes.
const GETS_BACK = /\b(get|gets|getting|hear|write|call|calls) back\b/;
// "do you guys ever hire junior analysts": a job asked for.
// ("hiring like 10 ppl from ontario… find them apartments" is their own hiring.)
const HIRING =
  /\b(are you|are u|r u|you guys|is (she|he)|do you|do u|ever) (\w+ )?(hiring|hire)\b|\b(internships?|resume|cv|apply|applying)\b/;
// The build-out's needs: a cost asked just after them is the build-out's.
const BUILD_OUT = new Set(['facility-planning', 'build-out-costs']);
// "how much do u charge for the reno": our fee, not what the work itself costs.
const OUR_FEE = /\b(you|u|your|ur|yours|you guys|yall|charge|fees?)\b/;
const NEXT_DOOR =
  /\b(next door|beside (us|my|our)|next to (us|ours|my|our)|adjacent|neighbouring|neighboring)\b(?!.*\btenants?\b)/;
// "do i have to sign a contract or something first": the agreement that starts the work.
const SIGNS_WITH_US = /\b(contract|agreement|sign|signed|paperwork)\b/;
// "will the leasing agent find out i contacted u?": someone hearing of it.
const FINDS_OUT = /\b(find|finds|found) out\b|\b(know|knows|hear|hears) (that )?(i|we)\b/;
// "need someone to find a tenant for the empty unit next door", "can u find someone to rent it",
// "can u list it for him": a landlord's request.
const FINDS_A_TENANT =
  /\b(find|get|need|want|looking for) (a |an |some |new )?(tenants?|renters?)\b|\b(someone|somebody) to (rent|lease) (it|them)\b|\b(list|market|advertise) (it|them)\b/;
export interface NeedsContext {
  draft: Draft;
  words: readonly string[];
  lower: string;
  previous: Understanding | undefined;
  /** Contact topics the visitor spoke of as their own ("my email"). */
  owned: readonly NeedId[];
  givesDetails: boolean;
  /** An e-mail or phone number of the visitor's own among the details. */
  givesContact: boolean;
  isService: (need: NeedId) => boolean;
}

// "k", "kk": an ok ("k wats the" is a question cut short).
const K_ALONE = /^\W*k+\W*$/;
// "ok and…", "ok so…", "ok but…": an "ok" that leads into more.
const GOES_ON = /^\W*(ok|okay|alright|sure)\W+(and|so|but|also)\b/;

// "compare airdrie to north calgary", "is nw or se better": places weighed against each other.
const COMPARES = /\b(compare|comparing|versus|vs|better|best)\b/;
// "ok so what happens now", "next steps?": what comes after.
const WHAT_NEXT =
  /^\W*(ok\W+|so\W+)*(what happens next|what now|now what|what'?s next|next steps?)\b/;

export function refineNeeds(
  read: readonly NeedId[],
  { draft, words, lower, previous, owned, givesDetails, givesContact, isService }: NeedsContext,
): NeedId[] {
  let needs = [...read];
  if (K_ALONE.test(lower)) needs = ['affirm'];
  // "ok so can i describe a few of my clients…", "ok and parking, a lot of our clients…": an "ok"
  // before a longer question, or before more to say, takes up nothing.
  if (words.length > 6 && (draft.question !== 'statement' || GOES_ON.test(lower))) {
    needs = needs.filter((need) => need !== 'affirm');
  }
  // "so 2 different ppl?", "would we have to deal with two different people", "ok whos best to
  // ask then": who handles what. (Said here, not as world terms: those words would become
  // every advisor's passage keywords.)
  const asksWho = WHO_HANDLES.test(lower) || WHOM_TO_CONTACT.test(lower);
  if (needs.every((need) => need === 'affirm') && asksWho) needs = ['routing'];
  // "who runs numbers": the investment analysis, not our phone numbers. (A pattern: a service
  // term with "who" in it would make "who" a keyword of its passages.)
  if (RUNS_NUMBERS.test(lower) && needs.includes('phone')) {
    needs = [...needs.filter((need) => need !== 'phone'), 'investment-analysis'];
  }
  if (MY_CONTACT.test(lower)) needs = ['routing', ...needs.filter((need) => need !== 'contact')];
  // "what are ur hours and are u downtown": where our office is, beside where we work.
  if (draft.places.length > 0 && WHERE_WE_ARE.test(lower) && !needs.includes('address')) {
    needs = [...needs, 'address'];
  }
  // "is 2 months enough to find a spot?": a timeline question about the visitor's own date.
  if (
    draft.timing.length > 0 &&
    draft.question !== 'statement' &&
    !needs.includes('timeline') &&
    words.some((word) => TIMELINE_CUES.has(word))
  ) {
    needs = ['timeline', ...needs];
  }
  // "our lease in red deer ends march 2027": a lease coming to its end, whatever stands between.
  if (LEASE_ENDS.test(lower) && !needs.some(isService)) needs = ['renewal', ...needs];
  if (LEASE_ENDS.test(lower) && needs.includes('leasing') && !needs.includes('renewal')) {
    needs = needs.map((need) => (need === 'leasing' ? 'renewal' : need));
  }
  // "they want an answer in 2 weeks" after a renewal: a date of theirs for what was discussed.
  if (needs.length === 0 && draft.timing.length > 0 && (previous?.needs ?? []).some(isService)) {
    needs = ['timeline'];
  }
  // "is 14 months enough time?" about a lease that ends: when to start is what the content says.
  // (Asked with no service of its own, it is about the conversation's.)
  const about =
    draft.followUp?.kind === 'about'
      ? draft.followUp.subject
      : needs.some(isService)
        ? needs
        : (previous?.needs ?? []);
  // (A move asked now with no lease of theirs named, "how long to find a space and move in", is
  // no lease ending.)
  const movesWithoutLease = needs.some(isService) && !LEASE_WORDS.test(lower);
  const leaseEnds =
    about.includes('renewal') || (about.includes('relocation') && !movesWithoutLease);
  if (needs.includes('timeline') && leaseEnds && !needs.includes('when-to-start')) {
    needs = [...needs, 'when-to-start'];
  }
  // "NW or SW, which is better for a family practice?": two places weighed is where to be, not
  // lease against buy.
  if (
    needs.includes('investment-analysis') &&
    draft.places.length >= 2 &&
    !words.some((word) => BUYING_WORDS.has(word))
  ) {
    needs = needs.map((need) => (need === 'investment-analysis' ? 'site-selection' : need));
  }
  // "can someone help me compare airdrie to north calgary": places weighed is where to be.
  if (draft.places.length >= 2 && COMPARES.test(lower) && !needs.includes('site-selection')) {
    needs = [...needs.filter((need) => need !== 'area'), 'site-selection'];
  }
  // "a pop up shop for the holidays": a season of their business, not our hours on a holiday.
  if (
    needs.includes('holiday-hours') &&
    needs.some(isService) &&
    !words.some((word) => OFFICE_WORDS.has(word))
  ) {
    needs = needs.filter((need) => need !== 'holiday-hours');
  }
  // (Just after the rents or a build-out's cost, "how much?" asks that again.)
  if (needs.length === 0 && HOW_MUCH_ALONE.test(lower)) {
    const costs = (previous?.needs ?? []).filter((need) => OTHER_COSTS.has(need));
    needs = costs.length > 0 ? costs : ['fees'];
  }
  if (needs.includes('timeline') && GETS_BACK.test(lower)) {
    needs = ['reply-time', ...needs.filter((need) => need !== 'timeline' && need !== 'contact')];
  }
  // "what would it cost to renovate": the work's cost, which we budget but cannot quote, and
  // the planning that budgets it. ("who does the cost / budget side" just after the build-out is
  // who budgets it.)
  const afterBuildOut = (previous?.needs ?? []).some((need) => BUILD_OUT.has(need));
  const buildOutAsked =
    needs.includes('facility-planning') || (needs.includes('routing') && afterBuildOut);
  if (needs.includes('fees') && buildOutAsked && !OUR_FEE.test(lower)) {
    needs = needs.map((need) => (need === 'fees' ? 'build-out-costs' : need));
  }
  if (needs.includes('build-out-costs') && !needs.includes('facility-planning')) {
    needs = [...needs, 'facility-planning'];
  }
  // "is she hiring junior analysts": a job's title names the work, which is no need of theirs.
  if (needs.includes('careers') && HIRING.test(lower)) {
    needs = needs.filter((need) => !isService(need));
  }
  // "how long do you keep my email?", "rather not give my number, can I just email?": the
  // visitor's own e-mail or number is what they speak of, not a request for the firm's.
  const notOwned = needs.filter((need) => !owned.includes(need));
  if (notOwned.length > 0) needs = notOwned;
  // "my name is Sam, call me at 403…", "my cell is 403…, call or text after 5": details given,
  // how to reach them, not a request for the firm's (unless "your" number is asked too).
  if (givesDetails) {
    const asksOurs = /\b(your|ur)\b/.test(lower);
    if (draft.question === 'statement' || (givesContact && !asksOurs)) {
      needs = needs.filter((need) => !CONTACT_TOPICS.has(need));
    }
    needs = [...needs, 'lead-details'];
  }
  // "what happens next then" just after leaving their details: our reply, not the method.
  const gaveContact = previous?.leadDetails.email === true || previous?.leadDetails.phone === true;
  if (gaveContact && needs.length === 1 && needs[0] === 'process' && WHAT_NEXT.test(lower)) {
    needs = ['reply-time'];
  }
  // "we own the building and want to lease out a floor": owning and leasing are the
  // landlord's, no purchase or search of their own unless they say so, and their tenants'
  // moves and renewals are the tenants'.
  // "we need more room and the unit next door is empty": a chance to grow, not a unit to let.
  // (But "find a tenant for the empty unit next door" is a landlord's.)
  if (
    needs.includes('landlord') &&
    needs.includes('expansion') &&
    NEXT_DOOR.test(lower) &&
    !FINDS_A_TENANT.test(lower)
  ) {
    needs = needs.filter((need) => need !== 'landlord');
  }
  // "do i have to sign a contract or something first": the engagement agreement beside the free
  // first meeting, not a lawyer's question.
  if (needs.includes('free-consultation') && SIGNS_WITH_US.test(lower)) {
    needs = [...needs.filter((need) => need !== 'legal-advice' && need !== 'terms'), 'terms'];
  }
  // "will the leasing agent find out i contacted u?": who hears of it, no landlord's request.
  if (needs.includes('landlord') && needs.includes('privacy') && FINDS_OUT.test(lower)) {
    needs = needs.filter((need) => need !== 'landlord');
  }
  if (needs.includes('landlord') && !OWN_SEARCH.test(lower)) {
    // ("my dentist tenant is moving out": their tenant's move, not a relocation of theirs.)
    const buying = words.some((word) => BUYING_WORDS.has(word));
    // ("occupancy late next year… what would you charge us as the landlord": nor their dates, nor
    // our fee for work we don't do.)
    const theirTenants = new Set([
      'leasing',
      'relocation',
      'expansion',
      'renewal',
      'timeline',
      'fees',
    ]);
    needs = needs.filter((need) => !theirTenants.has(need) && (need !== 'purchase' || buying));
  }
  return needs;
}
