/**
 * A step of our method asked about by its number, its place or what happens in it ("and step
 * 3?", "what comes after that", "after signing what do you do"): that step, numbered and titled
 * as the list of steps says it.
 */
import type { ComposeContext } from './compose.ts';
import type { Draft } from './draft.ts';
import type { FirmFacts } from './firm-facts.ts';
import type { PassageSearch } from './passages.ts';
import type { Understanding } from '../understanding/types.ts';

// "what's step 3", "after step 1", and "and then?" after a step: that step of the method.
const STEP_NUMBER = /\bstep (\d|one|two|three|four|first|second|third|fourth|last)\b/i;
const AFTER_STEP = /\bafter step\b/i;
const NEXT_STEP =
  /^\W*(?:ok\W+)?(and then|then|then what|what next|and next|what'?s next|what comes next|what happens next|next step|and after that|after that)(?: step| part| one)?\W*$/i;
const ORDINALS = ['one', 'two', 'three', 'four'];
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth'];
// "the second one, what does that involve?" just after the steps were listed.
const THE_NTH =
  /\b(?:the|that) (first|second|third|fourth|last|1st|2nd|3rd|4th) (one|step|part|bit|thing)\b/i;
const NUMERALS = ['1st', '2nd', '3rd', '4th'];
// "ok say we sign a lease through u. then what", "do you just vanish after we sign": the last step.
const AFTER_SIGNING =
  /\b(after (we|i) sign(?! up)|after signing|once (we|i) sign(?! up)|once (it'?s|it is|the lease is) signed|sign a lease through|stick around|just vanish|disappear|after (we )?move in|once we move in|check in (later|after)|after (we|i) close|relationship (just )?ends?)\b/i;
// "whats the first thing that happens then": the first step.
const FIRST_THING =
  /\b(first thing (that )?happens|what happens first|first thing (you|u) do|where do (we|i|you|u) (start|begin))\b/i;
const FIRST_MEETING = new Set(['free-consultation', 'fees']);
// "for how long tho" just after that step: the same step ("for years afterwards"); but "how
// long does that whole process take" or "how long from start to opening day" is how long it all
// takes.
const HOW_LONG_STILL =
  /^\W*(and |but |ok |so )?(for )?how long\b(?!.*\b(take|takes|process|from|start|whole|total|overall|opening)\b)/i;

function stepAsked(
  message: string,
  previousAnswer: string,
  stepTexts: readonly string[],
  afterTheSteps: boolean,
  asksTheMethod: boolean,
) {
  const nth = afterTheSteps ? THE_NTH.exec(message)?.[1]?.toLowerCase() : undefined;
  if (nth) {
    if (nth === 'last') return stepTexts.length;
    return ORDINAL_WORDS.indexOf(nth) + 1 || NUMERALS.indexOf(nth) + 1;
  }
  const number = STEP_NUMBER.exec(message)?.[1]?.toLowerCase();
  if (number) {
    const position =
      number === 'last'
        ? stepTexts.length
        : Number(number) || ORDINALS.indexOf(number) + 1 || ORDINAL_WORDS.indexOf(number) + 1;
    return AFTER_STEP.test(message) ? position + 1 : position;
  }
  if (asksTheMethod && AFTER_SIGNING.test(message)) return stepTexts.length;
  if (asksTheMethod && FIRST_THING.test(message)) return 1;
  // (The step was said numbered and titled: "2. Research & Analyze: …".)
  const said = previousAnswer.replace(/^\d+\. [^:]+: /, '');
  const last = stepTexts.findIndex((text) => said.startsWith(text));
  if (HOW_LONG_STILL.test(message) && last === stepTexts.length - 1) return stepTexts.length;
  if (!NEXT_STEP.test(message)) return undefined;
  // ("and after that step?" after all four listed: the first is what happens first.)
  const listedAll = stepTexts.every((text) => previousAnswer.includes(text.slice(0, 40)));
  return last >= 0 ? last + 2 : listedAll ? 2 : undefined;
}

/** "what's step 3", "and then?" after a step: that step of the method, from its passage. */
export function answerMethodStep(
  draft: Draft,
  u: Understanding,
  context: ComposeContext,
  search: PassageSearch,
  facts: FirmFacts,
): boolean {
  // A landlord's "whats step 1" is declined first; "so is the first one free" asks about the
  // first meeting.
  if (u.landlord || u.needs.some((need) => FIRST_MEETING.has(need))) return false;
  // ("can i book that first step online": booking it.)
  if (u.needs.includes('booking') && /\bbook/i.test(context.message)) return false;
  // ("how long is step 2 usually": how long, which no one can promise, not the step again.)
  if (u.needs.includes('timeline') && STEP_NUMBER.test(context.message)) return false;
  const steps = facts.content.methodSteps;
  const position = stepAsked(
    context.message,
    context.previousAnswer ?? '',
    steps.map((step) => step.text.trim().replace(/\s+/g, ' ')),
    // (Or one step of it: "for that first part do u come out to my shop" after step 2.)
    context.previousNeeds.includes('process') || /^\d\. /.test(context.previousAnswer ?? ''),
    // ("after signing how long is the build-out" asks how long, not what we do then.)
    u.needs.every((need) => need === 'process'),
  );
  const step = position === undefined ? undefined : steps[position - 1];
  if (!step) return false;
  const [hit] = search.search(step.title, { kinds: ['method-step'], limit: 1 });
  if (!hit) return false;
  // Numbered and titled as the list of steps says them ("2. Research & Analyze: …").
  draft.say(`${position}. ${step.title}: ${hit.passage.text}`, 'passage:method-step');
  return true;
}
