/** Questions about one of the team: answered from their profile, not read as the visitor's. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { asksAboutAdvisor } from '../../../src/assistant/understanding/person.ts';
import { pronounOf } from '../../../src/assistant/understanding/pronouns.ts';
import { conversation, understand } from './helpers.ts';

const words = (text: string) => text.split(' ');

describe('questions about an advisor', () => {
  test('"is she…", "has Catherine…", "her background" and "about him" ask about the advisor', () => {
    for (const text of [
      'is she an accountant',
      'how long has catherine been doing this',
      'what is her background',
      'tell me more about him',
    ]) {
      assert.ok(asksAboutAdvisor(words(text), 'Catherine Reid', []), text);
    }
  });

  test("a service or the firm's phone asked with a name is no question about the person", () => {
    assert.equal(
      asksAboutAdvisor(words('does she do renewals'), 'Catherine Reid', ['renewal']),
      false,
    );
    assert.equal(
      asksAboutAdvisor(words('is she in the office'), 'Catherine Reid', ['phone']),
      false,
    );
    assert.equal(
      asksAboutAdvisor(words('we need an accountant office'), 'Nicole Tremblay', []),
      false,
    );
  });

  test('with their phone or e-mail asked too, only a question about their work counts', () => {
    assert.equal(asksAboutAdvisor(words('what is arjun email'), 'Arjun Mehta', ['email']), false);
    assert.ok(
      asksAboutAdvisor(words('what is arjuns number and does he do industrial'), 'Arjun Mehta', [
        'phone',
      ]),
    );
  });

  test('"is she an accountant?" after an advisor is her profile, not the visitor\'s business', () => {
    const [, second] = conversation('who does the cost analysis', 'is she an accountant?');
    assert.deepEqual(second?.needs, ['team']);
    assert.equal(second?.business, undefined);
    assert.deepEqual(second?.advisor, { name: 'Nicole Tremblay', reason: 'carried' });
  });

  test('"how long has Catherine been doing this" is her profile, not a timeline', () => {
    const understood = understand('how long has catherine been doing this');
    assert.deepEqual(understood.needs, ['team']);
    assert.equal(understood.advisor?.name, 'Catherine Reid');
  });
});

describe('pronouns', () => {
  test("a bio's pronoun is the member's", () => {
    assert.equal(pronounOf('She leads our healthcare practice.'), 'she');
    assert.equal(
      pronounOf('Before joining the firm he spent a decade on the landlord side.'),
      'he',
    );
    assert.equal(pronounOf('Advises clinics.'), undefined);
  });
});

describe('who does what was just discussed', () => {
  test('"who does that" after a service is that service\'s advisor, not the whole team', () => {
    const [, second] = conversation(
      'do you look at a building before we sign to see if it works for a dental lab',
      'who does that',
    );
    assert.deepEqual(second?.advisor, { name: 'Nicole Tremblay', reason: 'service' });
  });
});

describe("an advisor's past", () => {
  test('"did he use to work for landlords?" is his profile; "does he help landlords" is not', () => {
    assert.ok(
      asksAboutAdvisor(words('did he used to work for landlords'), 'Arjun Mehta', ['landlord']),
    );
    assert.equal(
      asksAboutAdvisor(words('does he help landlords find tenants'), 'Arjun Mehta', ['landlord']),
      false,
    );
  });
});
