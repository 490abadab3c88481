/**
 * The paragraph of the privacy or terms page a question is about, rather than the page's
 * summary: "do you sell my email?", "any guarantees?", "and my number?" after how long chats are
 * kept.
 */
import type { Replies } from '../replies.ts';
import type { FirmFacts } from './firm-facts.ts';
import { spelledOut } from '../text.ts';

/** A follow-up this short ("and my number?") asks the previous question again. */
const BARE_FOLLOW_UP = 4;
/** A paragraph of the privacy page's section answered beside the best scores this share of it. */
const SECTION_SHARE = 0.6;

// "how long u keep THIS chat, not the contact form stuff": what the visitor sets aside is left
// out of the search (a "not" opening its clause, so "do you not keep it" keeps its words).
const SET_ASIDE = /(^|[.,;!?]\s*)not (the|a|an|my|our|your|ur|that|those|this)\b[^.,;!?]*/gi;

type Hit = ReturnType<FirmFacts['search']['search']>[number];
const section = (hit: Hit) => hit.passage.id.replace(/:\d+$/, '');

/** Both sections if the best is strong; the one asked as instead of a weak best. */
function bestAndAskedAs(best: Hit, askedAs: Hit): Hit[] {
  if (best.strength !== 'strong') return [askedAs];
  return section(best) === section(askedAs) ? [best] : [best, askedAs];
}

/**
 * A whole paragraph of the privacy or terms page (not a list's fragment) that answers the message
 * ("do you use cookies?", "any guarantees?"): the best one if strong, or if the message says one
 * of the ways its section is asked about (`askedAs` in pages/privacy.yaml and terms.yaml) word for
 * word, whatever else it says ("is my data stored in the states? our college is picky"). One that
 * points to "the address below" on the page, or to "our privacy contact", is followed by the
 * privacy contact's address. `askedAsOnly`: only a section asked about in its own words.
 */
export function legalParagraph(
  facts: FirmFacts,
  page: 'privacy' | 'terms',
  message: string,
  replies: Replies,
  earlier?: string,
  askedAsOnly = false,
): { text: string } | undefined {
  const asked = message.replace(SET_ASIDE, '$1');
  const hits = facts.search.search(asked, { kinds: [page], limit: 5 });
  const lower = ` ${spelledOut(asked.toLowerCase()).replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
  const said = (found: (typeof hits)[number]) =>
    found.passage.keywords.some((phrase) => lower.includes(` ${phrase.toLowerCase()} `));
  // The best section; a lower one asked about in its own words comes too ("do u keep this chat
  // or does it get deleted": how long, beside the consent that mentions deleting), or instead
  // of a weak best ("how long til u actually do it" after a deletion: how soon the privacy
  // contact answers; "the number you have is wrong": the right to correct it).
  const [best] = hits;
  const askedAs = best && !said(best) ? hits.find(said) : undefined;
  const chosen = !best || !askedAs ? hits.slice(0, 1) : bestAndAskedAs(best, askedAs);
  const hit = chosen.at(-1);
  const saysHowAsked = hit !== undefined && said(hit);
  if (askedAsOnly && !saysHowAsked) return undefined;
  // "and my number?" after "how long do you keep chats": the earlier question, of the number;
  // so is a longer one that finds nothing clear alone ("and if i used the contact form
  // instead?").
  const bare = message.split(/\s+/).length <= BARE_FOLLOW_UP;
  if (earlier && !saysHowAsked && (bare || hit?.strength !== 'strong')) {
    const again = legalParagraph(facts, page, `${earlier} ${message}`, replies);
    if (bare || !again) return again;
    // Of what that finds, the paragraph the follow-up's own words point to: the rest was said.
    const own = hits.find((other) => again.text.includes(other.passage.text));
    return own?.strength === 'strong' && !/\b(below|privacy contact)\b/.test(own.passage.text)
      ? { text: own.passage.text }
      : again;
  }
  if (!hit || (hit.strength !== 'strong' && !saysHowAsked)) return undefined;
  // "how long do you keep my email?": the section's other paragraphs or bullets that score
  // near the best say the rest (the e-mail's 24 months beside the logs' "briefly"); asked in
  // the section's own words ("how long do you hang on to it"), the whole section.
  const sectionText = (chosenHit: Hit) =>
    hits
      .filter(
        (other) =>
          section(other) === section(chosenHit) &&
          (said(chosenHit) || other.score >= SECTION_SHARE * chosenHit.score),
      )
      .sort((a, b) => a.passage.id.localeCompare(b.passage.id, 'en', { numeric: true }))
      .map((other) => other.passage.text)
      .join(' ');
  const text = chosen.map(sectionText).join(' ');
  if (text.split(/\s+/).length < 10) return undefined;
  if (!/\b(below|privacy contact)\b/.test(text)) return { text };
  return { text: `${text} ${replies.say('topics', 'privacy-contact', facts.topicValues)}` };
}
