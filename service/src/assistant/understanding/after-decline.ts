/**
 * A follow-up to "we don't do that": "ugh so who do i call" or "why not?" after "we don't manage
 * buildings" is that answer again, which says who and why.
 */
import type { Draft } from './follow-up.ts';
import type { NeedId, Understanding } from './types.ts';

const WHO_TO_CALL = new Set(['contact', 'phone', 'routing', 'team']);
// "why not?", "y not", "how come" after "we don't do that": the same answer, which says why.
const WHY_WORDS = new Set(['why', 'y', 'how', 'come', 'not', 'so', 'but', 'really', 'is', 'that']);

/**
 * "ugh so who do i call" or "why not?" after "we don't manage buildings": the answer that says
 * who and why, again.
 * Asked in its own words (`asked`, the message's own needs: "does he do retail" reaches an
 * advisor through "he").
 */
export function whoToCallAfterDecline(
  draft: Draft,
  previous: Understanding | undefined,
  asked: readonly NeedId[],
  words: readonly string[],
  notOffered: ReadonlySet<NeedId>,
): void {
  const declinedBefore = previous?.needs.filter((need) => notOffered.has(need)) ?? [];
  const asksWhy =
    asked.length === 0 &&
    words.some((word) => word === 'why' || word === 'y' || word === 'come') &&
    words.every((word) => WHY_WORDS.has(word));
  if (declinedBefore.length > 0 && asksWhy) {
    draft.needs = declinedBefore;
    draft.followUp = { kind: 'again' };
    return;
  }
  const asksWhoToCall = asked.length > 0 && asked.every((need) => WHO_TO_CALL.has(need));
  if (declinedBefore.length === 0 || !asksWhoToCall) return;
  if (draft.followUp?.kind === 'person' || words.length > 6) return;
  draft.needs = declinedBefore;
  draft.followUp = { kind: 'again' };
}
