/** Small text helpers of the assistant. */

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "a, b and c" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
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
const SPOKEN_RUN =
  /\b(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)[\s,.-]+){9,10}(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/gi;

/**
 * A phone number read out to voice typing ("four oh three five five five six two one eight"),
 * as digits, so lead capture finds it; only runs of ten or eleven digit words.
 */
export function spokenDigits(text: string): string {
  return text.replace(SPOKEN_RUN, (run) =>
    run
      .split(/[\s,.-]+/)
      .map((word) => DIGIT_WORDS[word.toLowerCase()] ?? '')
      .join(''),
  );
}
