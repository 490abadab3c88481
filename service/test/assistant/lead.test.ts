/** Contact details typed in the chat, in one message or over several, become one lead. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadContent } from '../../src/assistant/content.ts';
import { extractBareName, extractContactDetails, mergeDetails } from '../../src/assistant/lead.ts';
import { ContentAssistant } from '../../src/assistant/engine.ts';
import { saysWhenToCall } from '../../src/assistant/lead-capture.ts';
import type { AssistantHistoryEntry, AssistantReply } from '../../src/assistant/types.ts';

const content = loadContent();
const engine = new ContentAssistant(content);
const NAME_PROMPT = content.replies.lead.askName;
const NOW = new Date('2026-11-23T17:00:00Z');

const extraction: [string, { name?: string; email?: string; phone?: string }][] = [
  ["I'm Dr. Priya Shah", { name: 'Dr. Priya Shah' }],
  ['priya@clinic.ca', { email: 'priya@clinic.ca' }],
  ['Priya Shah, priya@clinic.ca', { name: 'Priya Shah', email: 'priya@clinic.ca' }],
  [
    'My name is john smith and my phone is 403-555-0100',
    { name: 'John Smith', phone: '403-555-0100' },
  ],
  ['call me at (403) 555-0123', { phone: '(403) 555-0123' }],
  [
    'This is Jean-Luc Picard, jl@enterprise.ca',
    { name: 'Jean-Luc Picard', email: 'jl@enterprise.ca' },
  ],
  ['Marcus Lee 587 555 0199', { name: 'Marcus Lee', phone: '587 555 0199' }],
  ['reach me on +44 20 7946 0958', { phone: '+44 20 7946 0958' }],
  [
    'Hi. I am Dr. Smith. My number is 1-800-555-0100',
    { name: 'Dr. Smith', phone: '1-800-555-0100' },
  ],
  ["I'm looking for a dental office", {}],
  ["I'm interested in retail space", {}],
  ['I am a physiotherapist', {}],
  ['email me at x@y.com', { email: 'x@y.com' }],
  ['we did $500000 in sales and 2024 was good', {}],
  [
    'can someone call me back my name is marcus oyelaran and my number is 403 555 6218',
    { name: 'Marcus Oyelaran', phone: '403 555 6218' },
  ],
  ['i think her name is nicole trembly', {}],
  ['403-555-2290 weekdays', { phone: '403-555-2290' }],
  // ("This Mike" was once read: the introducer is no part of the name.)
  ['this is mike, 403-555-0199', { name: 'Mike', phone: '403-555-0199' }],
  ['im mike 403-555-0199', { name: 'Mike', phone: '403-555-0199' }],
  ['call me at 403-555-2290 thanks', { phone: '403-555-2290' }],
];

describe('contact details are found in a message', () => {
  for (const [message, expected] of extraction) {
    test(JSON.stringify(message), () => {
      assert.deepEqual(extractContactDetails(message), expected);
    });
  }

  test('a bare name answers the name question; other words do not', () => {
    assert.equal(extractBareName('Anna'), 'Anna');
    assert.equal(extractBareName('priya shah'), 'Priya Shah');
    assert.equal(extractBareName('dental'), undefined);
    assert.equal(extractBareName('no thanks'), undefined);
    assert.equal(extractBareName('what are your hours please tell me'), undefined);
  });
});

function converse(messages: string[]): AssistantReply[] {
  const history: AssistantHistoryEntry[] = [];
  let state: AssistantReply['state'];
  return messages.map((message) => {
    const turn = { sessionId: 'lead-test', message, history, now: NOW };
    const reply = engine.replySync(state ? { ...turn, state } : turn);
    state = reply.state;
    history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply.text });
    return reply;
  });
}

describe('a lead is captured once per conversation', () => {
  test('a name typed in lower case beside the number is the name; a word about when is not', () => {
    const nameOf = (message: string) => converse([message])[0]?.lead?.name;
    assert.equal(nameOf('call me 403 555 7714 - mike'), 'Mike');
    assert.equal(nameOf('txt me 587-555-2290 jess'), 'Jess');
    assert.equal(nameOf('ok can someone just call me, its mike, 403 555 2290'), 'Mike');
    assert.equal(nameOf('403-555-2290 weekdays'), '');
    assert.equal(nameOf('call me at 403-555-2290 thanks'), '');
  });

  test('"when" after leaving a number asks when we get back, and is no name', () => {
    const [, captured, when] = converse(['retail space downtown', 'call me 403 555 7714', 'when']);
    assert.ok(captured?.lead);
    assert.equal(when?.leadAdditions, undefined);
    assert.equal(when?.intent, 'reply-time');
  });

  test('"oops 2291 not 2290", "its kitestring.com not .co" correct what was given', () => {
    const [, captured, fixed] = converse([
      'need 1500sf yoga studio',
      'txt me 587-555-2290 jess',
      'oops 2291 not 2290',
    ]);
    assert.equal(captured?.lead?.phone, '587-555-2290');
    assert.deepEqual(fixed?.leadCorrections, { phone: '587-555-2291' });
    // And what they gave, asked back later, is the number as corrected.
    const [, , , asked] = converse([
      'need 1500sf yoga studio',
      'txt me 587-555-2290 jess',
      'oops 2291 not 2290',
      'what number did i give you',
    ]);
    assert.match(asked?.text ?? '', /587-555-2291/);
    assert.doesNotMatch(asked?.text ?? '', /2290/);
    const [, emailFixed] = converse([
      "ok cool, can someone email me? dev@kitestring.co, name's Dev",
      'oh wait its kitestring.com not .co sorry',
    ]);
    assert.deepEqual(emailFixed?.leadCorrections, { email: 'dev@kitestring.com' });
    // Digits that are not the end of the number change nothing.
    const [, , other] = converse(['hi', 'txt me 587-555-2290', 'its 40 not 30']);
    assert.equal(other?.leadCorrections, undefined);
  });

  test('a number or address sent in two parts, an address written "[at]" and "[dot]", "0113 at the end not 0131", "oh and its Lorraine"', () => {
    const [, , split] = converse([
      'physio clinic in okotoks',
      'can she call me? 403 555',
      '0147 sorry hit enter too fast. its Megan',
    ]);
    assert.equal(split?.lead?.phone.replace(/\D/g, ''), '4035550147');
    assert.equal(split?.lead?.name, 'Megan');
    // Later, the same number: an e-mail is added to that lead, and the number is read back.
    const [, , , added, readBack] = converse([
      'physio clinic in okotoks',
      'can she call me? 403 555',
      '0147 sorry hit enter too fast. its Megan',
      'also my email is megan@physio.ca',
      'what number did i give you',
    ]);
    assert.equal(added?.lead, undefined);
    assert.deepEqual(added?.leadAdditions, { email: 'megan@physio.ca' });
    assert.match(readBack?.text ?? '', /403 555 0147/);
    // Digits that make no number with the message before are no lead.
    const [, , noNumber] = converse(['we need 2 rooms', 'we have 403', '12 staff']);
    assert.equal(noNumber?.lead, undefined);
    const [, bracketed] = converse([
      'small warehouse in balzac',
      'send info to kfoster[at]foster-haul[dot]ca',
    ]);
    assert.equal(bracketed?.lead?.email, 'kfoster@foster-haul.ca');
    const [, , typo] = converse([
      'office for 12 ppl downtown',
      'Dana Whitfield 403-555-0131',
      'sorry typo, 0113 at the end not 0131',
    ]);
    assert.deepEqual(typo?.leadCorrections, { phone: '403-555-0113' });
    const [, , late] = converse([
      'is arjun the guy for industrial',
      'ok have him call me 403.555.0190',
      'oh and its Lorraine. Lorraine from Prairie Fabrication',
    ]);
    assert.deepEqual(late?.leadAdditions, { name: 'Lorraine' });
    // An address sent in two parts, its "@domain" second: the lead, in English.
    const [, , halves] = converse([
      'looking to open my first physio clinic in airdrie',
      'sure. email is rkaur.physio',
      '@gmail.com sorry hit enter too soon',
    ]);
    assert.equal(halves?.lead?.email, 'rkaur.physio@gmail.com');
    assert.doesNotMatch(halves?.text ?? '', /works in English/);
  });

  test('name first, e-mail later: the lead comes with the e-mail, with the service inferred', () => {
    const replies = converse([
      'Healthcare',
      'dental',
      "I'm Dr. Priya Shah",
      'priya@clinic.ca',
      'thanks',
    ]);
    assert.deepEqual(
      replies.map((reply) => Boolean(reply.lead)),
      [false, false, false, true, false],
    );
    const lead = replies[3]?.lead;
    assert.equal(lead?.name, 'Dr. Priya Shah');
    assert.equal(lead?.email, 'priya@clinic.ca');
    assert.equal(lead?.service, 'healthcare');
    assert.match(lead?.summary ?? '', /dental/);
    assert.match(replies[2]?.text ?? '', /Nice to meet you/);
    assert.match(
      replies[3]?.text ?? '',
      new RegExp(`within ${content.settings.replyPromiseHours} hours`),
    );
    assert.ok(replies[3]?.links?.some((link) => link.href === content.settings.bookingUrl));
  });

  test('e-mail first: the lead is taken at once, then the name asked for is added to it', () => {
    const replies = converse(['looking for retail space', 'my email is bob@shop.com', 'Bob Jones']);
    assert.equal(replies[1]?.lead?.email, 'bob@shop.com');
    assert.equal(replies[1]?.lead?.name, '');
    assert.equal(replies[1]?.lead?.service, 'commercial');
    assert.match(replies[1]?.text ?? '', new RegExp(`${NAME_PROMPT.replace('?', '\\?')}$`));
    assert.equal(replies[2]?.lead, undefined);
    assert.deepEqual(replies[2]?.leadAdditions, { name: 'Bob Jones' });
    assert.match(replies[2]?.text ?? '', /Bob/);
  });

  test('a name asked for a turn earlier and given late, between dashes, is added', () => {
    const replies = converse([
      'call me 403 555 2291',
      'its about warehouse space in the SE',
      'sorry forgot - Dave Kowal, ops manager',
    ]);
    assert.deepEqual(replies[2]?.leadAdditions, { name: 'Dave Kowal' });
    const [, place] = converse(['call me 403 555 2291', 'Calgary Tower, Downtown']);
    assert.equal(place?.leadAdditions, undefined, 'places are no names');
  });

  test('"can someone email me? <address>": the lead and the name question, no other question', () => {
    const [reply] = converse(['can someone email me? priya.s@example.org']);
    assert.equal(reply?.lead?.email, 'priya.s@example.org');
    assert.match(reply?.text ?? '', new RegExp(`${NAME_PROMPT.replace('?', '\\?')}$`));
    assert.doesNotMatch(reply?.text ?? '', /tell me a little more/);
  });

  test('the other way to reach them is added; another address of the same kind is not', () => {
    const replies = converse([
      'call me on 403 555 0100',
      'or e-mail ana@clinic.example',
      "I'm Mallory, mallory@evil.example",
    ]);
    assert.equal(replies[0]?.lead?.phone, '403 555 0100');
    assert.deepEqual(replies[1]?.leadAdditions, { email: 'ana@clinic.example' });
    assert.equal(replies[2]?.lead, undefined);
    assert.equal(replies[2]?.leadAdditions, undefined);
  });

  test('a number or e-mail corrected ("thats my old number") replaces the lead\'s', () => {
    const phone = converse([
      'call me 403-555-0100',
      'wait sorry thats my old number. its 403-555-7703',
    ]);
    assert.deepEqual(phone[1]?.leadCorrections, { phone: '403-555-7703' });
    assert.equal(phone[1]?.leadAdditions, undefined);
    const email = converse([
      'my email is dan@work.example',
      'actually scratch that, use my personal one dfraser88@gmail.com',
    ]);
    assert.deepEqual(email[1]?.leadCorrections, { email: 'dfraser88@gmail.com' });
  });

  test('"ask for Priya" names them; "actually use my email instead" adds the e-mail, no name', () => {
    const replies = converse([
      'can someone call me back',
      'sure, 403 555 7788, ask for Priya',
      'actually use my email instead priya@clinic.example',
    ]);
    assert.equal(replies[1]?.lead?.name, 'Priya');
    assert.deepEqual(replies[2]?.leadAdditions, { email: 'priya@clinic.example' });
  });

  test('after the ways to reach the firm, which invite a name, a bare name is one; a place is not', () => {
    const [, named, phoned] = converse([
      'can someone call me about our lease',
      'Gurpreet',
      '403 555 0127',
    ]);
    assert.match(named?.text ?? '', /Gurpreet/);
    assert.equal(phoned?.lead?.name, 'Gurpreet');
    const [, place] = converse(['can someone call me about our lease', 'downtown']);
    assert.doesNotMatch(place?.text ?? '', /nice to meet you/i);
  });

  test('one capitalised word beside the number is the name; a place there is not', () => {
    const [jordan] = converse(['can he text me, Jordan 403-555-6604']);
    assert.equal(jordan?.lead?.name, 'Jordan');
    const [place] = converse(['Calgary, 403-555-0100']);
    assert.equal(place?.lead?.name, '');
    assert.equal(place?.lead?.phone, '403-555-0100');
  });

  test('everything in one message', () => {
    const [reply] = converse(['Priya Shah, priya@clinic.ca, 403-555-0111']);
    assert.equal(reply?.lead?.name, 'Priya Shah');
    assert.equal(reply?.lead?.phone, '403-555-0111');
    assert.equal(reply?.lead?.service, 'consultation');
  });

  test("an advisor's number quoted back gives neither a lead nor a name", () => {
    const advisor = content.team[1]!;
    const first = advisor.name.split(' ')[0]!.toLowerCase();
    const [reply] = converse([`is ${advisor.phone} ${first}s direct line?`]);
    assert.equal(reply?.lead, undefined);
    assert.doesNotMatch(reply?.text ?? '', /nice to meet you/i);
    // A visitor who shares an advisor's first name keeps theirs.
    const [namesake] = converse([`Hi I'm ${advisor.name.split(' ')[0]} Smith, 403 555 1111`]);
    assert.equal(namesake?.lead?.name, `${advisor.name.split(' ')[0]} Smith`);
  });

  test('details given again later do not make a second lead', () => {
    const replies = converse([
      'Anna Berg anna@example.org',
      'also anna.b@example.org',
      'Anna Berg 403 555 0100',
    ]);
    assert.equal(replies.filter((reply) => reply.lead).length, 1);
    assert.match(replies[1]?.text ?? '', /already/);
  });

  test('asking for a person invites a name and an e-mail or phone, then captures them', () => {
    const replies = converse(['I want to talk to a person', 'Marcus Lee 587 555 0199']);
    assert.match(replies[0]?.text ?? '', /leave your name/);
    assert.ok(replies[0]?.links?.some((link) => link.href === content.settings.bookingUrl));
    assert.equal(replies[1]?.lead?.name, 'Marcus Lee');
  });

  test('the e-mail domain does not decide the service ("shop.com" is not retail)', () => {
    const replies = converse(['my email is bob@shop.com']);
    assert.equal(replies[0]?.lead?.service, 'consultation');
  });

  test("quoting the firm's own e-mail or phone is not leaving details", () => {
    const replies = converse([
      `Is ${content.settings.email} the right address?`,
      `I'm Jo Park, I called ${content.settings.tollFreePhone}`,
    ]);
    assert.equal(replies.filter((reply) => reply.lead).length, 0);
    assert.doesNotMatch(replies[0]?.text ?? '', /What name should we use/);
  });

  test('a name with a question still answers the question', () => {
    const [reply] = converse(["Hi, I'm Priya and I run a physio clinic"]);
    assert.match(reply?.text ?? '', /Nice to meet you, Priya/);
    assert.match(reply?.text ?? '', /physiotherapy/);
    assert.equal(reply?.lead, undefined);
  });
});

describe('a lead never copies earlier contact details to a different address', () => {
  test('details add up while the address stays the same (letter case and phone format aside)', () => {
    assert.deepEqual(
      mergeDetails({ name: 'Priya Shah', email: 'Priya@Clinic.ca' }, { email: 'priya@clinic.ca' }),
      { name: 'Priya Shah', email: 'priya@clinic.ca' },
    );
    assert.deepEqual(
      mergeDetails({ name: 'Priya Shah', phone: '403-555-0100' }, { phone: '(403) 555 0100' }),
      { name: 'Priya Shah', phone: '(403) 555 0100' },
    );
    assert.deepEqual(mergeDetails({ name: 'Priya Shah' }, { email: 'priya@clinic.ca' }), {
      name: 'Priya Shah',
      email: 'priya@clinic.ca',
    });
  });

  test('before a lead, another e-mail address or phone number starts afresh', () => {
    const earlier = { email: 'priya@clinic.ca', phone: '403-555-0100' };
    assert.deepEqual(mergeDetails(earlier, { email: 'mallory@evil.example' }), {
      email: 'mallory@evil.example',
    });
    assert.deepEqual(mergeDetails(earlier, { phone: '587 555 0199' }), { phone: '587 555 0199' });
  });

  test("in a conversation: a name given with a second address is not added to the first's", () => {
    const replies = converse([
      'my email is priya@clinic.ca, phone 403-555-0100',
      "I'm Mallory Evil, mallory@evil.example",
    ]);
    assert.equal(replies[0]?.lead?.email, 'priya@clinic.ca');
    assert.equal(replies[1]?.lead, undefined, 'one lead per conversation');
    assert.equal(replies[1]?.leadAdditions, undefined);
  });

  test('a titled name in lower case before the e-mail is the name (unseen77)', () => {
    assert.equal(
      extractContactDetails('dr lena ortiz, lena.ortiz@gmail.com, email me pls dont call').name,
      'Dr. Lena Ortiz',
    );
    assert.equal(
      extractContactDetails('my dr appointment is tomorrow, call 403-555-0199').name,
      undefined,
    );
  });
});

describe('when to call is a short statement, not a question', () => {
  test('a time to call is said; a question or a long message is not one', () => {
    assert.equal(saysWhenToCall('best after 3pm, mornings im slammed', [], 'statement'), true);
    assert.equal(
      saysWhenToCall(
        'mornings before 8 are best, shop is slammed after that',
        ['business-fit'],
        'statement',
      ),
      true,
    );
    assert.equal(saysWhenToCall('are you open tomorrow?', ['hours'], 'yesNo'), false);
    assert.equal(saysWhenToCall('we need a clinic by tomorrow', ['leasing'], 'statement'), false);
    const rambling = `call me after 5 ${'because we are really busy with patients '.repeat(4)}`;
    assert.equal(saysWhenToCall(rambling, [], 'statement'), false);
  });
});
