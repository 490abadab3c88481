/**
 * The rule-based assistant over a table of visitor questions. Expected facts are read from the
 * loaded content wherever practical, so editing the YAML does not break the table.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadContent } from '../../src/assistant/content.ts';
import { ContentAssistant } from '../../src/assistant/engine.ts';
import type { AssistantReply } from '../../src/assistant/types.ts';

const content = loadContent();
const engine = new ContentAssistant(content);
const { settings } = content;

/** UTC times whose meaning holds whether America/Edmonton is UTC-7 or UTC-6 (tzdata 2026c keeps
 * Alberta on UTC-6 all year): 17:00Z is Monday 10:00 or 11:00 local, office open. */
const MONDAY_10 = new Date('2026-11-23T17:00:00Z');
const SATURDAY_11 = new Date('2026-11-28T18:00:00Z');
const TUESDAY_7 = new Date('2026-11-24T14:00:00Z');
const FRIDAY_18 = new Date('2026-11-27T01:00:00Z'); // Thursday 18:00 local
/** Summer time (UTC-6): 16:30Z is Wednesday 10:30 local. */
const JULY_WEDNESDAY_1030 = new Date('2026-07-15T16:30:00Z');

const names = content.team.map((member) => member.name);
const booker = content.team.find((member) => member.takesBookings);
const offering = (title: string) => {
  const found = content.services
    .flatMap((block) => block.offerings)
    .find((item) => item.title === title);
  assert.ok(found, `services.yaml has an offering "${title}"`);
  return found;
};
const bulletsOf = (title: string) => offering(title).bullets;
const faq = (link: string) => content.faq.find((entry) => entry.link === link)?.answer ?? '';

interface Case {
  question: string;
  intent?: string | RegExp;
  /** Every string must appear in the answer text (case-insensitive). */
  says?: string[];
  /** None may appear in the answer text. */
  never?: (string | RegExp)[];
  /** Every href must be among the links. */
  links?: string[];
  suggestions?: string[];
  now?: Date;
}

const cases: Case[] = [
  // Greetings and the healthcare/commercial choice
  {
    question: 'hi',
    says: ['healthcare', 'commercial', 'automated'],
    suggestions: ['Healthcare', 'Commercial'],
  },
  { question: 'Hello there!', suggestions: ['Healthcare', 'Commercial'] },
  { question: 'good morning' },
  {
    question: 'Healthcare',
    says: ['dental', 'physiotherapy', 'medical'],
    links: ['/services/#healthcare'],
    suggestions: ['Dental practice', 'Physiotherapy clinic', 'Medical clinic'],
  },
  {
    question: 'Commercial',
    says: ['retail', 'office', 'warehouse', 'tenant representation'],
    links: ['/services/#commercial'],
    suggestions: ['Restaurant', 'Retail store'],
  },
  {
    question: 'I am looking for commercial space',
    links: ['/services/#commercial'],
  },
  // Kinds of practice and business
  {
    question: 'physio clinic',
    says: ['physiotherapy clinic', 'Healthcare Real Estate'],
    links: ['/services/#healthcare'],
  },
  {
    question: 'Dental clinic',
    says: ['dental practice'],
    links: ['/services/#healthcare'],
  },
  {
    question: "I'm a dentist",
    says: ['dental'],
    links: ['/services/#healthcare'],
  },
  {
    question: 'We are a family doctor practice',
    says: ['medical clinic'],
    links: ['/services/#healthcare'],
  },
  {
    question: 'I run a chiropractic clinic',
    says: ['chiropractic clinic', 'Healthcare Real Estate'],
    links: ['/services/#healthcare'],
  },
  {
    question: 'Medical clinic',
    says: ['medical clinic'],
    links: ['/services/#healthcare'],
  },
  {
    question: 'Retail',
    says: ['retail store', 'Commercial Real Estate'],
    links: ['/services/#commercial'],
  },
  {
    question: 'we need office space',
    says: ['Commercial Real Estate', 'leasing space'],
    links: ['/services/#commercial'],
  },
  {
    question: 'Industrial',
    says: ['warehouse', 'light manufacturing'],
    links: ['/services/#commercial'],
  },
  {
    question: 'looking for a warehouse',
    says: ['Commercial Real Estate', 'leasing space'],
    links: ['/services/#commercial'],
  },
  {
    question: 'I own a coffee shop',
    says: ['coffee shop', 'Commercial Real Estate'],
    links: ['/services/#commercial'],
  },
  // Every service and what it involves
  {
    question: 'What is site selection and demographics?',
    says: ['demographic and drive-time analysis', 'competitor and referral-source mapping'],
  },
  {
    question: 'tell me about lease negotiation',
    says: ['negotiate rent, free rent, improvement allowances'],
  },
  {
    question: 'medical facility planning',
    says: ['test-fits', 'building-code checks', 'construction budgets'],
  },
  {
    question: 'What property types do you handle?',
    says: bulletsOf('Property Types'),
    links: ['/services/#healthcare'],
  },
  {
    question: 'What is tenant representation?',
    says: ['search the whole market', 'working only for you as the tenant'],
  },
  {
    question: 'investment analysis',
    says: ['lease, buy or build', 'cash-flow and return projections', 'valuation benchmarks'],
  },
  {
    question: 'Do you do portfolio management?',
    says: ['several locations', 'critical-dates calendar'],
  },
  {
    question: 'Which business types are served?',
    says: ['dental practice', 'retail store', 'warehouse'],
    links: ['/services/'],
  },
  {
    question: 'Can you analyse demographics for my dentist office?',
    says: ['demographic and drive-time analysis', 'Catherine Reid'],
    links: ['/services/#healthcare'],
  },
  {
    question: 'What services do you offer?',
    says: content.services.flatMap((block) => [
      block.title,
      ...block.offerings.map((item) => item.title.toLowerCase()),
    ]),
    links: ['/services/'],
  },
  // The method and what clients receive
  {
    question: 'What are the steps of your method?',
    says: ['four', ...content.methodSteps.map((step) => step.title)],
    links: ['/our-method/'],
  },
  {
    question: 'how does your process work',
    says: content.methodSteps.map((step) => step.title),
    links: ['/our-method/'],
  },
  {
    question: 'What can I expect from you?',
    says: content.expectations.map((item) => item.title),
    links: ['/our-method/'],
  },
  {
    question: 'what deliverables do I receive',
    says: ['Documentation'],
    links: ['/our-method/'],
  },
  // Team and booking
  {
    question: 'who is on the team',
    says: names,
    links: ['/team/', settings.bookingUrl],
  },
  { question: 'Who are your advisors?', says: names, links: ['/team/'] },
  {
    question: `Tell me about ${content.team[1]?.name.split(' ')[0]}`,
    says: [content.team[1]?.name ?? '', content.team[1]?.email ?? '', content.team[1]?.phone ?? ''],
    links: ['/team/', `mailto:${content.team[1]?.email}`],
  },
  {
    question: `Can I book a meeting with ${booker?.name}?`,
    says: [booker?.name ?? ''],
    links: [settings.bookingUrl],
  },
  {
    question: 'I would like to schedule an appointment',
    says: [booker?.name ?? '', 'by video'],
    links: [settings.bookingUrl, '/contact/'],
  },
  { question: 'How do I book a consultation?', links: [settings.bookingUrl] },
  // Office hours, in Edmonton time with an injected clock
  {
    question: 'are you open?',
    now: MONDAY_10,
    says: ['open now', '5:00 PM', 'Monday to Friday'],
    never: ['closed right now'],
    links: ['/contact/'],
  },
  {
    question: 'are you open?',
    now: SATURDAY_11,
    says: ['closed', 'next business day', 'Monday'],
    never: ['open now'],
  },
  {
    question: 'What are your office hours?',
    now: TUESDAY_7,
    says: ['closed', 'open today at 9:00 AM', '9:00 AM to 5:00 PM'],
  },
  {
    question: 'Are you open right now?',
    now: FRIDAY_18,
    says: ['closed', 'next business day', 'tomorrow'],
  },
  { question: 'are you open today', now: JULY_WEDNESDAY_1030, says: ['open now'] },
  {
    question: 'Are you open on Sunday?',
    now: SATURDAY_11,
    says: ['Saturday and Sunday: closed'],
  },
  // Contact details, location, area served
  {
    question: "What's your phone number?",
    says: [settings.tollFreePhone, settings.officePhone],
    links: ['tel:+18005550142', `mailto:${settings.email}`, '/contact/'],
  },
  {
    question: 'email address?',
    says: [settings.email],
    links: [`mailto:${settings.email}`],
  },
  {
    question: 'How can I contact you?',
    links: ['tel:+18005550142', `mailto:${settings.email}`],
  },
  {
    question: 'where are you',
    says: [settings.address.city, settings.address.street, settings.address.postalCode],
    links: ['/contact/'],
  },
  { question: 'What is your address?', says: [settings.address.street] },
  { question: 'Do you work in Red Deer?', says: ['Yes.', 'We work in Red Deer'] },
  {
    question: 'Do you serve Edmonton?',
    says: ["I'm not sure we can help in Edmonton", settings.address.city],
    never: [/^yes/i],
  },
  { question: 'which areas do you cover', says: settings.areaServed },
  // Experience figures
  {
    question: 'How many clients have you served?',
    says: settings.stats.map((stat) => stat.value),
    links: ['/our-story/'],
  },
  { question: 'how experienced are you', says: ['100+', '400+', '$500M+'] },
  // Results asked for: the firm's figures first, then a client's words.
  {
    question: 'what kind of results have you actually gotten for people',
    says: ['100+', '400+', '$500M+', 'said'],
  },
  // "anyone who did a warehouse?": past clients with warehouses, not only the line.
  { question: 'anyone who did a warehouse?', intent: /testimonials/, says: ['Westridge'] },
  // Fees: never a price, always the consultation
  {
    question: 'how much do you charge?',
    says: ['consultation'],
    never: [/\$\s?\d/],
    links: [settings.bookingUrl],
  },
  { question: 'What are your fees?', says: ['consultation'], never: [/\$\s?\d/] },
  { question: 'is it expensive', says: ['free'], never: [/\$\s?\d/] },
  { question: 'What is your commission rate?', never: [/\$\s?\d/, /\d+\s?%/] },
  { question: 'Who pays you?', says: ['how we are paid'] },
  // The reply promise
  {
    question: 'How fast will you reply?',
    now: MONDAY_10,
    says: [`within ${settings.replyPromiseHours} hours`, 'open now'],
  },
  {
    question: 'When will I hear back?',
    now: SATURDAY_11,
    says: [`${settings.replyPromiseHours} hours`, 'next business day'],
  },
  // Thanks, goodbye
  { question: 'thanks!', says: ['welcome'] },
  { question: 'thank you so much' },
  { question: 'bye', says: ['Thank you for visiting'], links: [`mailto:${settings.email}`] },
  { question: 'Have a nice day' },
  // Asking for a person
  {
    question: 'I want to talk to a human',
    says: [settings.tollFreePhone, settings.email, 'your name', 'phone number'],
    links: [settings.bookingUrl, 'tel:+18005550142', `mailto:${settings.email}`],
  },
  {
    question: 'Can I speak with someone?',
    says: ['leave your name'],
    links: [settings.bookingUrl],
  },
  { question: 'are you a bot?', says: ['automated assistant'] },
  // Booking with an advisor who takes no bookings online: their contact, and who does.
  {
    question: 'i want to book with arjun',
    says: ['arjun.mehta@example.com', "doesn't take bookings online", 'Catherine Reid'],
    links: [settings.bookingUrl],
  },
  // Two businesses of the two lines: both advisors.
  {
    question: 'I have a dental clinic and also own a retail store, need help with both leases',
    says: ['Catherine Reid', 'Arjun Mehta', 'retail store'],
  },
  // A time of day with a call: the hours, and the opening status said once.
  {
    question: 'can i call at like 8am before my clinic opens',
    says: ['9:00 AM', settings.officePhone],
    never: ['Calgary time. We are open now'],
  },
  // Off-topic, gibberish and health questions
  // Nothing of the firm's: said kindly, with what the assistant can help with.
  { question: "What's the weather like tomorrow?", says: [settings.name, 'healthcare'] },
  { question: 'write me a poem about cats', says: [settings.name], never: ['cannot help'] },
  {
    question: 'do you do snow removal?',
    says: ["I'm not sure", 'an advisor', settings.tollFreePhone, settings.email],
    links: ['tel:+18005550142', `mailto:${settings.email}`, settings.bookingUrl],
  },
  { question: 'who won the hockey game last night' },
  {
    question: 'asdfghjkl qwrtzp',
    says: ["I'm not sure", settings.email],
  },
  { question: 'zzzzzz' },
  {
    question: 'my back hurts, what should I do?',
    says: ['do not share health or patient details'],
  },
  // Content from the FAQ, the story and the why-choose list
  {
    question: 'Should I lease or buy?',
    says: ['investment analysis', 'lease, buy or build'],
    links: ['/services/'],
  },
  { question: 'Do you help with buying a house?', says: ['residential'] },
  {
    // The renting, the rent and the cat are all the apartment's.
    question: 'need a 1 bedroom apartment to rent downtown for me and my cat starting jan',
    intent: 'residential',
    never: ['appointment', 'quote rents'],
  },
  {
    question: 'whats the total value of deals youve closed',
    says: [content.settings.stats.find((stat) => /transaction/i.test(stat.label))!.value],
  },
  {
    question: 'were not a dentist or a doctor lol, we do dog grooming. still something u handle?',
    intent: /business:personal-services/,
  },
  {
    // Nothing the visitor is, only what they are not: who the firm works with.
    question: 'were not a dentist or a doctor, we do custom framing. still something u handle?',
    intent: 'business-types+business:notListed',
    says: ['healthcare practices', 'commercial businesses', settings.email],
  },
  {
    // The ceilings and the loading door describe the gym's space: its advisor, not construction.
    question: 'do u guys do gyms? opening a crossfit box, need high ceilings + loading door',
    intent: /business:fitness\+leasing/,
  },
  {
    // The visitor's own date is never promised.
    question:
      'if we sign with you today could we be moved into a new chiro space before our lease ends march 31',
    intent: /relocation.*timing\+timeline/,
  },
  {
    question: 'lease goes til 2028 tho. can we get out erly or r we stuck',
    intent: /lease-exit/,
  },
  {
    // The hvac is what the dispute is about: no facility planning offered.
    question: 'my landlord wont fix the hvac in our clinic space, what can i do',
    intent: /^legal-advice/,
    never: ['test-fits'],
  },
  {
    // A place alone: whether we work there, then what about it.
    question: 'lethbridge?',
    intent: 'place:region+clarify:place',
    says: ['Southern Alberta'],
    suggestions: ['Leasing space'],
  },
  { question: 'edmonton', intent: 'place:notStated', says: ['an advisor can tell you'] },
  {
    question: 'lol this snow is insane today. anyway thanks for the help earlier, bot',
    intent: 'thanks',
  },
  { question: 'terms of use in plain english?', intent: 'terms', links: ['/terms/'] },
  { question: 'and what do you cost', intent: 'fees' },
  {
    question:
      'we have 4 clinic locations on 4 different leases and nobody knows when each one expires',
    intent: /portfolio/,
  },
  {
    // "An advisor can tell you": with the ways to reach one.
    question:
      'our building is being torn down and we have to be out by end of feb. can you move that fast?',
    intent: /timeline/,
    links: [`tel:+${settings.tollFreePhone.replace(/\D/g, '')}`],
  },
  {
    // Three questions in one: "rather than lease" turns leasing down; "your office hours".
    question:
      'three questions: (1) do you work with physician groups that want to buy rather than lease, (2) can you model the numbers both ways, and (3) what are your office hours for a call?',
    intent: /^business:medical\+purchase\+investment-analysis\+hours/,
  },
  {
    question:
      'Which of your advisors would run the lease-versus-own numbers for my chiropractic practice?',
    says: ['Nicole Tremblay'],
  },
  { question: 'how much would u charge to sell my retail condo', intent: /^landlord/ },
  // Only a person can judge: how to reach one.
  { question: 'is it too late', intent: /^when-to-start\+reachAdvisor$/ },
  { question: 'who works there', intent: 'routing' },
  { question: 'cold one out there today eh', intent: 'off-topic' },
  { question: 'thanks, very helpful. have a good day', intent: 'goodbye', says: ['good day'] },
  { question: 'where is ur actual office', intent: 'address' },
  { question: 'budget is around 30 bucks a foot all in, is that realistic', intent: 'rent-prices' },
  {
    question: 'looking for a small retail spot for a phone repair shop in the NW',
    intent: /^business:personal-services\+leasing/,
  },
  {
    question: 'just need parking. like 10 stalls for my staff downtown monthly',
    intent: /^parking-only\+reachAdvisor/,
  },
  {
    question: 'i own a small medical building with a vacant suite. can u send me some dentists',
    intent: /^landlord/,
  },
  {
    // About our office: no search for space of their own.
    question: 'is there parking at ur building or do i have to find street parking',
    intent: 'office-details',
  },
  { question: 'do u do comerical lease stuff in cochrain', says: ['Cochrane'] },
  { question: 'anyone there rn? its after my last patient', intent: 'hours', now: FRIDAY_18 },
  { question: 'booked for wed at 2 but something came up, how do i move it', intent: 'booking' },
  {
    question:
      'so like the initial chat with u is at no cost to me? just making sure theres no catch',
    intent: 'free-consultation',
  },
  {
    question: 'can you construct a building for my clinic from scratch',
    intent: /investment-analysis/,
  },
  {
    question: 'not sure the floor can take our imaging machine... can someone check before we sign',
    intent: /^facility-planning/,
  },
  {
    question: 'can a dental office go in any old retail spot or do i need a special building',
    intent: /facility-planning/,
  },
  {
    question:
      'nothing in our dental lease stops the landlord putting another dentist right next door',
    intent: /lease-review/,
    says: ['exclusive-use'],
  },
  { question: 'oops clicked this by accident lol', intent: 'greeting' },
  { question: 'is that you or someone else', intent: 'bot' },
  {
    // "He" with no one spoken of yet: who does it.
    question: 'does he do industrial too',
    intent: 'advisor:handles',
    says: ['Arjun Mehta'],
  },
  {
    question: 'how often would i hear from my advisor during the search? i hate chasing people',
    intent: 'expectations',
  },
  {
    question:
      'be honest, would you ever tell me to just stay put? or do you only make money if i move',
    intent: 'why-us',
  },
  {
    // "only doctors and dentists" is the range asked about; the salon is theirs.
    question: 'u guys only do doctors and dentists right? i run a hair salon',
    intent: /^business:salon\+business-types/,
  },
  { question: 'TI?', intent: /^leasing/, says: ['improvement allowances'] },
  { question: 'estoppel??', intent: 'lease-terms' },
  {
    question: 'who handles industrial deals, dock high / clear height type stuff',
    says: ['Arjun Mehta'],
  },
  {
    // Retention, not how long a search takes.
    question: 'how long r u keeping this chat. i dont want it floating around',
    intent: 'privacy',
  },
  {
    question:
      'my mom is retiring and wants to sell her medical building, can u guys handle the sale',
    intent: /^landlord/,
  },
  { question: 'am i talking to a machine rn', intent: 'bot' },
  {
    question:
      'do u stay involved after lease execution, like tracking our renewal option notice dates',
    intent: /^process\+portfolio/,
  },
  {
    question: 'does anyone on ur team have landlord side exp? want someone who knows how LLs think',
    intent: /^passage:team/,
    says: ['Arjun Mehta'],
  },
  // Second-language English and voice typing.
  { question: 'my dental clinic lease finish next year what I do', intent: /renewal/ },
  {
    question:
      'landlord increase the common cost every year more and more, I think is wrong. you check this?',
    intent: /lease-audit/,
  },
  {
    question: 'how many week it take to find new place for my tax office',
    intent: /business:accounting-office.*timeline/,
  },
  {
    question: 'how many year you doing this business? you have many client?',
    intent: 'experience',
  },
  { question: 'you sell my phone number to other company?', says: ['do not sell'] },
  { question: 'do you guys do anything up in air dree', says: ['Airdrie'] },
  {
    question: 'the Kim charges on our retail unit went up like forty percent',
    intent: /lease-audit/,
  },
  {
    question: 'our current least ends next year',
    intent: /renewal/,
  },
  {
    // The homework is incidental; the fee and the service are asked.
    question:
      'doing my homework before calling monday. what do u charge roughly for finding a clinic space',
    intent: /fees/,
  },
  { question: 'whats the weather gonna be like this weekend', intent: 'off-topic' },
  { question: 'wen r u opn mon', intent: 'hours' },
  { question: 'ur site says 400+ clients. is that real or marketing fluff', intent: 'experience' },
  { question: 'what area of the city are you in anyway, can I walk in', intent: /^address/ },
  { question: 'saturday browsing. who exactly works there', intent: /routing/ },
  { question: 'looking for a spot for a vet clinic, do u cover outside the city', intent: /^area/ },
  {
    question: 'hi i own a small industrial bay in foothills, tenant leaving in march',
    intent: /^landlord/,
  },
  { question: 'my own trucking co needs a bigger yard', intent: /^business:warehouse/ },
  { question: 'the landlord bills us crazy op costs', intent: /lease-audit/ },
  {
    question: 'do u track lease dates after? we keep missing option deadlines',
    intent: /portfolio/,
  },
  { question: 'can i send u patient numbers to show how busy we are', intent: /health-details/ },
  { question: 'which law are u under', intent: 'privacy', says: ['PIPA'] },
  { question: 'wats ur #', intent: 'phone' },
  { question: 'need some advice', intent: 'unsure' },
  {
    question:
      'the hvac in our physio clinic has been broken since august and the landlord just ignores our emails',
    intent: /legal-advice/,
  },
  {
    question: 'honestly we just want out at this point. can we break it early',
    says: ['early-exit'],
  },
  {
    question: 'lease runs to 2029. how early should we be starting on this',
    intent: /when-to-start/,
  },
  { question: 'wat if we found some1 to take over the lease', says: ['assignment'] },
  {
    question: 'could you just remind us when its time? we always forget these dates',
    intent: /portfolio/,
  },
  { question: 'can they even do that in the middle of a lease', intent: /legal-advice/ },
  { question: 'u guys do okotks?? opening a chiro there', says: ['Okotoks'] },
  {
    question:
      'i manage a small medical building in the NW, 2 suites empty. send some dentists our way',
    intent: /^landlord/,
  },
  {
    question: 'our 3pl is bursting, 40k sq ft now and need double that by 2028',
    intent: /^business:distribution\+expansion/,
  },
  {
    question: 'is there a risk my current lease stops me opening nearby? like a radius thing',
    intent: /lease-review/,
  },
  {
    question:
      'my associate wants to buy into my dental practice. can you value the goodwill and write up the partnership agreement',
    intent: /business-sale|legal-advice/,
    never: ['We help buyers'],
  },
  { question: 'how does working with you actually go', intent: /process/ },
  {
    question:
      'we have 2 dental offices, leases all end at different times and its a mess keeping track',
    intent: /portfolio/,
  },
  { question: 'will u deal with the bank for us', intent: /mortgage/ },
  { question: 'whats the main office number', says: [settings.officePhone] },
  { question: 'wait do u keep my number forever now', intent: 'privacy' },
  { question: 'what should i have ready before i call you guys', intent: /process/ },
  { question: 'what would u even do for me that i couldnt do myself', intent: 'why-us' },
  {
    question: 'honest question, why does it matter that you dont work for landlords',
    intent: 'why-us',
  },
  { question: 'so would you take a landlord as a client if they asked', intent: /^landlord/ },
  {
    question:
      'small web design agency, 5 of us, been working from home, time to get a real office i guess',
    says: ['tenant representation'],
  },
  {
    // The short French reply, with the hours or the address when asked.
    question: "quelles sont vos heures d'ouverture?",
    intent: 'language:fr+language:hours',
    says: ['9:00'],
  },
  {
    question: 'et votre adresse?',
    intent: 'language:fr+language:address',
    says: [settings.address.street],
  },
  {
    question:
      'is my landlord allowed to lock me out for being late on rent? need a straight answer',
    intent: /^legal-advice/,
  },
  { question: 'so can u value the business for me', intent: /business-sale/ },
  {
    question:
      'do you guys look at a building before we sign to see if it can even work for a dental lab',
    intent: /facility-planning/,
  },
  { question: 'should we sign something short or go long term', intent: /lease-review/ },
  {
    question: 'heyyy hows ur day going',
    intent: 'greeting',
  },
  {
    question: 'When should I start planning my renewal?',
    says: ['12 to 18 months'],
  },
  { question: 'Is the first consultation free?', says: ['free'] },
  { question: 'Do you represent landlords?', says: ['tenants and buyers'] },
  {
    question: 'how long does the whole thing take',
    links: ['/our-method/'],
  },
  {
    question: 'What do you do with my data?',
    says: [faq('/privacy/').slice(0, 40), settings.privacyEmail],
    links: ['/privacy/'],
  },
  {
    question: 'Why should I choose you?',
    says: content.whyChoose.map((item) => item.title),
    links: ['/our-story/'],
  },
  {
    question: 'Tell me about your company',
    says: content.values.map((value) => value.title),
    links: ['/our-story/'],
  },
  {
    question: 'What do your clients say?',
    says: ['Here is what clients say', 'One client'],
    links: ['/services/'],
  },
];

function check(reply: AssistantReply, expected: Case): void {
  const text = reply.text.toLowerCase();
  if (expected.intent instanceof RegExp) assert.match(reply.intent, expected.intent);
  else if (expected.intent) assert.equal(reply.intent, expected.intent);
  for (const fact of expected.says ?? []) {
    assert.ok(fact.length > 0, 'an expected fact is empty: the content lookup failed');
    assert.ok(text.includes(fact.toLowerCase()), `answer should mention "${fact}":\n${reply.text}`);
  }
  for (const banned of expected.never ?? []) {
    if (banned instanceof RegExp) assert.doesNotMatch(reply.text, banned);
    else assert.ok(!text.includes(banned.toLowerCase()), `answer must not say "${banned}"`);
  }
  const hrefs = (reply.links ?? []).map((link) => link.href);
  for (const href of expected.links ?? []) {
    assert.ok(hrefs.includes(href), `links should include ${href}, got ${hrefs.join(', ')}`);
  }
  for (const suggestion of expected.suggestions ?? []) {
    assert.ok(reply.suggestions?.includes(suggestion), `suggestions should include ${suggestion}`);
  }
}

describe('the assistant answers visitor questions from the content', () => {
  test('the table holds at least 60 questions', () => {
    assert.ok(cases.length >= 60, `only ${cases.length} cases`);
  });

  for (const expected of cases) {
    const when = expected.now ? ` (at ${expected.now.toISOString()})` : '';
    test(`"${expected.question}"${when}`, async () => {
      const reply = await engine.reply({
        sessionId: 'table-test',
        message: expected.question,
        history: [],
        now: expected.now ?? MONDAY_10,
      });
      check(reply, expected);
    });
  }
});

