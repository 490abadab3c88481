/**
 * What the lead webhook sends. The standard format is a Standard Webhooks event (`type`,
 * `timestamp`, `data`), defined once here with its TypeBox schema (docs/deploying.md shows the
 * receiver's side); the slack format is an incoming-webhook message (`{"text"}`), which Slack
 * and a Teams workflow both read.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ATTRIBUTION_FIELDS } from '../../../src/domain/attribution.ts';
import type { ChatEntry } from '../../../src/domain/chat.ts';
import {
  SERVICE_OPTIONS,
  serviceLabel,
  type ServiceInterest,
} from '../../../src/domain/contact.ts';
import type { StoredLead } from '../storage/repository.ts';

export const LeadDataSchema = Type.Object({
  id: Type.Integer(),
  source: Type.Union([Type.Literal('form'), Type.Literal('chat')]),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company: Type.String(),
  /** The service interest as the form sends it (healthcare, commercial, …), or empty. */
  service: Type.String(),
  /** The form's message; a chat lead's conversation so far ("Visitor: …"/"Assistant: …" lines). */
  message: Type.String(),
  /** Where the visitor came from (landing page, referrer, utm_*); empty when unknown. */
  attribution: Type.Partial(
    Type.Object(Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, Type.String()]))),
  ),
  /** ISO 8601, UTC. */
  received_at: Type.String(),
});

export const LeadEventSchema = Type.Object({
  /** lead.updated: a chat visitor corrected or added to their details after lead.created. */
  type: Type.Union([
    Type.Literal('lead.created'),
    Type.Literal('lead.updated'),
    Type.Literal('lead.test'),
  ]),
  /** When the lead arrived (ISO 8601, UTC); the same on every retry. */
  timestamp: Type.String(),
  data: LeadDataSchema,
});

export type LeadData = Static<typeof LeadDataSchema>;
export type LeadEvent = Static<typeof LeadEventSchema>;

/** The message of a slack-format post: `{"text": …}`. */
export interface ChannelMessage {
  text: string;
}

/**
 * The same event id on every retry of a lead's webhook, so receivers de-duplicate; an update
 * (`updateRow`: its outbox row) has its own.
 */
export function webhookIdFor(
  lead: Pick<StoredLead, 'id' | 'createdAt'>,
  updateRow?: number,
): string {
  const created = `lead_${lead.id}_${lead.createdAt}`;
  return updateRow === undefined ? created : `${created}_update_${updateRow}`;
}

/** A chat lead's conversation as text lines; the summary when the transcript is gone. */
function conversationText(lead: StoredLead): string {
  if (!lead.transcript) return lead.message;
  try {
    const entries = JSON.parse(lead.transcript) as ChatEntry[];
    return entries
      .map((entry) => `${entry.sender === 'bot' ? 'Assistant' : 'Visitor'}: ${entry.text}`)
      .join('\n');
  } catch {
    return lead.message;
  }
}

export function leadData(lead: StoredLead): LeadData {
  return {
    id: lead.id,
    source: lead.source,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    service: lead.service,
    message: lead.source === 'chat' ? conversationText(lead) : lead.message,
    attribution: { ...lead.attribution },
    received_at: new Date(lead.createdAt).toISOString(),
  };
}

/**
 * The event of a stored lead, stamped with its arrival: every retry sends the same body. Its
 * update carries the lead as it is now.
 */
export function leadEvent(lead: StoredLead, type: 'lead.created' | 'lead.updated'): LeadEvent {
  return {
    type,
    timestamp: new Date(lead.createdAt).toISOString(),
    data: leadData(lead),
  };
}

/** What `npm run leads -- webhook-test` sends: the shape of a real lead, with sample values. */
export function testEvent(now: number): LeadEvent {
  return {
    type: 'lead.test',
    timestamp: new Date(now).toISOString(),
    data: leadData({
      id: 0,
      createdAt: now,
      source: 'form',
      name: 'Test Lead',
      email: 'test.lead@example.com',
      phone: '403-555-0100',
      company: 'Example Clinic',
      service: 'healthcare',
      message: 'A test event from npm run leads -- webhook-test. No visitor sent this.',
      spam: false,
      spamReason: '',
      transcript: null,
      sessionId: null,
      attribution: { landing_page: '/services/', utm_source: 'test' },
    }),
  };
}

/** Slack mrkdwn reads & < > as markup (<!channel>, <url|label>): escaped, they stay text. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function firstWords(text: string, maxLength: number): string {
  const line = oneLine(text);
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

function describeService(service: string): string {
  return SERVICE_OPTIONS.some((option) => option.value === service)
    ? serviceLabel(service as ServiceInterest)
    : 'General';
}

/** What the visitor said in a chat (the conversation's "Visitor:" lines). */
function visitorWords(conversation: string): string {
  const said = conversation
    .split('\n')
    .filter((line) => line.startsWith('Visitor: '))
    .map((line) => line.slice('Visitor: '.length));
  return said.length > 0 ? said.join(' / ') : conversation;
}

/** The slack format: the essentials of a lead (or of the test event) in a few lines. */
export function channelMessage(event: LeadEvent): ChannelMessage {
  const lead = event.data;
  const field = (label: string, value: string) =>
    `${label}: ${escapeMrkdwn(oneLine(value)) || '-'}`;
  const source = lead.source === 'chat' ? 'chat assistant' : 'contact form';
  const heading = {
    'lead.created': 'New lead',
    'lead.updated': 'Updated lead',
    'lead.test': 'Test lead (webhook-test)',
  }[event.type];
  const message = lead.source === 'chat' ? visitorWords(lead.message) : lead.message;
  return {
    text: [
      `*${heading}* from the ${source}: ${escapeMrkdwn(oneLine(lead.name) || 'a visitor')}`,
      [
        field('Service', describeService(lead.service)),
        field('E-mail', lead.email),
        field('Phone', lead.phone),
      ].join(' | '),
      `> ${escapeMrkdwn(firstWords(message, 200)) || '(no message)'}`,
    ].join('\n'),
  };
}
