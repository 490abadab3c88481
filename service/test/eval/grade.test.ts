/**
 * The chat evaluation's grading: a pass, each kind of miss, and the global never-list that no
 * case can switch off (invented prices, promised timelines, false refusals).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AssistantReply } from '../../src/assistant/types.ts';
import { compilePattern, grade, phrasesFromContent, visibleText } from '../../eval/grade.ts';

const reply = (text: string, extra: Partial<AssistantReply> = {}): AssistantReply => ({
  text,
  intent: 'test',
  ...extra,
});
const CONTENT_PHRASES = ['within 24 hours', '$500m', '$500 million'];
const run = (text: string, options: Partial<Parameters<typeof grade>[0]> = {}) =>
  grade({ reply: reply(text), category: 'team-and-routing', allowed: CONTENT_PHRASES, ...options });

describe('grade', () => {
  test('passes a reply that carries every fact and nothing forbidden', () => {
    const result = run('Arjun Mehta handles commercial leases: arjun.mehta@example.com.', {
      expect: {
        all: ['arjun', 'arjun.mehta@example.com'],
        any: ['commercial', 'retail'],
        none: ['dental'],
      },
    });
    assert.deepEqual(result, { pass: true, failures: [] });
  });

  test('looks in links and suggestions as well as the text', () => {
    const withLinks = reply('You can book online.', {
      links: [{ label: 'Book a consultation', href: 'https://calendly.com/example/consultation' }],
      suggestions: ['Office hours?'],
    });
    assert.match(visibleText(withLinks), /calendly\.com.*\n.*Office hours\?/s);
    const result = grade({
      reply: withLinks,
      expect: { all: ['calendly.com/example/consultation', '?'] },
      category: 'booking',
      allowed: [],
    });
    assert.equal(result.pass, true);
  });

  test('a missing "all" item is a miss', () => {
    const result = run('Our team can help.', { expect: { all: ['arjun'] } });
    assert.deepEqual(result, { pass: false, failures: ['all: missing "arjun"'] });
  });

  test('an "any" list with nothing found is a miss', () => {
    const result = run('Our team can help.', { expect: { any: ['/403.?555.?0182/', 'arjun'] } });
    assert.equal(result.pass, false);
    assert.match(result.failures[0]!, /^any: none of/);
  });

  test('a "none" item found is a miss; /…/ patterns are regular expressions, case-insensitive', () => {
    const result = run('Yes. We can have you open by September.', {
      expect: { none: ['/^yes\\b/'] },
    });
    assert.equal(result.pass, false);
    assert.deepEqual(result.failures, ['none: says "/^yes\\\\b/"']);
    assert.equal(compilePattern('/^YES\\b/').test('yes, we do'), true);
    assert.equal(compilePattern('a.b').test('axb'), false, 'plain strings are literal');
  });

  test('a missing or unexpected lead is a miss', () => {
    assert.deepEqual(run('What name should we use?', { lead: true }).failures, [
      'lead: expected a lead, none captured',
    ]);
    const withLead = reply('Thank you, Sam!', {
      lead: { name: 'Sam Lee', email: 'sam@example.org', phone: '', service: 'other', summary: '' },
    });
    assert.deepEqual(
      grade({ reply: withLead, lead: false, category: 'lead-capture', allowed: [] }).failures,
      ['lead: captured a lead where none was due'],
    );
    assert.equal(
      grade({ reply: withLead, lead: true, category: 'lead-capture', allowed: [] }).pass,
      true,
    );
  });

  test('the never-list catches an invented price even when the case asks nothing', () => {
    const result = run('Rents in the Beltline are about $32 per square foot.');
    assert.deepEqual(result.failures, ['never: invented price "$3"']);
    assert.equal(run('Office space is $ 25/sq ft').pass, false);
  });

  test('the never-list catches a promised timeline', () => {
    assert.deepEqual(run('We can find you a space within 2 weeks.').failures, [
      'never: promised timeline "within 2 weeks"',
    ]);
    assert.equal(run('You could be open in three months.').pass, false);
    assert.equal(run('We will have it signed in a few weeks.').pass, false);
  });

  test('the never-list lets through what the content itself says', () => {
    assert.equal(run('We reply within 24 hours on business days.').pass, true);
    assert.equal(run('Over $500M+ in transactions and $500 million closed.').pass, true);
    assert.equal(run('We reply within\n24 hours.').pass, true, 'whatever the line breaks');
    assert.equal(run('We reply within 48 hours.').pass, false);
  });

  test('a refusal is false where the firm does the work, allowed for landlords and out of scope', () => {
    const refusal = 'Sorry, I cannot help with that. Call us at 1-800-555-0142.';
    assert.deepEqual(run(refusal).failures, ['never: false refusal "cannot help with that"']);
    assert.equal(
      grade({ reply: reply(refusal), category: 'out-of-scope', allowed: [] }).pass,
      true,
    );
    assert.equal(
      grade({ reply: reply(refusal), category: 'landlord-or-listing', allowed: [] }).pass,
      true,
    );
  });
});

describe('phrasesFromContent', () => {
  test('finds the prices and durations the content states, whatever its line breaks', () => {
    const content =
      'stats:\n  - value: $500M+\nanswer: >-\n  every inquiry is answered within\n    24 hours.';
    assert.deepEqual(phrasesFromContent(content), ['$500m', 'within 24 hours']);
  });
});
