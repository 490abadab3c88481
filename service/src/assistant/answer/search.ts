/**
 * A search for space told over several short replies: "i need help finding a space" asks for the
 * business; "NW" or "about 2000" after it goes on (its paragraph was just said) and names the
 * advisor who takes it from there.
 */
import type { TeamMember } from '../content.ts';
import type { Replies } from '../replies.ts';
import type { NeedId, Understanding } from '../understanding/types.ts';
import type { Draft } from './draft.ts';
import { introduceAdvisor, labelOf } from './scope.ts';

const SPACE_SEARCH = new Set(['leasing', 'purchase', 'relocation', 'expansion', 'site-selection']);

export interface SearchSoFar {
  /** What this answer answers. */
  needs: readonly NeedId[];
  /** The search's services the previous answer already explained. */
  repeated: readonly NeedId[];
  advisor: TeamMember | undefined;
}

export function continueSearch(
  draft: Draft,
  u: Understanding,
  search: SearchSoFar,
  replies: Replies,
  answerNeed: (need: NeedId) => void,
): void {
  const { needs, repeated, advisor } = search;
  if (needs.some((need) => SPACE_SEARCH.has(need)) && !u.business && !u.landlord) {
    draft.say(replies.say('conversation', 'askBusiness'), 'askBusiness');
    // Which line, unless the message said ("industrial space", "for our clinic").
    if (!u.line) draft.suggest(labelOf(replies, 'healthcare'), labelOf(replies, 'commercial'));
  }
  const detail = u.sizes.length > 0 || u.headcount !== undefined || u.timing.length > 0;
  if (repeated.length === 0) {
    // "need maybe 2000 sq ft, 10 desks" after "we run a small accounting firm": the search's
    // first details, noted for the advisor who takes it from there.
    const searching = needs.some((need) => SPACE_SEARCH.has(need));
    if (detail && searching && u.carried.includes('business') && advisor) {
      draft.say(replies.say('conversation', 'sizeNoted'), 'size');
      if (!draft.introduced.includes(advisor.name)) {
        introduceAdvisor(draft, replies, advisor, 'contact');
      }
    }
    return;
  }
  // (Where the place named is, "We work in northwest Calgary", or their business acknowledged,
  // "its a hair salon, about 1200 sq ft", is no answer to the detail.)
  const sizeOnly =
    detail &&
    draft.intents.every((intent) => intent.startsWith('place:') || intent.startsWith('business:'));
  if (sizeOnly) draft.say(replies.say('conversation', 'sizeNoted'), 'size');
  // "by next fall": never promised, an advisor says what is realistic.
  if (sizeOnly && u.timing.length > 0)
    draft.say(replies.say('conversation', 'timingNoted'), 'timing');
  const elsewhere = u.followUp?.kind === 'place';
  if ((elsewhere || sizeOnly) && advisor && !draft.introduced.includes(advisor.name)) {
    introduceAdvisor(draft, replies, advisor, 'contact');
  }
  // Nothing new after all: the search's paragraph again rather than "I'm not sure".
  if (draft.parts.length === 0) repeated.forEach(answerNeed);
}
