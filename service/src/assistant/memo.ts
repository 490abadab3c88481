/**
 * A bounded memo for pure functions of a visitor's text: the widget's quick replies send the
 * same words again and again, and every turn re-reads the conversation's earlier messages.
 * Least recently used entries go first (a Map keeps insertion order; a hit re-inserts).
 */
export class BoundedMemo<Value> {
  readonly #capacity: number;
  readonly #entries = new Map<string, Value>();

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(key: string, compute: () => Value): Value {
    const cached = this.#entries.get(key);
    if (cached !== undefined || this.#entries.has(key)) {
      this.#entries.delete(key);
      this.#entries.set(key, cached as Value);
      return cached as Value;
    }
    const value = compute();
    this.#entries.set(key, value);
    if (this.#entries.size > this.#capacity) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
