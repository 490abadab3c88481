/**
 * A message in another language: the firm works in English, said in French to a French message
 * (with the hours or the address it asks for, and to a landlord that we act only for tenants and
 * buyers), in English to any other; both name the advisor of the business the message names.
 */
import type { Replies } from '../replies.ts';
import type { Understanding } from '../understanding/types.ts';
import type { Draft } from './draft.ts';
import type { FirmFacts } from './firm-facts.ts';

// A French message asking the hours, or a day alone ("et samedi ?"), or the office's address.
const FRENCH_HOURS =
  /\b(heures?|horaires?|ouverts?|ouverte|ouvrez|ouverture|fermez|fermé)\b|^\s*(et )?(le |la )?(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|fin de semaine|week-?end)\s*\??\s*$/i;
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
  // "pouvez-vous nous trouver un locataire ?": we never act for landlords, and no advisor will.
  const landlord = u.landlord || u.needs.includes('landlord');
  if (u.language === 'fr' && landlord) {
    draft.say(replies.say('conversation', 'frenchLandlord'), 'language:landlord');
  }
  // "je veux déménager ma clinique", "mera physio clinic hai…": the advisor for it, directly.
  const advisor = facts.member(u.advisor?.name);
  if (advisor && !landlord) {
    const values = replies.advisorValues(advisor);
    draft.say(replies.say('advisor', key, values), 'language:advisor');
  }
  draft.link(...replies.contactLinks());
}
