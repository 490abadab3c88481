/** Understanding whole messages, written the way visitors type them. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { conversation, understand } from './helpers.ts';

describe('understanding a message', () => {
  test('a property to sell is the landlord side, whatever words stand between', () => {
    assert.ok(
      understand('how much would u charge to sell my retail condo').needs.includes('landlord'),
    );
    assert.ok(!understand('can you help me sell my practice').needs.includes('landlord'));
  });

  test('owning the premises one works in is no landlord; owning a property with tenants is', () => {
    assert.ok(!understand('we own the building our clinic is in and need more space').landlord);
    // Their own building, part of it let: a landlord's question after all.
    assert.ok(
      understand(
        'i own my dental building, want to lease the upstairs to a physio. can u find me one?',
      ).landlord,
    );
    assert.ok(!understand('we own our building and need to expand').landlord);
    assert.ok(!understand('i own the units my stores are in, should i keep them').landlord);
    assert.ok(understand('i own a small industrial bay, tenant leaving in march').landlord);
  });

  test('"buying is off the table" turns the purchase down', () => {
    const u = understand('buying is off the table, the board ruled it out. lease only');
    assert.ok(u.needs.includes('leasing'));
    assert.ok(!u.needs.includes('purchase'));
  });

  test('"buy rather than lease" turns the lease down', () => {
    const u = understand('physicians that want to buy rather than lease');
    assert.ok(u.needs.includes('purchase'));
    assert.ok(!u.needs.includes('leasing'));
  });

  test('the firm’s core work, in visitors’ words', () => {
    const cases: [string, string[]][] = [
      ['can you help me buy a building for my practice instead of leasing', ['purchase']],
      [
        'lease is up in 8 months and the landlord sent a renewal offer, is it a good deal?',
        ['renewal'],
      ],
      ['can you audit our CAM charges?', ['lease-audit']],
      ['we think were overpaying on opex', ['lease-audit']],
      ['need to relocate our head office', ['relocation']],
      ['thinking about a 2nd location', ['expansion']],
      ['do you do subleases', ['sublease']],
      ['should we rent or buy?', ['investment-analysis']],
      ['can someone look over our offer to lease before we sign', ['lease-review']],
      ['we have 12 stores with leases all over the place', ['portfolio']],
    ];
    for (const [message, needs] of cases) {
      assert.deepEqual(understand(message).needs, needs, message);
    }
  });

  test('one keyword does not pick the topic', () => {
    assert.deepEqual(understand('How much experience does your team have?').needs, ['experience']);
    assert.deepEqual(understand('how long has the firm been around').needs, ['founded']);
    assert.deepEqual(understand('Which business types do you serve?').needs, ['business-types']);
    const lawFirm = understand('small law firm, 8 people, need an office');
    assert.deepEqual(lawFirm.needs, ['leasing']);
    assert.equal(lawFirm.headcount, 8);
    assert.equal(lawFirm.line, 'commercial');
  });

  test('a rent in mind is no size', () => {
    const dance = understand('We need a place for our dance studio, around $20/sqft');
    assert.deepEqual(dance.sizes, []);
    assert.equal(dance.business?.id, 'fitness');
  });

  test('texting and misspellings', () => {
    assert.deepEqual(understand('what do you guys actually do').needs, ['about']);
    assert.deepEqual(understand('wat r ur hrs').needs, ['hours']);
    assert.deepEqual(understand('were r u located').needs, ['address']);
    assert.deepEqual(understand('hw much do u charge').needs, ['fees']);
    const misspelt = understand('im lookng for an ofice downtown for my acounting firm');
    assert.equal(misspelt.business?.id, 'accounting-office');
    assert.deepEqual(misspelt.places, [{ id: 'calgary-downtown', status: 'served' }]);
    assert.equal(misspelt.confidence, 'low');
  });

  test('several needs in one message, in the order asked', () => {
    assert.deepEqual(understand('what are your hours and your address').needs, [
      'hours',
      'address',
    ]);
    const mixed = understand(
      "hey there! we're opening a yoga studio in kensington, need about 1200sqft, what do u charge?",
    );
    assert.deepEqual(mixed.needs, ['fees', 'leasing']);
    assert.equal(mixed.business?.id, 'fitness');
    assert.deepEqual(mixed.sizes, [{ value: 1200, unit: 'sqft' }]);
  });

  test('a statement of need is a need for space', () => {
    const bakery = understand("we're a bakery looking for 1,500 sq ft");
    assert.equal(bakery.statementOfNeed, true);
    assert.equal(bakery.question, 'statement');
    assert.deepEqual(bakery.needs, ['leasing']);
    assert.deepEqual(bakery.business, { id: 'bakery', line: 'commercial' });
    assert.deepEqual(bakery.advisor, { name: 'Arjun Mehta', reason: 'line' });
  });

  test('space named for a business is a need without a verb', () => {
    const clinic = understand('medical office space in nw calgary asap');
    assert.equal(clinic.statementOfNeed, true);
    assert.deepEqual(clinic.needs, ['leasing']);
    // "available" also asks for listings: the firm keeps none and searches for the visitor.
    assert.deepEqual(understand('do you have retail space available').needs, [
      'listings',
      'leasing',
    ]);
  });

  test('privacy in visitors’ words', () => {
    assert.deepEqual(understand('how long do you keep chats').needs, ['privacy']);
    assert.deepEqual(understand('is my info safe').needs, ['privacy']);
  });

  test('a business named alone asks whether the firm serves it', () => {
    for (const [message, line] of [
      ['daycare centre', 'commercial'],
      ['do you help hair salons?', 'commercial'],
      ['we are an optometrist', 'healthcare'],
    ] as const) {
      const result = understand(message);
      assert.deepEqual(result.needs, ['business-fit'], message);
      assert.equal(result.line, line, message);
    }
    const salon = understand('do you help hair salons?');
    assert.equal(salon.question, 'yesNo');
  });

  test('landlords are recognised, tenants speaking of theirs are not', () => {
    const owner = understand(
      'I own a retail plaza with 3 vacant units, can you find tenants for me',
    );
    assert.equal(owner.landlord, true);
    assert.deepEqual(owner.needs, ['landlord']);
    assert.equal(owner.statementOfNeed, false);
    assert.equal(understand('do you represent landlords?').landlord, true);
    assert.equal(understand('I want to lease my building to a dentist').landlord, true);
    // Asking who pays is about fees, not acting for a landlord.
    const whoPays = understand('is your service free for tenants since landlords pay commission?');
    assert.equal(whoPays.landlord, false);
    assert.ok(whoPays.needs.includes('fees'));
    const tenant = understand('our landlord is raising our rent, help');
    assert.equal(tenant.landlord, false);
    assert.deepEqual(tenant.needs, ['renewal']);
  });

  test('turning something down is no request for it', () => {
    assert.deepEqual(understand("we don't need a lawyer, just help negotiating").needs, [
      'leasing',
    ]);
    const notBuying = understand("we're not buying, only leasing");
    assert.deepEqual(notBuying.needs, ['leasing']);
    assert.deepEqual(notBuying.negated.services, ['purchase']);
    const tenant = understand("no i'm not a landlord, i'm a tenant");
    assert.equal(tenant.landlord, false);
    // A topic turned down gives way to what is asked, and is the question only when alone.
    const noConsultation = understand(
      "I don't need a consultation, I just want to know if you do industrial space",
    );
    assert.ok(!noConsultation.needs.includes('booking'));
    assert.equal(noConsultation.line, 'commercial');
    assert.deepEqual(understand("don't you have an email?").needs, ['email']);
  });

  test("the visitor's own work is no patient's care", () => {
    const lab = understand('dental lab, we make crowns, NOT a clinic. need light industrial');
    assert.ok(!lab.needs.includes('patient-care'));
    assert.deepEqual(understand('my crown fell off, can you fit me in').needs, ['patient-care']);
  });

  test('a denied line outranks the business’s usual advisor', () => {
    const lab = understand("we're a dental lab, not a clinic");
    assert.equal(lab.business?.id, 'laboratory');
    assert.equal(lab.line, 'commercial');
    assert.equal(lab.advisor?.name, 'Arjun Mehta');
  });

  test('why the firm, and disputes, are their own questions', () => {
    assert.deepEqual(understand("what's the difference between you and a regular realtor?").needs, [
      'why-us',
    ]);
    assert.deepEqual(understand("I'm in a lease dispute with my landlord").needs, ['legal-advice']);
    assert.deepEqual(
      understand('is the building at 17 ave and 4 st sw any good for a clinic').needs,
      ['site-selection'],
    );
  });

  test('an advisor available on a day asks the hours and how to reach them, not their profile', () => {
    const nicole = understand('Is Nicole available next tuesday?');
    assert.deepEqual(nicole.needs, ['hours']);
    assert.equal(nicole.advisor?.name, 'Nicole Tremblay');
    assert.deepEqual(understand('what areas of calgary are best for a physio clinic').needs, [
      'site-selection',
    ]);
  });

  test('"for the holidays" with a search is their season, not our holiday hours', () => {
    const popUp = understand('cheap spot downtown for a pop up shop for the holidays');
    assert.ok(!popUp.needs.includes('holiday-hours'));
    assert.ok(understand('are you open over the holidays?').needs.includes('holiday-hours'));
    const slow = understand(
      'negotiating with my landlord about a rent reduction, business is slow',
    );
    assert.deepEqual(slow.needs, ['renewal']);
    assert.equal(slow.line, undefined);
  });

  test("the visitor's own e-mail or number is no request for the firm's", () => {
    assert.deepEqual(understand("i'd rather not give my number, can i just email?").needs, [
      'email',
    ]);
    assert.deepEqual(understand('how long do you keep my email?').needs, ['privacy']);
  });

  test('a recommendation of another firm is unknown scope, answered honestly', () => {
    assert.ok(
      understand('can you recommend a good leasing brokerage then?').needs.includes('referral'),
    );
    assert.ok(understand('know a good contractor for the build out?').needs.includes('referral'));
  });

  test('out of scope and unknown scope', () => {
    assert.deepEqual(understand('can u help me find a house').needs, ['residential']);
    assert.deepEqual(understand('do you help with mortgages').needs, ['mortgage']);
    assert.deepEqual(understand('do you do property management').needs, ['property-management']);
    assert.deepEqual(
      understand('Im a dentist looking to retire, can you help me sell my practice?').needs,
      ['business-sale'],
    );
  });

  test('"yes" only where it fits: timelines and obligations are yes/no questions to answer honestly', () => {
    const realistic = understand('we need to be open by september, is that realistic?');
    assert.deepEqual(realistic.needs, ['timeline']);
    assert.equal(realistic.question, 'yesNo');
    assert.deepEqual(realistic.timing, ['by september']);
    const obligation = understand('Is there any obligation if I meet with you?');
    assert.equal(obligation.needs[0], 'free-consultation');
  });

  test('places served, in the region, and not stated', () => {
    const okotoks = understand('do you work in Okotoks?');
    assert.deepEqual(okotoks.needs, ['area']);
    assert.deepEqual(okotoks.places, [{ id: 'okotoks', status: 'served' }]);
    assert.equal(understand('Lethbridge?').places[0]?.status, 'region');
    assert.equal(understand('do you cover vancouver').places[0]?.status, 'notStated');
    // A correction keeps the place corrected to; "my business partner" names no business.
    const corrected = understand('actually not calgary, airdrie. my business partner lives there');
    assert.deepEqual(corrected.places, [{ id: 'airdrie', status: 'served' }]);
    assert.equal(corrected.line, undefined);
  });

  test('too short or ambiguous: a clarifying question instead of a guess', () => {
    assert.deepEqual(understand('parking?').clarify, {
      reason: 'ambiguous',
      term: 'parking',
      options: ['site-selection', 'office-details'],
    });
    assert.equal(understand('lease?').clarify?.term, 'lease');
    assert.equal(understand('hi, need help').clarify?.term, 'help');
    assert.equal(understand('can you help?').clarify?.reason, 'tooShort');
    assert.equal(understand('??').clarify?.reason, 'tooShort');
    // An unknown word is a question the content may not answer: said so, not asked back.
    const signage = understand('do you help with signage?');
    assert.equal(signage.clarify, undefined);
    assert.equal(signage.confidence, 'none');
    // Alone, it is too short to know what about it is asked.
    assert.equal(understand('signage?').clarify?.reason, 'tooShort');
    assert.deepEqual(understand('zoning?').clarify?.options, [
      'site-selection',
      'facility-planning',
    ]);
    assert.equal(understand('parking near the clinic for patients?').clarify, undefined);
    assert.equal(understand('office?').clarify?.term, 'office');
    assert.equal(understand("where's your office").clarify, undefined);
    assert.deepEqual(understand("where's your office").needs, ['address']);
  });

  test('an ambiguous word that points back at the conversation takes its reading from it', () => {
    const [, cost] = conversation('we need a new physio clinic', 'and what does it cost');
    assert.equal(cost?.clarify, undefined);
    assert.ok(cost?.needs.includes('fees'));
    // A bare "cost?" is the fee, asked alone or after a service (the word most visitors mean).
    assert.ok(understand('cost?').needs.includes('fees'));
    assert.ok(conversation('need a small retail unit', 'cost?')[1]?.needs.includes('fees'));
    // "time?" alone is asked back; after a service it is how long that takes.
    assert.equal(understand('time?').clarify?.term, 'time');
    assert.ok(conversation('need a small retail unit', 'time?')[1]?.needs.includes('timeline'));
  });

  test('"parking?" right after our address is our office\'s (world.yaml\'s `after`)', () => {
    // "parking?" right after our address: parking at our office, not the visitor's.
    const [, parking] = conversation('where r u located', 'parking?');
    assert.equal(parking?.clarify, undefined);
    assert.ok(parking?.needs.includes('office-details'));
    // After a search of their own it is still asked back.
    assert.equal(conversation('need a small retail unit', 'parking?')[1]?.clarify?.term, 'parking');
  });

  test('French and other languages are told apart', () => {
    const french = understand('Bonjour, je cherche un local pour ma clinique dentaire');
    assert.equal(french.language, 'fr');
    assert.equal(french.business?.id, 'dental');
    assert.ok(!french.needs.includes('hours'), 'French "pour" is no misspelt "hour"');
    assert.equal(understand('hola, necesito una oficina').language, 'other');
  });

  test('small talk', () => {
    assert.deepEqual(understand('hi').needs, ['greeting']);
    assert.deepEqual(understand('ok thanks bye').needs, ['affirm', 'thanks', 'goodbye']);
    assert.deepEqual(understand('are you a real person?').needs, ['bot']);
    assert.deepEqual(understand('hello, what are your fees').needs, ['fees']);
  });

  test('the visitor’s own dates: a timeline question only where they ask one', () => {
    const tight = understand('is 2 months enough to find a retail spot?');
    assert.deepEqual(tight.needs, ['timeline', 'leasing']);
    assert.deepEqual(tight.timing, ['2 months']);
    const urgent = understand('I need space by next month urgently');
    assert.deepEqual(urgent.timing, ['by next month', 'urgently']);
    assert.ok(!urgent.needs.includes('timeline'));
  });

  test('a place is asked about only when the verb reaches it', () => {
    assert.deepEqual(understand('can you come out to Cochrane').needs, ['area']);
    const clinic = understand("we're a dental office in Signal Hill, what do you charge?");
    assert.deepEqual(clinic.needs, ['fees']);
    assert.deepEqual(clinic.places, [{ id: 'calgary-suburbs', status: 'served' }]);
  });

  test('lead details are noticed, not mistaken for a request', () => {
    const introduced = understand(
      "Hi, I'm Priya from Bow River Dental. Please have someone call me at 403-555-0101",
    );
    assert.deepEqual(introduced.needs, ['lead-details']);
    assert.equal(introduced.question, 'statement');
    assert.deepEqual(introduced.leadDetails, { email: false, phone: true, name: true });
    const lead = understand('my name is Sam, call me at 403 555 0100');
    assert.deepEqual(lead.leadDetails, { email: false, phone: true, name: true });
    assert.deepEqual(lead.needs, ['lead-details']);
    // "call me asap" asks to be called; it names no one.
    const callMe = understand('PLEASE CALL ME ASAP ABOUT A LEASE');
    assert.equal(callMe.leadDetails.name, false);
    assert.ok(callMe.needs.includes('contact'));
    const asks = understand('what is your phone number?');
    assert.deepEqual(asks.needs, ['phone']);
  });

  test('details lead capture took out are still details given: "call or text after 5"', () => {
    const phoneTaken = { email: false, phone: true };
    const rest = understand('my cell is, call or text after 5', undefined, phoneTaken);
    assert.ok(rest.leadDetails.phone);
    assert.ok(
      !rest.needs.some((need) => need === 'phone' || need === 'contact'),
      rest.needs.join(),
    );
    assert.ok(rest.needs.includes('lead-details'));
    // Ours asked beside theirs is still asked.
    const ours = understand("here's mine, what's your number?", undefined, phoneTaken);
    assert.ok(ours.needs.includes('phone'));
  });

  test('routing: the advisor named, by service, or by line', () => {
    assert.deepEqual(understand('I need to talk to Nicole').advisor, {
      name: 'Nicole Tremblay',
      reason: 'named',
    });
    assert.deepEqual(understand('who can do a lease vs buy analysis').advisor, {
      name: 'Nicole Tremblay',
      reason: 'service',
    });
    assert.equal(understand('who handles commercial leases?').advisor?.name, 'Arjun Mehta');
    assert.equal(understand('vet clinic looking for space').advisor, undefined);
  });

  test('an advisor asked about another line: the one who leads it is named too', () => {
    const arjun = understand('does arjun do medical offices too or just the commercial side');
    assert.deepEqual(arjun.needs, ['team']);
    assert.equal(arjun.advisor?.name, 'Arjun Mehta');
    assert.equal(arjun.otherAdvisor, 'Catherine Reid');
    assert.equal(understand('is catherine the one for dental?').otherAdvisor, undefined);
    // "she" was Catherine; the retail unit named now is Arjun's.
    const [, retail] = conversation(
      'whos the healthcare person there',
      'does she do commercial stuff too? i also have a retail unit',
    );
    assert.equal(retail?.advisor?.name, 'Arjun Mehta');
    assert.ok(!retail?.needs.includes('contact'));
  });

  test('nothing understood is said so, to be answered honestly and reviewed', () => {
    const result = understand('the quick brown fox jumps over the lazy dog');
    assert.equal(result.confidence, 'none');
    assert.deepEqual(result.needs, []);
    assert.equal(result.clarify, undefined);
  });

  test('noise is read without error and without a false detail', () => {
    for (const message of [
      '',
      '😀😀',
      '<script>alert(1)</script>',
      '1'.repeat(1000),
      'a'.repeat(1000),
    ]) {
      const result = understand(message);
      assert.deepEqual(result.needs, [], message.slice(0, 20));
      assert.deepEqual(result.leadDetails, { email: false, phone: false, name: false });
    }
  });

  test('the result holds no words of the visitor', () => {
    const result = understand('my email is jo@example.com, we need a clinic in Airdrie');
    assert.ok(!JSON.stringify(result).includes('jo@example.com'));
  });
});
