/**
 * What content/chat/world/world.yaml adds to retrieval: the words visitors use for a topic or a
 * service (keywords of the passages that answer it), and the service line a text names.
 */
import type { ServiceLine, World } from '../world-content.ts';
import { tokenize } from './words.ts';
import { singular } from '../understanding/lexicon.ts';

/** The terms of world.yaml's topics and services with these ids (an unknown id adds nothing). */
export function worldTerms(world: World, ...ids: string[]): string[] {
  return [...world.topics, ...world.services]
    .filter((entry) => ids.includes(entry.id))
    .flatMap((entry) => entry.terms);
}

/** " a b c ": a text's words, singular, padded so a phrase is found by whole words only. */
export function phraseText(text: string): string {
  return ` ${tokenize(text).map(singular).join(' ')} `;
}

export function containsTerm(haystack: string, term: string): boolean {
  const needle = phraseText(term);
  return needle.trim().length > 0 && haystack.includes(needle);
}

/**
 * The line a text names through world.yaml's line and business terms ("Bow River Family Dental"
 * is healthcare), or none where it names neither or both.
 */
export function lineOf(world: World, text: string): ServiceLine | undefined {
  const haystack = phraseText(text);
  const found = new Set<ServiceLine>();
  for (const line of world.serviceLines) {
    if (line.terms.some((term) => containsTerm(haystack, term))) found.add(line.id);
  }
  for (const business of world.businessTypes) {
    if (business.line === 'unknown') continue;
    if (business.terms.some((term) => containsTerm(haystack, term))) found.add(business.line);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
