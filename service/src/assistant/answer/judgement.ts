/**
 * Questions only a person can judge: "is that too late to negotiate?", "is 2 months enough?",
 * "should we move or stay?", "is it better to expand where we are or move?", "is this within
 * your area of expertise?" about a business the content does not name. The reply says how to
 * reach an advisor, even if it was said before.
 */
import type { TeamMember } from '../content.ts';
import type { Replies } from '../replies.ts';
import type { NeedId, Understanding } from '../understanding/types.ts';
import type { Draft } from './draft.ts';
import { introduceAdvisor } from './scope.ts';

const ASKS_FIT =
  /\b(area of expertise|something (you|u)( guys)? (do|handle)|what (you|u)( guys)? do|(your|ur) (specialty|wheelhouse|kind of client))\b/i;

// ("should we just sign it", "is that normal?" of their landlord's terms, "is 32 a foot too
// high", "is $38 a sq ft reasonable" (a figure of theirs), "is a personal guarantee normal",
// "would a landlord make us sign a personal guarantee": their own deal.)
const ASKS_ADVICE =
  /\b(should (i|we)\b.*\bor\b|(u|you) think (i|we) should\b|(is it|would it be) (better|smarter|cheaper|best) to\b.*\bor\b|should (i|we) (just )?(sign|accept|take|agree)\b|\b(is (that|this)|(that|this)(s| is)) (normal|standard|typical|fair|reasonable)\b|\bis \$?\d[\d.,]*\b[^.?!]{0,25}\b(reasonable|fair|normal|typical)\b|\bis (a|an) (\w+ ){1,2}(normal|standard|typical|usual)\b|\b\d+\b.*\btoo (high|much|expensive|steep)\W*$|\b(do|does|would|will) (landlords|the landlord|a landlord) (usually |even |ever |normally |typically )?(give|make|ask|require|want|offer|accept|pay)\b)/i;

export function offerWhoCanJudge(
  draft: Draft,
  u: Understanding,
  needs: readonly NeedId[],
  message: string,
  advisor: TeamMember | undefined,
  replies: Replies,
): void {
  const judgesTiming =
    u.question === 'yesNo' && needs.some((need) => need === 'timeline' || need === 'when-to-start');
  // ("Funeral home looking to relocate… is this within your area of expertise?")
  const judgesFit = ASKS_FIT.test(message) && !u.business;
  // "u think we should move or stay", "should i do that or move": advice for their case.
  const judgesChoice = ASKS_ADVICE.test(message);
  // (A business not listed, or unknown, is said with how to reach an advisor already.)
  const reachable = draft.intents.some((intent) =>
    /^(advisor|reachAdvisor|business:notListed|business:unknown)/.test(intent),
  );
  if (reachable || !(judgesTiming || judgesFit || judgesChoice)) return;
  // (Not beside "what kind of business is it for?" when timing is asked: that question is the
  // next step.)
  if (judgesTiming && draft.intents.includes('askBusiness')) return;
  if (advisor) introduceAdvisor(draft, replies, advisor, 'contact');
  else draft.say(replies.say('conversation', 'reachAdvisor'), 'reachAdvisor');
}
