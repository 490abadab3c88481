/**
 * Content text may name values the code fills in, as `{name}` (content/README.md lists them):
 * "Call {tollFreePhone}". No imports: the chat panel's lazy chunk uses it too.
 */
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The template split into its literal text and the values its placeholders name, in order, so a
 * value can be a link as well as text. A name with no value stays as written: a typo in the YAML
 * shows on the page (and fails the unit tests that render the real copy) instead of vanishing.
 */
export function fillPlaceholders<T>(
  template: string,
  values: Readonly<Record<string, T>>,
): (string | T)[] {
  const parts: (string | T)[] = [];
  let textStart = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!Object.hasOwn(values, name)) continue;
    parts.push(template.slice(textStart, match.index), values[name] as T);
    textStart = match.index + match[0].length;
  }
  parts.push(template.slice(textStart));
  return parts.filter((part) => part !== '');
}

/** The template with its placeholders replaced by text. */
export function fillText(template: string, values: Readonly<Record<string, string>>): string {
  return fillPlaceholders(template, values).join('');
}
