/** Small text helpers of the assistant. */

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "a, b and c"; with 'or', "a, b or c". */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** A sentence said twice in one reply only once ("We are open now…" after a lead and a phone). */
export function withoutRepeatedSentences(text: string): string {
  const seen = new Set<string>();
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .filter((sentence) => !seen.has(sentence) && Boolean(seen.add(sentence)))
    .join(' ');
}

/** Cuts text at a word boundary. */
export function shorten(input: string, maxLength: number): string {
  if (input.length <= maxLength) return input;
  const cut = input.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT_WORD = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)';
// Digit words and groups of digits, as a number is read out or typed in odd groups.
const NUMBER_RUN = new RegExp(
  `(?<![\\w$])(?:(?:${DIGIT_WORD}|\\d{1,4})[\\s,.-]+){2,10}(?:${DIGIT_WORD}|\\d{1,4})(?![\\w$])`,
  'gi',
);
const PHONE_DIGITS = /^1?\d{10}$/;

/**
 * A phone number read out to voice typing ("four oh three five five five six two one eight",
 * "four oh three 555 0247") or typed in odd groups ("403 555 02 33"), as digits, so lead
 * capture finds it: only a run of ten or eleven digits in all, with a word in it or in groups
 * other than 3-3-4 (those lead capture reads as they are).
 */
export function spokenDigits(text: string): string {
  return text.replace(NUMBER_RUN, (run) => {
    const parts = run.split(/[\s,.-]+/);
    const digits = parts.map((part) => DIGIT_WORDS[part.toLowerCase()] ?? part).join('');
    const spoken = parts.some((part) => part.toLowerCase() in DIGIT_WORDS);
    const oddGroups = parts.some((part) => part.length < 3);
    return PHONE_DIGITS.test(digits) && (spoken || oddGroups) ? digits : run;
  });
}

// "sandeep dot gill at outlook dot com": an address read out, or typed as if it were.
const SPOKEN_EMAIL =
  /\b([a-z0-9_-]+(?:(?:\s+dot\s+|\.)[a-z0-9_-]+)*)\s+(?:at|@)\s+([a-z0-9-]+(?:(?:\s+dot\s+|\.)[a-z0-9-]+)*(?:\s+dot\s+|\.)(?:com|ca|net|org|io|co|biz|info|us))\b/gi;

// ("i am at home dot com" is no address.)
const NOT_A_NAME = new Set('i am is are was were be me we us you it'.split(' '));

/** An e-mail address read out ("sandeep dot gill at outlook dot com") as one. */
export function spokenEmail(text: string): string {
  const dots = (part: string) => part.replace(/\s+dot\s+/gi, '.');
  // ("kfoster[at]foster-haul[dot]ca", written so that robots cannot read it.)
  const unbracketed = text.replace(/\s*[[(]\s*(at|dot)\s*[\])]\s*/gi, ' $1 ');
  return unbracketed.replace(SPOKEN_EMAIL, (all, local: string, domain: string) =>
    NOT_A_NAME.has(local.toLowerCase()) ? all : `${dots(local)}@${dots(domain)}`,
  );
}

// "b o . n g u y e n @ y a h o o . c a": an address spelled out letter by letter.
const SPELLED_LETTERS = /(?<!\S)(?:[a-z0-9._@-] ){4,}[a-z0-9._@-](?!\S)/gi;

/** An e-mail address spelled letter by letter, as one ("a b c" without an "@" stays). */
export function spelledEmail(text: string): string {
  return text.replace(SPELLED_LETTERS, (run) => (run.includes('@') ? run.replace(/ /g, '') : run));
}

/** A phone number or e-mail address read out or typed loosely, as lead capture reads them. */
export function spokenContacts(text: string): string {
  return spokenEmail(spelledEmail(spokenDigits(text)));
}

/** Texting spellings written out ("do u keep ur chats"), for patterns written in full words. */
export function spelledOut(text: string): string {
  return text
    .replace(/\bur\b/gi, 'your')
    .replace(/\bu\b/gi, 'you')
    .replace(/\bppl\b/gi, 'people');
}