describe('who answers and what is said', () => {
  const ask = (message: string) =>
    engine.replySync({ sessionId: 's', message, history: [], now: MONDAY_10 });
  const member = (role: RegExp) => {
    const found = content.team.find((candidate) => role.test(candidate.role));
    assert.ok(found);
    return found;
  };

  test("a practice's move goes to its line's partner, not the planner of one detail", () => {
    const reply = ask(
      "we've outgrown our medical clinic, only 5 exam rooms, need to move next year",
    );
    assert.match(reply.text, new RegExp(member(/healthcare/i).name));
  });

  test('asked "who", the advisor of the service asked about answers', () => {
    const reply = ask('thinking of buying a warehouse, who runs the lease-versus-buy numbers?');
    assert.ok(reply.text.includes(member(/analysis/i).phone));
  });

  test('"phone number for whoever does commercial" is that advisor, said with who they are', () => {
    const arjun = member(/commercial/i);
    const reply = ask('phone number for whoever does commercial pls, we are a car dealership');
    assert.ok(reply.text.includes(arjun.phone));
    assert.ok(reply.text.includes(arjun.name), 'not met yet: named in full with the role');
    const email = ask('email of the person who handles dental clinics');
    const catherine = member(/healthcare/i);
    assert.equal(email.text.split(catherine.email).length - 1, 1, 'her e-mail said once');
  });

  test('"brewery guy" after the evening\'s "anyone still there?" is the visitor, not a request', () => {
    const reply = engine.replySync({
      sessionId: 's',
      message: 'anyone still there? brewery guy, just got off shift',
      history: [],
      now: FRIDAY_18,
    });
    assert.match(reply.text, /closed/);
    assert.match(ask('whos ur comercial guy').text, new RegExp(member(/commercial/i).name));
  });

  test('"does anyone there know how landlords think?" is the member whose profile says so', () => {
    const reply = ask('does anyone there know how landlords think? we are a franchise');
    assert.ok(reply.text.startsWith(member(/commercial/i).name));
    const actually = ask('does anyone there actually know how landlords think');
    assert.ok(actually.text.startsWith(member(/commercial/i).name));
  });

  test('"the lease has to go with the business" is the lease review of assignment clauses', () => {
    const reply = ask('planning to sell my tattoo shop, the lease has to go with the business');
    assert.match(reply.text, /assignment/);
  });

  test('"could someone come see our space?" is the consultation, in person; a follow-up on a chat reaches the advisor named', () => {
    assert.match(
      ask('could someone come see our current space instead of us coming downtown?').text,
      /in person/,
    );
    const arjun = member(/commercial/i);
    const reply = ask(
      'following up on my chat yesterday about the Okotoks space, did Arjun get it?',
    );
    assert.ok(reply.text.includes(arjun.email));
  });

  test('a lease term to explain ("gross vs net lease") is for an advisor, low confidence for the gaps report', () => {
    const reply = ask('whats the difference between gross and net lease');
    assert.ok(reply.text.includes(settings.tollFreePhone));
    assert.doesNotMatch(reply.text, /core work/);
    assert.equal(reply.confidence, 'low');
  });

  test('a line asked about in words says which practice it is and what it covers', () => {
    const commercial = content.services.find((block) => block.slug === 'commercial');
    assert.ok(commercial);
    const reply = ask('just want to know if you do industrial space');
    assert.ok(reply.text.startsWith(`${commercial.title}: ${commercial.summary}`));
    assert.match(reply.text, new RegExp(member(/commercial/i).name));
  });

  test('a landlord is declined with the ways to reach us, and pitched no search of their own', () => {
    const reply = ask('I own a vacant unit in Mahogany, could you send me a dentist to lease it?');
    assert.match(reply.text, /never represent landlords/);
    assert.ok(reply.text.includes(settings.tollFreePhone));
    assert.doesNotMatch(reply.text, /core work|We work in/);
  });

  test('"who is she exactly?" about an advisor named with an e-mail is her profile', () => {
    const analyst = member(/analysis/i);
    const reply = ask(`Got an email from a ${analyst.name}, who is she exactly?`);
    assert.ok(reply.text.includes(analyst.bio.trim().split(/\s+/).slice(0, 6).join(' ')));
  });

  test('"phone numbers for all 3 of them": each advisor\'s', () => {
    const reply = ask('can u just give me phone numbers for all 3 of them');
    for (const { phone } of content.team) assert.ok(reply.text.includes(phone), phone);
  });

  test('a privacy question said as its section is asked about gets that paragraph', () => {
    const reply = ask('is my data stored in the states? our college is picky about that');
    assert.match(reply.text, /outside Canada/);
    const complaint = ask('how long do u take to answer a privacy request');
    assert.match(complaint.text, /30 days/);
    assert.ok(complaint.text.includes(settings.privacyEmail), 'the address the page shows below');
  });

  test('"how long do you keep my email?" gets the retention list whole, not our e-mail', () => {
    const reply = ask('how long do you keep my email?');
    assert.match(reply.text, /24 months/);
    assert.match(reply.text, /Chat transcripts: 90 days/);
    assert.ok(!reply.text.includes(settings.email), 'no request for our address was made');
    // Both paragraphs of the section on providers outside Canada.
    const servers = ask('where does this data end up, US servers?');
    assert.match(servers.text, /service providers/);
    assert.match(servers.text, /United States/);
  });

  test('a stated need whose only service describes the space is a search first', () => {
    const reply = ask(
      'Family medicine clinic, we need around 3500 sf in the NW with accessible entrance.',
    );
    assert.match(reply.text, /core work/);
    assert.match(reply.text, new RegExp(member(/healthcare/i).name));
    const asked = ask('do you do the reno, or do I need my own contractor?');
    assert.doesNotMatch(asked.text, /core work|^Yes/);
  });

  test('"Yes." only for a business the content names, not one it covers', () => {
    assert.match(ask('do you work with dentists?').text, /^Yes\./);
    const gym = ask('do you work with gyms?');
    assert.doesNotMatch(gym.text, /^Yes/);
    assert.match(gym.text, /gym/);
  });

  test('"space?" asks which need, and which line when none is known', () => {
    const reply = ask('space?');
    assert.match(reply.text, /healthcare practice or a commercial business/);
    assert.ok((reply.suggestions ?? []).length >= 2);
  });

  test('a service asked with no line gets the ways to reach an advisor', () => {
    const reply = ask('I just want someone to look at the renewal terms the landlord sent us.');
    assert.ok(reply.text.includes(settings.tollFreePhone));
  });

  test('"a second clinic" is healthcare: its partner answers', () => {
    const reply = ask("We need a second clinic in the deep south, first one's packed");
    assert.match(reply.text, new RegExp(member(/healthcare/i).name));
  });

  test('"Is Nicole an accountant? Our board…": her profile, whatever follows', () => {
    const analyst = member(/analysis/i);
    const reply = ask(
      `Is ${analyst.name.split(' ')[0]} an accountant? Our board wants someone qualified to look at the numbers.`,
    );
    assert.ok(reply.text.includes(analyst.bio.trim().split(/\s+/).slice(0, 6).join(' ')));
  });

  test('"Is Arjun in the office today?": the hours and his direct contact', () => {
    const commercial = member(/commercial/i);
    const first = commercial.name.split(' ')[0];
    const reply = ask(`Following up on the proposal ${first} sent us. Is he in the office today?`);
    assert.match(reply.text, /Monday to Friday/);
    assert.ok(reply.text.includes(commercial.phone));
  });

  test('"not sharing any patient info" gets no warning about patient details', () => {
    const reply = ask(
      'not sharing any patient info obviously, but we need a dental space in the NW',
    );
    assert.doesNotMatch(reply.text, /do not share health/);
    const shared = ask("oh no, I just put my patient's full name in my last message by accident");
    assert.ok(shared.text.includes(settings.privacyEmail));
  });

  test('"how early should we start looking?" is when to start, not how long a search takes', () => {
    const reply = ask('how early should we start looking? the lease runs to 2028');
    assert.match(reply.text, /12 to 18 months/);
    assert.doesNotMatch(ask('how long does a build-out take').text, /12 to 18 months/);
  });

  test('"hi" says whether we are open', () => {
    const closed = engine.replySync({
      sessionId: 's',
      message: 'hi',
      history: [],
      now: SATURDAY_11,
    });
    assert.match(closed.text, /closed/);
  });

  test('"can I rely on this chat?": general information, confirm with an advisor', () => {
    const reply = ask('can I rely on what this chat tells me or is it just general info');
    assert.match(reply.text, /not advice/);
  });
});

