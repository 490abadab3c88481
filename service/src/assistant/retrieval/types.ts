/** A passage: one answerable unit of the firm's content, as retrieval indexes and returns it. */
import type { ServiceLine } from '../world-content.ts';

export const PASSAGE_KINDS = [
  'offering',
  'bullet',
  'method-step',
  'expectation',
  'value',
  'why-choose',
  'team',
  'team-contact',
  'booking',
  'testimonial',
  'success-story',
  'faq',
  'page',
  'privacy',
  'terms',
  'settings',
] as const;

export type PassageKind = (typeof PASSAGE_KINDS)[number];

export interface PassageLink {
  label: string;
  /** A site path with its anchor (/services/#healthcare), tel:, mailto: or an https URL. */
  href: string;
}

export interface Passage {
  /** Stable and readable: "faq:start-planning-lease-renewal", "team:catherine-reid". */
  id: string;
  kind: PassageKind;
  title: string;
  text: string;
  /** Other words of the content that find this passage (the FAQ's question, the offering's title). */
  keywords: string[];
  /** Set where the content ties the passage to one service line. */
  line?: ServiceLine;
  link?: PassageLink;
}
