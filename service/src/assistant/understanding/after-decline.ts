/**
 * A follow-up to "we don't do that": "ugh so who do i call" or "why not?" after "we don't manage
 * buildings", or "so you can't find me a new one?" after the landlord's answer, is that answer
 * again, which says who and why.
 */
import type { Draft } from './follow-up.ts';
import type { NeedId, Understanding } from './types.ts';

// Words that ask a landlord's question again after it was declined.
const LANDLORD_ASKS = new Set(
  'find list sell market tenant tenants fee one pay money commission ballpark even'.split(' '),
);
// ("what if i just sell it tho": the building, not the visitor's data, just after the landlord's.)
const SELLS_THE_PLACE = /\bsell(ing)? (it|the (building|place|unit|property|space))\b/;
// ("so u cant send any dentists my way?", "physio tenants my way", "send me any of your dentist
// clients", "put it in front of your clients": the landlord's again, whoever they name.)
const SENDS_THEM =
  /\bsend\b( \w+){0,4} my way\b|\b(send|refer|introduce)\b( \w+){0,5} (clients|tenants|customers)\b|\bin front of (your|ur)\b/;
// ("ok fair but can u help us find the new place then": a space of their own.)
const OWN_SPACE = new Set('place space location spot premises office unit'.split(' '));

/**
 * Whether a message just after the landlord's answer asks the landlord's question again ("so
 * you can't find me a new one?", "even for a fee?"); if so the draft asks it.
 */
export function asksTheLandlordsAgain(
  draft: Draft,
  strong: readonly NeedId[],
  tokens: readonly string[],
): boolean {
  const said = tokens.join(' ');
  // ("not even for one unit?": the same, for less.)
  const notEven = /\bnot even\b/.test(said);
  const sellsThePlace = SELLS_THE_PLACE.test(said) && strong.every((need) => need === 'privacy');
  const again =
    SENDS_THEM.test(said) ||
    // ("we would pay a full commission, 2 yrs rent, still no?": money offered for the same.)
    ((sellsThePlace ||
      strong.every((need) => need === 'fees' || need === 'leasing' || need === 'rent-prices')) &&
      !draft.business &&
      tokens.some((token) => LANDLORD_ASKS.has(token)) &&
      (notEven || !tokens.some((token) => OWN_SPACE.has(token))));
  if (!again) return false;
  // (Typed wide again: the check above narrows `strong` to the needs it allows.)
  const askedNow: readonly NeedId[] = strong;
  draft.needs = ['landlord', ...draft.needs.filter((need) => !askedNow.includes(need))];
  draft.carried.push('needs');
  draft.followUp = { kind: 'again' };
  return true;
}

const WHO_TO_CALL = new Set(['contact', 'phone', 'routing', 'team']);
const WHAT_CAN_YOU_DO = /\bwhat (?:can|could|do) you (?:do|help|offer)\b/;
// Needs such a question names by itself ("what can you do" is about us, "leases" any lease).
const WHAT_WE_DO = new Set(['leasing', 'about', 'services', 'affirm']);
// "why not?", "y not", "how come" after "we don't do that": the same answer, which says why.
const WHY_WORDS = new Set(['why', 'y', 'how', 'come', 'not', 'so', 'but', 'really', 'is', 'that']);
const ASKS_NOTHING = new Set(['affirm', 'thanks', 'greeting']);

/**
 * "ugh so who do i call" or "why not?" after "we don't manage buildings": the answer that says
 * who and why, again; "so what CAN you do" after it: what the firm does.
 * Asked in its own words (`messageNeeds`, the message's own needs: "does he do retail" reaches an
 * advisor through "he").
 */
export function whoToCallAfterDecline(
  draft: Draft,
  previous: Understanding | undefined,
  messageNeeds: readonly NeedId[],
  words: readonly string[],
  notOffered: ReadonlySet<NeedId>,
  unsure: ReadonlySet<NeedId>,
): void {
  // ("ok so who does that then" just after the landlord's answer: the "ok" asks nothing.)
  const asked = previous?.landlord
    ? messageNeeds.filter((need) => !ASKS_NOTHING.has(need))
    : messageNeeds;
  // (What we cannot say we do, "your lawyer is the one to ask", only to "so who do i ask then":
  // "k whats the office number" after it asks the number.)
  const asksWhom = asked.length > 0 && asked.every((need) => need === 'routing');
  const declinedBefore =
    previous?.needs.filter((need) => notOffered.has(need) || (asksWhom && unsure.has(need))) ?? [];
  const asksWhy =
    asked.length === 0 &&
    words.some((word) => word === 'why' || word === 'y' || word === 'come') &&
    words.every((word) => WHY_WORDS.has(word));
  if (declinedBefore.length > 0 && asksWhy) {
    draft.needs = declinedBefore;
    draft.followUp = { kind: 'again' };
    return;
  }
  // "ok so what CAN you do with those leases": what the firm does, all of it.
  const declinedAny = previous?.needs.some((need) => notOffered.has(need) || unsure.has(need));
  // (Not "what do u do for buyers then": that work.)
  const namesWork = asked.some((need) => !WHAT_WE_DO.has(need) && !unsure.has(need));
  if (declinedAny && !namesWork && WHAT_CAN_YOU_DO.test(words.join(' '))) {
    draft.needs = ['services'];
    return;
  }
  // ("fine. who would you suggest then" after nothing but a decline, or after a landlord's
  // request whatever else it touched: whom, in words that name no topic.)
  const onlyDeclined =
    (previous?.landlord || previous?.needs.every((need) => notOffered.has(need))) ?? false;
  const asksWhoToCall =
    (asked.length > 0 && asked.every((need) => WHO_TO_CALL.has(need))) ||
    (asked.length === 0 && words.includes('who') && onlyDeclined);
  if (declinedBefore.length === 0 || !asksWhoToCall) return;
  // ("fine. whats arjuns number": his; "when can i call then": our hours; "who would know that"
  // after "not sure… Nicole handles this": the advisor that answer named.)
  const asksWhen = words.includes('when');
  const advisorNamed = previous?.advisor && declinedBefore.every((need) => unsure.has(need));
  if (
    advisorNamed ||
    draft.followUp?.kind === 'person' ||
    draft.advisor?.reason === 'named' ||
    words.length > 8 ||
    asksWhen
  ) {
    return;
  }
  draft.needs = declinedBefore;
  draft.followUp = { kind: 'again' };
}