describe('every answer is plain text with well-formed links', () => {
  test('no markup in any answer, every link is a site path with a trailing slash, tel:, mailto: or https', () => {
    for (const expected of cases) {
      const reply = engine.replySync({
        sessionId: 's',
        message: expected.question,
        history: [],
        now: MONDAY_10,
      });
      assert.doesNotMatch(
        reply.text,
        /<[a-z/][^>]*>|\]\(|\*\*/i,
        `markup in the answer to ${expected.question}`,
      );
      for (const link of reply.links ?? []) {
        assert.match(
          link.href,
          /^(\/([a-z0-9-]+\/)*(#[a-z-]+)?|tel:\+\d+|mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/,
          link.href,
        );
        assert.ok(link.label.length > 0);
      }
    }
  });

  test('answers drawn from a page link that page', () => {
    const fromPage: [string, string][] = [
      ['tell me about lease negotiation', '/services/'],
      ['what are the steps', '/our-method/'],
      ['who is on the team', '/team/'],
      ['what is your address', '/contact/'],
      ['what are your values', '/our-story/'],
    ];
    for (const [question, href] of fromPage) {
      const reply = engine.replySync({
        sessionId: 's',
        message: question,
        history: [],
        now: MONDAY_10,
      });
      assert.ok(
        reply.links?.some((link) => link.href === href),
        `${question} → ${href}`,
      );
    }
  });

  test('the same question always gets the same answer', () => {
    const turn = {
      sessionId: 's',
      message: 'what is tenant representation',
      history: [],
      now: MONDAY_10,
    };
    assert.deepEqual(engine.replySync(turn), engine.replySync(turn));
  });
});

describe('the conversation gives context', () => {
  /** Asks the messages in turn, passing each reply's state to the next turn as the route does. */
  function converse(...messages: string[]): AssistantReply {
    let state: AssistantReply['state'];
    const history: { sender: 'user' | 'bot'; text: string }[] = [];
    let reply: AssistantReply | undefined;
    for (const message of messages) {
      reply = engine.replySync({
        sessionId: 's',
        message,
        history,
        now: MONDAY_10,
        ...(state ? { state } : {}),
      });
      state = reply.state;
      history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply.text });
    }
    assert.ok(reply);
    return reply;
  }

  test('after "Commercial", the services overview lists the commercial offerings only', () => {
    const reply = converse('Commercial', 'what services do you offer');
    assert.match(reply.text, /tenant representation/);
    assert.doesNotMatch(reply.text, /lease negotiation/);
  });

  test('"yes" after an offer to book gives the booking link', () => {
    const reply = converse('we need a new clinic', 'yes');
    assert.ok(reply.links?.some((link) => link.href === settings.bookingUrl));
    assert.match(reply.text, /book/i);
  });

  test('"she" after booking with one of the advisors is the advisor who takes bookings', () => {
    assert.ok(booker);
    const reply = converse(
      'can i book directly with one of your advisors',
      'how long has she been doing it',
    );
    assert.ok(reply.text.startsWith(booker.name));
  });

  test('"and her direct number?" is the advisor just named, not a "Director"', () => {
    const healthcare = content.team.find((member) => /healthcare/i.test(member.role));
    assert.ok(healthcare);
    const reply = converse('who looks after clinics at your firm', 'and her direct number?');
    assert.match(reply.text, new RegExp(healthcare.phone));
  });

  test('"are you done once the lease is signed?" after the method is its last step', () => {
    const last = content.methodSteps.at(-1);
    assert.ok(last);
    const reply = converse(
      'walk me thru what happens if i hire u, step by step',
      'what happens after step 1',
      'and once the lease is signed are you done?',
    );
    assert.ok(reply.text.includes(last.text.split('.')[0]!), reply.text);
    assert.doesNotMatch(reply.text, /Listen & Understand/);
  });

  test('only what the business is not: who the firm works with, and an advisor for the rest', () => {
    const reply = converse(
      'we do restaurants?',
      'oh sorry, not a restaurant, its a kids escape room',
    );
    assert.match(reply.text, /commercial businesses/);
    assert.match(reply.text, new RegExp(settings.email));
  });

  test('"who on your team used to work for landlords?" is that member, not a landlord', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    const reply = converse('who on ur team used to work for landlords');
    assert.ok(reply.text.startsWith(commercial.name));
  });

  test('a video meeting with the advisor spoken of: how they meet', () => {
    const reply = converse('can i book with catherine', 'can it be on zoom instead of in person');
    assert.match(reply.text, /by video/);
  });

  test('"what does that run" after a service is its fee', () => {
    const reply = converse('our operating costs went up 30 percent', 'what does that run');
    assert.equal(reply.intent, 'fees');
  });

  test('"direct line pls" after a question about an advisor is theirs', () => {
    const accountant = content.team.find((member) => /accountant/.test(member.bio));
    assert.ok(accountant);
    const reply = converse(
      'who does the number crunching on whether we should buy or lease',
      'is she an accountant or just a realtor',
      'direct line pls',
    );
    assert.match(reply.text, new RegExp(accountant.phone));
  });

  test('"…not a shop. who specifically handles that" asks who', () => {
    const reply = converse(
      'i need a new space',
      'i already told u im a dentist, not a shop. who specifically handles that',
    );
    assert.match(reply.text, /Catherine Reid/);
  });

  test('"how soon is someone gonna call" after contact details is the reply time', () => {
    const reply = converse(
      'can someone call me, 403 555 2291',
      'and how soon is someone gonna call',
    );
    assert.equal(reply.intent, 'reply-time');
  });

  test('a phone number read out to voice typing is taken as a lead', () => {
    const reply = converse(
      'can someone call me back, my number is four oh three five five five six two one eight',
    );
    assert.equal(reply.lead?.phone, '4035556218');
  });

  test('"her name is Nicole" names the advisor, not the visitor; "okay is she like an accountant"', () => {
    const first = converse('who does the math on buy or lease, i think her name is nicole trembly');
    assert.ok(!first.intent.includes('lead_name'));
    const reply = converse(
      'who does the math on buy or lease, i think her name is nicole trembly',
      'okay is she like an accountant',
    );
    assert.match(reply.text, /chartered professional accountant/);
  });

  test('"how long do you hang on to that" about a phone number: the whole retention list', () => {
    const reply = converse(
      'how long do you keep my chat',
      'and if i gave you my phone number earlier, how long do you hang on to that',
    );
    assert.match(reply.text, /24 months/);
  });

  test('"and after i sign do u just disappear" after the process is its last step', () => {
    const reply = converse('what is the process', 'and after i sign do u just disappear');
    assert.match(reply.text, /does not end at signing/);
  });

  test('after a landlord was declined, "so you can\'t find me a new one?" is declined again', () => {
    const reply = converse('i own a plaza with a vacant unit', 'so u cant find me a new one?');
    assert.ok(reply.intent.startsWith('landlord'));
  });

  test('"and if i email instead" after an advisor\'s line is their e-mail; who handles it is said once', () => {
    const healthcare = content.team.find((member) => /healthcare/i.test(member.role));
    assert.ok(healthcare);
    const who = converse(
      'hi im an optometrist, lease is up end of next yr',
      'whos the person for that',
    );
    assert.equal(who.text.split(healthcare.email).length - 1, 1);
    const reply = converse(
      'hi im an optometrist, lease is up end of next yr',
      'whos the person for that',
      'her cell?',
      'and if i email instead',
    );
    assert.match(reply.text, new RegExp(healthcare.email.replace('.', '\\.')));
  });

  test('"what\'s step 3" and "and then?" after a step: the steps of the method in order', () => {
    const [, , third, fourth] = content.methodSteps;
    assert.ok(third && fourth);
    // Numbered and titled as the list of steps says them.
    const said = (position: number, step: { title: string; text: string }) =>
      `${position}. ${step.title}: ${step.text.trim().replace(/\s+/g, ' ')}`;
    const step = converse('how does it work start to finish', 'whats step 3');
    assert.ok(step.text.startsWith(said(3, third)), step.text);
    const next = converse('how does it work start to finish', 'whats step 3', 'and then?');
    assert.ok(next.text.startsWith(said(4, fourth)), next.text);
  });

  test('"the second one" just after the steps were listed is step 2; elsewhere it is no step', () => {
    const second = content.methodSteps[1];
    assert.ok(second);
    const reply = converse(
      'what are the steps if i hire u',
      'the second one, what does that involve',
    );
    assert.ok(reply.text.startsWith(`2. ${second.title}: ${second.text.trim().split(/\s+/)[0]}`));
    const elsewhere = converse('need a second location', 'the second one is in airdrie');
    assert.doesNotMatch(elsewhere.intent, /method-step/);
  });

  test('"when would they call" after leaving a number is how soon we reply', () => {
    const reply = converse(
      'have someone call me, 403-555-7734 ask for Luis',
      'when would they call',
    );
    assert.equal(reply.intent, 'reply-time');
  });

  test('"and the other partner?" after one partner is the other', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    const reply = converse('who handles dental', 'tell me about her', 'and the other partner?');
    assert.ok(reply.text.startsWith(commercial.name));
  });

  test('the advisor spoken of stays the conversation\'s: "send me her number" two questions on', () => {
    const accountant = content.team.find((member) => /accountant/.test(member.bio));
    assert.ok(accountant);
    const reply = converse(
      'who does the number crunching on ur team',
      'is she an actual accountant?',
      'also we keep missing renewal dates, can u track that stuff for all 7',
      'send me her number pls',
    );
    assert.match(reply.text, new RegExp(accountant.phone));
  });

  test('"does she know about plumbing?" about the healthcare partner: the planner answers, and is "that person" next', () => {
    const planner = content.team.find((member) => /facility planning/i.test(member.role));
    assert.ok(planner);
    const first = 'im a dentist, want to go to 5 chairs somewhere with more parking';
    const plumbing =
      'does she actually know about plumbing for the ops or is that a contractor thing';
    assert.match(converse(first, plumbing).text, new RegExp(planner.name));
    const reply = converse(first, plumbing, 'ok who is that person then');
    assert.ok(reply.text.startsWith(planner.name));
  });

  test('"how long do u have to act on that" after a deletion request: the privacy contact\'s 30 days', () => {
    const reply = converse(
      'does this chat get saved',
      'can i get it wiped after',
      'how long do u have to act on that',
    );
    assert.match(reply.text, /30 days/);
  });

  test('"her email?" after a he was carried: the last she spoken of; none fits, no one is assumed', () => {
    const planner = content.team.find((member) => /facility planning/i.test(member.role));
    assert.ok(planner);
    const reply = converse(
      'me and another physio are opening our own clinic. who would we talk to',
      'would she do the build out too? we need a gym area and 6 treatment rooms',
      'ok and her email?',
    );
    assert.match(reply.text, new RegExp(planner.email.replace('.', '\\.')));
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    const nobody = converse('who handles commercial', 'ok whats the best way to reach her');
    assert.doesNotMatch(nobody.text, new RegExp(commercial.name));
  });

  test('"a gym area" in a clinic is a part of the premises, not a gym', () => {
    const reply = converse('we need a gym area and 6 treatment rooms in our physio clinic');
    assert.doesNotMatch(reply.intent, /fitness/);
  });

  test('"is buying smarter, is that her too?" then "that persons number": the analyst', () => {
    const analyst = content.team.find((member) => /investment analysis/i.test(member.role));
    assert.ok(analyst);
    const reply = converse(
      'im opening my first dental clinic next yr, who should i talk to',
      'and if i want to know if buying is smarter than leasing, is that her too',
      'ok whats that persons number then',
    );
    assert.match(reply.text, new RegExp(analyst.phone));
  });

  test('"what if i pay u more" after a landlord was declined is declined again', () => {
    const reply = converse('can you find tenants for my plaza', 'what if i pay u more');
    assert.ok(reply.intent.startsWith('landlord'));
  });

  test('"ok thanks, have a good one" after a business the content does not place is goodbye', () => {
    const reply = converse('im a vet', 'ok thanks, have a good one');
    assert.equal(reply.intent, 'goodbye');
  });

  test('"and does the first chat cost anything" after the method asks about the consultation', () => {
    const reply = converse(
      'how does it work start to finish',
      'and does the first chat cost anything',
    );
    assert.match(reply.intent, /^free-consultation/);
  });

  test('"oh nice ok so who would that be" is who handles it', () => {
    const reply = converse('i run a hair salon', 'oh nice ok so who would that be');
    assert.equal(reply.intent, 'advisor:handles');
  });

  test('"the accountant one" after the team is the member whose profile says so', () => {
    const accountant = content.team.find((member) => /accountant/.test(member.bio));
    assert.ok(accountant);
    const reply = converse('who works there', 'the accountant one sounds useful for our numbers');
    assert.ok(reply.text.startsWith(accountant.name));
  });

  test('"no thanks, not ready to book" after an offer turns it down', () => {
    const reply = converse(
      'we want to open a massage therapy clinic',
      'no thanks, not ready to book anything yet',
    );
    assert.equal(reply.intent, 'deny');
  });

  test('"that guy" and "the commercial partner" are the advisor', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    const guy = converse('looking for a small retail spot in the NW', 'how do i reach that guy');
    assert.match(guy.text, new RegExp(commercial.phone));
    const partner = converse('do you cover red deer?', 'whats the commercial partners email');
    assert.match(partner.text, new RegExp(commercial.email.replace('.', '\\.')));
  });

  test('a size given once the business is known is noted for the advisor', () => {
    const reply = converse(
      'we run a small accounting firm',
      'need maybe 2000 sq ft, 10 desks and a boardroom',
    );
    assert.ok(reply.intent.includes('size'));
  });

  test('a correction of the quadrant is answered for the place meant', () => {
    const reply = converse(
      'retail spot in the NW',
      'sorry i meant NE not NW, near the airport side',
    );
    assert.match(reply.text, /northeast Calgary/);
    assert.doesNotMatch(reply.text, /northwest/);
  });

  test('"who do I e-mail about that?" after a privacy answer is the privacy contact', () => {
    const reply = converse('how long do you keep my chat', 'ok so who do i email about that');
    assert.match(reply.text, new RegExp(settings.privacyEmail));
    const general = converse('how long do you keep my chat', 'whats your email');
    assert.match(general.text, new RegExp(settings.email));
  });

  test('"his email" after a question about commercial leases gives that advisor\'s address', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    const reply = converse('who handles commercial leases?', "what's his email?");
    assert.match(reply.text, new RegExp(commercial.email.replace('.', '\\.')));
    assert.doesNotMatch(reply.text, new RegExp(settings.email));
  });

  test('a message of contact details only does not lose the thread', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    const reply = converse('who handles commercial leases?', 'bob@example.com', 'and his phone?');
    assert.match(reply.text, new RegExp(commercial.phone));
  });

  test('"which one of you worked for landlords?" finds that member in the team\'s profiles', () => {
    const formerLandlordSide = content.team.find((member) => /landlord/i.test(member.bio));
    assert.ok(formerLandlordSide);
    const reply = converse('which one of you used to work for landlords?');
    assert.match(reply.text, new RegExp(formerLandlordSide.name));
    assert.doesNotMatch(reply.text, /never represent landlords/);
  });

  test('"is she an accountant?" about an advisor answers from her profile', () => {
    const reply = converse('who does the cost analysis?', 'is she an accountant?');
    const analyst = content.team.find((member) => /analysis/i.test(member.role));
    assert.ok(analyst);
    assert.ok(reply.text.includes(analyst.bio.trim().split(/\s+/).slice(0, 6).join(' ')));
    assert.doesNotMatch(reply.text, /your accounting office/i);
  });

  test('"commercial or just medical?" answers both lines, not "your medical clinic"', () => {
    const reply = converse('hey do u guys do commercial stuff or just medical');
    assert.match(reply.text, /healthcare practices/);
    assert.match(reply.text, /commercial businesses/);
    assert.doesNotMatch(reply.text, /your medical/i);
  });

  test('a size and a place in a search under way: noted, the search paragraph not said again', () => {
    const reply = converse(
      'its for my optometry practice, need to lease',
      'around 1800 sq ft, NW calgary',
    );
    assert.doesNotMatch(reply.text, /core work/);
    assert.match(reply.text, /We work in northwest Calgary\./);
    assert.ok(reply.text.includes(content.team.find((m) => /healthcare/i.test(m.role))!.email));
  });

  test('the same answer twice in a row offers a person the second time; small talk stays as it is', () => {
    const first = converse("how do i see what's available");
    const again = converse(
      "how do i see what's available",
      "ok how do I see what's available then",
    );
    assert.ok(again.text.startsWith(first.text));
    assert.ok(again.text.includes(settings.tollFreePhone));
    assert.equal(again.confidence, 'low');
    const hrefs = (again.links ?? []).map((link) => link.href);
    assert.equal(new Set(hrefs).size, hrefs.length, 'no link twice');
    assert.equal(converse('hi', 'hi').text, converse('hi').text);
  });

  test('"what happens to the info i type here" is privacy', () => {
    assert.match(converse('what happens to the info i type here').intent, /privacy/);
  });

  test('"can I book a call with Arjun?" gives his phone once', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial && !commercial.takesBookings);
    const reply = converse(`Can I book a call with ${commercial.name.split(' ')[0]}?`);
    assert.equal(reply.text.split(commercial.phone).length - 1, 1);
  });

  test('"not sure whether we can help a veterinary clinic" is said once, not on every later turn', () => {
    const first = converse("we're a vet clinic in cochrane");
    assert.match(first.text, /not sure whether we can help a veterinary/);
    const later = converse("we're a vet clinic in cochrane", 'expanding into the unit next door');
    assert.doesNotMatch(later.text, /veterinary/);
    assert.ok(later.text.includes(settings.tollFreePhone));
  });

  test('"should I buy my building?" is a purchase, "would you buy my building?" a seller', () => {
    const buyer = converse(
      "I'm a dentist thinking of retiring in 5 yrs, should I buy my building now?",
    );
    assert.doesNotMatch(buyer.intent, /landlord|business-sale/);
    assert.match(buyer.text, /buy/);
    assert.match(converse('would you buy my building?').intent, /landlord/);
    assert.match(converse('can you sell my commercial condo for me?').intent, /landlord/);
  });

  test('"can you delete my chat" says how: by writing to the privacy contact, with the address', () => {
    for (const message of ['can you delete my chat', 'how do i get you to forget me']) {
      const reply = converse(message);
      assert.match(reply.text, /delete/, message);
      assert.ok(reply.text.includes(settings.privacyEmail), message);
    }
  });

  test('a phone number with "re: new office" is thanked and asked one question, the name', () => {
    const reply = converse('call me at 403 555 9911 re: new office');
    assert.ok(reply.lead);
    assert.equal(reply.text.split('?').length - 1, 1);
    assert.match(reply.text, /name/);
  });

  test('"you\'re useless" gets an apology and a person to ask, and is left for the gaps report', () => {
    const reply = converse("you're useless");
    assert.ok(reply.text.includes(settings.tollFreePhone));
    assert.doesNotMatch(reply.text, /I'm not sure/);
    assert.equal(reply.confidence, 'low');
    assert.match(converse("that's not what i asked. what are your hours").text, /Monday to Friday/);
  });

  test('"our lease up next year" is a renewal, "lease-up of a new building" a landlord\'s', () => {
    const tenant = converse('our lease up next year, what should we do');
    assert.doesNotMatch(tenant.intent, /landlord/);
    assert.match(tenant.text, /renew/);
    assert.match(converse('do you help with lease-up of a new building').intent, /landlord/);
  });

  test('"what does it cost" after a service is the fee, not the investment analysis', () => {
    const reply = converse('do you do lease audits', 'what does it cost');
    assert.equal(reply.intent, 'fees');
  });

  test('a head count or a date after the business goes on with the search, never a promise', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    const count = converse("we're a law firm downtown", '10 lawyers');
    assert.doesNotMatch(count.intent, /legal-advice|notSure/);
    const date = converse("we're a law firm downtown", '10 lawyers', 'by next fall');
    assert.match(date.text, /realistic/);
    assert.ok(date.text.includes(commercial.email));
  });

  test('"3 practitioners" after "physio clinic" keeps the clinic', () => {
    const reply = converse('physio clinic', '3 practitioners');
    assert.doesNotMatch(reply.text, /What kind of business/);
  });

  test('"where do I park when I visit your office?" is not known, and the address is said once', () => {
    const reply = converse('where do i park when i visit your office');
    assert.match(reply.text, /not sure/);
    assert.equal(reply.text.split(settings.address.street).length - 1, 1);
  });

  test('a sentence ending in the team list ends in one full stop', () => {
    for (const question of [
      'who would i deal with',
      "who's on your team",
      'who are your advisors',
    ]) {
      const reply = converse(question);
      assert.match(reply.text, new RegExp(names[0]!));
      assert.doesNotMatch(reply.text, /\.\./, question);
    }
  });

  test('"anyone with an accounting background?" is the accountant, not the advisor of accounting offices', () => {
    const analyst = content.team.find((member) => /accountant/i.test(member.bio));
    assert.ok(analyst);
    const reply = converse('Do you have anyone with an accounting background?');
    assert.ok(reply.text.includes(analyst.email));
    assert.doesNotMatch(reply.text, /your accounting office/i);
  });

  test('a search told in short replies asks for the business, then goes on without repeating itself', () => {
    const healthcare = content.team.find((member) => /healthcare/i.test(member.role));
    assert.ok(healthcare);
    const opening = converse('i need help finding a space');
    assert.match(opening.text, /\?$/);
    const dental = converse('i need help finding a space', 'dental');
    assert.match(dental.text, new RegExp(healthcare.name));
    const area = converse('i need help finding a space', 'dental', 'NW', 'about 2000');
    assert.match(area.text, new RegExp(healthcare.email.replace('.', '\\.')));
    assert.doesNotMatch(area.text, /I'm not sure/);
    assert.doesNotMatch(area.text, /core work/);
  });

  test('a place named after a question about areas is answered for that place', () => {
    const reply = converse('which areas do you serve?', 'Lethbridge?');
    assert.match(reply.text, /Lethbridge/);
    assert.doesNotMatch(reply.text, /^Yes/);
  });

  test('a bare "email?" just after an answer about one advisor is theirs', () => {
    const analyst = content.team.find((member) => /analysis/i.test(member.role));
    assert.ok(analyst);
    const reply = converse(`tell me about ${analyst.name.split(' ')[0]}`, 'email?');
    assert.match(reply.text, new RegExp(analyst.email.replace('.', '\\.')));
  });

  test('"what did you do for them?" after clients\' stories tells stories again', () => {
    const reply = converse(
      'have you worked with medical clinics before',
      'what did you do for them',
    );
    assert.ok(content.testimonials.some((story) => reply.text.includes(story.quote.slice(0, 30))));
  });

  test('"is there a main line?" after an advisor was spoken of: the firm\'s', () => {
    const reply = converse(
      'need a warehouse',
      'whats his number',
      "if he doesn't pick up, is there a main line?",
    );
    assert.ok(reply.text.includes(settings.officePhone));
  });

  test('"what\'s their email" after the advisor who builds cost models is theirs', () => {
    const analyst = content.team.find((member) => /analysis/i.test(member.role));
    assert.ok(analyst);
    const reply = converse('who builds the cost models?', "what's their email");
    assert.ok(reply.text.includes(analyst.email));
  });

  test('"why would a dental office need that" then "who does that part": the service and its advisor', () => {
    const planner = content.team.find((member) => /facility planning/i.test(member.role));
    assert.ok(planner);
    const why = converse(
      'what do u mean by facility planning',
      'why would a dental office need that, isnt it just an office',
    );
    // The reasons are the service's paragraph again, for their business.
    assert.match(why.text, /sterilization/);
    const who = converse(
      'what do u mean by facility planning',
      'why would a dental office need that, isnt it just an office',
      'who on your team does that part',
    );
    assert.ok(who.text.includes(planner.name));
    assert.ok(!who.text.includes('Our team:'), who.text);
  });

  test('"is 14 months enough time?" about a lease that ends: when to start, even after a detour', () => {
    const whenToStart = /12 to 18 months before your lease ends/;
    assert.match(
      converse('our lease is up in 8 months, we want to renew', 'is that enough time').text,
      whenToStart,
    );
    const detour = [
      'need a bigger warehouse for my flooring business, current lease ends in 14 months',
      'random q do u guys do residential? my brother is buying a condo',
    ];
    // A home's purchase is residential, not the purchase service.
    assert.doesNotMatch(converse(...detour).text, /condominium units/);
    assert.match(
      converse(...detour, 'ok back to my thing, is 14 months enough time').text,
      whenToStart,
    );
    // Without a lease coming to its end, no such advice.
    assert.doesNotMatch(
      converse('opening a new bakery', 'is 3 months enough time to find a spot').text,
      whenToStart,
    );
  });

  test('a privacy conversation: what was typed, erasing it, who to write to and how soon', () => {
    const { privacyEmail } = settings;
    const start = 'im a counsellor. before i type anything, is this chat private?';
    const clients = converse(start, 'ok so can i describe a few of my clients situations');
    // No "Great." to a question opened with "ok": the health-information paragraph.
    assert.match(clients.text, /do not include patient information/);
    assert.match(converse(start, 'how long is what i already typed kept').text, /90 days/);
    const erase = converse(start, 'i want it erased. who do i email');
    assert.ok(erase.text.includes(privacyEmail));
    assert.equal(erase.text.split(privacyEmail).length, 2, 'the address said once');
    const soon = converse(
      start,
      'i want it erased. who do i email',
      'and how long do they have to get back to me',
    );
    assert.match(soon.text, /within 30 days/);
  });

  test('a vet asking "only human healthcare?" hears the range and an honest "not sure" for vets', () => {
    const reply = converse('do u even do vet clinics or only human healthcare');
    assert.match(reply.text, /We work with healthcare practices/);
    assert.match(reply.text, /not sure whether we can help a veterinary clinic/);
    assert.ok(reply.text.includes(settings.tollFreePhone));
  });

  test('"is that too late to negotiate?" about a lease ending: when to start, and who to ask', () => {
    const healthcare = content.team.find((member) => /healthcare/i.test(member.role));
    assert.ok(healthcare);
    const reply = converse(
      'physio clinic, 6 treatment rooms, our lease ends march 2027',
      'is that too late to negotiate anything',
    );
    assert.match(reply.text, /12 to 18 months/);
    assert.ok(reply.text.includes(healthcare.phone));
  });

  test('"whats the guys number" after who handles it: his number once, with who he is', () => {
    const reply = converse(
      'own a pottery studio in inglewood, lease ends next june',
      'whats the guys number',
    );
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    assert.equal(reply.text.split(commercial.phone).length, 2, reply.text);
  });

  test('"should i sign it or not" is the lease review alongside a lawyer', () => {
    const reply = converse('landlord wants a personal guarantee, should i sign it or not');
    assert.match(reply.text, /lawyer/);
  });

  test('contact details read out or spelled are a lead; "call or text after 5" asks for no number', () => {
    const spoken = converse('my cell is four oh three 555 0247, call or text after 5');
    assert.equal(spoken.lead?.phone, '4035550247');
    assert.ok(!spoken.text.includes(settings.tollFreePhone), spoken.text);
    const spelled = converse('email is sandeep dot gill at outlook dot com, need help w my lease');
    assert.equal(spelled.lead?.email, 'sandeep.gill@outlook.com');
    // Asked for our number as well, it is given, and the open status once.
    const both = converse('my email is a@b.com, whats your phone number?');
    assert.ok(both.text.includes(settings.tollFreePhone));
    assert.equal(both.text.split('We are open now').length, 2, both.text);
  });

  test('words that only stress, and the ways visitors ask who we are and how we are paid', () => {
    assert.equal(converse('wait am i chatting w an actual human rn').intent, 'bot');
    assert.equal(converse('lol ok whatever. what do u guys even do').intent, 'about');
    assert.equal(converse('how do you guys make your money').intent, 'fees');
    assert.equal(converse('who started the company').intent, 'founded');
    assert.equal(converse('is anything u say in here legally binding').intent, 'terms');
    assert.equal(converse('do u sell my contact info to landlords').intent, 'privacy');
  });

  test('a tenant who took us for the property manager hears who to call for the repair', () => {
    const leak = 'is this chinook property mgmt? the toilet in my unit is leaking again';
    assert.match(converse(leak).text, /landlord or its property manager/);
    assert.match(converse(leak, 'ugh so who do i call').text, /landlord or its property manager/);
  });

  test('"which clinic exactly, i might know them" after the stories: the stories again', () => {
    const reply = converse(
      'do u have reviews',
      'im a physio',
      'which clinic exactly, i might know them',
    );
    assert.equal(reply.intent, 'testimonials');
    assert.match(reply.text, /Physiotherapy/);
  });

  test('"is that everybody\'s whole career added up" after the figures: the combined figures', () => {
    const reply = converse(
      'how many deals have u done',
      'is that the firm or everybodys whole career added up',
    );
    assert.match(reply.text, /combined/);
  });

  test("a vendor is pointed to the general e-mail, alone; a supplier of the visitor's is no vendor", () => {
    const vendor = converse(
      'we offer commercial cleaning for offices, who do I talk to about becoming a vendor for you?',
    );
    assert.equal(vendor.intent, 'vendors');
    assert.ok(vendor.text.includes(settings.email));
    assert.doesNotMatch(
      converse('our dental supplier is moving, do we need a bigger space').intent,
      /vendors/,
    );
  });

  test('"tell me how u guys work" is the method, whatever is said before it', () => {
    const reply = converse('id rather not give my number yet, just tell me how u guys work');
    assert.match(reply.intent, /process/);
  });

  test("a conversation about two businesses: the same question about the other line's advisor", () => {
    const healthcare = content.team.find((member) => /healthcare/i.test(member.role));
    assert.ok(healthcare);
    const reply = converse(
      'im a doctor and my wife runs a pharmacy, we want to end up in the same strip mall together',
      'who handles the retail side of things',
      'whats his email',
      'and for my clinic part?',
    );
    assert.ok(reply.text.includes(healthcare.email), reply.text);
  });

  test('"who would I be working with" is the line\'s advisor; "the person who does the numbers" the analyst', () => {
    const [commercial, analyst] = [/commercial/i, /analysis/i].map((role) =>
      content.team.find((member) => role.test(member.role)),
    );
    assert.ok(commercial && analyst);
    const start = 'food bank (non profit), our warehouse lease is ending, we need 12,000 sq ft';
    const buy = 'would it make more sense to buy? we might get a capital grant';
    const who = converse(start, buy, 'who would i be working with');
    assert.ok(who.text.startsWith(commercial.name), who.text);
    const numbers = converse(
      start,
      buy,
      'who would i be working with',
      'and the person who would do the numbers for the board?',
    );
    assert.ok(numbers.text.startsWith(analyst.name), numbers.text);
  });

  test('"do you even do daycares" after "is anyone around today?" answers the fit, not the hours again', () => {
    const reply = converse(
      'I own a daycare in Okotoks and we need to move by September. is anyone around today to talk?',
      'do you even do daycares',
    );
    assert.doesNotMatch(reply.intent, /hours/);
  });

  test('the words visitors use: "ur healthcare person", "how much is ur service", "in-house xray", "dont need dental plumbing"', () => {
    const healthcare = content.team.find((member) => /healthcare/i.test(member.role));
    assert.ok(healthcare);
    assert.ok(
      converse('whos ur healthcare person, like for doctors offices').text.includes(
        healthcare.name,
      ),
    );
    assert.equal(converse('how much is ur service').intent, 'fees');
    assert.match(
      converse('we also want in-house xray, is that doable in a strip mall unit').intent,
      /facility-planning/,
    );
    assert.doesNotMatch(
      converse('we also want in-house xray, is that doable in a strip mall unit').intent,
      /residential/,
    );
    const tattoo = converse(
      'not a medical clinic, its a tattoo studio so i dont need dental plumbing. who do i talk to',
    );
    assert.doesNotMatch(tattoo.intent, /facility-planning/);
  });

  test('"sorry what do you mean" says the last answer again, with a person who can explain it', () => {
    const reply = converse(
      'how does your process work',
      'I did not entirely follow. Could you explain it in simpler terms?',
    );
    assert.match(reply.intent, /^process\+rephrase/);
    assert.ok(reply.text.includes(settings.tollFreePhone));
    // Not "understand" read as the first step of the method.
    assert.doesNotMatch(
      converse('do u do lease audits', 'i dont understand').intent,
      /method-step/,
    );
  });

  test('"ok where exactly is it then" after a question about our office is its address', () => {
    const reply = converse('do u have an actual OFFICE in okotoks', 'ok where exactly is it then');
    assert.equal(reply.intent, 'address');
  });

  test('a question to the visitor comes last in a reply', () => {
    const reply = converse('hi im in a medical building in the nw, have some questions');
    assert.ok(reply.text.trimEnd().endsWith('?'), reply.text);
    assert.match(reply.text, /northwest Calgary/);
  });

  test('"the office" after a dental office is still the dental practice', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    const reply = converse(
      'hi i need insurance for my new dental office',
      'i havent even found the office yet lol. need one in NW calgary, 4 ops',
    );
    assert.match(reply.text, /dental practice/);
    assert.ok(!reply.text.includes(commercial.name), reply.text);
  });

  test("an owner whose tenant moves out is a landlord, and the tenant's move is not theirs", () => {
    const reply = converse(
      'technically i own the unit lol. my dentist tenant is moving out, can u find me another dentist to lease it',
    );
    assert.equal(reply.intent, 'landlord');
  });

  test('"is she free next week" is about meeting her, not a free consultation or a timeline', () => {
    const reply = converse('who runs the numbers on buying', 'is she free next week');
    assert.match(reply.intent, /advisor/);
    assert.doesNotMatch(reply.intent, /timeline|free-consultation/);
  });

  test('"medical office condos" is buying one, for a medical practice', () => {
    assert.match(
      converse('do you guys do medical office condos').intent,
      /^business:medical\+purchase/,
    );
  });

  test('one or two words on a phone: "open?", "cost", "data kept?", "horaires?", "precio?"', () => {
    assert.equal(converse('open?').intent, 'hours');
    assert.match(converse('open a clinic').intent, /line:healthcare/);
    assert.equal(converse('cost').intent, 'fees');
    assert.equal(converse('data kept?').intent, 'privacy');
    assert.equal(converse('horaires?').intent.split('+')[0], 'language:fr');
    assert.equal(converse('precio?').intent, 'language:other');
  });

  test('first-timers and small businesses hear they are welcome, with the free consultation', () => {
    const reply = converse(
      'honestly im just a one person nail salon, am i too small for u guys to bother with',
    );
    assert.match(reply.intent, /too-small/);
    assert.match(reply.text, /first consultation is free/);
    assert.doesNotMatch(reply.text, /too small/);
  });

  test('a lease word the content does not explain goes to an advisor: "is that included in the rent?"', () => {
    const reply = converse(
      'what is CAM on a lease',
      'is that included in the rent or is it on top',
    );
    assert.match(reply.intent, /lease-terms/);
    assert.ok(reply.text.includes(settings.tollFreePhone));
  });

  test('thanks with a word about their business is still thanks; the weather beside a question is small talk', () => {
    assert.match(converse('thx thats helpful lol, crazy week running 12 stores').intent, /^thanks/);
    const chinook = converse(
      'lol that chinook wind hit airdrie hard today. anyway do u guys help small businesses out here',
    );
    assert.doesNotMatch(chinook.intent, /off-topic/);
    assert.match(converse('can u help with my math homework').intent, /off-topic/);
  });

  test('"where then" after our office, and "the coffee chain one" after the stories', () => {
    assert.equal(converse('do u have an office in chestermere', 'where then').intent, 'address');
    const story = converse(
      'any examples of your work with multi location companies',
      'tell me more about the coffee chain one',
    );
    assert.match(story.text, /Saddle Peak Coffee/);
  });

  test('"our restaurant" is their business (an -ant that is no accountant); "negotiate that" is the renewal', () => {
    const first = 'our restaurant lease is up next year, landlord wants 20% more';
    assert.match(converse(first).intent, /^business:restaurant/);
    assert.match(converse(first, 'can you negotiate that down').intent, /renewal/);
    assert.doesNotMatch(converse('my accountant says buy').intent, /accounting/);
  });

  test('"and if i want it gone after" after the chat\'s privacy is deleting it, not a landlord\'s', () => {
    const reply = converse('is this chat saved', 'and if i want it gone after');
    assert.equal(reply.intent, 'privacy');
    assert.ok(reply.text.includes(settings.privacyEmail));
    assert.match(
      converse('my brother in law has a restaurant space, he just wants it gone').intent,
      /landlord/,
    );
  });

  test('"and the other one?" after one partner is the other partner', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    const reply = converse(
      'who are the partners there',
      'whats catherines email',
      'and the other one?',
    );
    assert.ok(reply.text.startsWith(commercial.name), reply.text);
  });

  test('"general email", "the people at ur firm", "so whats next", "cant expand where we are"', () => {
    assert.ok(
      converse('is there a general email i can send my floor plan to').text.includes(
        settings.email,
      ),
    );
    assert.match(converse('who are the people at ur firm').intent, /^team/);
    assert.equal(converse('so whats next').intent, 'booking');
    assert.match(
      converse('our clinic needs more exam rooms and we cant expand where we are').intent,
      /relocation/,
    );
  });

  test('an owner who would lease "it from us", or pays "a full commission", is still a landlord', () => {
    const own = 'we own a building that used to be a dialysis clinic, all the plumbing is still in';
    assert.equal(converse(own, 'can u find a clinic to lease it from us').intent, 'landlord');
    const offer = converse(
      'i own a plaza, can you find tenants',
      'we would pay a full commission, 2 yrs rent equivalent. still no?',
    );
    assert.match(offer.intent, /^landlord/);
    assert.doesNotMatch(offer.intent, /fees|rent-prices/);
  });

  test("whether a partner stays liable is a lawyer's question; a floor load is facility planning", () => {
    assert.match(converse('is he still liable for the lease after he leaves').text, /lawyer/);
    assert.match(
      converse('the floor has to take 10 tonnes for the magnet, can ur people check that').intent,
      /facility-planning/,
    );
  });

  test('a business we do not know, asked "is this within your area of expertise?": how to reach an advisor too', () => {
    const reply = converse(
      'Beekeeping operation looking to relocate, we need room for hives. Is this within your area of expertise?',
    );
    assert.ok(reply.text.includes(settings.tollFreePhone), reply.text);
    assert.ok(reply.text.trimEnd().endsWith('?'), 'the question about their business stays last');
    // One the world lists as unknown is said by name, with how to reach an advisor.
    const listed = converse(
      'Funeral home looking to relocate, we need chapel space. Is this within your area of expertise?',
    );
    assert.match(listed.intent, /business:unknown/);
    assert.ok(listed.text.includes(settings.tollFreePhone), listed.text);
  });

  test('a "private school" is no privacy question', () => {
    assert.doesNotMatch(
      converse('small private school k-6, we need a whole building').intent,
      /privacy/,
    );
    assert.equal(converse('is this chat private').intent, 'privacy');
  });

  test('"both their emails" after two advisors gives both; "whats included in that" is the service', () => {
    const [commercial, analyst] = [/commercial/i, /analysis/i].map((role) =>
      content.team.find((member) => role.test(member.role)),
    );
    assert.ok(commercial && analyst);
    const both = converse(
      'we run a furniture store, lease up in a year',
      'who would run the numbers on moving',
      'ok can u send me both their emails',
    );
    assert.ok(both.text.includes(commercial.email) && both.text.includes(analyst.email), both.text);
    assert.match(
      converse('we need a lease review', 'whats included in that').intent,
      /^lease-review/,
    );
  });

  test('one of the team by what they do, anywhere: "the cost lady", "the healthcare one"', () => {
    const analyst = content.team.find((member) => /analysis/i.test(member.role));
    const healthcare = content.team.find((member) => /healthcare/i.test(member.role));
    assert.ok(analyst && healthcare);
    assert.ok(
      converse('hi', 'whats the best number to reach the cost lady directly').text.includes(
        analyst.phone,
      ),
    );
    assert.ok(
      converse('who handles commercial', 'and hers, the healthcare one').text.includes(
        healthcare.phone,
      ),
    );
    // "the new one" is no one of the team.
    assert.doesNotMatch(
      converse('can you sell the old one and find us the new one?').intent,
      /passage:team/,
    );
  });

  test('"should we move or stay" gets who can judge; "ok thanks" introduces no one', () => {
    const commercial = content.team.find((member) => /commercial/i.test(member.role));
    assert.ok(commercial);
    assert.ok(
      converse(
        'we run a furniture store, lease up in a year',
        'u think we should move or stay',
      ).text.includes(commercial.email),
    );
    assert.equal(
      converse('physio clinic owner here. who does the cost side', 'ok thanks').intent,
      'thanks',
    );
  });

  test('who to call among the team says how to reach them; video calls; "rather own"', () => {
    assert.ok(converse('ok who do i call').text.includes(settings.tollFreePhone));
    assert.match(converse('does he do video calls or only in person').text, /video/);
    assert.match(
      converse('we are a clinic, wed rather own than lease, is that an option').intent,
      /purchase/,
    );
  });

  test('services beside real estate the content does not offer get an honest "not sure", never "Yes."', () => {
    for (const question of [
      'do u do the actual moving too? like packers and trucks for our office move',
      'what about renting us furniture and lighting gear',
      'what about insurance for the space',
      'can u help appeal our property tax assessment? the city overvalued our building',
    ]) {
      const reply = converse(question);
      assert.doesNotMatch(reply.text, /^Yes\b/, question);
      assert.ok(reply.text.includes(settings.tollFreePhone), question);
    }
  });

  test('letters typed the other way round, "till?" after the hours, leasing a floor "to a clinic"', () => {
    assert.match(converse('im a dentsit opening a 2nd location').intent, /business:dental/);
    assert.match(converse('open?', 'till?').intent, /^hours/);
    assert.doesNotMatch(converse('who handles retail', 'and if hes busy?').intent, /purchase/);
    assert.equal(
      converse('want to lease the main floor to a clinic, can u find me one').intent,
      'landlord',
    );
    assert.doesNotMatch(
      converse('audiologist opening a hearing clinic, need a room for a sound booth').intent,
      /landlord/,
    );
  });

  test('"ur healthcare specialist", "your commercial person": the line\'s advisor, then her profile', () => {
    const [healthcare, commercial] = [/healthcare/i, /commercial/i].map((role) =>
      content.team.find((member) => role.test(member.role)),
    );
    assert.ok(healthcare && commercial);
    assert.ok(converse('whos ur healthcare specialist').text.startsWith(healthcare.name));
    assert.match(
      converse('whos ur healthcare specialist', 'how long has she been doing this').intent,
      /^advisor:about/,
    );
    assert.ok(converse('who is your commercial person').text.startsWith(commercial.name));
  });

  test('"where is the office" is ours; "anyone on ur team with a finance / accounting background" the accountant', () => {
    assert.equal(converse('where is the office').intent, 'address');
    const analyst = content.team.find((member) => /accountant/.test(member.bio));
    assert.ok(analyst);
    const reply = converse(
      'we have 4 stores and our op costs keep going up',
      'is there anyone on ur team with a finance / accounting background',
    );
    assert.ok(reply.text.startsWith(analyst.name), reply.text);
    assert.equal(converse('what happens with the stuff i type in this chat').intent, 'privacy');
  });

  test('follow-ups leaning on the turn before: "when?" after the hours, "and my number?" after how long chats are kept', () => {
    assert.match(converse('is anyone there right now', 'so like... when?').intent, /^hours/);
    assert.match(converse('how long do u keep chats anyway', 'and my number?').text, /24 months/);
    // A follow-up that says what it asks is searched for itself.
    assert.match(
      converse('what happens to what i type in the chat', 'and if i use the contact form instead?')
        .text,
      /^Contact form/,
    );
    assert.match(
      converse('ok just delete it all pls', 'how long will that take').text,
      /within 30 days/,
    );
  });

  test('"which one has more experience" after two advisors: both their profiles', () => {
    const reply = converse(
      'i own a pharmacy',
      'its inside a grocery store strip mall, pretty retail-ish',
      'which one has more experience',
    );
    assert.equal(reply.intent, 'advisor:about+advisor:about');
    for (const member of content.team.filter((m) => /healthcare|commercial/i.test(m.role))) {
      assert.ok(reply.text.includes(member.name), member.name);
    }
  });

  test('the empty unit next door is room to grow, not a unit to let; "totally packed" is no move', () => {
    const nextDoor = converse(
      'not looking to move, we need more room in our warehouse and the unit next door is empty',
    );
    assert.match(nextDoor.intent, /expansion/);
    assert.doesNotMatch(nextDoor.intent, /landlord/);
    assert.equal(
      converse('the unit next door is empty, can you find me a tenant for it').intent,
      'landlord',
    );
    assert.doesNotMatch(
      converse('physio clinic in cochrane, totally packed, thinking about a second location')
        .intent,
      /moving-logistics/,
    );
    assert.equal(
      converse('oh wait should i not have mentioned my patient lol').intent,
      'health-details',
    );
  });

  test('the team by description, by comparison and by what their profile says', () => {
    const member = (role: RegExp) => {
      const found = content.team.find((m) => role.test(m.role));
      assert.ok(found);
      return found;
    };
    const healthcare = member(/healthcare/i);
    const commercial = member(/commercial/i);
    const analyst = member(/analysis/i);
    const years = converse('how many years has ur healthcare partner been doing this');
    assert.ok(years.text.startsWith(healthcare.name), years.text);
    assert.match(years.intent, /^advisor:about/);
    assert.ok(converse('who is your commercial person').text.startsWith(commercial.name));
    // Two named: the one for the business named.
    const fits = converse('i run 4 coffee shops, who fits us better catherine or arjun');
    assert.ok(fits.text.includes(commercial.bio.split(' ')[0]!), fits.text);
    // "is that catherine?" just after Arjun was given: Arjun handles it.
    const isThat = converse('looking for a retail spot for my bakery', 'is that catherine?');
    assert.ok(isThat.text.startsWith(commercial.name), isThat.text);
    assert.match(
      converse('who handles industrial', 'wait he used to work for landlords??').intent,
      /^advisor:about/,
    );
    for (const [question, expected] of [
      ['do any of ur ppl have landlord side experience?', commercial],
      ['is there an actual accountant on the team or just realtors', analyst],
    ] as const) {
      assert.ok(converse(question).text.startsWith(expected.name), question);
    }
    assert.ok(
      converse('who are ur advisors', 'which of them is the cpa').text.startsWith(analyst.name),
    );
    const each = converse('who are ur advisors', 'what do they each do');
    assert.equal(each.intent, 'advisor:about+advisor:about+advisor:about');
    // Two described at once, then both their e-mails and, as bare, both their phones.
    const two = [
      'buy vs keep leasing our warehouse? i want the commercial guy AND the numbers person',
      'can u give me both their emails',
      'and phones?',
    ];
    const phones = converse(...two);
    assert.ok(phones.text.includes(commercial.phone) && phones.text.includes(analyst.phone));
    assert.equal(
      converse("whats arjun's direct line, dont want the main switchboard").text.includes(
        commercial.phone,
      ),
      true,
    );
    assert.match(
      converse('who handles retail', 'how fast will he get back to me').intent,
      /^reply-time/,
    );
  });

  test('careful visitors: guarantees, who pays, what the chat keeps, "that doesnt answer my question"', () => {
    assert.match(converse('r there any guarantees').text, /do not guarantee/);
    assert.equal(converse('do you take money from landlords').intent, 'fees');
    assert.equal(converse('does this chat save what im typing? for how long').intent, 'privacy');
    assert.match(converse('do u guys sell ppls numbers?? gave my').text, /do not sell/);
    assert.match(
      converse('where is this stuff stored, canada?', 'so american govt could read it?').text,
      /authorities/,
    );
    assert.equal(converse('who is going to handle my file, some junior?').intent, 'senior-advisor');
    assert.equal(
      converse('we want a clinic', 'that doesnt answer my question').intent,
      'frustrated',
    );
    // "forever" alone is no privacy question.
    assert.doesNotMatch(
      converse('we want to buy our own building instead of renting forever').intent,
      /privacy/,
    );
  });

  test('follow-ups leaning on what came before: "out there", a date of theirs, the numbers person', () => {
    const there = converse(
      'we want a 2nd clinic in cochrane next spring',
      'do you actually work out there',
    );
    assert.match(there.intent, /place:served/);
    assert.match(
      converse('the landlord just sent a renewal offer', 'they want an answer in 2 weeks').intent,
      /^timing\+timeline/,
    );
    const analyst = content.team.find((member) => /analysis/i.test(member.role));
    assert.ok(analyst);
    const what = converse(
      'who handles my file',
      'and the numbers person, is she actually an accountant',
    );
    assert.match(what.intent, /^(advisor:about|passage:team)\+advisor:contact$/);
    assert.ok(what.text.startsWith(analyst.name));
  });

  test('phone typing and a search told in passing: "shud", "do u save this", parking, a lease that ends', () => {
    assert.match(converse('hw long u guys been doin this').intent, /^experience/);
    assert.equal(
      converse('we need a warehouse', 'how early shud i start tho').intent,
      'when-to-start',
    );
    assert.equal(converse('do u save this').intent, 'privacy');
    assert.match(converse('delete it pls', 'how long til u actually do it').text, /within 30 days/);
    // An ambiguous word in passing, in a search: where to look.
    assert.match(
      converse(
        '3 GPs looking for clinic space in okotoks',
        'parking is a big deal for us, lots of older folks',
      ).intent,
      /^site-selection/,
    );
    assert.match(
      converse('our lease in red deer ends march 2027 and the calgary one aug 2027').intent,
      /^renewal/,
    );
    assert.match(
      converse('our lease is up soon', 'what if the landlord just wont budge').intent,
      /^renewal/,
    );
    assert.match(converse('im an OT with a small practice').intent, /business:allied-health/);
    assert.match(
      converse('who do i talk to im not a doctor or anything i sell furniture').intent,
      /business:retail/,
    );
  });

  test('visitors who are no clients: vendors, press, the wrong site; "and if hes busy?"', () => {
    for (const question of [
      'Hello, reaching out from an agency, we help real estate firms rank on google. who handles marketing decisions there?',
      'i sell commercial cleaning services, do your clients clinics need janitorial',
    ]) {
      assert.equal(converse(question).intent, 'vendors', question);
    }
    // A marketing agency looking for an office is a client.
    assert.doesNotMatch(
      converse('marketing agency, 12 people, want an open office').intent,
      /vendors/,
    );
    assert.equal(converse('ok thanks for ur time').intent, 'thanks');
    assert.match(
      converse('can i quote those numbers from ur site in the article').text,
      new RegExp(settings.tollFreePhone),
    );
    assert.match(converse('oh lol wrong site. what r u then').intent, /^about/);
    assert.match(
      converse('who handles retail', 'and if hes busy?').text,
      new RegExp(settings.tollFreePhone),
    );
    const booker = content.team.find((member) => member.takesBookings);
    assert.ok(booker);
    assert.ok(
      converse(
        'i booked a consultation thru the calendar link, need to move it to later in the wk',
        'whats her direct line',
      ).text.includes(booker.phone),
    );
    assert.match(
      converse('who handles office stuff', 'hes ex landlord side tho isnt he??').intent,
      /^advisor:about/,
    );
  });

  test('first-timers and group practices: ballpark, where, leaving leases early, "do you only do calgary?"', () => {
    assert.equal(
      converse('is it worth it for a small shop', 'ok but like ballpark how much').intent,
      'fees',
    );
    assert.equal(converse('can i book the free thing', 'where').intent, 'address');
    const early = converse(
      'we want to merge 3 physio clinics into one',
      'sorry i meant the 2 leases we would be leaving, can u get us out of those early',
    );
    assert.match(early.intent, /^lease-exit/);
    assert.doesNotMatch(early.text, /^Yes\b/);
    assert.match(
      converse('a little bakery, not in the city. do you only do calgary?').intent,
      /area/,
    );
    assert.match(
      converse('oh wait pls dont share my info with any landlords yet').intent,
      /^privacy/,
    );
    assert.match(
      converse('we want to buy our building', 'would it actually be cheaper tho?').intent,
      /investment-analysis/,
    );
    assert.equal(converse('we run 3 warehouses', 'u done that before?').intent, 'testimonials');
    // ("how much experience" is experience, not the fees.)
    assert.doesNotMatch(converse('How much experience does your team have?').intent, /fees/);
  });

  test('minds changed and asides: "not that kind of shop", "the retail one" is a space, "ignore that last msg"', () => {
    assert.match(
      converse('need a shop', 'no not that kind of shop lol, like a machine shop. welding, cnc etc')
        .intent,
      /business:light-manufacturing/,
    );
    const space = converse(
      'torn between 2 spaces for our physio clinic, a medical building or a retail storefront',
      'can someone check if the retail one can even handle the plumbing for treatment rooms',
    );
    assert.match(space.intent, /facility-planning/);
    assert.doesNotMatch(space.intent, /passage:team/);
    assert.equal(
      converse('lol sorry my kid grabbed my phone, ignore that last msg').intent,
      'deny',
    );
    assert.equal(
      converse('if i leave my number r u gonna put me on some call list').intent,
      'privacy',
    );
    assert.equal(converse('is my email safe with u guys').intent, 'privacy');
    assert.match(
      converse(
        'we need a new clinic',
        'should i list which of my patients need the accessible entrance',
      ).intent,
      /health-details/,
    );
    assert.match(converse('wen is sum1 bak in the offise').intent, /^hours/);
  });

  test("Arjun's landlord years asked sceptically are his profile; a landlord's request stays declined", () => {
    for (const question of [
      'it says he used to work for landlords?? thats kinda sketchy no',
      'wasnt he on the landlord side before? kinda sus',
    ]) {
      assert.match(
        converse('who handles industrial leases', question).intent,
        /^advisor:about/,
        question,
      );
    }
    assert.match(
      converse(
        'my dad owns a strip mall, can arjun find him tenants? he used to work for landlords right',
      ).intent,
      /^landlord/,
    );
    assert.match(
      converse('how do i know u guys arent secretly on the landlords side then').intent,
      /why-us/,
    );
    assert.equal(converse('are you open saturday?', 'wheres the office exactly').intent, 'address');
    assert.match(
      converse('we might buy a condo unit for our clinic', 'and if we built instead?').intent,
      /^investment-analysis/,
    );
  });

  test('"is that something u actually do or just a sales pitch" is the service just told; "which one is better" how it decides', () => {
    const warehouse = 'we lease a 12k sqft warehouse and the CAM charges went nuts this yr';
    assert.match(
      converse(warehouse, 'is that something u actually do or just a sales pitch').intent,
      /^lease-audit/,
    );
    assert.match(
      converse(
        'thinking of buying a building for our clinic',
        'how do u figure out which one is better',
      ).intent,
      /purchase/,
    );
    assert.match(
      converse(warehouse, 'has this actually got money back for anyone before').text,
      /Prairie Outfitters/,
    );
  });

  test('"not the healthcare person" is anyone but her; "who would do the numbers" is the analyst', () => {
    const reply = converse(
      "who do i talk to about a warehouse lease? we're a distribution company, not a clinic, so not the healthcare person",
    );
    assert.match(reply.text, /Arjun/);
    assert.doesNotMatch(reply.text, /Catherine/);
    assert.match(
      converse('thinking of buying a building for my dental practice', 'who would do the numbers')
        .text,
      /Nicole/,
    );
    assert.match(
      converse(
        'would it make more sense to buy?',
        'and the person who would do the numbers for the board?',
      ).text,
      /Nicole/,
    );
    assert.match(
      converse(
        'small law firm, 6 lawyers, need an office',
        'and who would actually do our office search',
      ).text,
      /Arjun/,
    );
  });

  test('asking to ask is answered "ask away"; reviews doubted get what the terms say of them', () => {
    assert.equal(converse('hi. sorry this is probably a dumb question').intent, 'asks-to-ask');
    assert.equal(converse('quick question what are ur hours').intent, 'hours');
    assert.match(
      converse('are the reviews on ur site from real clients? they all sound kinda too good lol')
        .text,
      /past results do not guarantee/,
    );
  });

  test('words of the visitor for our details: the calgary office, a phone kept longer, today', () => {
    assert.match(converse('whats the calgary office').text, /403-555-0178/);
    assert.match(
      converse(
        'what happens to the stuff i type in here',
        'and if i leave my phone number so someone can call me back, is that kept longer?',
      ).text,
      /24 months/,
    );
    assert.match(converse('call me 403-555-0139', 'will it be today?').text, /24 hours/);
    assert.match(
      converse(
        'I own a crossfit gym in okotoks and my wife is a physio, we want to open her clinic next door',
        'what should she be checking in the unit',
      ).text,
      /plumbing/,
    );
  });

  test("in French, a practice named gets its advisor's direct contact, and no English on a repeat", () => {
    const start = 'Bonjour! Je suis optométriste à Calgary et je veux déménager ma clinique.';
    assert.match(converse(start).text, /catherine\.reid@/);
    const again = converse(
      start,
      "D'accord. Quel est le courriel de la personne qui s'occupe des cliniques?",
    );
    assert.match(again.text, /catherine\.reid@/);
    assert.doesNotMatch(again.text, /If that doesn't answer it/);
    assert.doesNotMatch(converse('bonjour, quelles sont vos heures?').text, /@example\.com \(/);
  });

  test('"then what" after signing is the last step, "for how long" its years; "how long shes been doing it" her profile', () => {
    const after = converse('ok say we sign a lease through u. then what');
    assert.match(after.text, /^4\. Support/);
    assert.match(
      converse('ok say we sign a lease through u. then what', 'for how long tho').text,
      /for years afterwards/,
    );
    assert.match(converse('walk me through what happens after i sign up with you').text, /Listen/);
    assert.match(
      converse(
        'physio clinic cochrane need space',
        'who handles that',
        'how long shes been doing it',
      ).text,
      /twenty-five years/,
    );
  });

  test('leaving a number is welcome here (but asked whether we sell it, the privacy answer); listings and patients', () => {
    assert.equal(converse('ok can i just leave my number').intent, 'leave-details');
    assert.doesNotMatch(
      converse('if i leave my number here r u gonna sell it or put me on some call list lol').text,
      /^Yes/,
    );
    assert.match(
      converse('want to buy a medical condo unit', 'is there one for sale in mahogany right now?')
        .intent,
      /listings/,
    );
    assert.match(
      converse('can i paste my patient postal codes here so u can see where they all live').intent,
      /health-details/,
    );
    assert.match(
      converse(
        'we have 11 retail stores, one landlord is pushing us to sign the renewal',
        'what would u look at exactly',
      ).text,
      /market rents/,
    );
  });

  test('"is that for clinics too or just retail people" after an audit asks whom we serve, not a retailer\'s fit', () => {
    const reply = converse(
      "We operate 6 physio clinics and I'm pretty sure we're overpaying CAM on at least two of them",
      'is that for clinics too or just retail people',
    );
    assert.match(reply.text, /healthcare/);
    assert.doesNotMatch(reply.text, /your retail store/);
  });

  test('"someone besides the healthcare person", "do you remember what we talked about", "what should i be doing"', () => {
    const yoga = converse(
      "we're NOT a clinic, just a small yoga and pilates studio. is there someone besides the healthcare person we should talk to?",
    );
    assert.match(yoga.text, /Arjun/);
    assert.doesNotMatch(yoga.text, /Catherine/);
    assert.equal(
      converse('hey its me again, do you remember what we talked about last month?').intent,
      'earlier-chats',
    );
    const bakery = 'i run a bakery and my lease is up next year';
    assert.match(converse(bakery, 'what should i be doing right now then').intent, /^renewal/);
    assert.match(
      converse(bakery, 'can u guys actually get it lowered or do i just sign it').intent,
      /^renewal/,
    );
    assert.match(converse('call me 403-555-0171', 'when will he call').text, /24 hours/);
  });

  test('"what number did i give you?" is the details given in this chat, the corrected one; none yet, how to leave them', () => {
    const reply = converse(
      'i want someone to call me about a warehouse',
      'my number is 403-555-0171',
      'oops typo, its 403-555-0177 not 0171',
      'what number did i give you? just checking you got it right',
    );
    assert.equal(reply.intent, 'my-details');
    assert.match(reply.text, /403-555-0177/);
    assert.doesNotMatch(reply.text, /0171/);
    assert.match(converse('what number did i give you').text, /leave your e-mail address or phone/);
  });

  test('when to call, said after the lead was taken, is passed on with it; not before one, nor a question', () => {
    const noted = converse(
      'bike shop in kensington, 403-555-0139',
      'best after 3pm, mornings im slammed',
    );
    assert.equal(noted.intent, 'lead_noted');
    assert.equal(noted.leadNote, 'best after 3pm, mornings im slammed');
    assert.equal(converse('best after 3pm').leadNote, undefined);
    const question = converse('call me 403-555-0100', 'are you open tomorrow?');
    assert.equal(question.leadNote, undefined);
    assert.match(question.intent, /hours/);
  });

  test('"who started the firm" then "how long has she been doing this" is the founder; what happens to what i put in this chat', () => {
    assert.match(
      converse('who started the firm', 'how long has she been doing this').text,
      /twenty-five years/,
    );
    assert.equal(
      converse('before I type anything, what happens to what I put in this chat').intent,
      'privacy',
    );
    assert.match(
      converse('what happens to what I put in this chat', 'is it at least kept in canada?').text,
      /service providers/,
    );
  });

  test('"best time is after 5 btw, im with patients all day" is a note on the lead, though it names their work', () => {
    const noted = converse(
      'physio here, opening my first clinic',
      'ok can someone just call me, its mike, 403 555 2290',
      'best time is after 5 btw, im with patients all day',
    );
    assert.equal(noted.intent, 'lead_noted');
    assert.equal(converse('best time to call you?').leadNote, undefined);
  });

  test('a bare "where", "office addr?" and "mon?" after the hours are the office, not French', () => {
    assert.equal(converse('where').intent, 'address');
    assert.equal(converse('office addr?').intent, 'address');
    assert.match(converse('sat?', 'mon?').intent, /^hours/);
    assert.equal(converse('bonjour').intent, 'language:fr');
  });

  test('turned down, then asked: "i dont have a lawyer, can you just do the legal review"', () => {
    assert.match(
      converse('i dont have a lawyer, can you just do the legal review of the lease for me').text,
      /your lawyer is the one to ask/,
    );
    assert.match(converse('i want a real person not a chatbot').text, /automated assistant/);
  });

  test('"so like monday then?" after the reply time is still when we reply', () => {
    assert.equal(
      converse('when would i hear back', 'so like monday then?').intent,
      'reply-time+saidAgain',
    );
  });

  test('"y not" after "we never act for landlords" says why again', () => {
    const why = converse('i own a plaza, can you find tenants', 'y not');
    assert.match(why.intent, /^landlord/);
    assert.match(why.text, /independent/);
  });

  test('"the healthcare lady or someone else" about a law office is a guess: the commercial advisor', () => {
    const reply = converse(
      'small law office (3 lawyers) thinking about moving downtown',
      'who would handle it, the healthcare lady or someone else',
    );
    assert.match(reply.text, /Arjun Mehta/);
    assert.doesNotMatch(reply.text, /Catherine/);
  });

  test('"do u keep this chat or does it get deleted": how long, beside the consent', () => {
    assert.match(converse('also do u keep this chat or does it get deleted').text, /90 days/);
  });

  test('"is catherine the one who handles retail leases?": no, the commercial partner handles it', () => {
    const reply = converse('is catherine the one who handles retail leases?');
    assert.match(reply.text, /Arjun Mehta \(Partner, Commercial Real Estate\) handles this/);
    assert.doesNotMatch(reply.text, /Catherine Reid \([^)]*\) handles this/);
  });

  test('who to ask for, who one would be talking to, who one books with', () => {
    assert.match(converse('when i call who do i ask for').text, /Catherine Reid.*Arjun Mehta/s);
    assert.match(
      converse('im a physio', 'k thx. and for the clinic side, who would i be talking to').text,
      /Catherine Reid/,
    );
    assert.match(
      converse('ok can i book something for next week', 'with who').text,
      /Catherine Reid/,
    );
    const ofThem = converse(
      'its a hair salon, and my sister also does massage therapy in a room at the back',
      'ok so which one of them should i call',
    );
    assert.doesNotMatch(ofThem.text, /Nicole/);
  });

  test('"both of them" are the two advisors spoken of last', () => {
    const reply = converse(
      'we are a physio clinic but also sell orthotics retail at the front, who handles that',
      'the healthcare one then. whats her background',
      'who on your team does the building side of it',
      'how do i get ahold of both of them',
    );
    assert.match(reply.text, /catherine\.reid@/);
    assert.match(reply.text, /nicole\.tremblay@/);
    assert.doesNotMatch(reply.text, /arjun/i);
  });

  test('"ok ill call first thing then. thx" is thanked, with the numbers', () => {
    const reply = converse('ok ill call first thing then. thx');
    assert.match(reply.text, /welcome/i);
    assert.match(reply.text, /403-555-0178/);
  });

  test('"catherine or the commercial guy?" is chosen by their business', () => {
    const clinics = converse(
      "we're a group of 5 medical clinics and want to consolidate down to 2 bigger sites",
      'would that be catherine or the commercial guy',
    );
    assert.match(clinics.text, /Catherine Reid/);
    assert.doesNotMatch(clinics.text, /Arjun/);
    const bakery = converse('i run a bakery', 'would that be catherine or the commercial guy');
    assert.match(bakery.text, /Arjun Mehta/);
  });

  test('"the other guy, the one with the accounting background" is whoever that describes', () => {
    const reply = converse(
      'looking for 3000 sq ft of office in cochrane for our engineering firm, who do i talk to',
      'oh and the other guy, the one with the accounting background? would he be useful here',
    );
    assert.match(reply.text, /Nicole Tremblay/);
  });

  test('"and after that step?" after the whole method is the second step', () => {
    assert.match(converse('how does it work', 'and after that step?').text, /^2\. Research/);
  });

  test('"when can we come in then" is the hours; "how soon would he hear back" after details is our reply time', () => {
    assert.equal(converse('when can we come in then').intent, 'hours');
    const soon = converse(
      'we need a 2000 sf office, call me 403-555-1234',
      'and roughly how soon would he hear back',
    );
    assert.match(soon.intent, /^reply-time/);
  });

  test('"who used to work for landlords" is a member of the team, not a landlord turned away', () => {
    assert.match(converse('who used to work for landlords').text, /^Arjun Mehta/);
  });

  test('no listings of our own, but an advisor can say what is on the market now', () => {
    assert.match(
      converse('is there anything available near seton right now').text,
      /1-800-555-0142/,
    );
  });

  test('two businesses named, "so which of them do we call": both advisors; "which of you will it be"', () => {
    const both = converse(
      'its for his chiro practice and my coffee shop, side by side in the same new building',
      'so which of them do we call',
    );
    assert.match(both.text, /Catherine Reid/);
    assert.match(both.text, /Arjun Mehta/);
    const later = converse(
      'its for his chiro practice and my coffee shop, side by side in the same new building',
      'how long does it take',
    );
    assert.doesNotMatch(later.text, /coffee|Arjun/);
    assert.match(
      converse('someone call me about office space downtown', 'k and which of you will it be').text,
      /Arjun Mehta/,
    );
  });

  test('"catherine or the other guy?" is chosen by their business; "what about red deer, thats the other one" is a place', () => {
    assert.match(
      converse('i run a bakery, renewal coming', 'ok who do i talk to, catherine or the other guy')
        .text,
      /^Arjun Mehta/,
    );
    assert.match(
      converse('im a physio, renewal coming', 'ok who do i talk to, catherine or the other guy')
        .text,
      /^Catherine Reid/,
    );
    assert.equal(
      converse(
        'dentist looking at a second location in airdrie',
        'who handles that',
        'what about red deer, thats the other one i was thinking about',
      ).intent,
      'place:served',
    );
  });

  test('"what are her qualifications, may I ask?" is her profile; "the other person, the numbers one?"', () => {
    const profile = converse(
      "we're an engineering firm, should we lease or buy our office",
      'who would run those numbers',
      'What are her qualifications, may I ask?',
    );
    assert.match(profile.text, /chartered professional accountant/);
    const numbersOne = converse(
      'need a bigger warehouse, 20k sf',
      'and the other person, the numbers one? we might buy instead',
      'her phone?',
    );
    assert.match(numbersOne.text, /403-555-0183/);
    const clinics = converse(
      'my son runs a bakery, who handles that',
      'And the other partner, the one who deals with clinics: what is her name?',
    );
    assert.match(clinics.text, /^Catherine Reid/);
  });

  test('"thx will email him tonight" is thanked; "can u guys review it before friday" is a lease review', () => {
    assert.match(converse('who handles retail', 'thx will email him tonight').text, /welcome/i);
    assert.match(converse('can u guys review it before friday').intent, /lease-review/);
  });

  test('"could you check if theirs are reasonable" after the landlord\'s costs; "is it better to expand or move" needs a person', () => {
    const theirs = converse(
      'landlord sent me an offer and theres CAM / operating costs on top of the base rent. is that normal??',
      'could you check if theirs are reasonable',
    );
    assert.match(theirs.intent, /lease-audit/);
    const better = converse(
      'we outgrew our warehouse',
      'is it better to expand where we are or move',
    );
    assert.match(better.intent, /advisor:contact/);
  });

  test('following up: a request we cannot look up, who to write to about privacy, whether it is acted on', () => {
    assert.equal(converse('can u check on my request').intent, 'earlier-chats');
    const writeTo = converse(
      'please delete what i wrote earlier, it had a patient name',
      'who do i write to exactly',
    );
    assert.match(writeTo.text, /privacy@example\.com/);
    assert.match(
      converse('do you keep this chat', 'and will they actually do it or just ignore it').text,
      /30 days/,
    );
    const lease = converse(
      'hi i talked to arjun last week about a warehouse lease out by the airport, can u tell me if he found anything yet',
    );
    assert.doesNotMatch(lease.intent, /landlord/);
  });

  test('"actually sorry not 3000 more like 4500 were hiring" corrects the size; "should we by the building"', () => {
    const corrected = converse(
      'we need a 3000 sq ft engineering office',
      'actually sorry not 3000 more like 4500 were hiring',
    );
    assert.match(corrected.intent, /^size/);
    assert.match(
      converse('should we by the building or keep leasing, its a physio clinic').intent,
      /investment-analysis/,
    );
  });

  test('what to prepare, shielding sign-off (not known: no yes), "before or after i sign", thanks to a bot', () => {
    assert.equal(converse('anything i should get ready before we talk').intent, 'prepare');
    const signOff = converse(
      'can your firm do the actual radiation shielding calcs and sign off on them?',
    );
    assert.doesNotMatch(signOff.text, /^Yes/);
    assert.match(signOff.text, /not sure/);
    assert.match(
      converse(
        'we need xray shielding checked, who does that',
        'and is that before or after i sign the lease',
      ).intent,
      /facility-planning/,
    );
    assert.equal(converse('lol ok thanks, ur pretty helpful for a bot').intent, 'thanks');
  });

  test('"our physio franchise" is a physiotherapy business; "before or after i sign" two questions later is that service', () => {
    assert.match(
      converse('looking at 3 new sites for our physio franchise, south calgary').intent,
      /business:physiotherapy/,
    );
    const later = converse(
      'dentist here, need a room for a pano xray. do you look at that kind of thing when picking a space?',
      'who actually does that part',
      'ok and her number?',
      'and is that before or after i sign the lease',
    );
    assert.match(later.intent, /facility-planning/);
  });

  test('"is that with catherine? im not healthcare tho, its commercial"; "no the local one"; marketing lists', () => {
    assert.match(
      converse(
        'can i book a consult',
        'is that with catherine? im not healthcare tho, its commercial',
      ).text,
      /Arjun Mehta/,
    );
    assert.match(converse('my number wont end up on some marketing list right?').intent, /privacy/);
    assert.match(converse('is there someone specifically for physio').text, /Catherine Reid/);
  });

  test('"ok just a ballpark then" after the rents is still the rents; "are those reviews even real"; a building coming down', () => {
    assert.match(
      converse(
        "what's rent like downtown for 1500 sf office",
        'ok just a ballpark then. like a range',
      ).intent,
      /^rent-prices/,
    );
    assert.match(converse('are those reviews on ur site even real tho').text, /past results/);
    assert.match(
      converse(
        'our landlord plans to tear the building down in a couple years. we are a physio clinic. who do we talk to',
      ).text,
      /relocate[\s\S]*Catherine Reid/,
    );
  });

  test('"ok hi robot" is a hello; "merci" alone is thanks; "ok english then. where is it"; parking after booking', () => {
    assert.equal(converse('ok hi robot').intent, 'greeting');
    assert.equal(converse('merci').intent, 'thanks');
    assert.equal(converse('bonjour').intent, 'language:fr');
    assert.equal(converse('bonjour', 'ok english then. where is it').intent, 'address');
    assert.equal(converse('can i book a consultation', 'parking?').intent, 'office-details');
  });

  test('"is she the person for warehouse leases" of Nicole: the commercial partner; "the healthcare one, is she in today?"', () => {
    assert.match(
      converse('i saw a Tremblay on your team page. is she the person for warehouse leases').text,
      /Arjun Mehta \(Partner, Commercial Real Estate\) handles this/,
    );
    assert.match(
      converse('tell me about your team', 'the healthcare one, is she in the office today?').text,
      /catherine\.reid@/,
    );
    assert.match(
      converse(
        'who handles dental',
        'who would we actually be dealing with',
        'and the first meeting, is that free',
      ).text,
      /free/,
    );
  });

  test('"have a good weekend" is goodbye; "n wen r u gys opn"; keeping track of dates is portfolio work', () => {
    assert.equal(converse('perfect thx, have a good weekend').intent, 'goodbye');
    assert.equal(converse('n wen r u gys opn').intent, 'hours');
    assert.match(
      converse('could you guys keep track of both leases so we stop missing dates').intent,
      /portfolio/,
    );
    assert.equal(converse('fine what do i even put in the email then').intent, 'prepare');
  });

  test('"need a 3000 sq ft office" is a search for space; "office?" and "need space" still ask which', () => {
    assert.match(converse('need a 3000 sq ft office').intent, /^leasing/);
    assert.match(converse('need a office').intent, /^leasing/);
    assert.equal(converse('office?').intent, 'clarify');
    // Between two services it still asks: lease or buy?
    assert.equal(converse('need space').intent, 'clarify');
  });

  test('a client\'s story pointed at is that story: "the warehouse guy in your reviews", "what about the mahogany dentist" after the story page, "what did you do for them"', () => {
    assert.match(
      converse('the warehouse guy in your reviews who stayed put and got lower rent, what company')
        .text,
      /Foothills Supply/,
    );
    assert.match(
      converse(
        'the airdrie one from your story page, how did it turn out',
        'what about the mahogany dentist',
      ).text,
      /Mahogany Dental Centre/,
    );
    const coffee = converse(
      'The coffee chain with 12 stores on your site - is that Saddle Peak?',
      'what did you guys do for them exactly',
    );
    assert.match(coffee.text, /^With twelve stores/);
    assert.match(coffee.intent, /^passage:success-story/);
    // Their own need, said beside the story, is answered too.
    assert.match(
      converse('our office lease ends fall 2027. saw bennett & ross on your site, sounds like us')
        .intent,
      /passage:success-story.*renewal/,
    );
    // Not a client: one of the team, or how to reach us.
    assert.doesNotMatch(
      converse('any reviews', 'who would do it, him or the accountant lady').intent,
      /passage:(success-story|testimonial)/,
    );
    assert.doesNotMatch(
      converse('any reviews', 'can i phone them to ask how it went').intent,
      /passage:(success-story|testimonial)/,
    );
  });

  test("visitors' words for known topics: tiny businesses, an estate agent, the telephone, who started it", () => {
    assert.equal(
      converse('do you actually work with tiny businesses or just big chains').intent,
      'too-small',
    );
    assert.equal(converse('So you are like an estate agent then?').intent, 'why-us');
    assert.match(
      converse('I would like an appointment', 'Can it be done over the telephone?').text,
      /by phone/,
    );
    assert.match(converse('you sure? i thought arjun started it').intent, /^founded/);
  });

  test('a business run from home is no residential request; "not a clinic exactly" denies the premises, not the line; "would you call that healthcare" is no phone call', () => {
    const baker = converse('I bake out of my house in Airdrie, thinking about my first storefront');
    assert.doesNotMatch(baker.intent, /residential/);
    assert.match(baker.text, /Airdrie/);
    const speech = converse(
      'im a speech language pathologist, not a clinic exactly, just 2 small therapy rooms. would you bother with something that small?',
    );
    assert.match(speech.text, /Catherine Reid/);
    assert.doesNotMatch(speech.text, /Arjun/);
    const hearing = converse(
      'i do hearing aid fittings + tinnitus therapy, would you call that healthcare',
    );
    assert.doesNotMatch(hearing.intent, /phone/);
    assert.match(hearing.text, /Healthcare Real Estate/);
    assert.match(
      converse('audiology clinic - strip mall or medical building, which is better?').intent,
      /site-selection/,
    );
  });

  test('"and the other two, what do they do" after one advisor: the rest of the team; then "the accountant one, could she…" is Nicole', () => {
    const asks = [
      'im a solo bookkeeper, want my first small office. which of your people handles that',
      'and the other two, what do they do',
    ];
    const others = converse(...asks);
    assert.match(others.text, /Catherine Reid/);
    assert.match(others.text, /Nicole Tremblay/);
    assert.match(
      converse(...asks, 'the accountant one, could she help me figure out if i can afford it').text,
      /^Nicole Tremblay/,
    );
    // Not other stores, nor "the others" in a question about a service.
    assert.doesNotMatch(
      converse('we have 3 stores', 'what about the other two stores, can u check those leases')
        .text,
      /^Catherine/,
    );
  });

  test('"and the other one, for the flower shop?" is the flower shop\'s advisor; "ugh. ok who runs those numbers" names who; "who\'d be on the other end"', () => {
    const shop = converse(
      'I have two businesses, a small dental office and a flower shop next door. Who looks after which one?',
      'What is the email for the lady?',
      'And the other one, for the flower shop?',
    );
    assert.match(shop.text, /arjun\.mehta@/);
    assert.doesNotMatch(shop.text, /^Catherine/);
    assert.match(
      converse('should i buy or lease my next shop', 'ugh. ok who actually runs those numbers')
        .text,
      /Nicole Tremblay \(Director, Investment Analysis and Facility Planning\) handles this/,
    );
    assert.equal(
      converse('can i book a consultation', "and who'd be on the other end").intent,
      'routing',
    );
  });

  test("privacy in visitors' words: chat logs kept, ending up on a list, the chat on my computer, a number on file", () => {
    assert.match(converse('how long do u guys hang onto these chat logs anyway').text, /90 days/);
    assert.match(
      converse('i just want one callback. i wont end up on a list right?').text,
      /not add you to a mailing list/,
    );
    assert.match(
      converse('hi', 'what about the chat, does it stay on my computer').text,
      /browser's storage/,
    );
    assert.match(
      converse('my number is 403-555-0131', 'ok and how long will that be on file').text,
      /24 months/,
    );
  });

  test("more visitors' words: addy, representing the seller, wheelchair access, a lease summary, reminders, what the landlord pays", () => {
    assert.equal(converse('hrs + addy pls').intent, 'hours+address');
    assert.match(
      converse('would you ever represent the seller in that same deal').text,
      /never for landlords/,
    );
    assert.match(
      converse('what about wheelchair access, no elevator').intent,
      /^facility-planning/,
    );
    assert.match(
      converse('like a summary of the lease i can hand my accountant?').text,
      /lease abstracts/,
    );
    assert.match(
      converse('she doesnt get anything from my landlord if we renew, right?').intent,
      /^fees/,
    );
  });

  test('"whos in charge of commercial and whos healthcare" names both advisors; one line asked names one', () => {
    const both = converse('whos in charge of commercial and whos healthcare').text;
    assert.match(both, /Arjun Mehta/);
    assert.match(both, /Catherine Reid/);
    assert.doesNotMatch(converse('who handles commercial').text, /Catherine/);
    assert.doesNotMatch(converse('who does healthcare, not commercial').text, /Arjun/);
  });

  test('short follow-ups after privacy: "how long?", "email?", "whats that address"; no "Yes." to "can you tell me if…"', () => {
    assert.match(converse('is this chat saved somewhere', 'how long?').text, /90 days/);
    assert.match(
      converse('is this chat saved somewhere', 'can u delete it', 'email?').text,
      /privacy@/,
    );
    assert.match(
      converse(
        'what do u do with the stuff people type in here',
        'and if i want it gone sooner?',
        'whats that address',
      ).text,
      /privacy@/,
    );
    // Not after anything else: the firm's own.
    assert.match(converse('hi', 'email?').text, /info@/);
    assert.doesNotMatch(
      converse(
        'we are an imaging clinic',
        'can you tell me if the floor slab can take the xray machine?',
      ).text,
      /^Yes/,
    );
  });

  test('"is there a contract" is the terms\' engagement agreement; "what do i walk away with" is what to expect', () => {
    assert.match(
      converse('and if i do go ahead, is there a contract').text,
      /written engagement agreement/,
    );
    // (The free first meeting, and the written agreement that starts the work.)
    assert.equal(
      converse('do i have to sign a contract with you').intent,
      'free-consultation+terms',
    );
    assert.equal(
      converse('what exactly do i walk away with at the end of it all').intent,
      'expectations',
    );
  });

  test('"can you find something that fast?" gets no "Yes." but the honest timeline; a cabinet shop is no French; "the 3rd person, nicole?"', () => {
    const fast = converse(
      'we need a warehouse, out in 2 wks',
      'about 8000 sf with dock doors. can you find something that fast?',
    );
    assert.doesNotMatch(fast.text, /^Yes/);
    assert.match(fast.intent, /timeline/);
    assert.doesNotMatch(converse('cabinet shop').intent, /language/);
    assert.equal(
      converse('je cherche un local pour mon cabinet').intent.split('+')[0],
      'language:fr',
    );
    assert.match(
      converse('who would handle it', 'whats the 3rd person do, nicole?').text,
      /^Nicole Tremblay/,
    );
    assert.match(
      converse('bakery', 'it needs room for a walk-in cooler and a deck oven').intent,
      /facility-planning/,
    );
    // Booking another way: the numbers are in the booking answer.
    assert.match(
      converse('booking page wont load, can i book some other way').text,
      new RegExp(settings.tollFreePhone),
    );
  });

  test('"and the toll free" after an advisor is the firm\'s; a bike repair biz is a business, not a repair; a liquor licence is not known', () => {
    assert.match(
      converse('who handles retail', 'ok whats his email', 'and the toll free').text,
      new RegExp(settings.tollFreePhone),
    );
    assert.match(
      converse('need a shop spot in cochrane for my bike repair biz').intent,
      /^business:personal-services/,
    );
    assert.match(converse('do u handle the liquor licence application for us').intent, /^licences/);
  });

  test('"could the person who does the costing join" is the member who does that; "is Catherine the one who handles…" stays about her', () => {
    assert.match(
      converse(
        'fertility clinic, second site',
        'Could the person who does the costing join that first meeting too?',
      ).text,
      /^Nicole Tremblay/,
    );
    assert.match(
      converse(
        'need to know your hours and also whether Catherine is the one who handles medical clinics',
      ).text,
      /9:00 AM/,
    );
  });

  test('a wave is a hello; "???" asks what they are looking for; "whens the soonest he\'d call back" is when we reply', () => {
    assert.equal(converse('👋').intent, 'greeting');
    const unclear = converse('???');
    assert.equal(unclear.intent, 'clarify');
    assert.match(unclear.text, /what you're looking for/);
    assert.match(
      converse(
        'who does restaurants',
        'ok have him call me 403-555-0190, Sam',
        "whens the soonest he'd call back",
      ).intent,
      /^reply-time/,
    );
    assert.doesNotMatch(converse('whats the soonest i can move in').intent, /reply-time/);
  });

  test('what visitors call the team (world.yaml people): "nickys background", "is cathy around"', () => {
    assert.match(converse('whats nickys background?').text, /Nicole Tremblay, Director/);
    assert.match(converse('is cathy around', 'and her direct line?').text, /403-555-0181/);
  });

  test('"NW or SW, which is better for a family practice?" is where to be, not lease against buy', () => {
    assert.match(
      converse('NW or SW, which is better for a family practice?').intent,
      /site-selection/,
    );
    assert.match(converse('is it better to lease or buy our clinic').intent, /investment-analysis/);
  });

  test('a landlord asking about their own lease too gets both; "do you store this chat"; "will she see it before 9 monday?"', () => {
    const both = converse(
      'i own a little strip mall and need tenants for 2 empty units, also my own dental office lease is up next yr - can u help with either?',
    );
    assert.match(both.intent, /^landlord\+renewal/);
    assert.match(converse('ok fine. do you store this chat').text, /90 days/);
    assert.match(converse('what does the chat store in my browser').text, /browser's storage/);
    assert.equal(
      converse('i left my number', 'will she actually see it before 9 monday?').intent,
      'reply-time',
    );
    assert.equal(
      converse('my landlord is selling the condo i rent, 30 days to get out').intent,
      'residential',
    );
    assert.match(
      converse('my landlord wont fix the roof', 'cn u make him fix it').intent,
      /^legal-advice/,
    );
    assert.match(
      converse('who handles retail', 'k whats the office').text,
      new RegExp(settings.officePhone),
    );
  });

  test('found by the smoke test: "whats nickys background?" after "what number did i give you"; the warehouse guy in your reviews, said shorter', () => {
    const background = converse(
      'call me 403-555-0147, Megan',
      'what number did i give you',
      'whats nickys background?',
    );
    assert.match(background.text, /^Nicole Tremblay, Director/);
    assert.doesNotMatch(background.text, /details you gave/);
    assert.match(converse('whats arjuns email', 'and nicoles?').text, /nicole\.tremblay@/);
    assert.match(
      converse('the warehouse guy in your reviews who stayed put, what company was that').text,
      /Foothills Supply/,
    );
    // A question about the reviews in general is no one client's story.
    assert.doesNotMatch(
      converse('are the reviews on ur site from real clients? they sound too good').intent,
      /^passage:(success-story|testimonial)$/,
    );
  });

  test('a tenant who speaks of their landlord or its listing agent is no landlord (unseen77, unseen80)', () => {
    const grow = converse(
      'the unit right next to ours is coming vacant and we need the room, were an accounting office w 3 yrs left on our lease. can you negotiate with our landlord so we can take it over too',
    );
    assert.doesNotMatch(grow.text, /never represent landlords/);
    assert.match(grow.text, /grow/);
    const pushed = converse(
      'dentist, looking at a unit in a new plaza in mahogany. the listing agent is being super pushy and wants an offer to lease signed by friday',
    );
    assert.doesNotMatch(pushed.text, /never represent landlords/);
    // Asked for the landlord, or whether the firm is the listing agent: declined as before.
    assert.match(
      converse('so would you rep my landlord too? he literally asked me to ask').text,
      /tenants and buyers/,
    );
    assert.match(
      converse('are you the listing agent for the unit on macleod trail?').text,
      /never represent landlords/,
    );
  });

  test('whose side an advisor is on is the firm’s independence, not her profile (unseen77)', () => {
    const side = converse('who handles dental', 'is she going to be on my side or the plazas?');
    assert.match(side.text, /never for landlords/);
    assert.doesNotMatch(side.text, /twenty-five years/);
    // Her own past is still her profile.
    assert.match(converse('whos arjun', 'wasnt he on the landlord side?').text, /a decade/);
  });

  test('a guess at the advisor is put right by the line the visitor names (unseen77)', () => {
    const reply = converse(
      'is it catherine who picks up? my thing is an office lease not a clinic',
    );
    assert.match(reply.text, /^Arjun Mehta/);
    assert.match(converse('would it be arjun for my dental clinic').text, /Catherine Reid/);
  });

  test('short and non-native follow-ups (unseen78)', () => {
    assert.match(converse('calgary only?').text, /Airdrie, Cochrane/);
    assert.match(converse('is this a bot', 'u keep it?').text, /90 days/);
    assert.match(converse('who handles dental', 'how fast she answer?').text, /24 hours/);
    assert.match(
      converse('who handles dental', 'she have how much experience?').text,
      /twenty-five/,
    );
    assert.match(converse('hi', 'shukran!').text, /welcome/);
    assert.match(converse('hi', 'salamat po').text, /welcome/);
    const parking = converse('and your office have parking for visitor?');
    assert.match(parking.text, /not sure/);
    assert.doesNotMatch(parking.text, /drive-time/);
    assert.match(
      converse('landlord sends a huge CAM bill every year', 'I not want move, only check the bill')
        .text,
      /audit/,
    );
    assert.match(
      converse('what do u charge', 'and is it me paying that or the landlord').text,
      /how we are paid/,
    );
  });

  test('the booking link, our office’s neighbourhood, a lease review, a hello from a town (unseen80)', () => {
    const link = converse('want to set up a call', 'link?');
    assert.ok(link.links?.some((each) => /calendly/.test(each.href)));
    assert.match(
      converse('your site links to other sites, are you responsible for them?').text,
      /not responsible/,
    );
    assert.match(
      converse('where is ur office exactly', 'is that downtown or in the beltline?').text,
      /not sure.*500 Centre Street/,
    );
    assert.match(
      converse('do you guys review the lease or is that on us').text,
      /review leases alongside your lawyer/,
    );
    const hello = converse(
      'hi there! just visiting calgary from red deer this week, thought id say hi',
    );
    assert.match(hello.text, /^Hello!/);
    assert.match(converse('hi from airdrie, do you help there').text, /Airdrie/);
    assert.doesNotMatch(
      converse('small law firm, partners want a calgary office for client meetings now').intent,
      /booking/,
    );
  });

  test('from unseen81–84: the tax side, who knows dental, one of your people, the numbers', () => {
    const tax = converse(
      'buying the clinic building, can u help us negotiate the purchase',
      'and who does the legal review of the purchase agreement, u guys?',
      'what about the tax side of buying vs leasing',
    );
    assert.match(tax.text, /accountant/);
    assert.doesNotMatch(tax.text, /a decade on the landlord side/);
    assert.match(
      converse(
        'last broker put me in a unit with no plumbing for operatories. who do u have that actually knows dental',
      ).text,
      /Catherine Reid/,
    );
    assert.match(
      converse('how do we book a meeting with one of your people? there are 4 of us').text,
      /book it/,
    );
    assert.match(converse('do u do the numbers on buying vs leasing').text, /investment analysis/);
    assert.doesNotMatch(converse('do u do the numbers on buying vs leasing').intent, /phone/);
    assert.match(converse('whats ur numbers').intent, /^phone/);
    assert.match(converse('whats the number for ur office, the 1800 one').text, /1-800-555-0142/);
    // One of the team's past, after the team, is still that member.
    assert.match(
      converse('tell me about your team', 'which one used to work for landlords').text,
      /Arjun/,
    );
  });

  test('from unseen81–84: no "Yes." to what the content does not say, and the right topic', () => {
    const coworking = converse(
      'can you negotiate a coworking membership for us? like 10 hot desks at a wework type place, not a full lease',
    );
    assert.doesNotMatch(coworking.text, /^Yes/);
    assert.match(coworking.text, /not sure/);
    // A coworking operator looking for a floor is a search all the same.
    assert.match(
      converse('we operate coworking spaces and want a full 15,000 sf floor downtown').text,
      /Arjun/,
    );
    assert.doesNotMatch(
      converse('do u know which spaces in the beltline already have a grease trap installed').text,
      /^Yes/,
    );
    assert.match(
      converse('our landlord says we have to find a replacement tenant. can u list our space?')
        .text,
      /never represent landlords or sellers, or list properties/,
    );
    assert.match(
      converse(
        'we make clinic signage. do you have a referral list of vendors you send your dental clients to?',
      ).intent,
      /^vendors$/,
    );
    assert.doesNotMatch(
      converse('food bank, need 3000 sq ft of warehouse, budget is tight since we are donor funded')
        .text,
      /founded/,
    );
    assert.match(
      converse('do u sell your lead lists or chat contacts? we pay well').text,
      /do not sell/,
    );
    assert.match(
      converse('could i interview one of the partners for 15 min for my paper?').text,
      /not sure/,
    );
    assert.match(
      converse('how do you work', 'and what are the steps u go thru with a client').text,
      /four steps/,
    );
    assert.match(
      converse(
        'distribution co, lease ends in 14 months',
        'what if the landlord says no to any rent cut',
      ).text,
      /renewals/,
    );
  });

  test('a named advisor’s background or "who is she again" is their profile, not the last question again', () => {
    const background = converse(
      'our studio needs a bigger office downtown, our lease ends in march',
      "whats arjun's background",
    );
    assert.match(background.text, /a decade on the landlord side/);
    const again = converse('whats nicoles number', 'whos nicole again');
    assert.match(again.text, /chartered professional accountant/);
  });

  test('wanting a human on a Saturday evening hears that the office is closed', () => {
    const reply = engine.replySync({
      sessionId: 's',
      message: 'is anyone actually there or am i just talking to a wall. need a human today',
      history: [],
      now: new Date('2026-11-28T19:10:00-07:00'),
    });
    assert.match(reply.text, /closed/);
  });

  test('from unseen85–88: a step of the method only when one is asked', () => {
    assert.match(
      converse(
        'i own a retail unit and want a physio clinic in there as my tenant. how does ur process work on the landlord side, whats step 1',
      ).text,
      /never represent landlords/,
    );
    const audit = converse(
      'once we sign can u audit our CAM charges every year to make sure the landlord isnt overcharging',
    );
    assert.match(audit.text, /audit operating costs/);
    assert.match(converse('how do you work', 'so is the first one free or not').text, /free/);
    assert.match(
      converse('how do you work', 'the first step, is that at your office or can you come to us')
        .text,
      /^1\. Listen/,
    );
    assert.match(converse('how do you work', 'can i just pick a time online').text, /book it/);
  });

  test('from unseen85–88: privacy asked in a visitor’s words', () => {
    assert.match(
      converse(
        'just moved here from germany, is this site gdpr compliant or what rules do u follow',
      ).text,
      /PIPA/,
    );
    assert.match(
      converse(
        'If I type my particulars into this chat box, how long will you retain them, and who may see them?',
      ).text,
      /90 days/,
    );
    assert.match(
      converse('wait did i just agree to something by typing in here??').text,
      /consent/,
    );
    assert.match(
      converse('before i type anything real, what happens to this chat after').text,
      /90 days/,
    );
    assert.match(converse('my email is a@b.ca', 'and u wont sell it right').text, /do not sell/);
    const answers = converse(
      'how long do u keep this chat',
      'can i get it deleted sooner than that',
      'who do i write to for that',
      'and how long do they have to get back to me',
    );
    assert.match(answers.text, /30 days/);
  });

  test('from unseen85–88: small talk beside a question, a time too early, credentials, a sale', () => {
    assert.match(
      converse('hi', 'thx. am i talking to a real person or a bot btw').text,
      /automated/,
    );
    assert.match(converse('is 8am too early').text, /9:00 AM/);
    const thanks = converse('ok thx, honestly nice to see a site with no tracking cookies lol');
    assert.match(thanks.text, /welcome/);
    assert.match(
      converse('do your advisors hold the CCIM designation or anything like it?').text,
      /not sure/,
    );
    assert.match(
      converse('what if i sell one of the bays instead, would u handle that sale').text,
      /never represent landlords or sellers, or list properties/,
    );
    assert.match(
      converse('im looking for a bigger shop for my own welding company').text,
      /light manufacturing/,
    );
    assert.doesNotMatch(converse('what if i end up hiring u guys').intent, /careers/);
  });

  test('"after 4 is best" once the lead was taken is a note for the call', () => {
    const reply = converse(
      'ok call me 403-555-0144 ask for Dee',
      'after 4 is best, shop is too loud before that',
    );
    assert.equal(reply.leadNote, 'after 4 is best, shop is too loud before that');
  });

  test('after the landlord decline, a space of their own is a search; another line is another advisor', () => {
    const ownPlace = converse(
      'we are moving out and our landlord says we have to find a replacement tenant. can u list our space?',
      'ok fair but can u help us find the new place then',
    );
    assert.match(ownPlace.text, /Finding and leasing space/);
    assert.match(
      converse('do ur server logs have my messages in them').text,
      /never contain the content of your messages/,
    );
    const other = converse(
      'we have 3 clinics and want a small separate office for our admin staff, not clinical at all',
      'is that a diff person than the clinic side?',
    );
    assert.match(other.text, /Catherine Reid/);
    assert.match(
      converse(
        'we have 3 clinics and want a small separate office for our admin staff, not clinical at all',
        'is that a diff person than the clinic side?',
        'his email?',
      ).text,
      /arjun\.mehta@/,
    );
  });

  test('from unseen89–92: a pharmacy in a building going up, a hello to leave details, a salon size', () => {
    const pharmacy = converse(
      'im a pharmacist not a doctor. want to put my pharmacy in a new medical building going up in mahogany',
    );
    assert.doesNotMatch(pharmacy.text, /never represent landlords/);
    assert.match(pharmacy.text, /Catherine Reid/);
    assert.match(
      converse('Talk to a person', 'yes').text,
      /type your name and your phone number or e-mail address/,
    );
    const salon = converse(
      'need space by april, building sold',
      'commercial',
      'its a hair salon, about 1200 sq ft',
    );
    assert.match(salon.text, /An advisor will use it/);
    assert.match(salon.text, /Arjun Mehta/);
    const hiring = converse(
      'can u help us find a bigger office',
      "for 12 ppl, no sorry 20 ppl, we're hiring",
    );
    assert.match(hiring.text, /An advisor will use it/);
    assert.match(
      converse(
        'how many dental clinics have u done',
        'sorry i meant in total, all ur clients not just dental',
      ).text,
      /400\+ clients/,
    );
  });

  test('from unseen89–92: the website, moving between pages, sending plans, short leases', () => {
    const tiny = converse('the writing on ur site is sooo tiny, how do i make the text bigger??');
    assert.match(tiny.text, /Ctrl and \+/);
    assert.match(
      converse('this chat is freezing on my phone, is there someone i can just phone right now')
        .text,
      /1-800-555-0142/,
    );
    assert.match(
      converse('will i lose this convo if i click to another page on ur site?').text,
      /moving between pages/,
    );
    assert.match(converse('is email to u guys secure tho').text, /encrypted/);
    assert.match(
      converse('if i put my number in here does it go to my landlord??').text,
      /do not sell/,
    );
    assert.match(
      converse('do u do short term, like 6 month leases, or only long ones').text,
      /not sure/,
    );
    assert.match(converse('how fast does someone usually get back').text, /24 hours/);
    assert.match(
      converse('does ur team chek parking n transit b4 recomending a spot??').text,
      /transit access/,
    );
    assert.match(
      converse('would u look at the condo corp stuff, bylaws, reserve fund, condo fees etc').text,
      /due diligence/,
    );
  });

  test('"so who do i ask then" after the legal answer is that answer again; "does that commit me"', () => {
    assert.match(
      converse('can you review the legal side of my lease', 'so who do i ask then').text,
      /your lawyer is the one to ask/,
    );
    // After a service the content cannot confirm, the office number is still the number.
    assert.match(
      converse('looking for a warehouse for our moving company', 'k whats the office number').text,
      /403-555-0178/,
    );
    assert.match(
      converse('how do you work', 'does that commit me to anything?').text,
      /no obligation/,
    );
  });

  test('from unseen93–96: holidays, the main office, new or experienced, books and whose email', () => {
    assert.match(converse('r u guys even open on xmas day lol').text, /not sure about holidays/);
    assert.match(converse('whats ur main office').text, /403-555-0178/);
    assert.match(
      converse('have u actually done this for clinics before or r u guys new').text,
      /400\+ clients/,
    );
    assert.doesNotMatch(converse('doing my books on a sunday night ugh').intent, /booking/);
    assert.match(
      converse('who handles dental', "and you won't be selling her email to anyone right").text,
      /do not sell/,
    );
  });

  test('from unseen97–100: what a building or a neighbourhood does is no service turned down', () => {
    const imaging = converse(
      'found a 2nd floor unit but im worried the building cant take the weight of the equipment?? do you check that before we sign',
    );
    assert.match(imaging.text, /built for your use/);
    assert.doesNotMatch(imaging.text, /^Yes/);
    assert.doesNotMatch(
      converse(
        'dental clinic',
        'somewhere south, okotoks or maybe seton/mahogany where all the new houses r',
      ).text,
      /residential/,
    );
    assert.match(
      converse(
        'how long til i have keys if i start today',
        'ok worst case then. 6 months? yes or no',
      ).text,
      /can't promise a timeline/,
    );
    assert.match(
      converse('catherines ur commercial partner right? need someone for a warehouse lease').text,
      /Arjun/,
    );
    assert.match(
      converse('so ur the biggest brokerage in alberta right? like 1000+ deals a year').text,
      /400\+/,
    );
  });

  test('from unseen97–100: other words for thanks and goodbye, her job, the LinkedIn asked again', () => {
    assert.match(converse('hi', 'tnx po').text, /welcome/);
    assert.match(converse('hi', 'bonne journée').intent, /goodbye/);
    assert.match(
      converse('who does facility planning', 'whats her job there anyway').text,
      /Director/,
    );
    const linkedIn = converse('whats catherines linkedin', 'nicoles pls');
    assert.ok(
      linkedIn.links?.some((link) => /linkedin/.test(link.href) && /nicole/i.test(link.label)),
    );
    assert.match(
      converse('is arjun around right now? wanna chat about a showroom').text,
      /open now/,
    );
    assert.match(
      converse('can someone call me, 780-555-0166', 'and when would we hear from someone').text,
      /24 hours/,
    );
  });

  test('from the closing measure: no "Yes." to a promise, a named advisor turned down, an existing client', () => {
    const promise = converse(
      'can u audit our CAM charges',
      "and can u promise we'll get money back",
    );
    assert.doesNotMatch(promise.text, /^Yes/);
    assert.match(promise.text, /do not guarantee/);
    const notHer = converse(
      'not looking for catherine, my file is with the commercial guy, the warehouse one. his number?',
    );
    assert.match(notHer.text, /403-555-0182/);
    assert.doesNotMatch(notHer.text, /403-555-0181/);
    // ("not sure if catherine…" speaks of her all the same.)
    assert.match(converse('im not sure if catherine handles warehouses').text, /Catherine Reid/);
    assert.match(
      converse(
        'i own a building, can you find me a tenant for upstairs',
        'seriously? even for an existing client?',
      ).text,
      /tenants and buyers/,
    );
    assert.match(
      converse('who handles warehouses', 'thx. when is he likely to call').text,
      /24 hours/,
    );
  });

  test('from unseen101–107: lacking a lawyer, an NDA, a recruiter, a medical condo, a buyer', () => {
    const legal = converse(
      'do u review the lease contract legally? we dont have a lawyer and dont really want to pay for one',
    );
    assert.doesNotMatch(legal.text, /^Yes\b/);
    assert.match(legal.text, /your lawyer is the one to ask/);
    const nda = converse('will your firm sign an NDA with us before we share our expansion plans?');
    assert.doesNotMatch(nda.text, /^Yes\b/);
    assert.match(nda.text, /not sure/);
    const hiring = converse('can u help us hire physios for the new location? or know a recruiter');
    assert.match(hiring.text, /We don't recruit staff/);
    assert.doesNotMatch(hiring.text, /not sure whether/);
    assert.match(converse('can i sell a medical condo easily in calgary').text, /Catherine/);
    assert.match(
      converse('can you find me a buyer for the practice too?').text,
      /We don't sell practices/,
    );
    assert.match(
      converse('the landlord offered to sell me the whole building, worth looking at?').text,
      /buyers as well as tenants/,
    );
    assert.match(converse('need help buying a condo 2 live in').text, /residential/);
    assert.doesNotMatch(
      converse("i don't have an accountant, can you do our taxes").text,
      /accounting office/,
    );
    assert.doesNotMatch(
      converse('id like a consult but video only, not coming into an office').text,
      /Arjun/,
    );
  });

  test('from unseen101–107: privacy and terms followed up, thanks for something said', () => {
    assert.match(
      converse(
        'how long do u keep the stuff i type in this chat',
        'and if i used the contact form instead?',
      ).text,
      /^Inquiries from the contact form[^.]*24 months[^.]*\.$/,
    );
    assert.match(
      converse(
        'do you track me with cookies',
        'then how does the chat remember me when i click to another page',
      ).text,
      /browser's storage/,
    );
    assert.match(converse('is this chat encrypted').text, /HTTPS/);
    assert.match(
      converse(
        'is this chat encrypted',
        'at rest too or just in transit? and are u soc 2 certified',
      ).text,
      /not sure/,
    );
    assert.match(
      converse('if i chat here does that make me a client?', 'so what makes it official').text,
      /written engagement agreement/,
    );
    const access = [
      'what do you still have on me',
      'the phone number you have is wrong tho, can u fix it',
    ];
    assert.match(converse(...access).text, /correct information/);
    assert.match(converse(...access, 'does it cost anything to ask for that').text, /no cost/);
    assert.match(
      converse(...access, 'does it cost anything to ask for that', 'how fast?').text,
      /30 days/,
    );
    assert.match(converse('can i book a consultation', 'whos doing it').text, /Catherine/);
    const thanks = converse(
      'ok thats all i needed. thx for being straight about the privacy stuff',
    );
    assert.match(thanks.text, /^(You're welcome|Thank you)/);
    assert.doesNotMatch(thanks.text, /90 days/);
    assert.match(
      converse('do you guys ever tell people to just stay put?').text,
      /stay where you are/,
    );
    assert.match(converse('fine lol what CAN u help with then').text, /^We offer/);
    assert.match(
      converse('who pays for a grease trap, me or the landlord').text,
      /advisor can walk you/,
    );
    assert.match(
      converse('can i copy a few paragraphs from ur site into my newsletter').text,
      /ask us before/,
    );
  });

  test('from unseen109–116: a groomer, neighbours upstairs, our own office, another Chinook', () => {
    const groomer = converse(
      'lookin 4 a spot 4 my dog groomin biz, 1200sf retail w/ parkin, airdrie?',
    );
    assert.match(groomer.text, /Commercial Real Estate/);
    assert.doesNotMatch(groomer.text, /appointment/);
    assert.doesNotMatch(
      converse(
        'a unit for my animal hospital but theres apartments upstairs, is barking a problem?',
      ).text,
      /residential/,
    );
    assert.match(
      converse('we want to move outside the city', "where's your own office btw").text,
      /Centre Street/,
    );
    const line = converse('not the 1-800 number, the actual calgary office line pls');
    assert.match(line.text, /^Our Calgary office line is 403-555-0178\./);
    assert.doesNotMatch(line.text, /800-555-0142/);
    assert.match(
      converse('is this chinook centre? what time does the mall close').text,
      /real estate consulting firm/,
    );
    assert.match(
      converse('is this chinook dental on macleod trail', 'oh. do you know their phone number')
        .text,
      /any other business/,
    );
    assert.match(
      converse('our lease is up in about a year, retail store near Chinook Centre').text,
      /renewal/,
    );
    const vendor = converse(
      'can I get a list of your clients emails? we sell marketing services to dental offices',
    );
    assert.match(vendor.text, /do not sell/);
    assert.doesNotMatch(vendor.text, /Catherine/);
    assert.match(
      converse('i want to book an appointment', 'for teeth whitening').text,
      /not a healthcare provider/,
    );
    assert.match(
      converse('sat sri akal ji, tuhade kol koi punjabi bolan wala advisor hai?').text,
      /works in English/,
    );
  });

  test('from unseen109–116: what the firm does not say it does, and what it does after a decline', () => {
    const college = converse(
      'does the dental college have to inspect the office before we open, do you handle that?',
    );
    assert.doesNotMatch(college.text, /^Yes\b/);
    assert.match(college.text, /Catherine/);
    assert.match(
      converse('and the lead lining in the walls, do you design that too?').text,
      /not sure/,
    );
    assert.match(
      converse('what about soundproofing, can you check that before i sign').text,
      /test-fits/,
    );
    assert.match(
      converse('after we consolidate can you market our 2 leases and find subtenants for us').text,
      /never represent landlords/,
    );
    assert.match(
      converse(
        'can you find subtenants for our extra floor',
        'ok so what CAN you do with those leases',
      ).text,
      /^We offer/,
    );
    assert.match(
      converse(
        'can you find subtenants for our extra floor',
        'ok so what do u actually do for buyers then',
      ).text,
      /buyers as well as tenants/,
    );
    assert.match(
      converse('whos the guy again, the one who used to be on the landlord side').text,
      /^Arjun Mehta/,
    );
    assert.match(
      converse('need a way bigger steri and an open bay for the kids chairs').text,
      /sterilization/,
    );
    assert.match(converse('my partner wants to buy a duplex to rent out').text, /residential/);
    const privacy = converse(
      'if i chat with you about getting out of our lease will our landlord hear about it?',
    );
    assert.match(privacy.text, /approach a\s+landlord on your behalf/);
  });

  test('from unseen109–116: hours for another day are not "said again"; "whos doing it" after booking', () => {
    const weekdays = converse('are you open saturdays?', 'ok what about weekdays then');
    assert.match(weekdays.text, /Monday to Friday/);
    assert.doesNotMatch(weekdays.text, /an advisor can take it further/);
    assert.match(converse('can i book a consultation', 'who runs it').text, /Catherine/);
  });

  test('from unseen117–124: past clients pointed at, languages, wills, bigger text, a promise', () => {
    assert.match(
      converse(
        'did you help any dental clinics open in the deep south? like mahogany',
        'what happened with that one',
      ).text,
      /^The demographic study[^)]*Mahogany Dental Centre\)$/,
    );
    assert.match(
      converse('Is there an advisor who speaks Italian?').text,
      /not sure which languages/,
    );
    assert.match(converse('do you speak spanish').text, /works in English/);
    assert.match(
      converse("So you don't do wills at all then?").text,
      /your lawyer is the one to ask/,
    );
    assert.doesNotMatch(converse('will the building floor hold the equipment?').text, /lawyer/);
    const letters = converse(
      'The letters on here are ever so small, can you make them bigger for me?',
    );
    assert.match(letters.text, /Ctrl and \+/);
    assert.doesNotMatch(letters.text, /^Yes\b|grow/);
    const promise = converse('can you promise me 6 months free rent like that dentist on ur site');
    assert.match(promise.text, /past results do not guarantee/);
    assert.doesNotMatch(
      converse('do you also help find homes for the staff moving over?').text,
      /^Yes\b/,
    );
    assert.match(converse('Who would work out the numbers for us?').text, /Nicole/);
    assert.match(converse('How long before I hear back, roughly?').text, /within 24 hours/);
    assert.match(
      converse('Would I have to come all the way down to your office? My knees are bad.').text,
      /by phone or by video/,
    );
  });

  test('from unseen117–124: "there is no dentist near" denies no dental practice', () => {
    const reply = converse(
      'I have a dental practice in the NW and there is basically no dentist near where we live, thinking second location',
    );
    assert.match(reply.text, /dental practice/);
    assert.match(reply.text, /Catherine/);
  });

  test('"buy instead, how long does that take" asks how long; a sink and lighting are planning', () => {
    assert.match(
      converse('and if we buy instead how long does that take').text,
      /can't promise a timeline/,
    );
    assert.doesNotMatch(converse('we want to buy instead of leasing').text, /Finding and leasing/);
    assert.match(
      converse('taking over a room in a dental office to do massage, need a sink + new lighting')
        .text,
      /test-fits/,
    );
  });

  test("from the closing measure unseen108: proof asked for is clients' stories", () => {
    assert.match(converse('proof it works?').text, /what clients say/);
    assert.match(
      converse('have you actually found money for anyone doing a CAM audit or is it theory').text,
      /recovered charges/,
    );
  });

  test('from unseen125–131: the accountant one, their e-mails after the team, a % of the fee', () => {
    const accountant = converse(
      'we are merging 2 small accounting practices',
      "she's the accountant one right?",
    );
    assert.match(accountant.text, /^Nicole Tremblay\b.*chartered professional accountant/);
    assert.match(
      converse(
        'we are merging 2 small accounting practices',
        "she's the accountant one right?",
        'her email pls',
      ).text,
      /nicole\.tremblay@example\.com/,
    );
    const theirs = converse('who is on your team', 'whats their emails');
    for (const email of ['catherine.reid@', 'arjun.mehta@', 'nicole.tremblay@']) {
      assert.match(theirs.text, new RegExp(email));
    }
    assert.doesNotMatch(theirs.text, /info@/);
    assert.match(converse('how do you get paid', 'so roughly what % though').text, /fees depend/);
    assert.match(converse('what % do you take').text, /fees depend/);
  });

  test('from unseen125–131: who will call, the construction itself, a home above the clinic', () => {
    assert.match(
      converse('hi can someone call me? Jo 403-555-1234', 'ok and who is it likely to be').text,
      /Catherine Reid.*Arjun Mehta.*Nicole Tremblay/,
    );
    assert.match(
      converse('I own Glow Laser & Skin in Cochrane', 'who would handle it').text,
      /Catherine/,
    );
    const build = converse('do you do the construction yourselves?');
    assert.match(build.text, /^We don't do the construction ourselves/);
    assert.match(build.text, /contractors/);
    assert.doesNotMatch(converse('are you contractors? can you renovate the space').text, /^Yes\b/);
    assert.match(
      converse('and the condo i live in above the clinic, could you sell that for me too').text,
      /residential/,
    );
    assert.match(
      converse('theres a daycare next door and apartments upstairs, is that ok for a dental clinic')
        .text,
      /dental/,
    );
  });

  test('from unseen125–131: parking asked back and answered, a full book, another language', () => {
    const asked = converse('quick q about parking');
    assert.match(asked.text, /choosing a location or parking at our office/);
    assert.match(
      converse(
        'quick q about parking',
        'for my clients. the new spa location needs lots of it, people hate paying for parking downtown',
      ).text,
      /parking and transit access/,
    );
    assert.match(
      converse('our first med spa in Mahogany is fully booked out 6 weeks. time for location').text,
      /second location/,
    );
    assert.match(
      converse(
        'do you have anyone there who speaks korean? my business partner is more comfortable',
      ).text,
      /not sure which languages/,
    );
    assert.match(converse("we're a small game studio, 5 people").text, /Arjun/);
    assert.doesNotMatch(converse('we are a podcast network outgrowing my garage').text, /auto/);
  });

  test('from unseen125–131: a time to call outside office hours says the hours', () => {
    const lead = 'hi, can someone call me? Priya 587-555-0148';
    const evening = converse(lead, 'best time is after 6pm tho is that ok');
    assert.equal(evening.leadNote, 'best time is after 6pm tho is that ok');
    assert.match(evening.text, /office hours.*5:00 PM.*An advisor will confirm/);
    const afternoon = converse(lead, 'im with patients till 3 most days fyi');
    assert.equal(afternoon.leadNote, 'im with patients till 3 most days fyi');
    assert.doesNotMatch(afternoon.text, /office hours/);
    assert.match(converse(lead, 'saturdays are best').text, /office hours/);
    assert.match(
      converse(lead, "whens the earliest they'd ring, tomorrow?").text,
      /within 24 hours/,
    );
  });

  test('from unseen125–131: house calls, transit near our office, where we meet, why us', () => {
    const houseCalls = converse(
      'im a physio doing house calls around okotoks. do u help with clinics out there',
    );
    assert.match(houseCalls.text, /Okotoks/);
    assert.doesNotMatch(houseCalls.text, /residential/);
    assert.match(
      converse(
        'where is your office exactly',
        'ok what about transit, is it close to a train station',
      ).text,
      /not sure.*Centre Street/,
    );
    assert.match(
      converse('we need a clinic in the beltline', 'is it close to transit').text,
      /transit access/,
    );
    assert.match(
      converse('do you come to my place or do I go to you').text,
      /in person, by phone or by video/,
    );
    for (const message of [
      'why would i pick a small outfit like yours over colliers or cbre honestly',
      'honest question why shouldnt i just call my landlord myself and cut out the middleman',
    ]) {
      assert.match(converse(message).text, /never for landlords/, message);
    }
  });

  test('from unseen125–131: a one-person business, trusting the bot, the landlord told', () => {
    assert.match(
      converse(
        'Have you actually worked with really small businesses before? Like one person, no staff',
      ).text,
      /owner-managed/,
    );
    assert.match(
      converse('is this a real person or a bot', 'so can I trust what it tells me about my lease?')
        .text,
      /confirm anything important with an advisor/,
    );
    assert.doesNotMatch(converse('can i trust you guys to negotiate for us').text, /automated/);
    assert.match(
      converse(
        'who handles commercial leases',
        'and he wont tell the landlord we are talking to you right?',
      ).text,
      /do not sell/,
    );
  });

  test('from unseen133–140: selling a practice, a buyer taking the lease, a home to retire in', () => {
    const sale = converse('ok, what about finding me a buyer for the practice itself then');
    assert.match(sale.text, /^We don't sell practices or businesses/);
    assert.match(sale.text, /assignment clauses/);
    assert.match(
      converse('can you help me sell my practice', 'so who does do that kind of thing?').text,
      /We don't sell practices/,
    );
    const takeOver = converse('hi. retiring gp. clinc lease - can buyer take it over??');
    assert.match(takeOver.text, /assignment clauses/);
    assert.doesNotMatch(takeOver.text, /never represent landlords/);
    assert.match(
      converse(
        'closing our cafe. can you list the space and find another restaurant to take over our lease?',
      ).text,
      /never represent landlords/,
    );
    assert.match(
      converse('my wife and I want to buy a condo in Canmore to retire in, do you do that too')
        .text,
      /residential/,
    );
    assert.match(
      converse("back to the practice then, the lease assignment. who's best for that?").text,
      /Catherine Reid/,
    );
  });

  test('from unseen133–140: "ok call me" asks to be called, the 1-800 after an advisor, a promise of the landlord', () => {
    assert.match(converse('ok call me').text, /leave your name/);
    assert.equal(converse('ok call me').intent, 'contact');
    assert.match(converse('call me Sam').text, /Nice to meet you, Sam/);
    assert.match(
      converse('whats catherines number', 'tollfree?').text,
      /^Call us toll-free at 1-800-555-0142/,
    );
    assert.match(converse("arjun's direct line pls, not the 1-800 one").text, /403-555-0182/);
    const patio = converse('could you get them to drop the patio clause');
    assert.doesNotMatch(patio.text, /^Yes\b/);
    const contractor = converse(
      'would you deal with the contractor for the grease trap install then',
    );
    assert.match(contractor.text, /^We don't do the construction ourselves/);
    assert.match(
      converse(
        'two physios opening our own clinic, who would we talk to',
        'whats her direct number',
        'would she do the build out too? we need a gym area and 6 treatment rooms',
      ).text,
      /Nicole/,
    );
    assert.match(
      converse(
        'landlord wont let me put in a hood fan in my restaurant',
        'is he even allowed to refuse that?',
      ).text,
      /your lawyer is the one to ask/,
    );
  });

  test('from unseen133–140: browsing our site is no client story; a trattoria is a restaurant', () => {
    const browsing = converse(
      'good morning! semi retired dentist here, just poking around your site. nice to see someone in calgary who does clinics',
    );
    assert.doesNotMatch(browsing.text, /Mahogany Dental Centre/);
    assert.match(browsing.text, /dental practice/);
    assert.match(
      converse(
        'I run a trattoria in bridgeland, call me 403-555-7712',
        'ok who exactly would be calling me',
      ).text,
      /Arjun Mehta/,
    );
    assert.match(
      converse('have you actually worked with food places or is it all dentists lol').text,
      /restaurant/,
    );
  });

  test("from unseen133–140: their own papers, zoning, a half to sublet, a step's length", () => {
    const papers = converse(
      "what's a relocation clause in a lease and should i be worried? family medical clinic here",
      'does the one in my offer let them move me without paying for my new buildout',
    );
    assert.match(papers.text, /^I can't confirm that from here; an advisor can\./);
    assert.equal(papers.confidence, 'low');
    assert.doesNotMatch(converse('is my lease assignable?').text, /^Yes\b/);
    assert.match(
      converse("what's a relocation clause in a lease and should i be worried?").text,
      /negotiate the terms/,
    );
    assert.match(
      converse('is a gym even allowed in an industrial zone in calgary?').text,
      /I'm not sure/,
    );
    assert.match(
      converse(
        'We have a 4000 sf dance studio and only use about half. Can you list the other half for sublease for us?',
      ).text,
      /never represent landlords/,
    );
    assert.match(
      converse('how does your process work', 'how long is step 2 usualy').text,
      /^I can't promise a timeline/,
    );
    assert.match(converse('Is that taxable income for my corporation?').text, /accountant/);
  });

  test('from unseen133–140: out-of-town clients kept informed, mold, a dentist appointment of their own', () => {
    assert.match(
      converse("we're based in Victoria. how do you keep clients who aren't local in the loop?")
        .text,
      /written summaries/,
    );
    assert.match(
      converse('my landlord wont fix the dishwasher and theres mold all over the bathroom ceiling')
        .text,
      /^We don't manage buildings/,
    );
    const ownDay = converse(
      'wait no i have a dentist appt monday. is someone there tuesday morning',
    );
    assert.doesNotMatch(ownDay.text, /not a healthcare provider/);
    assert.match(ownDay.text, /Monday to Friday/);
    assert.match(
      converse(
        'who was the guy who used to work for landlords',
        'no wait i think it was a woman, the accountant one?',
      ).text,
      /^Nicole Tremblay/,
    );
    assert.match(
      converse('we do registered massage therapy', 'so not arjun then? who exactly').text,
      /^Catherine Reid/,
    );
    assert.match(
      converse('its just one tiny shop tho, not a chain. still worth talking to you?').text,
      /Small businesses are very welcome/,
    );
    assert.match(
      converse(
        'Would someone check whether the space can take treatment beds and an exercise area?',
      ).text,
      /test-fits/,
    );
  });

  test('from unseen141–148: how long the chat, the form and the logs are kept, cookies', () => {
    assert.match(converse('ok english then. how long is it saved').text, /90 days/);
    assert.match(
      converse('how long do you keep this chat', 'and the stuff from the contact form?').text,
      /24 months/,
    );
    const logs = converse(
      'so does that mean you are logging my IP',
      'how long are those logs kept',
    );
    assert.match(logs.text, /briefly/);
    assert.doesNotMatch(logs.text, /can't promise a timeline/);
    assert.match(
      converse('if i close this tab do i lose the whole chat', 'is any of that a cookie').text,
      /cookies/,
    );
    assert.match(
      converse('and what happens to my number after that, do you just keep it forever?').text,
      /24 months/,
    );
    assert.match(converse('why do you even keep it in the first place').text, /to reply to/);
  });

  test('from unseen141–148: how soon after leaving a number, bigger text, a patient described', () => {
    assert.match(
      converse('hi need help w new dentl clinic in airdrie', 'its jess 403 555 2291', 'how soon')
        .text,
      /within 24 hours/,
    );
    assert.match(converse('how soon').text, /can't promise a timeline/);
    assert.match(
      converse(
        'hi the writing on your site is very small for me, is there a setting to make it bigger',
      ).text,
      /text bigger/,
    );
    assert.match(
      converse(
        "I'm a family doctor. Can I describe one of my patient's mobility needs so you understand what kind of space we need?",
      ).text,
      /Please do not share health or patient details/,
    );
    assert.match(
      converse('is my current landlord going to find out I was asking around?').text,
      /do not sell/,
    );
    assert.match(
      converse(
        'is my landlord going to find out',
        'what if i actually want you to talk to him for me',
      ).text,
      /on your behalf/,
    );
    assert.match(
      converse('would you handle all the leases or do i need a different agent for each town').text,
      /several locations/,
    );
    assert.doesNotMatch(
      converse('we need someone who gets what a cath lab fitout involves').text,
      /laboratory/,
    );
  });

  test('from unseen141–148: a list of buildings for sale, selling it, checking for me, what to have ready', () => {
    const list = converse('you have buildings for sale now? can you send me list');
    assert.match(list.text, /We don't keep listings/);
    assert.doesNotMatch(list.text, /^Yes\b/);
    assert.match(
      converse('i own a strip mall with 3 empty bays', 'ok wat about selling it').text,
      /never represent landlords or sellers/,
    );
    assert.match(
      converse('do you know if the Bow building has any full floors available for lease').text,
      /what is on the market/,
    );
    assert.match(
      converse('is there space availble in the crowfoot medical bldg', 'can u check 4 me').text,
      /what is on the market/,
    );
    assert.match(
      converse(
        'can she call me? Tom 403-555-0199',
        'thx. anything we should have ready before that call',
      ).text,
      /budget and your timeline/,
    );
    assert.match(
      converse(
        'our radiology centre pays huge CAM charges. can you audit that?',
        'ok who would actually do the audit part',
      ).text,
      /Catherine Reid/,
    );
    assert.match(
      converse('ok who would we talk to about running the numbers on it').text,
      /Nicole/,
    );
  });

  test('from unseen149–156: Spanish, texted hours, a conflict, who builds the model, a free first meeting', () => {
    assert.match(
      converse('hola, a que hora abren mañana? necesito hablar con alguien sobre un local').text,
      /^Hello! Our team works in English/,
    );
    assert.match(converse('wat tme do u gyus clsoe 2day').text, /5:00 PM/);
    assert.match(
      converse('is the seller or landlord paying you too? dont want a conflict').text,
      /never for landlords/,
    );
    assert.match(
      converse('we might buy a flex building', 'ok and who would build that model').text,
      /Nicole Tremblay/,
    );
    assert.match(
      converse('would you work with my accountant on that or separately').text,
      /alongside your lawyer and accountant/,
    );
    assert.match(
      converse(
        'who handles physio clinics',
        "and that first meeting with her wouldn't cost us anything?",
      ).text,
      /^The first consultation is free/,
    );
  });

  test('from unseen149–156: several landlords, after closing, exclusivity, subtenants, the Okanagan', () => {
    assert.doesNotMatch(
      converse('can you get the landlords to cut the rent on all 3').text,
      /^Yes\b/,
    );
    assert.match(
      converse('and after we close, does the relationship just end there').text,
      /^4\. Support & Follow Through/,
    );
    const exclusive = converse(
      'can you make sure that no other physio can open in the same building?',
    );
    assert.match(exclusive.text, /exclusive-use/);
    assert.doesNotMatch(exclusive.text, /^Yes\b/);
    assert.match(
      converse('closing 2 of our 11 locations, can you list those spaces and find us subtenants?')
        .text,
      /never represent landlords/,
    );
    assert.match(
      converse(
        'would it take into account where our existing patients drive in from, and where competing clinics already are?',
      ).text,
      /drive-time/,
    );
    assert.match(
      converse('can you look at all 11 together or is it one lease at a time').text,
      /several locations/,
    );
    assert.match(
      converse('should we already be talking to the landlords or wait?').text,
      /12 to 18 months/,
    );
    assert.match(
      converse('Do you even take on clinics out here in the Okanagan?').text,
      /British Columbia/,
    );
    assert.match(
      converse('what cap rates are medical condos trading at in calgary right now').text,
      /I can't quote rents/,
    );
  });

  test('from unseen149–156: how long we keep following up is the method, not data retention', () => {
    const reply = converse(
      'what happens after the lease is signed, do you just vanish',
      'how long do you keep following up after that',
    );
    assert.match(reply.text, /key dates for years afterwards/);
    assert.doesNotMatch(reply.text, /24 months/);
  });

  test('from unseen157–164: sellers, owners, construction, an accountant, renegotiating', () => {
    assert.match(
      converse('our landlord is selling, could you guys represent him on the sale?').text,
      /never represent landlords or sellers/,
    );
    assert.match(
      converse('how many buildings do you guys own in calgary').text,
      /We act only for tenants and buyers/,
    );
    assert.match(
      converse('would you also manage the construction itself or do we hire a GC').text,
      /We don't do the construction ourselves/,
    );
    const money = converse('and do you make more money if i buy vs lease');
    assert.doesNotMatch(money.text, /^Yes\b/);
    assert.match(money.text, /how we are paid/);
    const numbers = converse(
      'is there someone there who does the number crunching, like an accountant',
    );
    assert.doesNotMatch(numbers.text, /accounting office/);
    assert.match(numbers.text, /Nicole/);
    assert.match(
      converse('actually nvm, we might just stay where we are and renegotiate instead').text,
      /lease renewals/,
    );
    assert.match(converse('ok if i put pt names in here').text, /Please do not share health/);
    assert.match(converse("wait so you're not the landlord's people?").text, /never for landlords/);
    assert.match(converse('k hows it work after i call').text, /four steps/);
  });

  test('from unseen157–164: the advisor who handles it, and "her" is the one last spoken of', () => {
    const dentist = converse('im a dentist opening my first clinic, who would i deal with');
    assert.match(dentist.text, /Catherine/);
    assert.doesNotMatch(dentist.text, /Arjun|Nicole/);
    const reply = converse(
      'our board asks if we should buy the building for our flagship clinic rather than renew the lease. do you do that kind of analysis',
      'who would actually run the numbers',
      'is she an accountant or more of a broker',
      // (Its answer names no one: "her" is still the accountant.)
      'what about buying just a condo unit in a medical building instead of the whole thing',
      'and her number?',
    );
    assert.match(reply.text, /403-555-0183/);
    // The dentist's own "she" was Catherine, though Nicole was named for the plumbing check.
    const hers = converse(
      'hi im a dentist, thinking of moving my practice. who would i actually deal with',
      'ok and does she also check if the new place can take the plumbing',
      'fyi were looking at about 2200 sq ft in the SE',
      'ok send me her email',
    );
    assert.match(hers.text, /catherine\.reid@/);
    assert.doesNotMatch(converse('is anyone there an accountant?').text, /accounting office/);
  });

  test('from unseen157–164: a named advisor after a decline, someone who does it, their own deal', () => {
    const arjun = converse(
      'i own a little strip mall, would you rep me to find tenants for it',
      'and when i sell the mall in a couple years, could you handle that side',
      'fine. whats arjuns number',
    );
    assert.match(arjun.text, /403-555-0182/);
    const someone = converse(
      'is it smarter to lease or buy our warehouse',
      'is there someone there who does the number crunching',
    );
    assert.match(someone.text, /Nicole Tremblay/);
    const sign = converse(
      'landlord sent a renewal offer on one of our clinics',
      'honestly should we just sign it, its a 3% bump',
    );
    assert.match(sign.text, /403-555-01\d\d|@example\.com/);
    assert.doesNotMatch(sign.text, /^(Yes|No)\b/);
  });

  test('from unseen165–172: reply times, sellers, our independence, customers, a regular office', () => {
    for (const wait of [
      'and how quick would somebody get back to him',
      'so how long before she emails me back',
      'and if i dont hear back by tomorrow then what',
    ]) {
      assert.match(converse(wait).text, /within 24 hours/);
    }
    const week = converse(
      'need a new retail spot, maybe 1800 sqft around the beltline',
      'fine have someone call me. 403-555-7731, ask for dale',
      'and it better not take a week this time',
    );
    assert.match(week.text, /within 24 hours/);
    assert.match(
      converse('what if i sell the whole building instead, could you guys handle that').text,
      /never represent landlords or sellers/,
    );
    assert.match(
      converse('so would he be representing me or the landlord').text,
      /never for landlords/,
    );
    const software = converse(
      'we make scheduling software for dental offices but we are NOT a clinic ourselves, just need normal office space for devs. who handles that',
    );
    assert.match(software.text, /Arjun/);
    assert.doesNotMatch(software.text, /dental practice/);
    assert.doesNotMatch(
      converse('have you worked with software companies or is it mostly dentists and warehouses')
        .text,
      /For your dental practice/,
    );
    assert.match(converse("who'd be our person for a regular office").text, /Arjun/);
    // (A landlord who sold is someone else's sale: the visitor needs space.)
    assert.match(
      converse('our landlord sold the building and the new owner wants us out, need a warehouse')
        .text,
      /Arjun/,
    );
    const arjun = converse(
      'is arjun the guy for a retail pharmacy lease or is that catherine',
      'gimme arjuns number',
    );
    assert.match(arjun.text, /403-555-0182/);
    assert.doesNotMatch(arjun.text, /Catherine/);
  });

  test('from unseen173–180: privacy in the visitor words and its follow-ups', () => {
    assert.match(
      converse('ur not gonna sell my emial to some list broker r u lol').text,
      /We do not sell, rent or trade/,
    );
    assert.match(
      converse('where does my data physically live, canada?').text,
      /outside Canada|service providers/,
    );
    assert.match(
      converse('whats the actual name of your hosting company').text,
      /hosting provider/,
    );
    assert.match(converse('so if i shut the tab is the conversation gone').text, /browser/);
    const email = converse(
      'i want everything i typed here removed',
      'and how long does that take',
      'fine whats that email again',
    );
    assert.match(email.text, /privacy@example\.com/);
    const fee = converse(
      'can i get a copy of whatever info you have on me',
      'is there a fee for that',
    );
    assert.match(fee.text, /no cost/);
    // (Thanks after a French reply is no question of the privacy contact.)
    assert.doesNotMatch(
      converse('bonjour, je cherche un bureau', 'merci, thats good to know').text,
      /privacy@/,
    );
    assert.match(
      converse('if i tell you which landlord we are talking to, does that get back to them?').text,
      /your consent/,
    );
    assert.doesNotMatch(
      converse('oh and btw are u the same company that manages our mall? lol').text,
      /^Yes\b/,
    );
    assert.match(
      converse('Dr. Singh, internal medicine. We need ~2500 sq ft in the SW').text,
      /Catherine/,
    );
  });

  test('from unseen181–188: our office opening, the bot, a call back, typed in capitals', () => {
    assert.match(converse('when does the office open again').text, /office hours/);
    assert.doesNotMatch(converse('when does the office open again').text, /Arjun/);
    assert.match(converse('whos on the other end of this chat').text, /automated assistant/);
    assert.match(converse('r u a reel persn').text, /automated assistant/);
    assert.match(converse('how long til he calls back').text, /within 24 hours/);
    const autobody = converse('SHUD I BY OR LEASE A SHOP FOR MY AUTOBODY BUSSINESS');
    assert.match(autobody.text, /auto shop/);
    assert.match(autobody.text, /lease, buy or build/);
    assert.match(
      converse('if i chat with you is my landlord going to hear that im looking to move out?').text,
      /We do not sell, rent or trade/,
    );
    assert.match(
      converse('could we grab extra space on another floor instead of moving everyone?').text,
      /We help you grow/,
    );
  });

  test('after the closing measure (unseen162): a house to sell, a whole process, safe e-mail', () => {
    const house = converse(
      'My wife and I are selling the house we have lived in for 40 years. Could one of your people help us with that?',
    );
    assert.match(house.text, /^We don't work on homes/);
    const howLong = converse(
      'I would like to understand the whole process. What is the very first step?',
      'and how long does the whole thing usually take, start to finish?',
    );
    assert.match(howLong.text, /I can't promise a timeline/);
    assert.match(converse('is it safe to email them to you?').text, /encrypted/);
    assert.match(converse('do yu help docters find a ofice to rent').text, /Catherine/);
  });

  test('from unseen189–196: the one a pronoun fits, a building we cannot vouch for, pop-ups', () => {
    // "barier free" is barrier-free, not a barbershop.
    const clinic = converse(
      'hey u do clinics rite? mine needs 2 be barier free',
      'wat area do u cover, im in red deer',
      'k n who do i call',
    );
    assert.match(clinic.text, /Catherine/);
    // After the whole team: "his" is the only he.
    const line = converse(
      'our lab pays crazy CAM charges',
      'who does that kind of audit',
      'whats his direct line',
    );
    assert.match(line.text, /403-555-0182/);
    assert.match(converse('is nicole the accountant one?').text, /^Nicole Tremblay/);
    const kiosk = converse(
      'i make handmade soap and want a kiosk in a mall for dec',
      'his number?',
    );
    assert.match(kiosk.text, /403-555-0182/);
    assert.match(converse('do u take a cut of whatever u get back for us?').text, /fees/);
    assert.match(
      converse('do u manage properties? i own a strip mall', 'ok what about finding tenants for it')
        .text,
      /never represent landlords/,
    );
    assert.match(
      converse('after i move in would u manage the property, like collect rent').text,
      /never represent landlords/,
    );
    assert.match(
      converse('does that plaza at 36 st allow a water treatment room on the main floor?').text,
      /^I can't confirm that from here/,
    );
    assert.match(
      converse('any bldgs in cochrane already zoned for overnight medical use?').text,
      /^I can't confirm that from here/,
    );
    assert.match(converse('what would 5000 sf there run per month').text, /can't quote rents/);
    assert.match(
      converse('thinking of a pop up in the mall, dont want my landlord finding out').text,
      /We do not sell, rent or trade/,
    );
    assert.match(
      converse('i organise a christmas market, need a big empty space for 3 weekends').text,
      /I'm not sure whether we do that/,
    );
    assert.match(
      converse('can i paste the referral list w names here so u can size the space?').text,
      /do not share health or patient details/,
    );
    assert.match(converse('what kind of savings do ur clients actually get').text, /400\+ clients/);
    assert.doesNotMatch(
      converse('if i leave my number now will someone call me tonight?').text,
      /^Yes\b/,
    );
  });

  test('from unseen197–204: feed stores, who is best, not the bank or the city, a landlords habits', () => {
    // "feed" is a farm store's word, not feeding our chat to a model.
    const feed = converse('how fast can u find me a new shop for my feed business');
    assert.doesNotMatch(feed.text, /privacy contact/);
    assert.match(feed.text, /I can't promise a timeline/);
    assert.match(converse('isnt one of ur guys ex landlord side tho').text, /^Arjun Mehta/);
    assert.match(
      converse('ok ill just email. whos best for a dentist buying a practice').text,
      /Catherine/,
    );
    assert.doesNotMatch(
      converse('we have a farm co-op store up north in falher, do u go that far').text,
      /^Yes\b/,
    );
    for (const message of [
      'hi is this chinook bank?? i need to talk to someone about my business loan payment',
      'is this where i apply for the development permit?',
      'is this the city of calgary office for business licences',
    ]) {
      assert.match(converse(message).text, /^This is Chinook Realty Advisors/, message);
    }
    assert.match(
      converse('do ur advisors get paid commission or salary? thinking of applying').text,
      /jobs/,
    );
    assert.match(
      converse('do u come out to the clinic or do we have to go to ur office').text,
      /in person, by phone or by video/,
    );
    assert.match(converse('how much space wud 6 docs need').text, /test-fits/);
    assert.match(converse('what would the total come to for a 1000 sq ft place').text, /rents/);
    assert.match(converse('is paying 32 a foot on 17th ave too high').text, /555-01/);
    assert.match(
      converse('do landlords even give free rent to a brand new biz w no track record').text,
      /555-01/,
    );
    assert.match(
      converse('ok what about negotiating with them, like better terms for the move').text,
      /^We review leases/,
    );
  });

  test('from unseen202: why, and how that is worked out, after an answer', () => {
    const why = converse(
      'when should i start thinking about renewing? my lease ends next fall',
      'why so early tho, isnt that overkill',
    );
    assert.match(why.text, /keeps every option open/);
    const how = converse(
      'is it better to lease or buy for a physio clinic',
      'how do u figure that out tho, like what goes into it',
    );
    assert.match(how.text, /total occupancy cost/);
  });

  test('from unseen205–212: a tenant billed for janitorial, what a building goes for, our chat', () => {
    const cam = converse(
      'our landlord bills us a fortune for janitorial n snow clearing in the cam, can anyone look at that',
    );
    assert.match(cam.text, /We audit operating costs/);
    // (Though a cleaner offering janitorial work is a vendor.)
    assert.match(
      converse('hello we do janitorial for medical and dental clinics, do u recommend cleaners')
        .text,
      /^For offers of services/,
    );
    assert.match(
      converse('roughly what do u think a 30 room hotel building goes for in calgary').text,
      /valuation benchmarks/,
    );
    assert.match(
      converse('before i say anything, does my landlord get to see this chat?').text,
      /We do not sell, rent or trade/,
    );
    assert.match(
      converse('is it ok if i just paste our whole lease in here? it has the doctors names').text,
      /We do not sell, rent or trade/,
    );
    assert.match(
      converse('can i just describe a couple of our ivf patients situations here?').text,
      /do not share health or patient details/,
    );
    assert.match(
      converse('so could he represent my landlord on this too').text,
      /never for landlords/,
    );
    assert.match(
      converse('i own a strip mall', 'what about just handling the cleaning contracts').text,
      /never represent landlords/,
    );
    assert.match(
      converse('can u at least check if my lease even lets me put a sign up').text,
      /We review leases/,
    );
    assert.match(converse('too complicated. explain it in one sentence').text, /plain words/);
    assert.match(converse('and where do i send the statements').text, /info@example\.com/);
    assert.match(
      converse('so whats ur commission percent, roughly').text,
      /an advisor can talk it through/,
    );
    assert.match(converse('lease says 6 months notice but idk if thats standard').text, /555-01/);
  });

  test('from unseen213–220: a dog daycare, what a plaza offers, leases only, no false yes', () => {
    const taxes = converse('could nicole just do my dog daycare taxes this year');
    assert.doesNotMatch(taxes.text, /healthcare provider/);
    assert.match(taxes.text, /We don't give tax advice ourselves/);
    assert.doesNotMatch(
      converse('have u ever worked with pet businesses or is it all dentists and doctors').text,
      /For your dental practice/,
    );
    assert.match(
      converse('does the plaza on crowfoot crescent give free parking to patients?').text,
      /^I can't confirm that from here/,
    );
    assert.doesNotMatch(
      converse('can u find me a unit that allows a dental office').text,
      /I can't confirm/,
    );
    const push = converse('honestly will u just push me to move so u get a deal out of it?');
    assert.doesNotMatch(push.text, /^Yes\b/);
    assert.match(push.text, /never for landlords/);
    assert.match(converse('wait r u guys located in chinook mall?').text, /500 Centre Street/);
    assert.match(converse('do u only do leases?').text, /We help buyers as well as tenants/);
  });

  test('after the closing measure (unseen191): who did the numbers, what one building allows', () => {
    const numbers = converse(
      'graham fischer said ur team talked him into buying his warehouse',
      'who did the numbers for him',
    );
    assert.match(numbers.text, /Nicole/);
    assert.doesNotMatch(numbers.text, /direct line/);
    assert.match(
      converse('can u at least tell me if that building allows massage therapy').text,
      /^I can't confirm that from here/,
    );
  });

  test('from unseen221 and 223-228: openers, next steps, buildings not yet open, what happens next', () => {
    assert.match(
      converse('lol ok how early shouldve we started thinking about this').text,
      /12 to 18 months/,
    );
    assert.match(
      converse('ok so i shouldnt put my clients names in here then').text,
      /do not share health or patient details/,
    );
    assert.match(converse('whats step 1', 'and after that?').text, /^2\. Research/);
    assert.match(converse('whats step 1', 'and after that?', 'then?').text, /^3\. Negotiate/);
    assert.match(
      converse('ok and parking, a lot of our clients have mobility issues').text,
      /barrier-free access/,
    );
    assert.match(
      converse(
        'is there any space left in the new medical building going up in Seton?',
        'ok do u know when its supposed to open',
      ).text,
      /^I can't confirm that from here/,
    );
    assert.match(converse('whats vacancy like in the se rn?').text, /what is on the market/);
    assert.match(converse('how wud u even know where our pts live').text, /demographic/);
    const sellLater = converse(
      'i want to make sure i can sell it later with the lease, do u negotiate that',
    );
    assert.match(sellLater.text, /assignment clauses/);
    assert.doesNotMatch(sellLater.text, /personal information/);
    assert.match(
      converse(
        'can u help me buy a dental condo',
        'and ud be working for me, not the seller right?',
      ).text,
      /tenants and buyers only/,
    );
    assert.match(
      converse('Priya Raman, priya.r@example.com, i need a bigger studio', 'what happens next then')
        .text,
      /within 24 hours/,
    );
    assert.match(
      converse('do u guys do a written agreement or is it more of a handshake thing').text,
      /written engagement agreement/,
    );
    assert.match(converse('gst number too pls').text, /^I'm not sure about that/);
    assert.match(converse('whats the company name').text, /^Chinook Realty Advisors is/);
    assert.doesNotMatch(converse('postal code?').text, /patient/);
    const condo = converse('can i sublet my condo while im working in edmonton for a year?');
    assert.match(condo.text, /residential/);
    assert.doesNotMatch(condo.text, /timeline/);
  });

  test('from unseen229-236: advisors by description or pronoun, their past, and what stays private', () => {
    assert.match(converse('we have a warehouse', 'shes the accountant one right?').text, /^Nicole/);
    assert.match(converse('which one is the accountant').text, /^Nicole/);
    assert.match(converse('k and the one who used 2 work for landlords?').text, /^Arjun/);
    assert.match(
      converse(
        'im opening a climbing gym, need tall ceilings. who would i be working with',
        'whats his number',
      ).text,
      /555-0182/,
    );
    assert.match(
      converse(
        'Is Nicole Tremblay actually a chartered accountant or is she just good with numbers?',
      ).text,
      /chartered professional accountant/,
    );
    assert.match(
      converse('tell me about nicole', 'and what did she do before this job').text,
      /project manager/,
    );
    assert.doesNotMatch(
      converse('does he know how landlords think? ours is being a pain').text,
      /patient/,
    );
    assert.match(converse('thx. and u wont tell the mall im talking to u right').text, /90 days/);
    assert.match(
      converse('can I write the names of my patients so you understand how big is the clinic?')
        .text,
      /do not share health or patient details/,
    );
    assert.match(converse('ok and how much he take for this work').text, /^Our fees depend/);
    assert.match(
      converse('is there something in leases thats supposed to stop that?').text,
      /exclusive-use/,
    );
    assert.match(
      converse('could u get me the same result with my new clinic in airdrie').text,
      /past results/,
    );
    assert.match(converse('so whats the point of talking to u lol').text, /Why clients choose us/);
    const howLong = converse('How long time your company is doing this?');
    assert.match(howLong.text, /100\+ years/);
    assert.doesNotMatch(howLong.text, /timeline/);
    const nextDoor = converse(
      'the unit beside my physio clinic is coming free, want to take it over. who helps with that',
    );
    assert.match(nextDoor.text, /We help you grow/);
    assert.doesNotMatch(nextDoor.text, /never represent landlords/);
    assert.match(converse('whats the first thing that happens then').text, /^1\. Listen/);
  });

  test('from unseen237-244: a question with not, referrals, zoning, what the landlord agrees to', () => {
    assert.match(
      converse('i need help with holdco tax stuff', 'but isnt nicole a cpa? cant she just tell me')
        .text,
      /^Nicole Tremblay/,
    );
    assert.match(converse('were not a dental clinic, we are a bakery').text, /your bakery/);
    assert.match(converse('ur CPA lady could just tell me tho right').text, /^Nicole Tremblay/);
    const recommend = converse('ok can u recommend an accountant who knows dental practices then');
    assert.doesNotMatch(recommend.text, /^Yes\b|accounting office/);
    assert.match(recommend.text, /I'm not sure whether we do that/);
    assert.doesNotMatch(converse('so do u have contractors u always use?').text, /^Yes\b/);
    const term = converse('our renewal offer is 5 years', 'could u get me a 3 yr term instead');
    assert.doesNotMatch(term.text, /^Yes\b|governed by the laws/);
    assert.match(converse('will somebody actually read it by tmrw?').text, /within 24 hours/);
    assert.match(
      converse('just to be clear youre NOT the landlords agent right? our landlord sent an offer')
        .text,
      /never for landlords/,
    );
    assert.match(
      converse('will u go tell landlords about our clinic before we say ok?').text,
      /90 days/,
    );
    assert.match(
      converse('can someone help me compare airdrie to like north calgary').text,
      /demographic/,
    );
    assert.match(
      converse('do you work with lawyers on commercial leases').text,
      /alongside your lawyer/,
    );
    const zoning = converse(
      'found a vacant lot in NE calgary for a walk-in clinic',
      'its the one on 36 st ne by sunridge mall, is it zoned ok?',
      'ok what about the area, would a clinic actually do well there',
      'how do u even figure that out',
    );
    assert.match(zoning.text, /demographic/);
    assert.match(
      converse('its the one on 36 st ne, is it zoned ok?').text,
      /^I can't confirm that from here/,
    );
  });

  test('from unseen245-252: callbacks in texting, landlords and developers, the site itself', () => {
    assert.match(converse('plz hve sum1 cal me bak asap thx').text, /leave your name/);
    assert.match(converse('chat saved?', 'for how long').text, /24 months/);
    assert.match(converse('are they picking up right now').text, /^We are open now/);
    assert.match(
      converse('the font on this site is way too small for me, im 74').text,
      /To make the text bigger/,
    );
    assert.match(
      converse('looking for a good memory care home for my mom, which one would u recommend').text,
      /We don't work on homes or residential property/,
    );
    const developer = converse(
      'Were developing a 3-storey medical office building in Seton, occupancy late next year. Would love your team to place dentists in it, what would you charge us as the landlord',
    );
    assert.match(developer.text, /never represent landlords/);
    assert.doesNotMatch(developer.text, /retail store|timeline|Our fees/);
    assert.match(
      converse('hello, who would i send a proposal to for cleaning ur office at centre st').text,
      /For offers of services or products/,
    );
    assert.match(
      converse('we run a small cleaning company and need a tiny office with a garage').text,
      /Commercial Real Estate/,
    );
    assert.match(
      converse('what if the owner pays your fee tho, would that change anything').text,
      /never for landlords/,
    );
    assert.match(
      converse('and do u guys pay the referring agent anything').text,
      /how we are paid/,
    );
    assert.match(
      converse('could u at least show our building to ur dental clients').text,
      /never represent landlords/,
    );
    assert.match(
      converse('i do hair and lashes, just me and one girl but I want 3 chairs. is that too small')
        .text,
      /hair or nail salon/,
    );
    assert.match(
      converse(
        'we went hybrid and half our office sits empty, 5 years left on the lease. can u help',
      ).text,
      /^I'm not sure whether we do that/,
    );
  });

  test('from unseen253-260: jargon, the firm itself, and one senior advisor', () => {
    assert.match(converse('how big r u guys').text, /100\+ years/);
    assert.match(converse('how did ur firm get started').text, /was founded in Calgary/);
    assert.match(
      converse('is your firm part of a bigger group or independent').text,
      /is an independent real estate consulting firm/,
    );
    assert.match(
      converse(
        'the last firm passed me around to 4 junior guys. will i deal with the same person here?',
      ).text,
      /never handed off to a junior/,
    );
    assert.match(
      converse('whats typical free rent on a 5 yr retail term these days').text,
      /I can't quote rents/,
    );
    assert.match(converse('ok if i paste the LLs LOI in here w all their').text, /90 days/);
    assert.match(
      converse('so can he rep us as LL on our strip mall lease-up').text,
      /never represent landlords/,
    );
    assert.match(converse('whats step 4', 'do u check in later on too or').text, /^4\. Support/);
    assert.match(
      converse('i want to complain about privacy', 'how long do u have to answer me').text,
      /30 days/,
    );
  });

  test('from unseen261 and 263-268: offers compared, corrections, stories asked last', () => {
    const story = converse(
      "We are two pediatric dentists who finished our residency last year and we have been planning our own practice for what feels like forever. Our bank financing is almost approved and we've been telling families we hope to open by early next year, ideally March because that lines up with when our current contracts end. Neither of us has done a lease or a build out before. Realistically how long does the whole thing take from first meeting to opening the doors, and can you promise us we'd be open by March if we start with you now?",
    );
    assert.match(story.text, /I can't promise a timeline/);
    assert.doesNotMatch(story.text, /mortgages|legal advice/);
    const holdco = converse(
      'my accountant says i should put the clinic building in a holdco for tax reasons. is that smart? also can u recommend a mortgage broker',
    );
    assert.match(holdco.text, /^We don't give tax advice/);
    assert.match(
      converse('can u get me a mortgage quote for a 5000 sf building').text,
      /^We don't arrange mortgages/,
    );
    assert.match(
      converse('is $38 a sq ft reasonable for medical office in the beltline').text,
      /You can reach Catherine/,
    );
    assert.match(
      converse(
        'funny thing, my brother in law owns it. could u represent him too so its all easier',
      ).text,
      /never represent landlords/,
    );
    assert.match(
      converse('how do i book a sit down w someone about a sports med clinic').text,
      /physiotherapy clinic/,
    );
    assert.match(
      converse('on my next lease can u stop the landlord letting another physio in').text,
      /exclusive/,
    );
    assert.match(converse('missed it lol. when r u back').text, /office hours/);
    assert.match(
      converse('how long do u keep this chat', 'no i meant THIS chat. not the contact form stuff')
        .text,
      /90 days/,
    );
    assert.match(
      converse('need help finding a place in airdrie', 'no a HOME. for my family').text,
      /We don't work on homes/,
    );
    assert.match(converse('alright fair enough').text, /^Great/);
    assert.match(converse('is the first meeting free', 'and after that how much').text, /fees/);
    assert.match(
      converse('can someone actually look at both with me', 'dental office').text,
      /Catherine/,
    );
    assert.match(converse('also what are ur hours and are u downtown').text, /Centre Street/);
    assert.match(
      converse(
        'is the building at 10th ave sw any good for a medical clinic',
        'i asked about THAT specific building not clinics in general',
        'ok who would actually go look at it',
      ).text,
      /Catherine/,
    );
    assert.match(
      converse('what does the city actually require for parking for a clinic that size').text,
      /^I can't confirm that from here/,
    );
    assert.match(
      converse(
        'never done this before, whats step 1',
        'then what',
        'for that first part do u come out to my shop',
      ).text,
      /^1\. Listen/,
    );
    assert.match(
      converse('whats step 1', 'can i book that first step online somewhere').text,
      /book it/,
    );
    assert.match(
      converse('how long does it take to find a space and move in, small studio').text,
      /I can't promise a timeline/,
    );
    assert.doesNotMatch(
      converse('how long does it take to find a space and move in, small studio').text,
      /12 to 18 months/,
    );
    assert.match(
      converse('hair salon. landlords been renovating the empty unit next to me, dust everywhere')
        .text,
      /hair or nail salon/,
    );
    assert.match(
      converse('are there any empty units for rent in okotoks right now?').text,
      /We don't keep listings/,
    );
    assert.match(
      converse('leak in my clinic again, can u fix it', 'when can i call then').text,
      /Call us toll-free/,
    );
    assert.match(
      converse('does she do the cost breakdown stuff too or is that someone else').text,
      /Nicole/,
    );
    assert.match(converse('need space for a pediatric clinic').text, /medical clinic/);
  });

  test('from unseen277-284: clauses, owners, money back and after-hours', () => {
    assert.match(
      converse('can u make sure no other derm or medspa opens in the same building as me').text,
      /exclusive/,
    );
    assert.match(
      converse('looking for 1200 sqft for a tutoring centre, nw calgary').text,
      /For your tutoring or learning centre: that is part of our Commercial Real Estate work/,
    );
    assert.match(
      converse(
        'whats rent like downtown',
        'ok what about the beltline, is there lots of empty space',
      ).text,
      /We don't keep listings/,
    );
    assert.match(
      converse('dental office, who do i contact', 'how long til she usually writes back').text,
      /within 24 hours/,
    );
    assert.match(converse('so u dont work with owners at all?').text, /never represent landlords/);
    assert.match(converse('so 2 different ppl?').text, /Our advisors/);
    assert.match(
      converse('have u ever helped someone with no history at all get a space?').text,
      /Here is what clients say/,
    );
    assert.match(
      converse('tattoo shop here', 'and what if i wanna sell the shop later').text,
      /assignment clauses/,
    );
    assert.match(
      converse('is a personal guarantee normal for a first clinic?').text,
      /You can reach|Call us/,
    );
    assert.match(
      converse('my brother and i run 3 pizza places', 'ok who would look at it then').text,
      /Arjun/,
    );
    const moneyBack = converse(
      'pretty sure our landlord overcharges CAM',
      'can u get our money back',
    );
    assert.match(moneyBack.text, /past results do not guarantee/);
    assert.doesNotMatch(moneyBack.text, /^Yes/);
    assert.match(
      converse('my mom owns a chiro clinic and the plan is i take it over in a few years').text,
      /assignment clauses/,
    );
  });

  test('from unseen285-292: subleases, tag questions, the market and small talk', () => {
    assert.match(
      converse('can u help us sublease 2 of our treatment rooms to a naturopath?').text,
      /never represent landlords/,
    );
    assert.match(
      converse('Dr. Leah Park 403-555-0123', 'thanks. and the first meeting is free right').text,
      /The first consultation is free/,
    );
    assert.match(
      converse('is there anything open in that building on 17 ave sw').text,
      /We don't keep listings/,
    );
    assert.match(
      converse('so ur saying u only work for the renters side?').text,
      /We act only for tenants and buyers/,
    );
    assert.match(
      converse('texas based hvac distributor, need warehouse space in calgary').text,
      /distribution centre: that is part of our Commercial Real Estate work/,
    );
    assert.match(
      converse('do u actually do cafes/restaurants or mostly offices').text,
      /We work with healthcare practices/,
    );
    assert.match(
      converse('is that something u would track for us so we dont miss it').text,
      /critical-dates calendar/,
    );
    assert.match(
      converse('which mall gets the most foot traffic').text,
      /^I can't confirm that from here/,
    );
    assert.match(
      converse(
        'can our korean parent company sign the lease or do we need a canadian company first',
      ).text,
      /your lawyer is the one to ask/,
    );
    assert.match(converse('Then what are the timings on Monday?').text, /office hours/);
    assert.match(converse('ok and how long til someone calls').text, /within 24 hours/);
    const loblaws = converse(
      'do u have some kind of deal w loblaws to put clinics in their stores',
    );
    assert.doesNotMatch(loblaws.text, /^Yes/);
    assert.match(loblaws.text, /^I can't confirm that from here/);
    assert.match(
      converse('do i have to sign something before u start working for us').text,
      /written engagement agreement/,
    );
    assert.match(
      converse('my buddy from beer league hockey used u guys. how long have yall been doing this')
        .text,
      /100\+ years/,
    );
    assert.match(
      converse('dental lab, buy or lease', 'who would be the person for the numbers').text,
      /^Nicole/,
    );
    assert.match(
      converse('one of our leases has a no-assignment clause and we might sell that clinic').text,
      /assignment clauses/,
    );
  });

  test('from unseen293-300: build-out costs, reply times, privacy words and who would know', () => {
    const buildOut = converse('how much does a build out cost for a dental office').text;
    assert.match(buildOut, /I can't quote build-out or renovation costs/);
    assert.doesNotMatch(buildOut, /Our fees depend/);
    assert.match(converse('how much do u charge to help with a reno').text, /^Our fees depend/);
    assert.match(
      converse('how long til someone gets back to me').text,
      /^We reply to every inquiry within 24 hours/,
    );
    assert.match(converse('how long does a search take').text, /^I can't promise a timeline/);
    assert.match(
      converse('do you handle lead shielding for xray rooms', 'who would know that').text,
      /^Nicole Tremblay/,
    );
    assert.match(
      converse(
        'pilates studio, 1500 sq ft in the beltline, what is rent like',
        'ok whos best to ask then',
      ).text,
      /^Arjun Mehta/,
    );
    assert.match(
      converse('do u have any units available in seton right now?').text,
      /We don't keep listings/,
    );
    assert.match(
      converse(
        'a pharmacy thinking about a 2nd site',
        'how would u figure out which town is better for us',
      ).text,
      /demographic and drive-time analysis/,
    );
    assert.doesNotMatch(
      converse('do you have a dental-specific lawyer you can recommend').text,
      /^Yes/,
    );
    assert.match(
      converse('who on your end actually reads these messages? is it the whole office').text,
      /^Information travels to us over an encrypted connection/,
    );
    assert.match(
      converse('got an automatic email back after the form. did i just subscribe to something?')
        .text,
      /is not marketing/,
    );
    assert.match(
      converse('if I fill out the contact form, am I agreeing to anything?').text,
      /you consent to our using/,
    );
    assert.match(
      converse('can i describe a couple of my patients conditions so u get what rooms we need')
        .text,
      /^Please do not share health or patient details/,
    );
    assert.match(converse('can i trust what you tell me about my lease').text, /can make mistakes/);
    assert.match(
      converse('did my message get eaten by a spam filter').text,
      /automatic filter flags as possible spam/,
    );
    assert.match(
      converse('what happens after we sign', 'and how long from start to opening day').text,
      /^I can't promise a timeline/,
    );
    assert.match(converse('whats property tax like on a building in cochrane').text, /accountant/);
    const daughter = converse(
      'my daughter just graduated dental school and wants to open her own little office. do u help someone starting out',
    );
    assert.match(daughter.text, /Catherine Reid/);
    assert.match(
      converse('have you guys actually done office relocations before or are u a new outfit').text,
      /100\+ years/,
    );
  });

  test('from unseen301-308: who does the work, a business named alone, how much, contracts', () => {
    const lease = converse(
      'dental office buildout plumbing help',
      'does she do the lease negotiating too',
    );
    assert.match(lease.text, /Catherine Reid/);
    assert.doesNotMatch(lease.text, /Nicole/);
    assert.match(
      converse('dental office buildout plumbing help', 'does she do the test fits too').text,
      /Nicole Tremblay/,
    );
    assert.match(
      converse(
        'we roast coffee and need a small warehouse',
        'also my wife is a dentist, same firm?',
      ).text,
      /Catherine Reid/,
    );
    assert.match(converse('how much').text, /^Our fees depend/);
    assert.match(
      converse('what are rents like in the beltline', 'how much').text,
      /^I can't quote rents/,
    );
    assert.match(
      converse(
        'i own a small strip mall, my salon is in one unit. need someone to find a tenant for the empty unit next door',
      ).text,
      /never represent landlords/,
    );
    const allergy = converse('we do lash extensions, can i send u my clients allergy forms');
    assert.match(allergy.text, /Please do not share health or patient details/);
    assert.doesNotMatch(allergy.text, /lease renewals|toll-free/);
    assert.match(
      converse('if i tell u which landlord im fighting with will they find out?').text,
      /We do not sell, rent or trade personal information/,
    );
    assert.doesNotMatch(
      converse('can u get the city to approve a patio for my restaurant?').text,
      /^Yes/,
    );
    assert.match(
      converse(
        'have u actually gotten anyone a lower rent on a renewal or is that just marketing talk',
      ).text,
      /100\+ years/,
    );
    assert.match(
      converse('do we sign some kind of contract with you before you start looking at spaces').text,
      /written engagement agreement/,
    );
    assert.match(
      converse('do i become a client just by chatting here?', 'so when does the paperwork happen')
        .text,
      /written engagement agreement/,
    );
  });

  test('from unseen309-316: the numbers person, not even one unit, who finds out, contracts', () => {
    assert.match(converse('who would look at the numbers').text, /Nicole Tremblay/);
    assert.match(
      converse('i own a strip mall, would u take over the listing?', 'not even for one unit?').text,
      /never represent landlords/,
    );
    assert.match(
      converse('is parking usually included in those leases or extra').text,
      /^I can't confirm that from here/,
    );
    const findsOut = converse('will the leasing agent find out i contacted u?').text;
    assert.match(findsOut, /We do not sell, rent or trade personal information/);
    assert.doesNotMatch(findsOut, /never represent landlords/);
    assert.match(
      converse('do i tell my landlord', 'so when does it become official').text,
      /written engagement agreement/,
    );
    assert.match(
      converse('do i have to sign a contract or something first').text,
      /written engagement agreement/,
    );
    assert.match(
      converse('but if the landlord pays u arent u conflicted').text,
      /never for landlords/,
    );
    assert.match(
      converse('can u guys install rubber gym flooring in our new rehab space?').text,
      /We don't do the construction ourselves/,
    );
    assert.match(converse('we are growing', 'who would be best to ask then').text, /^Our advisors/);
    assert.match(
      converse('our leases all end fall 2027, when do we need to start').text,
      /12 to 18 months/,
    );
    assert.match(
      converse('will u be around dec 24 or is the office closed').text,
      /I'm not sure about holidays/,
    );
    assert.match(
      converse('can i tell u about some of our patients and their mobility issues').text,
      /^Please do not share health or patient details/,
    );
  });

  test('from unseen325-328: my contact, whoever knows, the landlord charges, a home', () => {
    assert.match(
      converse(
        'Hi, Lisa from a bakery, 403 555 0111. Want a second shop in Airdrie',
        'whos my contact there',
      ).text,
      /^Arjun Mehta/,
    );
    assert.match(converse('ok send me to whoever knows').text, /^Our advisors/);
    assert.match(
      converse(
        'no not ur fees, the landlords charges on my clinic. think theyre padding the admin fee',
      ).text,
      /We audit operating costs/,
    );
    assert.match(
      converse('its jus for me n my kids not a biz thing').text,
      /We don't work on homes or residential property/,
    );
    assert.match(
      converse('who on ur team does the building/planning side').text,
      /Nicole Tremblay/,
    );
    assert.match(
      converse('how would u even pick where, like what data do u use').text,
      /demographic and drive-time analysis/,
    );
  });

  test('from unseen329-336: specs, sharing, psych, budget side, seniors, jobs, landlords', () => {
    assert.doesNotMatch(
      converse('do u have recommended soundproofing specs, like what STC rating walls should be')
        .text,
      /^Yes/,
    );
    assert.match(
      converse('we are super careful. do u share info with anyone').text,
      /We do not sell, rent or trade personal information/,
    );
    assert.match(
      converse('could you list them to sublet to other counsellors?').text,
      /We act only for tenants and buyers/,
    );
    assert.match(converse('small office for psych practice, 2 rooms').text, /Catherine Reid/);
    assert.match(
      converse(
        'we need plumbing for 2 chairs, do you check that before i sign',
        'who does the cost / budget side',
      ).text,
      /^Nicole Tremblay.*can't quote build-out/s,
    );
    assert.match(
      converse('which calgary neighbourhoods have the most seniors right now?').text,
      /^I can't confirm that from here/,
    );
    assert.match(
      converse('hey who runs the healthcare side of things there').text,
      /^Catherine Reid/,
    );
    assert.doesNotMatch(
      converse('is she hiring junior analysts by any chance').text,
      /investment analysis/,
    );
    assert.match(
      converse('can u get us offers from a bunch of diff landlords').text,
      /competition/,
    );
  });

  test('from unseen337-344: a house not wanted, patient numbers, staying, line work first', () => {
    assert.doesNotMatch(
      converse(
        'not looking for a realtor to sell my house, i need office space for my accounting firm',
      ).text,
      /homes or residential/,
    );
    assert.match(
      converse('can i paste our patient volume numbers per clinic in here').text,
      /^Please do not share health or patient details/,
    );
    assert.match(
      converse(
        'would you actually tell us if staying put is the better call? or do u just want us to move',
      ).text,
      /stay where you are/,
    );
    assert.match(
      converse(
        'my physio clinic needs a bigger spot w more treatment rooms, who do i actually talk to',
      ).text,
      /Catherine Reid \(Founding Partner, Healthcare Real Estate\) handles this/,
    );
    assert.match(
      converse('could your team lease up the retail podium in our new tower').text,
      /We act only for tenants and buyers/,
    );
    assert.match(
      converse('would u also manage the other tenants in the building for us').text,
      /We act only for tenants and buyers/,
    );
    assert.match(converse('we have 2 other locations too with diff end dates').text, /portfolio/);
    assert.match(
      converse('remind me how far before expiry we should start').text,
      /12 to 18 months/,
    );
    assert.doesNotMatch(
      converse('landlord offered a renewal at the same rate, shud we just sign').text,
      /Our fees/,
    );
    assert.match(converse('we are buying a clinic building', 'who runs numbers').text, /Nicole/);
  });

  test('from unseen345-352: a service advisor, origins, the sale, the office parking', () => {
    assert.match(
      converse('we are buying a clinic condo', 'who runs those numbers', 'email?').text,
      /nicole\.tremblay@/,
    );
    assert.match(
      converse('ok what about finding us a contractor for the reno').text,
      /^We don't do the construction ourselves/,
    );
    assert.match(
      converse(
        'selling my salon to my stylist',
        'does the lease just go with the sale automatically',
      ).text,
      /^I can't confirm that from here/,
    );
    assert.match(
      converse('have to sign the lease offer by monday morning, is anyone in your office today?')
        .text,
      /open|closed/,
    );
    assert.match(
      converse('can you guys also handle the US side? we are looking at boise too').text,
      /not sure we can help/,
    );
    assert.doesNotMatch(
      converse('a physio company based in denver, want to buy a building in calgary').text,
      /outside Canada/,
    );
    assert.match(
      converse('whod handle that for a warehouse').text,
      /Arjun Mehta \(Partner, Commercial Real Estate\) handles this/,
    );
    assert.match(
      converse(
        'owner has an empty unit next to our clinic he wants to rent out, can u list it for him',
      ).text,
      /We act only for tenants and buyers/,
    );
    assert.match(
      converse('wheres ur office', 'is there parking for a 1 ton truck there').text,
      /^I'm not sure about that/,
    );
    assert.match(converse('is my email gonna get sold or put on some list').text, /do not sell/);
    assert.match(converse('k').text, /^Great/);
  });

  test('from unseen353-360: my current lease, units open, walkers', () => {
    assert.match(
      converse(
        'not looking to move at all, just want someone to tell me if my current lease is any good',
      ).text,
      /^We review leases/,
    );
    assert.doesNotMatch(
      converse('do u know if the landlord at crowfoot crossing has any units open rn').text,
      /Our office hours/,
    );
    assert.match(
      converse('we need parking + ground floor, lots of our patients use walkers').text,
      /barrier-free access/,
    );
  });

  test('from unseen361-368: whom they do not want, further out, signs and rents judged', () => {
    // Words after "not" describe whom the visitor does not want.
    assert.match(converse('is there somebody there who does shops, not clinics').text, /^Arjun/);
    assert.match(
      converse('and is that all calgary or do you go further out').text,
      /Airdrie, Cochrane, Okotoks/,
    );
    assert.match(converse('$$ for ur service?').text, /^Our fees depend/);
    assert.match(converse('any refs from dentists').text, /Here is what clients say/);
    assert.match(converse('any actual clients i could look up').text, /One client/);
    assert.match(converse('does she do the money side too').text, /Nicole/);
    // Someone who thinks we are the landlord's agent, and a landlord leasing out a floor.
    assert.match(
      converse('are you the ones leasing out the units in sunridge? saw a sign').text,
      /^We don't keep listings/,
    );
    assert.match(
      converse('im leasing out the upstairs of my building, can u help').text,
      /^We act only for tenants and buyers/,
    );
    // "it" just after the landlord's answer is the building; "my info" is still privacy.
    const building = 'i own a small medical bldg, 1 suite empty. u guys bring tenants?';
    assert.match(converse(building, 'what if i just sell it tho').text, /never represent/);
    assert.match(converse(building, 'ok do you sell my info though').text, /^We do not sell/);
    assert.match(converse('do u sell used dental chairs').text, /^I'm not sure/);
    assert.match(
      converse('worried bldg cant handle nitrous lines + compressor. who checks that').text,
      /Nicole/,
    );
    const lead = ['perio practice, 2500sf SE calgary', 'call me. Raj Dhillon 587-555-0144'];
    assert.match(converse(...lead, 'whens that happen').text, /within 24 hours/);
    assert.match(converse('is 29 high for okotoks?').text, /I can't quote rents/);
    assert.match(converse('could u help with the farm property side too').text, /^I'm not sure/);
    // "this" beside the audit's own words is the audit, not the phone number asked before.
    assert.match(
      converse(
        "We lease 3 retail stores, two in calgary and one in okotoks, and I suspect we're overpaying common area maintenance on all of them",
        'who would actually do the number crunching',
        'is she an actual accountant or more of a real estate person',
        'whats her direct line',
        'has this actually got money back for anyone before',
      ).text,
      /Hannah Brooks/,
    );
    assert.match(
      converse('Bonjour, je suis physiothérapeute et je cherche un local à Calgary.').text,
      /Catherine Reid/,
    );
  });

  test('calling an advisor now, and the advisor not wanted', () => {
    assert.match(converse('can i call nicole rn').text, /403-555-0183\. We are open now/);
    assert.match(
      converse("i don't want the commercial guy, we are a dental office").text,
      /Catherine Reid/,
    );
  });

  test('from unseen369-376: not ours, weighed not denied, everything asked, French address', () => {
    assert.match(
      converse('also do u guys help hire sleep techs? short staffed').text,
      /^We don't recruit/,
    );
    assert.match(
      converse('can u help me pick a POS system that works for all my locations').text,
      /^I can only help with questions about/,
    );
    assert.match(converse('can you help me pick between two locations').text, /demographic/);
    assert.match(converse('do u guys hire? recent grad').text, /jobs/);
    const landlord = 'property manager here, 4000 sf of office available downtown';
    assert.match(
      converse(landlord, 'could you at least pass it on to any of your clients that need space?')
        .text,
      /never represent landlords/,
    );
    assert.match(
      converse('my furnace is broken who do i call', 'ugh so ur not the management company?').text,
      /never represent landlords/,
    );
    assert.match(
      converse(
        'chiropractor with an empty room, can you find me a massage therapist to rent it out to?',
      ).text,
      /never represent landlords/,
    );
    // "dumb not to buy" weighs buying; it does not turn it down.
    assert.match(
      converse('is it dumb not to just buy a building at this point').text,
      /We help buyers/,
    );
    assert.match(converse('lookin 4 a spot in okotooks').text, /Okotoks/);
    assert.match(converse('can u put them all on one calendar').text, /critical-dates calendar/);
    assert.match(converse('vous êtes où exactement?').text, /500 Centre Street/);
    const everything =
      'want to open my own dental office, no idea which part of the city makes sense or if a space can have the plumbing for operatories, who would i talk to about all of it';
    assert.match(converse(everything).text, /demographic/);
    assert.match(converse(everything, 'whats her email').text, /catherine\.reid@/);
  });

  test('from unseen377-384: texting is no name, formal words, privacy and landlords', () => {
    // Texting just after the name was asked is a question, not a name.
    assert.match(
      converse('k how do i reach an actual human then', 'wat r ur hrs').text,
      /Monday to Friday/,
    );
    assert.match(
      converse('I wish to know whether the particulars I type here are retained, and for how long')
        .text,
      /90 days/,
    );
    assert.match(
      converse('The tenancy on our pharmacy expires in 2028. Would it be premature to begin now?')
        .text,
      /12 to 18 months/,
    );
    assert.match(
      converse('hoping to downsize to a bungalow in Lake Bonavista, could u recommend an agent')
        .text,
      /^We don't work on homes/,
    );
    assert.match(
      converse('I am a physician. May I describe one of my patients circumstances?').text,
      /Please do not share health or patient details/,
    );
    assert.match(
      converse('r u able to look at places that arent advertised yet').text,
      /whole market/,
    );
    assert.match(
      converse('Could your firm look over the lease alongside my solicitor?').text,
      /alongside your lawyer/,
    );
    assert.match(
      converse('shall we have snow in Calgary this weekend?').text,
      /^I can only help with questions/,
    );
    assert.match(
      converse('could u send ur dentist clients my way? i can pay a referral fee').text,
      /never represent landlords/,
    );
    const landlord = 'im a landlord in cochrane, a building with units that would suit medical use';
    assert.match(
      converse(landlord, 'so u cant send physio tenants my way?').text,
      /never represent landlords/,
    );
    assert.match(
      converse('if i sign up for ur newsletter do u sell my email to anyone').text,
      /not add you to a mailing list|do not sell/,
    );
    assert.match(
      converse('if i keep chatting here am i like signed up w u guys now').text,
      /general information/,
    );
  });

  test('from unseen385-392: whom a landlord asks, two places, our e-mail, a line said apart', () => {
    // "ok so who does that then" just after the landlord's answer: that answer again.
    const owners =
      'we OWN a medical space in cochrane and its empty, we want someone to rent it out';
    assert.match(converse(owners, 'ok so who does that then').text, /never represent landlords/);
    // After the landlord's answer, a business named is one of their own.
    assert.match(
      converse(
        'I own a strip mall with two empty units. Could you find me tenants?',
        'alright. separately, my daughter is a hygienist and wants to open her own clinic, is that you?',
      ).text,
      /^We can help your dental practice/,
    );
    // Two places named, then "which one is better": how a location is chosen.
    assert.match(
      converse(
        'ortho w 1 office, thinking 2nd location in airdrie or cochrane. can u help pick',
        'which one is better tho in ur opinion',
      ).text,
      /demographic and drive-time analysis/,
    );
    // "what email" just after asking about e-mailing us: ours, not the advisor named before.
    const emailing = ['who handles retail leases', 'if i email instead when would i hear back'];
    assert.match(converse(...emailing, 'what email').text, /^E-mail us at info@/);
    assert.match(converse('whats catherines phone', 'email?').text, /catherine\.reid@/);
    // A line said in a clause of its own says what an unknown business is like.
    assert.match(
      converse('what about my wifes dental lab, its more like light industrial').text,
      /Arjun Mehta/,
    );
    assert.match(
      converse('can someone review the clauses in my lease', 'so you cant look at it?').text,
      /alongside your lawyer/,
    );
    assert.match(converse("and where's the office").text, /500 Centre Street/);
    assert.match(
      converse('if i lease can u make sure landlord doesnt put another ortho next door').text,
      /exclusive-use/,
    );
    assert.match(
      converse('developing a townhome project, need someone to run presales + find buyers').text,
      /never represent landlords/,
    );
    assert.match(converse('our landlord has nothing bigger in the complex').text, /relocate/);
  });

  test('from unseen393-399: the founder, stories after a service, the chat, formal follow-ups', () => {
    // "founding partner" is what visitors call Catherine, whatever line the message names.
    assert.match(
      converse('I write for a business newsletter. Who is the founding partner?').text,
      /Catherine Reid \(Founding Partner/,
    );
    // "has that ever mattered for a client" after a service: a story about it.
    assert.match(
      converse(
        'radiology group, need a site that can take CT + xray, floor loading, shielding',
        'has that ever actually mattered for a client',
      ).text,
      /imaging equipment/,
    );
    // A visitor asking whether we "never work for landlords" is asking us, not declining.
    assert.match(
      converse('off the record.. is it true you never work for landlords').text,
      /never represent landlords/,
    );
    // "remain" is no misspelt "retain" (which asked what we keep).
    assert.match(
      converse('Do you remain involved once the lease is signed, or is that the end of your part?')
        .text,
      /Support & Follow Through/,
    );
    assert.match(
      converse('Is it possible to hold the meeting by video? We winter in Arizona.').text,
      /by video/,
    );
    assert.match(converse('can i list their conditions here').text, /health or patient details/);
    assert.match(converse('who do i talk to about the location analysis part').text, /Catherine/);
    assert.match(converse('can i quote some text from your site in my report?').text, /ask us/);
    assert.match(
      converse('and can u guys handle the actual move, trucks etc').text,
      /^I'm not sure whether we do that/,
    );
    assert.match(
      converse('optometrist, found a unit in a strip mall near my house').text,
      /optometry clinic/,
    );
    assert.doesNotMatch(
      converse('optometrist, found a unit in a strip mall near my house').text,
      /don't work on homes/,
    );
  });

  test('from unseen401-408: whom after a decline, how long the chat stays, showing buildings', () => {
    // "who would you suggest then" after the landlord's answer: that answer again, no advisor.
    const owner = 'im a landlord, can you find me a tenant for my clinic space';
    const suggest = converse(owner, 'fine. who would you suggest then');
    assert.match(suggest.text, /never represent landlords/);
    assert.doesNotMatch(suggest.text, /handles this/);
    // After a decline beside work we do (the lease side of a sale), "who" still names the advisor.
    const sendTo = converse(
      'hey there, slow afternoon at the clinic lol',
      'ha ok. can a bot tell me if my lease has a clause that stops me selling my practice',
      'who do i send it to then',
    );
    assert.match(sendTo.text, /Catherine Reid/);
    assert.doesNotMatch(sendTo.text, /We don't sell practices/);
    assert.match(converse('ok. how long does this chat stay on your system').text, /90 days/);
    assert.match(
      converse('do you show us buildings or do we have to find them ourselves').text,
      /whole market/,
    );
    assert.match(
      converse('does the lease just go to her automatically when she buys the practice?').text,
      /assignment clauses/,
    );
    assert.match(converse('we havent signed anything yet fwiw').text, /review leases/);
    assert.match(
      converse('would the landlord chip in for the reno if we stay').text,
      /improvement allowances/,
    );
  });

  test('from unseen409-415: details withheld, a landlord again, a contractor, the other firm', () => {
    // Turning down leaving details is a no, kindly taken: no request for them, no number of ours.
    for (const withheld of [
      'id rather not leave my email yet, just browsing for now',
      "nah i don't want to leave my number, i'll think about it",
      'im not giving out my number',
      'not comfortable sharing my phone yet',
    ]) {
      const reply = converse(withheld);
      assert.match(reply.text, /^No problem/, withheld);
      assert.doesNotMatch(reply.text, /type your name/, withheld);
    }
    assert.doesNotMatch(
      converse('how long to find a physio space', 'thats not an answer. give me a number of months')
        .text,
      /^No problem/,
    );
    // (Could not, or did not yet: no refusal.)
    assert.doesNotMatch(converse('why cant i send my email thru the form').text, /^No problem/);
    // The owner of the building a practice is in, asking for someone to rent the unit next door.
    assert.match(
      converse(
        'I own the building my dental practice is in and the unit next door is vacant. can you find someone to rent it',
      ).text,
      /never represent landlords/,
    );
    const landlord =
      'i own a small medical building with two empty suites, can you help me fill them';
    assert.match(
      converse(landlord, "so you can't send me any of your dentist clients?").text,
      /never represent landlords/,
    );
    assert.match(
      converse(
        "hi we're a general contractor that builds out dental and medical offices. how do we get on your preferred contractor list",
      ).text,
      /offers of services/,
    );
    // "the other guy said 6 weeks": another firm's consultant, not the other partner.
    const otherFirm = converse(
      'how fast can you find me a space for a dental office, I need to be open by spring',
      'the other guy said 6 weeks. can you beat that',
    );
    assert.doesNotMatch(otherFirm.text, /Arjun/);
    assert.match(otherFirm.text, /can't promise a timeline/);
    // Where a practice works now is not its business.
    const physio = converse(
      'landlord wont give back our damage deposit after we moved our physio clinic out',
      "ok what about finding our next spot then, we're working out of a gym right now",
    );
    assert.doesNotMatch(physio.text, /gym|Arjun/);
    assert.match(
      converse('who in your team makes these calculations of the numbers').text,
      /Nicole/,
    );
    assert.match(
      converse("we're moving. and getting out of the current lease early, can you make that happen")
        .text,
      /leave a lease early/,
    );
    assert.match(converse('its a furniture showroom with a warehouse out back').text, /Arjun/);
    const both = converse(
      'I am nurse practitioner and later I want my own small clinic, but first my husband will open a restaurant in Calgary. Who do we talk to for each one?',
    );
    assert.match(both.text, /Catherine Reid/);
    assert.match(both.text, /Arjun Mehta/);
    // "ugh my landlord": which of the landlord matters it is.
    const trouble = converse('ugh my landlord');
    assert.deepEqual(trouble.suggestions, [
      'A lease renewal',
      'Reviewing a lease',
      'A cost audit',
      'Renting out a property',
    ]);
    assert.match(trouble.text, /a lease renewal, reviewing a lease, a cost audit or renting out/);
    // ("so ur not the landlord?": whether we are, no choice of meanings.)
    assert.equal(converse('so ur not the landlord?').suggestions?.length ?? 0, 0);
  });

  test('from unseen417-432: what a place was, a landlord letting, a tenant looking, this chat', () => {
    // What the place used to be is not the visitor's business.
    const salon = converse(
      'found a spot in a strip mall in okotoks that used to be a nail salon. can i put a dental office in there?',
    );
    assert.match(salon.text, /dental practice/);
    assert.doesNotMatch(salon.text, /salon|Arjun/);
    // Their landlord threatening to let the space is no landlord's request of ours.
    const renewal = converse(
      "landlord gave us till end of month to sign a 5 yr renewal or he says he'll lease our space to someone else",
    );
    assert.match(renewal.text, /renewal/);
    assert.doesNotMatch(renewal.text, /never represent landlords/);
    // A tenant looking at vacant units is a tenant.
    assert.doesNotMatch(
      converse(
        'our printing business has outgrown its bay and i have no appetite for driving around looking at vacant units myself',
      ).text,
      /never represent landlords/,
    );
    // After "is this a bot", a privacy section asked in its own words is that section.
    assert.match(converse('wait is this a bot', 'so who reads this').text, /access-controlled/);
    assert.match(converse('wait is this a bot', 'u keep it?').text, /90 days/);
  });

  test('from unseen433-440: a business put right, a room in a gym, a bay standing empty', () => {
    // What is said after "wait no sorry" replaces what was said before it.
    const physio = converse(
      'hi looking for office space for my accounting firm. wait no sorry wrong form in my head, its for my physio clinic. who do i talk to',
    );
    assert.match(physio.text, /physiotherapy clinic/);
    assert.doesNotMatch(physio.text, /accounting|Arjun/);
    // ("nothing medical at all": none of it, after a clinic put right.)
    const brokerage = converse(
      "we need a clinic.. ugh sorry not a clinic, we're an insurance brokerage, 6 ppl, just normal office space in the NE. nothing medical at all",
    );
    assert.match(brokerage.text, /Arjun Mehta/);
    assert.doesNotMatch(brokerage.text, /Catherine|medical clinic/);
    // ("sorry not sure if you do this" only goes on: the dental clinic stands.)
    assert.match(
      converse(
        "we're a dental clinic, sorry not sure if you do this, but we also need a small warehouse for supplies",
      ).text,
      /Catherine Reid/,
    );
    const chiro = converse(
      'been renting a room inside a gym for 4 yrs as a chiropractor and i finally want my own place',
    );
    assert.match(chiro.text, /chiropractic/);
    assert.doesNotMatch(chiro.text, /gym|Arjun/);
    // A bay of theirs standing empty is to let; a unit of theirs quiet half the day is not.
    assert.match(
      converse('i have a bay in a strip mall in okotoks, empty since june').text,
      /never represent landlords/,
    );
    for (const tenant of [
      'we have a unit in a strip mall, its empty half the day',
      'we have a unit in a strip mall, how much tenant improvement allowance can we get on renewal',
    ]) {
      assert.doesNotMatch(converse(tenant).text, /never represent landlords/, tenant);
    }
  });

  test('from unseen441-447: someone else to call, hers by the business, who knows a part, no promise', () => {
    // "who else can i call" after an advisor: the firm's lines, not the same advisor again.
    const elsewhere = converse('mr mehta pls', 'hes not picking up, who else can i call');
    assert.match(elsewhere.text, /403-555-0178/);
    assert.doesNotMatch(elsewhere.text, /Arjun/);
    // ("is it arjun or someone else" still asks about him.)
    assert.match(converse('mr mehta pls', 'is it arjun or someone else').text, /Arjun/);
    // "and hers? for the dental one": the same question, of the dental practice's advisor.
    const hers = converse(
      'my sister and i are both opening businesses, me a dental clinic her a bakery. who do we each talk to',
      'whats his number',
      'and hers? for the dental one',
    );
    assert.match(hers.text, /403-555-0181/);
    assert.doesNotMatch(hers.text, /403-555-0182/);
    // Who knows a part of the work: whoever does that part, not whose words the question shares.
    const planner = content.team.find((member) => /accountant/.test(member.bio));
    assert.ok(planner);
    const part = converse(
      'who on ur team actually knows the sterilization room / plumbing side of a dental fit out',
    );
    assert.match(part.text, new RegExp(planner.name));
    assert.doesNotMatch(part.text, /Arjun/);
    // An outcome asked for sure is not promised; a wish of their own asks nothing of us.
    assert.match(
      converse('can u audit our cam and get back what we overpaid for sure?').text,
      /can't promise an outcome/,
    );
    assert.doesNotMatch(
      converse('can you negotiate a renewal for us? we want to make sure we stay').text,
      /can't promise/,
    );
    // "will my clinic be full… like that dentist on ur site": no story told as a promise.
    const full = converse(
      'if i go w u will my clinic be full in 18 months like that mahogany dentist on ur site',
    );
    assert.match(full.text, /past results do not guarantee/);
    assert.doesNotMatch(full.text, /we are at full capacity/);
  });

  test('from unseen449-456: a purchase goes on, "who?", the line of the two, other languages', () => {
    // "buying", then the space described: still a purchase, not a lease.
    const office = converse(
      'buying',
      'commercial',
      'its a small office for my accounting firm, like 1500 sq ft',
    );
    assert.doesNotMatch(office.text, /Finding and leasing space/);
    // "who?" just after a service: whoever does it; "so diff people?" who handles what.
    assert.match(converse('think were overpaying cam charges', 'who?').text, /^Our advisors/);
    assert.match(
      converse('we need a new dental office and someone to negotiate', 'so diff people?').text,
      /Catherine Reid/,
    );
    // "healthcare people or the commercial side?": theirs, of the two.
    assert.match(
      converse(
        'we run a warehouse for our online store, need more room',
        'does that go to ur healthcare people or the commercial side',
      ).text,
      /Commercial Real Estate/,
    );
    // "who would u suggest then" after a landlord's request: not one of our advisors.
    const suggest = converse(
      'i own the building my practice is in and rent the other unit to a pharmacy, can u list it for me',
      'oh. so who would u suggest then',
    );
    assert.match(suggest.text, /never represent landlords/);
    // "or is there a general address": the firm's, not the two advisors just named.
    assert.match(
      converse(
        'who handles restaurants?',
        'fine. who does the number crunching on whether to renew or move',
        'can i email both at once or is there a general address',
      ).text,
      /info@example\.com/,
    );
    // German is another language, not English read badly.
    assert.match(
      converse('werden meine daten aus diesem chat gespeichert? wie lange?').text,
      /^Hello! Our team works in English/,
    );
    // Another language: the advisor of the business its English words name, in English.
    assert.match(
      converse('hey, tengo una physio clinic y también un gym, los dos necesitan mas espacio').text,
      /For your project, you can write directly to Catherine Reid/,
    );
    // French: "pas un médecin" turns the doctor down; a landlord hears we never act for landlords;
    // "et samedi ?" after the hours is the hours.
    const boutique = converse(
      "salut, pas un médecin mais j'ai une boutique de vêtements au centre-ville",
    );
    assert.match(boutique.text, /Arjun Mehta/);
    const landlord = converse(
      'Bonjour! Nous avons un espace commercial vacant à Calgary, pouvez-vous nous trouver un locataire?',
    );
    assert.match(landlord.text, /jamais pour les propriétaires/);
    assert.doesNotMatch(landlord.text, /Pour votre projet/);
    assert.match(
      converse('bonjour, vous êtes ouverts à quelle heure?', 'et samedi?').text,
      /Heures d'ouverture/,
    );
  });

  test('from unseen457-464: a detail added said back, an address spelled out, a business set aside', () => {
    // The number added is said back; "if thats easier" is no name.
    const added = converse(
      'we need a dental office',
      'email me at kim@shaw.ca',
      'and my cell is 403-555-6612 if thats easier',
    );
    assert.match(added.text, /added 403-555-6612 to your details/);
    assert.doesNotMatch(added.text, /\bIf\b/);
    // An address spelled letter by letter is taken.
    const spelled = converse(
      'need an office for my bookkeeping biz',
      'name is Bo, b o . n g u y e n @ y a h o o . c a',
    );
    assert.equal(spelled.lead?.email, 'bo.nguyen@yahoo.ca');
    // "this isnt about my practice": the business after it is the one asked about.
    const cafe = converse(
      'im a dentist but this isnt about my practice, my wife is opening a coffee shop in cochrane and needs a spot',
    );
    assert.match(cafe.text, /café or coffee shop/);
    assert.doesNotMatch(cafe.text, /Catherine/);
  });

  test('from unseen448: a space described by its rooms and where it should be is a search, led by the line', () => {
    const clinic = converse(
      'family doc here. need around 2500 sq ft with 5 exam rooms close to transit, south calgary, sometime in 2027',
    );
    assert.match(clinic.text, /Catherine Reid/);
    assert.match(clinic.intent, /leasing/);
  });

  test('an experience answer and the stories after it quote each client once', () => {
    const reply = converse('we are a podcast network', 'how many clients have you worked with');
    const quotes = reply.text.match(/One client, [^(]+/g) ?? [];
    assert.ok(quotes.length >= 2);
    assert.equal(new Set(quotes).size, quotes.length);
  });

  test('four things asked in one message are four answers', () => {
    const reply = converse(
      'Two things. Our warehouse lease ends next year and the owner might sell us the building, so renew or buy? And what are your office hours?',
    );
    assert.match(reply.text, /renewal/);
    assert.match(reply.text, /buy/);
    assert.match(reply.text, /Monday to Friday/);
  });

  test('the state holds no words of the visitor', () => {
    const reply = converse('we need to open by september, Maria Lopez, maria@example.ca');
    const stored = JSON.stringify(reply.state);
    assert.doesNotMatch(stored, /september|maria/i);
  });
});
