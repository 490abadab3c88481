/**
 * Which advisor "she", "he", "her" or "his" means: the pronoun each team member's bio uses, and the
 * one of those just spoken of whom the visitor's pronoun fits.
 */
import type { Understanding } from './types.ts';

export type Pronoun = 'she' | 'he';
const SHE = /\b(she|shes|her|hers)\b/gi;
const HE = /\b(he|hes|him|his)\b/gi;

/** The pronoun a team member's bio uses for them ("She leads…", "he spent a decade…"). */
export function pronounOf(bio: string): Pronoun | undefined {
  const she = bio.match(SHE)?.length ?? 0;
  const he = bio.match(HE)?.length ?? 0;
  if (she === he) return undefined;
  return she > he ? 'she' : 'he';
}

/** "she" or "he", if the message says one of them. */
function pronounSaid(lowerCased: string): Pronoun | undefined {
  // (match, not test: the patterns are global, and test() would keep their lastIndex.)
  return lowerCased.match(SHE) ? 'she' : lowerCased.match(HE) ? 'he' : undefined;
}

/**
 * "ok and her email?" when the advisor carried over is a he: the advisor meant is the last one
 * spoken of in the conversation whom the pronoun fits. When the advisor carried over was only
 * inferred from the last question's line, the one the visitor last spoke of (`spokenOf`) if the
 * pronoun fits: "is she an accountant?", then "what about a condo in a medical building", then
 * "and her number?" is still the accountant's. When no one spoken of fits, the advisor who leads
 * the conversation's line, if the pronoun fits them.
 */
export function matchPronoun(
  u: Understanding,
  lowerCased: string,
  introduced: readonly string[],
  pronouns: ReadonlyMap<string, Pronoun>,
  spokenOf?: string,
  lineAdvisor?: string,
): Understanding {
  if (u.advisor?.reason !== 'carried') return u;
  const said = pronounSaid(lowerCased);
  const current = pronouns.get(u.advisor.name);
  if (!said || !current) return u;
  if (current === said) {
    const spokenOfFits = spokenOf && spokenOf !== u.advisor.name && pronouns.get(spokenOf) === said;
    return spokenOfFits ? { ...u, advisor: { name: spokenOf, reason: 'carried' } } : u;
  }
  // (Else the one who leads the conversation's line: "whats his number" about a climbing gym
  // after an answer that named only the facility planner.)
  const meant =
    introduced.findLast((name) => pronouns.get(name) === said) ??
    (lineAdvisor && pronouns.get(lineAdvisor) === said ? lineAdvisor : undefined);
  if (meant) return { ...u, advisor: { name: meant, reason: 'carried' } };
  // No one spoken of fits: not the wrong person's profile, whatever else was asked.
  const { advisor: _notMeant, ...rest } = u;
  const needs = rest.needs.filter((need) => need !== 'team' && need !== 'contact');
  return { ...rest, needs, carried: rest.carried.filter((what) => what !== 'advisor') };
}

/**
 * "whats his direct line" after an answer that named the whole team and no one advisor before:
 * the one the last answer named whom the pronoun fits (the team's only "he"), as if named.
 */
export function withTheOneItFits(
  previous: Understanding | undefined,
  lowerCased: string,
  namedLast: readonly string[],
  pronouns: ReadonlyMap<string, Pronoun>,
): Understanding | undefined {
  if (!previous || previous.advisor) return previous;
  const said = pronounSaid(lowerCased);
  const fitting = namedLast.filter((name) => pronouns.get(name) === said);
  if (!said || fitting.length !== 1) return previous;
  return { ...previous, advisor: { name: fitting[0]!, reason: 'named' } };
}
