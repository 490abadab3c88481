/**
 * A bounded memo for pure functions of a visitor's text: the widget's quick replies send the
 * same words again and again, and every turn re-reads the conversation's earlier messages.
 * Bounded in size (least recently used entries go first: a Map keeps insertion order and a hit
 * re-inserts) and in time: the keys are what visitors typed, so an entry unused for IDLE_MS is
 * dropped, as the chat store's conversation cache does, rather than kept for as long as the
 * process runs.
 */
interface Entry<Value> {
  value: Value;
  lastUsed: number;
}

export class BoundedMemo<Value> {
  static readonly IDLE_MS = 10 * 60_000;
  readonly #capacity: number;
  readonly #entries = new Map<string, Entry<Value>>();

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(key: string, compute: () => Value, now = Date.now()): Value {
    this.#dropIdle(now);
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      entry.lastUsed = now;
      this.#entries.set(key, entry);
      return entry.value;
    }
    const value = compute();
    this.#entries.set(key, { value, lastUsed: now });
    if (this.#entries.size > this.#capacity) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The least recently used entries come first, so the idle ones are a prefix of the Map. */
  #dropIdle(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (now - entry.lastUsed <= BoundedMemo.IDLE_MS) return;
      this.#entries.delete(key);
    }
  }
}
