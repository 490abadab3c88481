/**
 * A question about one of the team ("is she an accountant?", "how long has Catherine been doing
 * this", "what's Arjun's background"): answered from that advisor's profile. The business or the
 * years such a message names are the advisor's, not the visitor's.
 */
import type { NeedId } from './types.ts';

const ASKING_VERBS = new Set('is has does did was were'.split(' '));
const PROFILE_WORDS = new Set(
  'background experience qualification qualifications credential credentials bio specialty specialties speciality history training education designation certified licensed'.split(
    ' ',
  ),
);
const PRONOUNS = ['she', 'he', 'her', 'his', 'him'];
// What such a message may also match without asking anything else ("how long has she…" reads
// as a timeline, "is she an accountant" as a business's fit).
const PROFILE_NEEDS = new Set([
  'team',
  'experience',
  'about',
  'contact',
  'business-fit',
  'business-types',
  'timeline',
  'why-us',
]);

/** The words that refer to an advisor: the pronouns and their own names, lower case. */
function referencesTo(advisorName: string): Set<string> {
  return new Set([...PRONOUNS, ...advisorName.toLowerCase().split(/\s+/)]);
}

export function asksAboutAdvisor(
  words: readonly string[],
  advisorName: string,
  needs: readonly NeedId[],
): boolean {
  if (!needs.every((need) => PROFILE_NEEDS.has(need))) return false;
  const person = referencesTo(advisorName);
  return words.some((word, index) => {
    const next = words[index + 1] ?? '';
    return (
      (ASKING_VERBS.has(word) && person.has(next)) ||
      (person.has(word) && PROFILE_WORDS.has(next)) ||
      (word === 'about' && person.has(next) && index > 0)
    );
  });
}
