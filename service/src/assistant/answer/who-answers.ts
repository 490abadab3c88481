/**
 * Who an answer introduces: the advisor who handles what was asked (once per conversation,
 * unless named or asked who), a named advisor's own contact when the question is how to reach
 * them, the advisor of a second business named, and the other line's.
 */
import type { TeamMember } from '../content.ts';
import type { Replies } from '../replies.ts';
import type { NeedId, Understanding } from '../understanding/types.ts';
import { ADVISOR_CONTACT } from './advisor-topics.ts';
import type { ComposeContext } from './compose.ts';
import type { Draft } from './draft.ts';
import type { FirmFacts } from './firm-facts.ts';
import { SMALL_TALK } from './needs-to-answer.ts';
import { ASKS_WHO, answerOtherBusiness, introduceAdvisor } from './scope.ts';

/** Needs about reaching the firm, which a named advisor's own contact answers too. */
const REACHING = new Set(['hours', 'holiday-hours', 'contact', 'booking']);

// "is there someone there who does the number crunching": a person, asked for again.
const ASKS_FOR_SOMEONE =
  /\b(?:someone|somebody|anyone|anybody|a person)\b(?: there| on (?:your|the) team)? who\b/i;

interface Asked {
  needs: readonly NeedId[];
  /** A service the firm offers was asked for. */
  serviceAsked: boolean;
  /** The advisor understanding chose, if any. */
  advisor: TeamMember | undefined;
}

export function introduceAdvisors(
  draft: Draft,
  u: Understanding,
  { needs, serviceAsked, advisor }: Asked,
  context: Pick<ComposeContext, 'message' | 'introduced'>,
  replies: Replies,
  facts: FirmFacts,
): void {
  const forTheirBusiness = u.business && !u.landlord;
  // Once per conversation, unless the visitor names them or asks who ("is that Catherine too?",
  // "who would run the numbers on that?").
  const again =
    u.advisor?.reason === 'named' ||
    ASKS_WHO.test(context.message) ||
    ASKS_FOR_SOMEONE.test(context.message);
  // (Not to "ok thanks": small talk introduces no one; but "my wife is a dentist, same firm?"
  // names a business and asks nothing else.)
  const smallTalkOnly = needs.every((need) => SMALL_TALK.includes(need));
  const businessOnly =
    needs.length === 0 && u.business !== undefined && !u.carried.includes('business');
  const introduces = (serviceAsked || forTheirBusiness) && (!smallTalkOnly || businessOnly);
  if (advisor && introduces && !draft.introduced.includes(advisor.name)) {
    if (again || !context.introduced.includes(advisor.name)) {
      introduceAdvisor(draft, replies, advisor, 'handles', 'advisor');
    }
  }
  // "Is Arjun in the office today?": the hours, and how to reach him.
  const aboutReaching = needs.every((need) => REACHING.has(need));
  // ("is she in the office over lunch today?": her, spoken of just before.)
  const spokenOf = u.advisor?.reason === 'named' || u.followUp?.kind === 'person';
  if (advisor && spokenOf && aboutReaching && draft.introduced.length === 0) {
    introduceAdvisor(draft, replies, advisor, 'contact');
  }
  // ("gimme arjuns number" after a pharmacy in a retail plaza: his number, no one else's.)
  const onlyTheirContact =
    u.advisor?.reason === 'named' && needs.every((need) => ADVISOR_CONTACT.has(need));
  answerOtherBusiness(draft, u, context.introduced, replies, facts, again && !onlyTheirContact);
  const other = facts.member(u.otherAdvisor);
  if (other && !draft.introduced.includes(other.name)) {
    introduceAdvisor(draft, replies, other, 'handles', 'advisor');
  }
}
