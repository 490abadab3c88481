/**
 * A client's story pointed at: "the warehouse guy in your reviews", "what about the mahogany
 * dentist" after stories were told, "did that client lose money on it". That story is said in
 * the client's own words, as the site shows it.
 */
import type { Draft } from './draft.ts';
import type { PassageSearch } from './passages.ts';

const STORY_KINDS = ['success-story', 'testimonial'];
// Where visitors saw the stories: "in your reviews", "on ur homepage", "from your story page".
const ON_OUR_PAGES =
  /\b(your|ur) (own )?(reviews?|testimonials?|home ?page|(web)?site|success stor(y|ies)|client stor(y|ies)|stor(y|ies)( page)?|case stud(y|ies))\b/i;
// "just poking around your site": where they are, not a story they saw there.
const BROWSING = /\b(poking|looking|browsing|clicking|scrolling|reading) (around|through)\b/i;
// A client pointed at: "the mahogany dentist", "the architecture studio guy", "what company".
const A_CLIENT =
  /\b(the (\w+ ){1,3}(one|guy|lady|dentist|doctor|clinic|company|client|chain|firm|store|shop|studio|practice|physio|people)|(that|this|the) client|what company)\b/i;
// Said of the client just quoted: "did they lose money on it", "what did you do for them".
const THEY = /\b(they|them|their|that client|this client|what happened|that one)\b/i;
const THAT_ONE = /\b(that one|what happened)\b/i;
// One story stands out when it scores this many times the next one.
const STANDS_OUT = 2;
// Words of a client's role that name no one ("Owner, Bow River Family Dental": "bow", "river").
const ROLE_WORDS = new Set(
  'owner director partner president founder manager officer chief executive operations principal medical dental clinic centre center family associates physiotherapy sport real estate supply'.split(
    ' ',
  ),
);

interface StoryContext {
  message: string;
  /** The assistant's previous answer: the clients it quoted are the ones spoken of. */
  previousAnswer: string | undefined;
  /** The visitor's previous message ("the airdrie one from your story page"). */
  previousQuestion: string | undefined;
  /** The message asks nothing new the understanding knows ("they" can only be the client). */
  asksNothingElse: boolean;
}

/** The words of a story's "(Name, Role)" that name that client ("bennett", "ross", "mahogany"). */
function namesTheClient(message: string, storyText: string): boolean {
  const who = /\(([^()]*)\)$/.exec(storyText)?.[1]?.toLowerCase() ?? '';
  const words = new Set(message.toLowerCase().split(/[^a-z]+/));
  return who
    .split(/[^a-z]+/)
    .some((word) => word.length >= 4 && !ROLE_WORDS.has(word) && words.has(word));
}

/** The story the message's own words point at: the only strong one, or one that stands out. */
function pointedAt(message: string, search: PassageSearch) {
  const [best, next] = search.search(message, { kinds: STORY_KINDS, limit: 2 });
  if (!best) return undefined;
  // ("the warehouse guy in your reviews": one client pointed at, and one story strong enough.)
  const onlyStrong = best.strength === 'strong' && next?.strength !== 'strong';
  if (onlyStrong && A_CLIENT.test(message)) return best.passage;
  if (next && best.score < STANDS_OUT * next.score) return undefined;
  // ("who would do it, him or the accountant lady": no client, though one scores a little.)
  const sure = best.strength === 'strong' || namesTheClient(message, best.passage.text);
  return sure ? best.passage : undefined;
}

/** Says the story pointed at, if one; false when the message points at none. */
export function answerClientStory(
  draft: Draft,
  { message, previousAnswer, previousQuestion, asksNothingElse }: StoryContext,
  clients: readonly string[],
  search: PassageSearch,
): boolean {
  // (In the order the answer quoted them: "that one" is the first.)
  const told = clients
    .filter((name) => previousAnswer?.includes(name))
    .sort((a, b) => (previousAnswer ?? '').indexOf(a) - (previousAnswer ?? '').indexOf(b));
  const spokenOf = told.length > 0 || ON_OUR_PAGES.test(previousQuestion ?? '');
  // ("can i phone them to ask how it went" asks how to reach us, not for their story again.)
  const pointsAtOne =
    spokenOf && (A_CLIENT.test(message) || (THEY.test(message) && asksNothingElse));
  const pointsAtOurPages =
    ON_OUR_PAGES.test(message) && !(BROWSING.test(message) && !A_CLIENT.test(message));
  if (!pointsAtOurPages && !pointsAtOne) return false;
  // "what did you do for them", "did that client lose money on it": the client just quoted
  // (the first, when several were: "what happened with that one"; "which clinic exactly, i
  // might know them" asks of them all).
  const pointed = told.length === 1 ? THEY.test(message) : THAT_ONE.test(message);
  const toldOne = told.length > 0 && pointed && !A_CLIENT.test(message) && asksNothingElse;
  const story = toldOne
    ? search
        .search(told[0]!, { kinds: STORY_KINDS, limit: 3 })
        .find((hit) => hit.passage.title === told[0])?.passage
    : pointedAt(message, search);
  if (!story) return false;
  draft.say(story.text, `passage:${story.kind}`);
  if (story.link) draft.link(story.link);
  return true;
}
