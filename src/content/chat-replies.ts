/**
 * content/chat/replies.yaml: every sentence the chat assistant says (service only). Declared here
 * with the placeholders each group may use, so a misspelt `{placeholder}` fails
 * `npm run check:content`, the site build and the service's start, naming the sentence.
 */
import { Type, type Static } from '@sinclair/typebox';
import { object, text, type RuleContext } from './model.ts';

/** Filled in everywhere, from settings/settings.yaml and the team. */
const FIRM = [
  'firmName',
  'shortName',
  'tollFreePhone',
  'officePhone',
  'email',
  'privacyEmail',
  'address',
  'city',
  'areaServed',
  'replyHours',
  'bookerName',
  'bookerRole',
] as const;

const ADVISOR = ['advisorName', 'advisorFirstName', 'advisorRole', 'advisorEmail', 'advisorPhone'];

/** The extra placeholders of each group of sentences. */
export const REPLY_PLACEHOLDERS = {
  scope: [],
  topics: [
    'openStatus',
    'story',
    'stories',
    'services',
    'expectations',
    'officeHours',
    'teamList',
    'methodSteps',
    'stats',
    'whyChoose',
    'values',
    'businessTypes',
    'healthcareTypes',
    'commercialTypes',
    'yourDetails',
  ],
  places: ['place'],
  business: ['business', 'lineTitle', 'lineName', 'lineSummary', 'offerings', 'types'],
  advisor: [...ADVISOR, 'advisorBio'],
  conversation: ['options', 'place', 'clientName', 'clientRole', 'quote', 'officeHours'],
  lead: ['visitorName', 'added', 'via', 'openStatus', 'officeHours'],
  status: ['time', 'day'],
  labels: [],
} as const satisfies Record<string, readonly string[]>;

export type ReplyGroup = keyof typeof REPLY_PLACEHOLDERS;

/** A map of sentences by key ("leasing: Yes, finding and leasing space…"). */
const sentences = () => Type.Record(Type.String({ pattern: '^[a-z][a-zA-Z-]*$' }), text());

/** A group with these sentences, each required. */
const fixed = <K extends string>(name: string, keys: readonly K[]) =>
  object(
    name,
    Object.fromEntries(keys.map((key) => [key, text()])) as Record<K, ReturnType<typeof text>>,
  );

export const ChatReplies = object('ChatReplies', {
  scope: sentences(),
  topics: sentences(),
  places: fixed('ChatReplyPlaces', ['served', 'region', 'notStated']),
  business: fixed('ChatReplyBusiness', [
    'served',
    'unknown',
    'notListed',
    'alongside',
    'lineAlongside',
    'line',
  ]),
  advisor: fixed('ChatReplyAdvisor', [
    'handles',
    'contact',
    'email',
    'phone',
    'books',
    'noBooking',
    'about',
    'french',
    'otherLanguage',
  ]),
  conversation: fixed('ChatReplyConversation', [
    'yes',
    'placeOnly',
    'story',
    'notSure',
    'saidAgain',
    'reachAdvisor',
    'clarify',
    'askLine',
    'tooShort',
    'cannotConfirm',
    'noPromise',
    'timingNoted',
    'askBusiness',
    'sizeNoted',
    'french',
    'frenchHours',
    'frenchAddress',
    'frenchLandlord',
    'otherLanguage',
  ]),
  lead: fixed('ChatReplyLead', [
    'captured',
    'capturedUnnamed',
    'added',
    'nameAdded',
    'updated',
    'noted',
    'notedClosed',
    'already',
    'askName',
    'named',
    'askDetails',
  ]),
  status: fixed('ChatReplyStatus', ['open', 'opensToday', 'closed']),
  labels: sentences(),
});

export type ChatRepliesEntry = Static<typeof ChatReplies>;

const PLACEHOLDER = /\{([^{}]*)\}/g;

interface WorldNeeds {
  services: { id: string; answer: string }[];
  topics: { id: string }[];
  ambiguous: { term: string; options: string[]; inConversation?: string }[];
}

/**
 * What the shape cannot say: each sentence names only placeholders its group has, every service
 * and topic of the world file has its sentence, every option offered has a label.
 */
export function chatReplyRules(replies: ChatRepliesEntry, { read }: RuleContext): string[] {
  const problems: string[] = [];
  for (const [group, extra] of Object.entries(REPLY_PLACEHOLDERS)) {
    const allowed = new Set<string>([...FIRM, ...extra]);
    const entries = Object.entries(replies[group as ReplyGroup] as Record<string, string>);
    for (const [key, sentence] of entries) {
      for (const [, name = ''] of sentence.matchAll(PLACEHOLDER)) {
        if (!allowed.has(name)) {
          problems.push(
            `field "${group}.${key}" has an unknown placeholder {${name}} (known here: ${[...allowed].join(', ')})`,
          );
        }
      }
    }
  }
  const world = read('chat/world/world.yaml') as WorldNeeds | undefined;
  if (!world) return problems;
  for (const service of world.services) {
    const [group, key = ''] = service.answer.split('.');
    if (group !== 'scope' || !Object.hasOwn(replies.scope, key)) {
      problems.push(
        `has no sentence "${service.answer}" for the service "${service.id}" of chat/world/world.yaml (add "${key}" under scope)`,
      );
    }
  }
  for (const topic of world.topics) {
    if (!Object.hasOwn(replies.topics, topic.id)) {
      problems.push(
        `has no sentence for the topic "${topic.id}" of chat/world/world.yaml (add it under topics)`,
      );
    }
  }
  for (const word of world.ambiguous) {
    for (const option of word.options.filter((id) => !Object.hasOwn(replies.labels, id))) {
      problems.push(
        `has no label for "${option}", offered for "${word.term}" in chat/world/world.yaml (add it under labels)`,
      );
    }
  }
  return problems;
}
