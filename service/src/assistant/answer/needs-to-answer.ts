/**
 * Which of the needs understood a reply answers, and in what order: small talk only when
 * nothing else was asked (and then one of it), what the firm does not do first, nothing of the
 * firm's work alone, and what another answer already says left out.
 */
import { namesBusinessNow, type NeedId, type Understanding } from '../understanding/types.ts';
import type { Service } from '../world-content.ts';
import { ASKS_WHO } from './scope.ts';

/** Small talk, the one answered first when a message holds several ("ok thanks bye"). */
export const SMALL_TALK = [
  'goodbye',
  'deny',
  'thanks',
  'unsure',
  'asks-to-ask',
  // ("ok hi robot": hello, not "great".)
  'greeting',
  'affirm',
];
/** Nothing of the firm's work: answered alone, whatever else the message seems to touch. */
export const NOT_OURS = new Set(['off-topic', 'patient-care', 'vendors', 'not-us']);
/** Topics about the firm itself, which an off-topic word beside them does not take over
 * ("the meeting by video? we winter in Arizona"). */
const FIRMS_OWN = new Set(['fees', 'experience', 'booking', 'free-consultation']);
/** Topics whose answer says another's too. */
const COVERED_BY = new Map<NeedId, NeedId[]>([
  ['holiday-hours', ['hours']],
  ['office-details', ['address']],
  // ("the office line pls, want to call back": that number, not every way to reach us.)
  ['phone', ['contact']],
]);

export function needsToAnswer(
  u: Understanding,
  message: string,
  services: ReadonlyMap<string, Service>,
): NeedId[] {
  // "open tomorrow or is it a holiday?": the holiday's answer gives the hours too, and "where
  // do I park at your office?" the address.
  const covered = (need: NeedId) =>
    [...COVERED_BY].some(([by, needs]) => needs.includes(need) && u.needs.includes(by));
  const needs = u.needs.filter((need) => need !== 'lead-details' && !covered(need));
  // "how long have you been in business", "how long are you keeping this chat": the firm's
  // experience, how long we keep data, not how long a search takes.
  const howLongOfAnother = needs.includes('experience') || needs.includes('privacy');
  const asked = needs.filter(
    (need) => !SMALL_TALK.includes(need) && !(need === 'timeline' && howLongOfAnother),
  );
  // "and the clinic one, who?": the advisor for what it names, not what that line covers.
  const nothingElse = asked.every((need) => need === 'business-fit');
  if (nothingElse && u.advisor && ASKS_WHO.test(message)) return ['routing'];
  const notOffered = (need: NeedId) => services.get(need)?.status === 'notOffered';
  const declining = asked.some(notOffered);
  // "what's the weather this weekend", "book a physio appointment for my knee": nothing of
  // the firm's, whatever else it seems to touch (but "an apartment for me and my cat" is about
  // the apartment).
  const notOurs = asked.find((need) => NOT_OURS.has(need));
  // ("doing my homework before calling, what do you charge for finding a clinic space?": the
  // fee and the service, not the homework; "the weather this weekend" is no question of hours.)
  // ("my buddy from beer league hockey used u guys… how long have yall been doing this": our
  // experience, not the hockey.)
  const firmsWork = (need: NeedId) =>
    FIRMS_OWN.has(need) || (services.has(need) && !notOffered(need));
  const incidental = notOurs === 'off-topic' && asked.some(firmsWork);
  // (What we do with people's details is ours to answer whoever asks: "a list of your clients'
  // e-mails? we sell marketing".)
  if (notOurs && !declining && !incidental) {
    return asked.includes('privacy') ? [notOurs, 'privacy'] : [notOurs];
  }
  // "a 1 bedroom apartment to rent downtown": the renting, and its rent, are the home's.
  // (A business carried from earlier is not this one's: "my brother is buying a condo".)
  const namedNow = (what: 'business' | 'line') => u[what] && !u.carried.includes(what);
  const aHome = asked.includes('residential') && !namedNow('business') && !namedNow('line');
  const aboutTheHome = (need: NeedId) =>
    aHome && ((services.has(need) && !notOffered(need)) || need === 'rent-prices');
  const answered = asked.filter((need) => !NOT_OURS.has(need) && !aboutTheHome(need));
  // What the firm does not do comes first: "a realtor to sell my house" is about the house.
  answered.sort((a, b) => Number(notOffered(b)) - Number(notOffered(a)));
  // (A business or line carried from earlier names nothing now: "ok thanks" after a vet clinic.)
  const namesSomething = namesBusinessNow(u);
  // "ok ill call first thing then. thx" (understanding keeps the thanks beside a question only
  // then): thanks, then the numbers they will call.
  if (answered.length > 0 && needs[0] === 'thanks') return ['thanks', ...answered];
  if (answered.length > 0 || u.landlord) return answered;
  // ("thx thats helpful, crazy week running 12 stores": the thanks answered beside the business.)
  const smallTalk = SMALL_TALK.find((need) => needs.includes(need));
  const thanked = smallTalk === 'thanks' || smallTalk === 'goodbye';
  if (namesSomething && !thanked) return [];
  return smallTalk ? [smallTalk] : [];
}
