/**
 * A topic asked of one of the team ("his email", "who handles commercial leases", "what do they
 * each do", "both their numbers", "is there a main line if he's busy"): that advisor's own
 * details, both advisors spoken of, or each member's profile.
 */
import type { TeamMember } from '../content.ts';
import { firstNameOf, type Replies } from '../replies.ts';
import type { NeedId, Understanding } from '../understanding/types.ts';
import type { Draft } from './draft.ts';
import type { FirmFacts } from './firm-facts.ts';
import { ASKS_WHO, introduceAdvisor } from './scope.ts';
import type { TopicContext } from './topics.ts';

/** Topics an advisor answers in person when the visitor asks about one. */
const ADVISOR_TOPICS = new Set(['routing', 'team', 'contact', 'phone', 'email', 'booking']);

// "the direct lines for all three of your advisors": each one's e-mail and phone.
// ("tollfree?" just after an advisor's number: the firm's 1-800.)
const MAIN_LINE =
  /\b(main|general)( office)? (line|number|phone|e-?mail|inbox|address)\b|\bfront desk\b|\bswitchboard\b|\btoll ?-?free\b|\b1-?800\b/i;
const UNAVAILABLE =
  /\bif (he|she|they)( is|'s|s| are|'re)? (busy|away|out|off|not around|not in|not available|unavailable|on vacation|on holiday|sick|tied up|swamped)\b|\bif (i|we) (can'?t|cannot|don'?t) (get (a )?hold of|reach|get through to) (him|her|them)\b/i;
