/** Text helpers: lists, contact details read out or typed loosely, a reply's repeated sentences. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { joinList, spokenContacts, withoutRepeatedSentences } from '../../src/assistant/text.ts';

test('a list joined with "and", or with "or" for a choice', () => {
  assert.equal(joinList(['a', 'b', 'c']), 'a, b and c');
  assert.equal(joinList(['a', 'b', 'c'], 'or'), 'a, b or c');
  assert.equal(joinList(['a'], 'or'), 'a');
  assert.equal(joinList([]), '');
});

describe('contact details read out or typed loosely', () => {
  test('a phone number in words, in words and digits, or in odd groups', () => {
    assert.equal(spokenContacts('four oh three five five five six two one eight'), '4035556218');
    assert.equal(
      spokenContacts('my cell is four oh three 555 0247, text me'),
      'my cell is 4035550247, text me',
    );
    assert.equal(spokenContacts('call me at 403 555 02 33 pls'), 'call me at 4035550233 pls');
  });

  test('numbers that are no phone number stay as they are', () => {
    for (const text of ['we need 2 units, 1500 2000 sq ft', 'call 403-555-0178', 'open at 5']) {
      assert.equal(spokenContacts(text), text);
    }
  });

  test('an e-mail address spelled letter by letter', () => {
    assert.equal(
      spokenContacts('name is Bo, b o . n g u y e n @ y a h o o . c a'),
      'name is Bo, bo.nguyen@yahoo.ca',
    );
    // (Letters without an "@" are no address.)
    assert.equal(spokenContacts('we need a b c d e units'), 'we need a b c d e units');
  });

  test('an e-mail address read out', () => {
    assert.equal(
      spokenContacts('email is sandeep dot gill at outlook dot com, thanks'),
      'email is sandeep.gill@outlook.com, thanks',
    );
    assert.equal(spokenContacts('reach me, sandeep at gmail.com'), 'reach me, sandeep@gmail.com');
    assert.equal(spokenContacts('i am at home dot com'), 'i am at home dot com');
    assert.equal(spokenContacts('meet at the office at 5'), 'meet at the office at 5');
  });
});

test('a sentence said twice in one reply is said once', () => {
  assert.equal(
    withoutRepeatedSentences('Thanks. We are open now. Call us. We are open now. Bye.'),
    'Thanks. We are open now. Call us. Bye.',
  );
});
