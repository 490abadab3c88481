/**
 * Text normalisation shared by the intent rules and the search index: the same words on both
 * sides, so "dentist" finds "dental" and "how much does it cost" finds the fees answer.
 */

/**
 * canonical term → the words and phrases visitors use for it. A canonical may be several
 * space-separated terms ("office space" means both office and commercial).
 */
export const SYNONYMS: Record<string, readonly string[]> = {
  dental: [
    'dentist',
    'dentists',
    'dentistry',
    'orthodontist',
    'orthodontists',
    'orthodontics',
    'orthodontic',
    'endodontist',
    'periodontist',
    'denturist',
    'hygienist',
    'oral surgeon',
    'teeth',
    'tooth',
  ],
  physiotherapy: [
    'physio',
    'physios',
    'physiotherapist',
    'physiotherapists',
    'physical therapy',
    'physical therapist',
    'physical therapists',
    'physiotherapy clinic',
    'chiropractor',
    'chiropractors',
    'chiropractic',
    'chiro',
    'massage therapy',
    'massage therapist',
    'rehab',
    'rehabilitation',
    'kinesiology',
    'sports medicine',
  ],
  medical: [
    'doc',
    'docs',
    'doctor',
    'doctors',
    'physician',
    'physicians',
    'gp',
    'gps',
    'family practice',
    'family doctor',
    'walk-in',
    'walk in clinic',
    'optometrist',
    'optometry',
    'specialist',
    'specialists',
    'imaging',
    'pharmacy',
    'pharmacist',
    'medicine',
  ],
  healthcare: [
    'health care',
    'health-care',
    'allied health',
    'allied-health',
    'wellness',
    'health',
    'practitioner',
    'practitioners',
  ],
  commercial: ['business space', 'business premises', 'commercial space', 'commercial property'],
  'office commercial': ['office space', 'office building', 'corporate office', 'head office'],
  office: ['offices'],
  retail: [
    'shop',
    'shops',
    'store',
    'stores',
    'storefront',
    'storefronts',
    'boutique',
    'boutiques',
    'restaurant',
    'restaurants',
    'cafe',
    'coffee shop',
    'salon',
    'showroom',
    'mall',
    'strip mall',
    'retailer',
    'retailers',
  ],
  industrial: [
    'warehouse',
    'warehouses',
    'warehousing',
    'distribution',
    'distribution centre',
    'distribution center',
    'logistics',
    'manufacturing',
    'manufacturer',
    'factory',
    'factories',
    'light industrial',
    'flex space',
    'yard',
  ],
  lease: [
    'rent',
    'rents',
    'renting',
    'rental',
    'rented',
    'leasing',
    'leases',
    'leased',
    'tenancy',
    'sublease',
    'sublet',
  ],
  fees: [
    'fee',
    'price',
    'prices',
    'pricing',
    'priced',
    'cost',
    'costs',
    'costing',
    'charge',
    'charges',
    'charging',
    'rate',
    'rates',
    'commission',
    'commissions',
    'how much',
    'expensive',
    'affordable',
    'quote',
    'quotes',
    'retainer',
    'invoice',
    'bill',
    'billing',
  ],
  location: ['site', 'sites', 'premises', 'spot', 'neighbourhood', 'neighborhood', 'area', 'areas'],
  booking: [
    'book',
    'booked',
    'schedule',
    'scheduling',
    'appointment',
    'appointments',
    'meeting',
    'meetings',
    'calendly',
    'calendar',
    'reserve',
    'consult',
  ],
  consultation: ['consultations', 'free consultation', 'first meeting', 'discovery call'],
  team: [
    'staff',
    'advisors',
    'advisor',
    'advisers',
    'adviser',
    'agents',
    'brokers',
    'broker',
    'realtors',
    'realtor',
    'consultants',
    'colleagues',
    'employees',
    'who works',
  ],
  method: ['process', 'methodology', 'steps', 'step', 'how you work', 'how do you work'],
  phone: ['telephone', 'phone number', 'cell', 'tel', 'call'],
  email: ['e-mail', 'e mail', 'mail', 'email address'],
  negotiate: ['negotiation', 'negotiations', 'negotiating', 'negotiator', 'bargain'],
  buy: ['buying', 'purchase', 'purchasing', 'owning', 'ownership'],
  testimonials: ['testimonial', 'reviews', 'review', 'references', 'reference', 'success stories'],
  experience: ['experienced', 'track record', 'credentials', 'qualifications'],
  planning: ['plan', 'plans', 'design', 'build-out', 'buildout', 'fit-out', 'fitout', 'test-fit'],
};

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have hello hi how ' +
    'i if in into is it its me my of on or our please so that the their them then there these ' +
    'they this to too us was we what when where which who why will with would you your yours ' +
    "about any also am i'm im just like want need get tell know some"
  ).split(' '),
);

const phraseTable = new Map<string, string>();
const wordTable = new Map<string, string>();
for (const [canonical, variants] of Object.entries(SYNONYMS)) {
  for (const variant of variants) {
    if (/[\s-]/.test(variant)) phraseTable.set(variant.replace(/[\s-]+/g, ' '), canonical);
    else wordTable.set(variant, canonical);
  }
}

/** Text matched literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every phrase in one alternation, longest first ("distribution centre" before "distribution"). */
const phrasePattern = new RegExp(
  `\\b(?:${[...phraseTable.keys()]
    .sort((left, right) => right.length - left.length)
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, '[\\s-]+'))
    .join('|')})\\b`,
  'g',
);

/** Lower case, no accents, typographic quotes made plain, spaces collapsed. */
export function normalize(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of normalised text, with multi-word phrases and variants replaced by canonical terms. */
export function canonicalTerms(normalized: string): string[] {
  const text = normalized.replace(
    phrasePattern,
    (phrase) => ` ${phraseTable.get(phrase.replace(/[\s-]+/g, ' ')) ?? phrase} `,
  );
  const terms: string[] = [];
  for (const word of text.split(/[^a-z0-9$+']+/)) {
    const bare = word.replace(/^'+|'+$/g, '').replace(/'s$/, '');
    if (!bare) continue;
    const canonical = wordTable.get(bare) ?? bare;
    for (const term of canonical.split(' ')) terms.push(term);
  }
  return terms;
}

/** For the search index and queries: canonical terms without stop words. */
export function searchTerms(input: string): string[] {
  return canonicalTerms(normalize(input)).filter((term) => !STOP_WORDS.has(term));
}

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/** "a, b and c" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Cuts text at a word boundary. */
export function shorten(input: string, maxLength: number): string {
  if (input.length <= maxLength) return input;
  const cut = input.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