const NOT_THE_MAIN =
  /\b(do ?n[o']?t|not|rather not|no|instead of|skip|avoid|bypass)\b(\s+\w+){0,3}\s+(main|general|front desk|switchboard|toll ?-?free|1-?800)/i;
export const ADVISOR_CONTACT = new Set(['email', 'phone', 'contact']);
const LINKEDIN = /\blinked ?in\b/i;

// "phone number for whoever does commercial", "email of the person who handles clinics": the
// advisor's own, not the firm's.
const FOR_THE_ONE =
  /\bwhoever\b|\b(person|guy|one|someone|somebody) (who|that) (does|do|handles?|deals|looks after|works)\b|\bthe (healthcare|commercial|medical|dental|clinic|retail|office|industrial) (partner|advisor|person|guy|lady|one|specialist|expert|lead)/i;

const EACH_OF_THEM = /\b(each|every one|all of them)\b/i;
const THEIRS = /\b(their|theirs|them|they|each|all three)\b/i;

const WHICH_OF_THE_TWO = /\b(which one|which of (them|the two|you)|who has (more|the most))\b/i;
// "can i call nicole rn": whether the office is open now, with her line.
const RIGHT_NOW = /\b(rn|right now|atm|at the moment)\b|\bnow\W*$/i;
const PERSON_WORDS = /\b(he|she|his|her|him|hers|their|them)\b/i;

/** The advisor's own details for "his email", "who handles…", "tell me about Nicole". */
function answerAdvisor(
  draft: Draft,
  need: NeedId,
  advisor: TeamMember,
  u: Understanding,
  replies: Replies,
): void {
  const values = replies.advisorValues(advisor);
  const key =
    need === 'email' || need === 'phone' ? need : need === 'routing' ? 'handles' : 'contact';
  if (need === 'team' && (u.advisor?.reason === 'named' || u.advisor?.reason === 'carried')) {
    draft.say(replies.say('advisor', 'about', values), 'advisor:about');
  }
  // "can I book a call with Arjun?", "whats the guys number" (who handles it, and his number):
  // his e-mail and phone, said once, not his phone again.
  const contactSaid =
    (draft.intents.includes('advisor:contact') || draft.intents.includes('advisor:handles')) &&
    draft.introduced.includes(advisor.name);
  // "email of the person who handles clinics": the e-mail just given says who, too.
  const reachedAlready = key === 'handles' && draft.introduced.includes(advisor.name);
  if (!(contactSaid && (key === 'phone' || key === 'email')) && !reachedAlready) {
    introduceAdvisor(draft, replies, advisor, key);
  }
  if (need === 'booking') {
    const booking = advisor.takesBookings ? 'books' : 'noBooking';
    draft.say(replies.say('advisor', booking, values), `advisor:${booking}`);
    if (!advisor.takesBookings) draft.link(...replies.bookingLinks());
  }
}

/** Whether the topic was answered by, or about, one of the team. */
export function answerAboutAdvisors(
  draft: Draft,
  need: NeedId,
  u: Understanding,
  context: TopicContext,
  replies: Replies,
  facts: FirmFacts,
): boolean {
  const { advisor } = context;
  // "can u send me both their emails": the two advisors this conversation has spoken of.
  const spokenOf = context.introduced.slice(-2).flatMap((name) => facts.member(name) ?? []);
  // ("and phones?" just after both their e-mails: both again.)
  const bothJustGiven = spokenOf.every((member) => context.previousAnswer?.includes(member.name));
  const both =
    /\bboth\b/i.test(context.message) ||
    (bothJustGiven && /\b(phones|emails|e-mails|numbers|lines)\b/i.test(context.message));
  // (Not "can i email both at once or is there a general address": the firm's.)
  if (
    ADVISOR_CONTACT.has(need) &&
    both &&
    spokenOf.length === 2 &&
    !MAIN_LINE.test(context.message)
  ) {
    for (const member of spokenOf) introduceAdvisor(draft, replies, member, 'contact');
    return true;
  }
  // "whats their emails" just after the whole team was named: each one's e-mail and phone.
  const teamJustNamed = facts.content.team.every((member) =>
    context.previousAnswer?.includes(member.name),
  );
  if (ADVISOR_CONTACT.has(need) && teamJustNamed && THEIRS.test(context.message)) {
    for (const member of facts.content.team) introduceAdvisor(draft, replies, member, 'contact');
    return true;
  }
  // "what do they each do" after the team: each one's profile; "which one has more
  // experience?" of the two spoken of: both, for the visitor to judge.
  const profiles =
    need === 'team' && EACH_OF_THEM.test(context.message) && u.followUp?.kind === 'again'
      ? facts.content.team
      : need === 'experience' && WHICH_OF_THE_TWO.test(context.message) && spokenOf.length === 2
        ? spokenOf
        : [];
  if (profiles.length > 0) {
    for (const member of profiles) {
      draft.say(replies.say('advisor', 'about', replies.advisorValues(member)), 'advisor:about');
    }
    return true;
  }
  // An advisor found only from the visitor's line answers "who handles…", not "your phone?";
  // once introduced in this conversation, a bare "email?" means theirs.
  const introducedAlready =
    advisor !== undefined &&
    context.introduced.includes(advisor.name) &&
    context.message.split(/\s+/).length <= 3;
  // "who would I talk to?": a person, the visitor's advisor, not the switchboard.
  const asksWho = need === 'contact' && ASKS_WHO.test(context.message);
  // "what email" just after "if i email instead, when would i hear back", answered with our
  // address: ours again, not an advisor's from earlier (unless that question named one).
  const oursAgain =
    need === 'email' &&
    context.previousNeeds.includes('email') &&
    Boolean(context.previousAnswer?.includes(facts.content.settings.email)) &&
    !PERSON_WORDS.test(context.message) &&
    !facts.content.team.some((member) =>
      context.previousQuestion?.toLowerCase().includes(firstNameOf(member.name).toLowerCase()),
    );
  // "if he doesn't pick up, is there a main line?": the firm's, whoever was spoken of.
  // ("…, dont want the main switchboard": the advisor's after all.)
  // ("and if hes busy?", "if shes not around who else can i call": anyone at the firm.)
  const firmsOwn =
    (MAIN_LINE.test(context.message) && !NOT_THE_MAIN.test(context.message)) ||
    UNAVAILABLE.test(context.message) ||
    oursAgain;
  const personal =
    !firmsOwn &&
    (u.advisor?.reason !== 'line' ||
      need === 'routing' ||
      u.followUp?.kind === 'person' ||
      introducedAlready ||
      asksWho ||
      FOR_THE_ONE.test(context.message) ||
      // "direct line pls": the advisor's own, not the switchboard.
      /\b(direct|cell|personal)\b/i.test(context.message));
  // "phone number for whoever does commercial": someone not met yet is said with who they are.
  const unmet =
    advisor !== undefined &&
    !context.introduced.includes(advisor.name) &&
    u.advisor?.reason !== 'named' &&
    u.advisor?.reason !== 'carried' &&
    (need === 'phone' || need === 'email');
  if (advisor && ADVISOR_TOPICS.has(need) && personal) {
    // "who's the person for that?": who handles it says how to reach them already.
    if (need === 'contact' && draft.introduced.includes(advisor.name)) return true;
    answerAdvisor(draft, asksWho || unmet ? 'routing' : need, advisor, u, replies);
    if (ADVISOR_CONTACT.has(need) && RIGHT_NOW.test(context.message)) {
      draft.say(replies.openStatus(context.now), 'openStatus');
    }
    // ("nicoles pls" just after "whats catherines linkedin": hers too.)
    const again = u.followUp?.kind === 'again' && LINKEDIN.test(context.previousQuestion ?? '');
    if (LINKEDIN.test(context.message) || again) {
      draft.link({ label: `${advisor.name} on LinkedIn`, href: advisor.linkedin });
    }
    return true;
  }
  return false;
}
