/**
 * Which chat sessions may have stored messages: a Bloom filter, so the first message of a new
 * conversation (every conversation has one) is answered without a database lookup that would find
 * nothing. It never says no to a stored session; a false "maybe" only costs that lookup. Its size
 * is fixed whatever the traffic: 2^20 bits (128 KiB) and 7 hashes give ~1 % false positives at
 * 100,000 sessions, more than 90 days of this firm's chats; past that it degrades to lookups.
 */
const BITS = 2 ** 20;
const HASHES = 7;

export class SessionFilter {
  readonly #words = new Uint32Array(BITS / 32);

  add(sessionId: string): void {
    for (const bit of bitsOf(sessionId)) this.#words[bit >>> 5]! |= 1 << (bit & 31);
  }

  mayContain(sessionId: string): boolean {
    for (const bit of bitsOf(sessionId)) {
      if ((this.#words[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }

  clear(): void {
    this.#words.fill(0);
  }
}

/** The HASHES bit positions of a key: two 32-bit string hashes combined (Kirsch–Mitzenmacher). */
function* bitsOf(key: string): Generator<number> {
  let fnv = 0x811c9dc5; // FNV-1a
  let djb = 5381; // djb2 (xor variant)
  for (let index = 0; index < key.length; index += 1) {
    const code = key.charCodeAt(index);
    fnv = Math.imul(fnv ^ code, 0x01000193);
    djb = Math.imul(djb, 33) ^ code;
  }
  const step = djb | 1; // odd: the positions never collapse onto one
  for (let hash = 0; hash < HASHES; hash += 1) yield (fnv + Math.imul(hash, step)) & (BITS - 1);
}
