/** Follow-ups resolved against the previous understanding. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { conversation, quickReplies, understand } from './helpers.ts';

describe('follow-ups', () => {
  test('"his email" is the advisor just named', () => {
    const [, second] = conversation('who handles commercial leases?', "what's his email?");
    assert.deepEqual(second?.needs, ['email']);
    assert.deepEqual(second?.advisor, { name: 'Arjun Mehta', reason: 'carried' });
    assert.deepEqual(second?.followUp, { kind: 'person' });
  });

  test('"can I call her" after a healthcare question reaches the healthcare advisor', () => {
    const [, second] = conversation('my physio clinic needs a new location', 'can i call her?');
    assert.equal(second?.advisor?.name, 'Catherine Reid');
    assert.ok(second?.needs.includes('phone'));
  });

  test('"what about Lethbridge?" asks about another place', () => {
    const [, second] = conversation('which areas do you cover', 'what about Lethbridge?');
    assert.deepEqual(second?.needs, ['area']);
    assert.deepEqual(second?.places, [{ id: 'lethbridge', status: 'region' }]);
    assert.deepEqual(second?.followUp, { kind: 'place' });
    const [, edmonton] = conversation('do you work in okotoks', 'edmonton?');
    assert.deepEqual(edmonton?.places, [{ id: 'edmonton', status: 'notStated' }]);
  });

  test('"make that cochrane" after a search is the same search elsewhere', () => {
    const [, second] = conversation(
      'looking for retail space in airdrie',
      'actually make that cochrane',
    );
    assert.deepEqual(second?.needs, ['leasing']);
    assert.deepEqual(second?.places, [{ id: 'cochrane', status: 'served' }]);
    assert.equal(second?.line, 'commercial');
  });

  test('"and Nicole\'s?" asks the same of another advisor', () => {
    const [, second] = conversation("what's Arjun's email", "and Nicole's?");
    assert.deepEqual(second?.needs, ['email']);
    assert.deepEqual(second?.advisor, { name: 'Nicole Tremblay', reason: 'named' });
  });

  test('the reply to a clarifying question picks one of its options', () => {
    const [, own] = conversation('parking?', 'for patients at a new clinic');
    assert.deepEqual(own?.needs, ['site-selection']);
    assert.deepEqual(own?.followUp, { kind: 'clarified', term: 'parking' });
    const [, firm] = conversation('parking?', 'when I come to see you');
    assert.deepEqual(firm?.needs, ['office-details']);
  });

  test('a quick reply clicked is exactly its option, whatever its words would say alone', () => {
    // "Our office" alone would be an office of the visitor's, and ambiguous.
    const [, office] = conversation('location?', quickReplies.address!);
    assert.deepEqual(office?.needs, ['address']);
    assert.equal(office?.clarify, undefined);
    assert.equal(office?.business, undefined);
    const [, parking] = conversation('parking?', quickReplies['office-details']!);
    assert.deepEqual(parking?.needs, ['office-details']);
    assert.deepEqual(parking?.followUp, { kind: 'clarified', term: 'parking' });
  });

  test('"buying instead" replaces the service and keeps the business', () => {
    const [, second] = conversation(
      'we run a dental clinic and want to lease a new space',
      'actually what about buying instead',
    );
    assert.deepEqual(second?.needs, ['purchase']);
    assert.equal(second?.business?.id, 'dental');
    assert.ok(second?.carried.includes('business'));
    assert.equal(second?.followUp?.kind, 'instead');
    assert.ok(second?.followUp?.kind === 'instead' && second.followUp.replaced.includes('leasing'));
  });

  test('"how long will that take" is about the service just discussed', () => {
    const [, second] = conversation('can you help us buy a warehouse', 'how long will that take?');
    assert.deepEqual(second?.needs, ['timeline']);
    assert.deepEqual(second?.followUp, { kind: 'about', subject: ['purchase'] });
    assert.equal(second?.line, 'commercial');
  });

  test('"how long till it\'s gone?" after a deletion request is about what we keep', () => {
    const [, second] = conversation(
      'can you delete my info and this chat',
      'how long till its gone?',
    );
    assert.deepEqual(second?.needs, ['privacy']);
  });

  test('"can you guys check that for us?" asks whether the firm does what was just discussed', () => {
    const [, second] = conversation(
      "our landlord's operating costs doubled across our 3 retail stores",
      'can you guys check that for us?',
    );
    assert.deepEqual(second?.needs, ['lease-audit']);
    assert.equal(second?.question, 'yesNo');
  });

  test('"and restaurants?" asks the previous question for another business', () => {
    const [, second] = conversation('do you help hair salons?', 'and restaurants?');
    assert.equal(second?.business?.id, 'restaurant');
    assert.ok(second?.needs.includes('business-fit'));
    const [, third] = conversation('how much do you charge a dentist', 'what about a gym');
    assert.deepEqual(third?.needs, ['fees']);
    assert.equal(third?.followUp?.kind, 'again');
    assert.equal(third?.business?.id, 'fitness');
  });

  test('a denial stops the previous business carrying over', () => {
    const [, second] = conversation('do you help clinics', "we're not healthcare though");
    assert.equal(second?.line, 'commercial');
    assert.ok(!second?.carried.includes('line'));
  });

  test('without a previous message nothing is carried and a pronoun names no one', () => {
    const alone = understand("what's his email?");
    assert.deepEqual(alone.needs, ['email']);
    assert.equal(alone.advisor, undefined);
    assert.equal(alone.followUp, undefined);
    assert.deepEqual(alone.carried, []);
  });

  test('"and if I use the contact form instead?" after the chat\'s privacy is privacy again', () => {
    const [, form] = conversation(
      'is this chat being saved somewhere?',
      'and if I use the contact form instead?',
    );
    assert.deepEqual(form?.needs, ['privacy']);
    const [, phone] = conversation('is this chat saved', 'and whats your phone number');
    assert.deepEqual(phone?.needs, ['phone']);
  });
});
