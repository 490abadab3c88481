/**
 * A message in another language: the firm works in English, said in French to a French message
 * (with the hours, the address or the advisor it asks for), in English to any other.
 */
import type { Replies } from '../replies.ts';
import type { Understanding } from '../understanding/types.ts';
import type { Draft } from './draft.ts';
import type { FirmFacts } from './firm-facts.ts';

// A French message asking the hours or the office's address.
const FRENCH_HOURS = /\b(heures?|horaires?|ouverts?|ouverte|ouvrez|ouverture|fermez|fermé)\b/i;
// ("vous êtes où exactement?": "ê" is no word character to \b, hence the lookahead.)
const FRENCH_ADDRESS =
  /\b(adresse|situés?|où êtes|ou etes|où se trouve|votre bureau)\b|[êe]tes(-vous)? o[ùu](?!\w)/i;

export function answerInAnotherLanguage(
  draft: Draft,
  u: Understanding,
  message: string,
  replies: Replies,
  facts: FirmFacts,
): void {
  const key = u.language === 'fr' ? 'french' : 'otherLanguage';
  draft.say(replies.say('conversation', key), `language:${u.language}`);
  // "quelles sont vos heures ?", "et votre adresse ?": those facts too, whatever the language.
  if (u.language === 'fr' && FRENCH_HOURS.test(message)) {
    draft.say(replies.say('conversation', 'frenchHours', facts.topicValues), 'language:hours');
  }
  if (u.language === 'fr' && FRENCH_ADDRESS.test(message)) {
    draft.say(replies.say('conversation', 'frenchAddress'), 'language:address');
  }
  // "je veux déménager ma clinique": the advisor for it, directly.
  const advisor = facts.member(u.advisor?.name);
  if (u.language === 'fr' && advisor) {
    const values = replies.advisorValues(advisor);
    draft.say(replies.say('advisor', 'french', values), 'language:advisor');
  }
  draft.link(...replies.contactLinks());
}
