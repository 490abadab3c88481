/**
 * An answer under construction: its sentences in order (each said once), links, quick replies, and
 * what it says about itself (confidence, intent, advisors introduced, what it offered).
 */
import type { ChatLink } from '../../../../src/domain/chat.ts';
import type { AnswerConfidence } from '../types.ts';
import type { NeedId } from '../understanding/types.ts';

export interface Answer {
  parts: string[];
  links: ChatLink[];
  suggestions: string[];
  confidence: AnswerConfidence;
  /** The needs answered, for tests and metrics ("purchase+advisor"). */
  intent: string;
  /** Advisors whose contact details this answer gave. */
  introduced: string[];
  /** What the answer offered to do next: a "yes" then means this. */
  offered?: NeedId;
  /** The advisor the answer was about when understanding named none ("which one…?"): "his
   * email" next refers to them. */
  named?: string;
}

export class Draft {
  readonly parts: string[] = [];
  readonly intents: string[] = [];
  readonly links: ChatLink[] = [];
  readonly suggestions: string[] = [];
  readonly introduced: string[] = [];
  confidence: AnswerConfidence;
  offered: NeedId | undefined;
  named: string | undefined;

  constructor(confidence: AnswerConfidence) {
    this.confidence = confidence;
  }

  /** Adds a sentence, unless it was said already in this answer. */
  say(text: string | undefined, intent: string): void {
    if (!text || this.parts.includes(text)) return;
    this.parts.push(text);
    this.intents.push(intent);
  }

  /** Puts a sentence before all the others ("Yes.", the visitor's business acknowledged). */
  sayFirst(text: string, intent: string): void {
    this.parts.unshift(text);
    this.intents.unshift(intent);
  }

  link(...links: ChatLink[]): void {
    this.links.push(...links);
  }

  suggest(...labels: string[]): void {
    this.suggestions.push(...labels);
  }

  /** At most `confidence` from here on: a guess stays a guess whatever else is said. */
  lower(confidence: AnswerConfidence): void {
    const order: AnswerConfidence[] = ['none', 'low', 'high'];
    if (order.indexOf(confidence) < order.indexOf(this.confidence)) this.confidence = confidence;
  }

  finish(): Answer {
    const seen = new Set<string>();
    // A question to the visitor is the last thing said ("What kind of practice do you have?"
    // then "We work in northwest Calgary." would leave it hanging).
    const asks = (part: string) => part.trimEnd().endsWith('?');
    const answer: Answer = {
      parts: [...this.parts.filter((part) => !asks(part)), ...this.parts.filter(asks)],
      links: this.links.filter((link) => !seen.has(link.href) && seen.add(link.href)),
      suggestions: [...new Set(this.suggestions)],
      confidence: this.confidence,
      intent: this.intents.join('+') || 'none',
      introduced: this.introduced,
    };
    if (this.offered) answer.offered = this.offered;
    if (this.named) answer.named = this.named;
    return answer;
  }
}
