/**
 * The words the assistant knows, built once from content/chat/world/world.yaml and the team's names:
 * spelling correction of unknown words against that vocabulary (MiniSearch's radix tree, real
 * edit distance), then longest-phrase matching of known terms ("lease is up" before "lease").
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { ServiceLine, World } from '../world-content.ts';
import { CLAUSE_BREAK, normalise } from './normalise.ts';

export type Sense =
  | { kind: 'line'; id: ServiceLine }
  | { kind: 'business'; id: string }
  | { kind: 'place'; id: string }
  | { kind: 'service'; id: string }
  | { kind: 'topic'; id: string }
  | { kind: 'person'; name: string };

export interface TermMatch {
  senses: Sense[];
  /** Token positions [start, end). */
  start: number;
  end: number;
}

export interface Corrected {
  tokens: string[];
  /** How many words were respelled to a known one: a hint of lower confidence. */
  corrections: number;
}

// Frequent words that are one letter away from a known term ("ours"/"hours", "sent"/"rent");
// they are never respelled.
const COMMON_WORDS = new Set(
  `about above addressed after again against also always answer anyone anything around asked
  automatic away back been before being below best better between both bring build came cares
  case change close come could date days does doing done down during each else even ever every
  fast feel fine first found from gave give given going gone good great hand happy have hear here
  hire hope
  idea into just keep kind know last late later least leave left less life like little live
  long look lost lots made make many maybe mean might mind money month more most much must
  name near need never next nice once only open other ours over part past plan play please
  point post quite read real right said sale sales same says seem sell send sent show side
  since site size small some soon sort spot start state stay still stop such sure take talk
  tell test text than thank that their them then there these they thing think this those
  three till time today told took turn under unit until upon used using very wait want week
  well went were west what when where which while whole will wish with word work would write
  year years young your yours hers his him she he its it we our out too not nor any the and
  for but you are was has had can let may new now old one two who why how all own see way
  get got put run set try use job lot big far few per ask bad buy rest rising browsing
  mall hall ball wall packed funded funding retain easier easy renovate renovating
  renovated renovation renovations count chance chances analyst analysts walked`.split(/\s+/),
);

// Words that only stress or fill: "what do u guys even do", "an actual human".
const STRESS_WORDS = new Set(
  'actual actually even really just literally honestly guys exactly'.split(' '),
);

const MIN_CORRECTABLE = 4;
const MIN_SWAPPED = 5;
// No real word is longer; and a message of many unknown words is no message of typos, so only
// the first few are tried (this keeps the worst case, 1,000 characters of noise, near 1 ms).
const MAX_CORRECTABLE = 20;
const STRETCHED = /(\p{L})\1{2,}/gu;
const MAX_ATTEMPTS = 12;

