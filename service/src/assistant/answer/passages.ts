/**
 * What answer building needs of retrieval (../retrieval/): passages of the site's content found
 * for a message, each `strong` enough to answer with or not. An interface, so the answers can be
 * tested without the index and the index without the answers.
 */
import type { ChatLink } from '../../../../src/domain/chat.ts';
import type { ServiceLine } from '../world-content.ts';

export interface FoundPassage {
  passage: {
    id: string;
    kind: string;
    title: string;
    text: string;
    keywords: readonly string[];
    link?: ChatLink;
  };
  /** The search's own score: comparable only between hits of one search. */
  score: number;
  strength: 'strong' | 'weak';
}

export interface PassageSearch {
  search(
    query: string,
    options?: { line?: ServiceLine; kinds?: readonly string[]; limit?: number; ownWords?: boolean },
  ): FoundPassage[];
}

/** The best passage if it is strong enough to answer with. */
export function bestPassage(
  search: PassageSearch,
  query: string,
  options: { line?: ServiceLine | undefined; kinds?: readonly string[] } = {},
): FoundPassage['passage'] | undefined {
  const { line, kinds } = options;
  const hit = search.search(query, {
    ...(line ? { line } : {}),
    ...(kinds ? { kinds } : {}),
    limit: 1,
  })[0];
  return hit?.strength === 'strong' ? hit.passage : undefined;
}
