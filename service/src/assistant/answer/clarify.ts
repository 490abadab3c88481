/**
 * Asking back instead of guessing: a word that could mean several things ("parking?") or a
 * place named alone ("downtown?") gets a short question and its options as quick replies.
 */
import type { Replies } from '../replies.ts';
import { joinList } from '../text.ts';
import type { NeedId, Understanding } from '../understanding/types.ts';
import type { Answer, Draft } from './draft.ts';
import type { FirmFacts } from './firm-facts.ts';
import { answerPlaces, labelOf } from './scope.ts';

const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** "parking?": which of the needs it could mean, as quick replies. */
export function askWhichNeed(draft: Draft, u: Understanding, replies: Replies): Answer {
  const labels = (u.clarify?.options ?? [])
    .map((option) => replies.label(option))
    .filter((label): label is string => Boolean(label));
  // ("???", "info?": nothing to choose between; the quick replies offer the usual needs.)
  const text =
    labels.length >= 2 && u.clarify?.reason !== 'tooShort'
      ? replies.say('conversation', 'clarify', { options: joinList(labels.map(lowerFirst), 'or') })
      : replies.say('conversation', 'tooShort');
  // "space?", "I need help": which line too, as the greeting asks, unless it is known already.
  const askLine = labels.length >= 2 && !u.line ? ` ${replies.say('conversation', 'askLine')}` : '';
  draft.say(`${text}${askLine}`, 'clarify');
  draft.suggest(...labels);
  draft.lower('low');
  return draft.finish();
}

/** A place named alone ("downtown?"), with nothing before it to say what about it. */
export function isPlaceOnly(u: Understanding, needs: readonly NeedId[], message: string): boolean {
  const onlyPlace = needs.length === 0 || (needs.length === 1 && needs[0] === 'area');
  const words = message.split(/\s+/).length;
  return onlyPlace && u.places.length > 0 && !u.followUp && u.question !== 'yesNo' && words <= 2;
}

export function askAboutPlace(
  draft: Draft,
  u: Understanding,
  replies: Replies,
  facts: FirmFacts,
): Answer {
  // "lethbridge?" most often asks whether we work there: that is said first.
  answerPlaces(draft, u, replies, facts);
  draft.lower('low');
  // Where we may not work, an advisor confirms first: no more to ask.
  if (u.places.some((place) => place.status === 'notStated')) return draft.finish();
  const labels = ['leasing', 'address'].map((need) => labelOf(replies, need));
  const options = labels.map(lowerFirst);
  const text = replies.say('conversation', 'placeOnly', {
    place: facts.placeName(u.places[0]?.id ?? ''),
    options: joinList(options, 'or'),
  });
  draft.say(text, 'clarify:place');
  draft.suggest(...labels);
  return draft.finish();
}