/** One form for singular and plural, so "kinds of businesses" matches "kind of business". */
export function singular(token: string): string {
  if (token.length <= 3) return token;
  if (token.endsWith('ies') && token.length > 4) return `${token.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(token)) return token.slice(0, -2);
  if (/(?:ss|us|is)$/.test(token)) return token;
  return token.endsWith('s') ? token.slice(0, -1) : token;
}

/**
 * A name as it sounds, for names spelt by ear ("arjoon", "kathryn", "nichole"): its consonants in
 * order, c/k/q alike, ph as f, an h after a letter silent, doubled letters single.
 */
function soundOf(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/[cq]/g, 'k')
    .replace(/(?<=.)h/g, '')
    .replace(/(?<=.)[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
}
// Fewer consonants than this sound like too many words ("reid": read, ride, road).
const MIN_NAME_SOUND = 3;
// "my name is Katrina", "this is Kathryn", "i'm kathy": the visitor's own name, not an advisor's.
const INTRODUCES_ONESELF = /\b(name( is)?|im|i am|this is)$/;

function senseKey(sense: Sense): string {
  return sense.kind === 'person' ? `person:${sense.name}` : `${sense.kind}:${sense.id}`;
}

export class Lexicon {
  private readonly phrases = new Map<string, Sense[]>();
  private readonly words = new Set<string>();
  /** Known words by first letter: people rarely mistype it, so respelling searches only those. */
  private readonly vocabulary = new Map<string, SearchableMap<true>>();
  /** Every phrase's leading words ("lease", "lease is", "lease is up"): where matching may go on. */
  private readonly prefixes = new Set<string>();
  /** The team's names by how they sound ("arjn" → "arjun"). */
  private readonly nameSounds = new Map<string, string>();
  /** What visitors call the team, by the first name it stands for ("cathy" → "catherine"). */
  private readonly nicknames = new Map<string, string>();

  constructor(world: World, people: readonly string[]) {
    for (const line of world.serviceLines) {
      for (const term of line.terms) this.add(term, { kind: 'line', id: line.id });
    }
    for (const business of world.businessTypes) {
      for (const term of business.terms) this.add(term, { kind: 'business', id: business.id });
    }
    for (const place of world.places) {
      for (const term of place.terms) this.add(term, { kind: 'place', id: place.id });
    }
    for (const service of world.services) {
      for (const term of service.terms) this.add(term, { kind: 'service', id: service.id });
    }
    for (const topic of world.topics) {
      for (const term of topic.terms) this.add(term, { kind: 'topic', id: topic.id });
    }
    for (const name of people) {
      const sense: Sense = { kind: 'person', name };
      this.add(name, sense);
      for (const part of name.split(/\s+/)) {
        this.add(part, sense);
        const sound = soundOf(part.toLowerCase());
        if (sound.length >= MIN_NAME_SOUND) this.nameSounds.set(sound, part.toLowerCase());
      }
    }
    // ("cathy", "nicky": what visitors call them, from world.yaml, read as their first name.)
    for (const person of world.people ?? []) {
      const first = person.name.split(/\s+/)[0]!.toLowerCase();
      for (const term of person.terms) this.nicknames.set(term.toLowerCase(), first);
    }
    for (const entry of world.ambiguous) this.addWords(entry.term);
    for (const word of this.words) {
      if (word.length < MIN_CORRECTABLE || !/^[a-z]+$/.test(word)) continue;
      const sameStart = this.vocabulary.get(word[0]!) ?? new SearchableMap<true>();
      sameStart.set(word, true);
      this.vocabulary.set(word[0]!, sameStart);
    }
  }

  private termTokens(term: string): string[] {
    return normalise(term).tokens.filter((token) => token !== CLAUSE_BREAK);
  }

  private addWords(term: string): string[] {
    const tokens = this.termTokens(term).map(singular);
    for (const token of tokens) this.words.add(token);
    return tokens;
  }

  private add(term: string, sense: Sense): void {
    const tokens = this.addWords(term);
    if (tokens.length === 0) return;
    const key = tokens.join(' ');
    const senses = this.phrases.get(key) ?? [];
    if (!senses.some((known) => senseKey(known) === senseKey(sense))) senses.push(sense);
    this.phrases.set(key, senses);
    for (let length = 1; length <= tokens.length; length += 1) {
      this.prefixes.add(tokens.slice(0, length).join(' '));
    }
  }

  /** A word the assistant knows, as typed or in another number ("dentists", "businesses"). */
  private known(token: string): boolean {
    return this.words.has(singular(token));
  }

  /** "dentsts": the plural of "dentist" with a letter dropped (not "storeys": "store"). */
  private respellPlural(token: string): string | undefined {
    const one = singular(token);
    if (one === token) return undefined;
    const respelled = this.respell(one);
    return respelled !== undefined && respelled.length > one.length ? respelled : undefined;
  }

  /** `next`: the word after it, so that of two respellings as near, the one a phrase continues
   * with it wins ("barier free" is "barrier free", not "barber"). */
  private respell(token: string, next = ''): string | undefined {
    if (token.length < MIN_CORRECTABLE || !/^[a-z]+$/.test(token) || COMMON_WORDS.has(token)) {
      return undefined;
    }
    // Two letters typed the other way round ("dentsit", "lesae"): the commonest slip, and two
    // edits to the distance below.
    // (Five letters at least: "busy" is no misspelt "buys".)
    for (let index = 0; token.length >= MIN_SWAPPED && index < token.length - 1; index += 1) {
      const swapped = `${token.slice(0, index)}${token[index + 1]}${token[index]}${token.slice(index + 2)}`;
      if (swapped !== token && this.known(swapped)) return swapped;
    }
    const maxDistance = token.length >= 9 ? 2 : 1;
    const continues = (word: string) => this.prefixes.has(`${word} ${singular(next)}`);
    let best: string | undefined;
    let bestRank = Infinity;
    const sameStart = this.vocabulary.get(token[0]!);
    for (const [word, [, distance]] of sameStart?.fuzzyGet(token, maxDistance) ?? []) {
      // In a short word only a dropped letter is respelled ("lese" → "lease"): one letter
      // changed is more often another word ("rest", "mall", "tight" are no "rent", "mail",
      // "light").
      if (token.length < 6 && word.length !== token.length + 1) continue;
      // Nearer first; as near, the one a phrase continues with the next word; then a–z.
      const rank = 2 * distance + (continues(word) ? 0 : 1);
      if (rank < bestRank || (rank === bestRank && best !== undefined && word < best)) {
        best = word;
        bestRank = rank;
      }
    }
    return best;
  }

  /** Respells unknown words to known ones ("physiotheraphy" → "physiotherapy"). */
  correct(tokens: readonly string[]): Corrected {
    let corrections = 0;
    let attempts = 0;
    const corrected = tokens.map((token, index) => {
      if (token === CLAUSE_BREAK || this.known(token)) return token;
      const name = this.soundsLikeName(
        token,
        tokens.slice(Math.max(0, index - 2), index).join(' '),
      );
      if (name !== undefined) {
        corrections += 1;
        return name;
      }
      const unstretched = this.unstretch(token);
      if (unstretched !== undefined) {
        corrections += 1;
        return unstretched;
      }
      if (token.length > MAX_CORRECTABLE || attempts >= MAX_ATTEMPTS) return token;
      attempts += 1;
      const respelled = this.respell(token, tokens[index + 1]) ?? this.respellPlural(token);
      if (respelled === undefined) return token;
      corrections += 1;
      return respelled;
    });
    return { tokens: corrected, corrections };
  }

  /** A team member's name spelt by ear or as visitors call them ("cathy"), or its possessive
   * without the apostrophe ("arjoons", "nickys"). */
  private soundsLikeName(token: string, before: string): string | undefined {
    if (!/^[a-z]+$/.test(token) || COMMON_WORDS.has(token) || INTRODUCES_ONESELF.test(before)) {
      return undefined;
    }
    const name =
      this.nicknames.get(token) ??
      this.nicknames.get(token.replace(/s$/, '')) ??
      this.nameSounds.get(soundOf(token)) ??
      this.nameSounds.get(soundOf(singular(token)));
    return name === undefined
      ? undefined
      : token.endsWith('s') && !name.endsWith('s')
        ? `${name}s`
        : name;
  }

  /** "heyyy", "pleeease", "goood": no English word holds a letter three times running. */
  unstretch(token: string): string | undefined {
    return ['$1', '$1$1']
      .map((kept) => token.replace(STRETCHED, kept))
      .find((candidate) => candidate !== token && this.known(candidate));
  }

  /**
   * Known terms in the message, in order. Where phrases overlap, the reading that covers the
   * message with the longest phrases wins (each phrase scores its length squared), so "do you
   * help with move in" reads "help with move in", not "do you help" and "move".
   */
  match(tokens: readonly string[]): TermMatch[] {
    const keys = tokens.map(singular);
    const count = keys.length;
    const score = new Array<number>(count + 1).fill(0);
    const choice = new Array<TermMatch | undefined>(count + 1).fill(undefined);
    for (let start = count - 1; start >= 0; start -= 1) {
      score[start] = score[start + 1] ?? 0;
      let key = keys[start]!;
      if (!this.prefixes.has(key)) continue;
      // No phrase goes on from a key that starts none (nor across a clause break: no phrase
      // holds one); a word that only stresses is passed over inside one ("an actual human").
      for (let length = 1; start + length <= count; length += 1) {
        if (length > 1) {
          const next = keys[start + length - 1]!;
          if (this.prefixes.has(`${key} ${next}`)) key += ` ${next}`;
          else if (STRESS_WORDS.has(next)) continue;
          else break;
        }
        const senses = this.phrases.get(key);
        if (!senses) continue;
        const total = length * length + (score[start + length] ?? 0);
        if (total > (score[start] ?? 0)) {
          score[start] = total;
          choice[start] = { senses, start, end: start + length };
        }
      }
    }
    const matches: TermMatch[] = [];
    for (let start = 0; start < count;) {
      const found = choice[start];
      // A position left unmatched scores what the next one does.
      if (found && score[start] !== score[start + 1]) {
        matches.push(found);
        start = found.end;
      } else {
        start += 1;
      }
    }
    return matches;
  }

  isKnownWord(token: string): boolean {
    return this.known(token);
  }
}
