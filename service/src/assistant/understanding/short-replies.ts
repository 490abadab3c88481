/**
 * Short replies that only make sense after the previous message: a day or a time after a
 * question about the hours ("tmrw?", "and saturday?", "till?"), a size, a head count or a date while the visitor looks
 * for space or has just said what business they run ("about 2000", "10 lawyers", "by next
 * fall"). Each continues what the conversation was about.
 */
import type { Draft } from './follow-up.ts';
import type { NeedId, Understanding } from './types.ts';

const DAY_WORDS = new Set(
  'today tomorrow tonight weekend weekends weekday weekdays saturday sunday monday tuesday wednesday thursday friday morning afternoon evening till until close closes closing late early'.split(
    ' ',
  ),
);
const WHEN_WORDS = new Set([...DAY_WORDS, 'when', 'then', 'soon']);
// ("whens that happen", "when will they do it" once details were left.)
const WHEN_IT_HAPPENS = new Set([
  ...WHEN_WORDS,
  ...'is that it this will would does do they be happen happens so ok'.split(' '),
]);
const WITH_WHOM = new Set(['with', 'who', 'whom', 'meeting', 'meet', 'be', 'i', 'we']);
const MAX_DETAIL_WORDS = 6;
const MAX_HEADCOUNT_WORDS = 12;
const SIZE_WORDS = new Set(['around', 'roughly', 'maybe', 'approximately', 'approx', 'ish']);
// A number alone, as an answer about size: "2000", "about 1,500", "around 800?", "actually more
// like 40k".
const BARE_NUMBER =
  /^\W*(?:(?:actually|more like|closer to|nearer|about|around|roughly|maybe|approx(?:imately)?|~)\s*)*(\d{3}[\d,]*|\d{1,2},\d{3}|\d{1,3}k)\W*$/;

const SIZE_CORRECTED =
  /\bnot (?:\d{3}[\d,]*|\d{1,3}k)\W+(?:(?:more like|closer to|it'?s|its|but|actually|maybe|about|around)\W+)*(\d{3}[\d,]*|\d{1,3}k)\b/;
const MAX_CORRECTION_WORDS = 14;

/** "1,500" → 1500, "40k" → 40000. */
function sizeOf(number: string): number {
  const digits = Number(number.replace(/[,k]/g, ''));
  return number.endsWith('k') ? digits * 1000 : digits;
}

const HOW_MUCH = /\bhow much\b/;

const A_WAIT = /\b(a week|weeks|days|forever|ages|so long|too long)\b/;

export interface ShortReply {
  /** The message lower-cased, and its words (no clause marks). */
  lower: string;
  words: readonly string[];
  /** Words that carry no request of their own. */
  fillers: ReadonlySet<string>;
  /** Whether the message named a need of its own. */
  asksSomething: boolean;
  isService: (need: NeedId) => boolean;
}

export function continueShortReply(
  draft: Draft,
  previous: Understanding | undefined,
  reply: ShortReply,
): void {
  const { lower, words, fillers, asksSomething, isService } = reply;
  if (!previous) return;
  // "how soon" just after leaving a number: how soon we get back to them, not the project.
  const leftDetails = previous.leadDetails.email || previous.leadDetails.phone;
  const onlyHowLong = draft.needs.length > 0 && draft.needs.every((need) => need === 'timeline');
  // ("and it better not take a week this time": the wait for us, asked without a question word.)
  const aWait = draft.needs.length === 0 && words.length <= 10 && A_WAIT.test(lower);
  if (leftDetails && ((words.length <= 3 && onlyHowLong) || aWait)) {
    draft.needs = ['reply-time'];
    return;
  }
  // "actually sorry not 3000 more like 4500 were hiring": the size, said again, whatever else.
  const corrected = words.length <= MAX_CORRECTION_WORDS ? SIZE_CORRECTED.exec(lower) : null;
  const searching = previous.needs.filter(isService);
  if (corrected && searching.length > 0) {
    draft.sizes = [{ value: sizeOf(corrected[1]!), unit: 'sqft' }];
    draft.needs = [...searching];
    draft.carried.push('needs');
    draft.followUp = { kind: 'again' };
    return;
  }
  if (asksSomething) return;
  const onlyWords = (allowed: ReadonlySet<string>) =>
    words.every((word) => allowed.has(word) || fillers.has(word));

  if (
    previous.needs.includes('hours') &&
    words.some((w) => DAY_WORDS.has(w)) &&
    onlyWords(WHEN_WORDS)
  ) {
    draft.needs = ['hours'];
    draft.followUp = { kind: 'about', subject: ['hours'] };
    return;
  }
  // "when", "so like monday then?" once details were left or the reply time said: when we
  // get back to them.
  const waitsForUs =
    previous.leadDetails.email ||
    previous.leadDetails.phone ||
    previous.needs.includes('reply-time');
  const asksWhen = words.includes('when') || words.some((w) => DAY_WORDS.has(w));
  if (waitsForUs && asksWhen && onlyWords(WHEN_IT_HAPPENS)) {
    draft.needs = ['reply-time'];
    draft.followUp = { kind: 'about', subject: ['reply-time'] };
    return;
  }
  // "ok worst case then. 6 months? yes or no" after how long it takes: how long, still.
  if (previous.needs.includes('timeline') && draft.timing.length > 0) {
    draft.needs = ['timeline'];
    draft.followUp = { kind: 'about', subject: ['timeline'] };
    return;
  }
  // "with who?", "whos doing it" after booking: the advisor one books with.
  const afterBooking = previous.needs.some(
    (need) => need === 'booking' || need === 'free-consultation',
  );
  if (afterBooking && words.includes('who') && (onlyWords(WITH_WHOM) || words.length <= 4)) {
    draft.needs = ['booking'];
    draft.followUp = { kind: 'about', subject: ['booking'] };
    return;
  }
  // "and after that how much" after the free first meeting, "how much?" after a service: what
  // we charge.
  const ofOurWork = afterBooking || previous.needs.some(isService);
  if (ofOurWork && HOW_MUCH.test(lower) && words.length <= MAX_DETAIL_WORDS) {
    draft.needs = ['fees'];
    draft.followUp = { kind: 'about', subject: ['fees'] };
    return;
  }
  const bareSize = BARE_NUMBER.exec(lower);
  const sizeAlone = draft.sizes.length > 0 && onlyWords(SIZE_WORDS);
  // "10 lawyers", "by next fall" after "we're a law firm downtown": a detail of the search.
  // ("for 12 ppl, no sorry 20 ppl, we're hiring": a head count may come with a few more words.)
  const detailAlone =
    (draft.headcount !== undefined && words.length <= MAX_HEADCOUNT_WORDS) ||
    (draft.timing.length > 0 && words.length <= MAX_DETAIL_WORDS);
  const about = searching.length > 0 ? searching : previous.business ? ['leasing'] : [];
  if ((bareSize || sizeAlone || detailAlone) && about.length > 0) {
    if (bareSize && draft.sizes.length === 0) {
      draft.sizes = [{ value: sizeOf(bareSize[1]!), unit: 'sqft' }];
    }
    draft.needs = [...about];
    draft.carried.push('needs');
    draft.followUp = { kind: 'again' };
  }
}
