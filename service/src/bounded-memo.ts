/**
 * A bounded, expiring memo for what the chat derives from visitors' words: the assistant's
 * analyses of messages (quick replies repeat verbatim; every turn re-reads the conversation) and
 * the chat store's latest messages of conversations in progress. Bounded in size (least recently
 * used entries go first: a Map keeps insertion order and a use re-inserts) and in time: the keys
 * and values are what visitors typed, so an entry unused for IDLE_MS leaves memory at the next
 * use of the memo rather than staying for as long as the process runs.
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

  /** The kept value of `key`, or `compute()`'s, which is then kept. */
  get(key: string, compute: () => Value, now = Date.now()): Value {
    this.#dropIdle(now);
    const entry = this.#entries.get(key);
    if (entry) {
      this.#touch(key, entry, now);
      return entry.value;
    }
    const value = compute();
    this.#entries.set(key, { value, lastUsed: now });
    if (this.#entries.size > this.#capacity) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return value;
  }

  /** Replaces the value of a key the memo holds; a key it does not hold stays absent. */
  update(key: string, change: (value: Value) => Value, now = Date.now()): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    entry.value = change(entry.value);
    this.#touch(key, entry, now);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #touch(key: string, entry: Entry<Value>, now: number): void {
    this.#entries.delete(key);
    entry.lastUsed = now;
    this.#entries.set(key, entry);
  }

  /** The least recently used entries come first, so the idle ones are a prefix of the Map. */
  #dropIdle(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (now - entry.lastUsed <= BoundedMemo.IDLE_MS) return;
      this.#entries.delete(key);
    }
  }
}
