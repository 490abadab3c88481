/**
 * Passage search over the real content/: messages typed the way visitors type them find the
 * passage that answers them first; filters, ordering and the strong/weak rule.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadContent } from '../../../src/assistant/content.ts';
import { createRetrieval } from '../../../src/assistant/retrieval/index.ts';

const retrieval = createRetrieval(loadContent());

// Written as visitors write, not in the site's words: texting, typos, no question marks.
const QUERIES: [query: string, expectedFirst: string][] = [
  ['who does the dental stuff', 'team:catherine-reid'],
  [
    'cam charges audit',
    'service:commercial:portfolio-management:operating-cost-common-area-charge-audits',
  ],
  ['do u work weekends', 'settings:hours'],
  ['wat r ur hrs', 'settings:hours'],
  ['what happens at the first meeting', 'faq:first-consultation-free'],
  ['is the consult free??', 'faq:first-consultation-free'],
  ['do you keep my data', 'faq:what-happens-information-type'],
  ['how long do u keep chat transcripts', 'privacy:retention:2'],
  ['cookies?', 'privacy:cookies'],
  ['were r u located', 'settings:address'],
  ['whats ur email', 'settings:email'],
  ["what's catherine's email", 'team:catherine-reid:contact'],
  ['arjun phone', 'team:arjun-mehta:contact'],
  // "who handles commercial leases" is the understanding's (routing to the line's advisor).
  ['who does retail and office leases', 'team:arjun-mehta'],
  ['what does nicole do', 'team:nicole-tremblay'],
  ['can i book a meeting with someone', 'team:catherine-reid:booking'],
  ['how much do u charge', 'faq:how-charge-what-fees'],
  ['lease vs buy', 'faq:lease-buy-premises'],
  ['do you represent landlords', 'faq:represent-landlords-list-properties'],
  ['what towns and cities do you cover', 'settings:area-served'],
  ['renewing my lease', 'faq:when-start-planning-lease'],
  [
    'hvac review',
    'service:healthcare:medical-facility-planning:plumbing-electrical-hvac-sterilization-room-reviews',
  ],
  ['any success stories with warehouses', 'story:graham-fischer'],
  ['governing law', 'terms:law'],
  ['Which business types do you serve?', 'service:commercial:business-types-served'],
  ['do you only do leases or purchases too?', 'faq:lease-buy-premises'],
  ['Is there any obligation if I meet with you?', 'faq:first-consultation-free'],
];

describe('searching the passages', () => {
  for (const [query, expected] of QUERIES) {
    test(`"${query}" finds ${expected} first, strong`, () => {
      const [first] = retrieval.search(query);
      assert.equal(first?.passage.id, expected);
      assert.equal(first?.strength, 'strong');
    });
  }

  test('nonsense, and words that say nothing, find no strong hit', () => {
    for (const query of [
      'asdf qwerty zxcv',
      'purple elephant banana',
      'blorp',
      'what do you do',
      '',
    ]) {
      const hits = retrieval.search(query);
      assert.ok(
        hits.every((hit) => hit.strength === 'weak'),
        `${query}: ${hits.map((hit) => hit.passage.id).join(', ')}`,
      );
    }
    assert.deepEqual(retrieval.search('?? !!'), []);
  });

  test('a word found only through world.yaml is a lead, not a strong answer', () => {
    // world.yaml relates "orthodontist" to the dental passages; the site never says the word.
    const hits = retrieval.search('do you work with orthodontists');
    assert.ok(hits.length > 0);
    assert.ok(hits.every((hit) => hit.strength === 'weak'));
    // The advisor world.yaml names for a business is in her passage's keywords: strong.
    const [first] = retrieval.search('chiropractor');
    assert.equal(first?.passage.id, 'team:catherine-reid');
    assert.equal(first?.strength, 'strong');
  });

  test('short words are not matched loosely', () => {
    // "cam" is no prefix of "came", "camera"; "rent" is not "tent".
    const ids = retrieval.search('tent').map((hit) => hit.passage.id);
    assert.ok(!ids.some((id) => id.includes('rent')), ids.join(', '));
  });

  test('a typo in a long word is forgiven', () => {
    const [first] = retrieval.search('demographcs');
    assert.match(first?.passage.id ?? '', /^service:healthcare:site-selection-demographics/);
    assert.equal(first?.strength, 'strong');
  });

  test('the line filter leaves out the other line, and keeps passages of no line', () => {
    const healthcare = retrieval.search('lease negotiation renewal options', {
      line: 'healthcare',
      limit: 50,
    });
    assert.ok(healthcare.length > 0);
    assert.ok(healthcare.every((hit) => hit.passage.line !== 'commercial'));
    assert.ok(healthcare.some((hit) => hit.passage.line === undefined));
    const commercial = retrieval.search('who does the dental stuff', { line: 'commercial' });
    assert.ok(commercial.every((hit) => hit.passage.line !== 'healthcare'));
    assert.notEqual(commercial[0]?.passage.id, 'team:catherine-reid');
  });

  test('the kinds filter keeps only those kinds', () => {
    const hits = retrieval.search('email', { kinds: ['team-contact'], limit: 10 });
    assert.equal(hits.length, 3);
    assert.ok(hits.every((hit) => hit.passage.kind === 'team-contact'));
    const faqOnly = retrieval.search('free consultation', { kinds: ['faq'] });
    assert.equal(faqOnly[0]?.passage.id, 'faq:first-consultation-free');
  });

  test('at most `limit` hits, five unless said', () => {
    assert.equal(retrieval.search('lease').length, 5);
    assert.equal(retrieval.search('lease', { limit: 2 }).length, 2);
  });

  test('the same query gives the same hits; equal scores in id order', () => {
    const query = 'how long do you keep things';
    const first = retrieval.search(query, { limit: 20 });
    assert.deepEqual(retrieval.search(query, { limit: 20 }), first);
    for (let i = 1; i < first.length; i += 1) {
      const [before, after] = [first[i - 1], first[i]];
      assert.ok(before && after && before.score >= after.score);
      if (before.score === after.score) assert.ok(before.passage.id < after.passage.id);
    }
  });

  test('a strong hit scores at least half of the best', () => {
    for (const [query] of QUERIES) {
      const hits = retrieval.search(query, { limit: 20 });
      const best = hits[0]?.score ?? 0;
      for (const hit of hits.filter((h) => h.strength === 'strong')) {
        assert.ok(hit.score >= best / 2, `${query}: ${hit.passage.id}`);
      }
    }
  });
});
