/**
 * Follow-ups to a privacy answer: "and my number?", "who do i write to exactly", "and will they
 * actually do it?", "how long till it's gone?" ask more of the privacy page, or its contact.
 */
import type { Draft } from './follow-up.ts';
import { CONTACT_NEEDS } from './person-follow-up.ts';
import type { NeedId } from './types.ts';

/** The privacy or terms page's need. */
export const isLegalPage = (need: NeedId): need is 'privacy' | 'terms' =>
  need === 'privacy' || need === 'terms';
const INSTEAD_WORDS = new Set('instead rather alternatively'.split(' '));
const WRITE_TO = new Set(['write', 'email', 'send', 'contact', 'ask', 'address']);
const AND_THEN = new Set(['and', 'so', 'but', 'if', 'will', 'what']);
const HOW_SOON = new Set(['timeline', 'reply-time']);
const THE_REQUEST = new Set(['ask', 'request', 'that', 'this']);
const ABOUT_THE_REQUEST = new Set(
  'they it that those them gone deleted request erased kept saved stored logs answer respond'.split(
    ' ',
  ),
);

/**
 * Whether the message, just after a privacy answer, asks more of it; if so the draft says what.
 * `strong`: the message's own needs but weak topics. `page`: the page the answer began with
 * (the terms, when "does chatting make me a client?" was answered with both).
 */
export function followsUpPrivacy(
  draft: Draft,
  strong: readonly NeedId[],
  tokens: readonly string[],
  page: 'privacy' | 'terms' = 'privacy',
): boolean {
  const morePrivacy = (need: NeedId = 'privacy') => {
    draft.needs = [need, ...draft.needs.filter((other) => !strong.includes(other))];
    draft.followUp = { kind: 'about', subject: [need] };
    return true;
  };
  // "and if I use the contact form instead?", "and my number?" after what happens to the chat:
  // the same question about the form, or the number.
  if (
    strong.length > 0 &&
    strong.every((need) => CONTACT_NEEDS.has(need) || need === 'leave-details') &&
    // ("and the stuff from the contact form?": the form's.)
    tokens.some(
      (token) => token === 'if' || token === 'my' || token === 'form' || INSTEAD_WORDS.has(token),
    )
  ) {
    return morePrivacy();
  }
  // "who do i write to exactly", "email?", "whats that address": the privacy contact.
  if (
    ((tokens.includes('who') && tokens.some((token) => WRITE_TO.has(token))) ||
      (tokens.length <= 2 && strong.length > 0 && strong.every((need) => need === 'email')) ||
      // ("fine whats that email again")
      (tokens.length <= 6 &&
        tokens.includes('that') &&
        strong.length > 0 &&
        strong.every((n) => n === 'address' || n === 'email'))) &&
    strong.every((need) => need === 'routing' || need === 'address' || CONTACT_NEEDS.has(need))
  ) {
    draft.needs = ['email'];
    draft.followUp = { kind: 'about', subject: ['privacy'] };
    return true;
  }
  // "and will they actually do it or just ignore it?", "and if some of it is wrong?": more of
  // the privacy page ("so what makes it official": of the terms, if they came first).
  if (strong.length === 0 && tokens.length <= 12 && AND_THEN.has(tokens[0] ?? '')) {
    return morePrivacy(page);
  }
  // "does it cost anything to ask for that?", "is there a fee for that": the request just
  // spoken of, not our fees.
  if (
    strong.length === 1 &&
    strong[0] === 'fees' &&
    tokens.some((token) => THE_REQUEST.has(token))
  ) {
    return morePrivacy();
  }
  // "how long till it's gone?" after asking us to delete it: how long what we hold is kept;
  // "how long do they have to get back to me?" after the privacy contact: how soon it answers.
  // (Not "and when will i hear back": when we call them; but a bare "for how long?" is of it.)
  return (
    tokens.length <= 12 &&
    strong.some((need) => HOW_SOON.has(need)) &&
    strong.every((need) => HOW_SOON.has(need) || need === 'contact') &&
    (tokens.some((token) => ABOUT_THE_REQUEST.has(token)) || tokens.length <= 3) &&
    morePrivacy()
  );
}
