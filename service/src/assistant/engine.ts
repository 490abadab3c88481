/**
 * The assistant: understanding → answer building, with lead capture and the conversation's state
 * around them. Deterministic and pure (content and the turn in, the reply out); the words are in
 * content/chat/, the understanding of them in understanding/, the sentences in answer/.
 */
import { CONTACT_FIELD_LIMITS } from '../../../src/domain/contact.ts';
import { AnswerBuilder, SMALL_TALK, type Answer } from './answer/compose.ts';
import { offerPersonToo } from './answer/scope.ts';
import type { PassageSearch } from './answer/passages.ts';
import type { OfficeHoursEntry, SiteContent } from './content.ts';
import { describeOfficeHours, namesClosedTime } from './hours.ts';
import { readMemory, writeMemory, type Memory } from './conversation.ts';
import {
  LeadCapture,
  addressAs,
  saysWhenToCall,
  sameContact,
  type ContactDetails,
  type DetailsInMessage,
} from './lead-capture.ts';
import { firstNameOf, Replies } from './replies.ts';
import { spokenContacts, withoutRepeatedSentences } from './text.ts';
import { createRetrieval } from './retrieval/index.ts';
import type { AssistantEngine, AssistantReply, AssistantTurn, CapturedLead } from './types.ts';
import {
  matchPronoun,
  pronounOf,
  withTheOneItFits,
  type Pronoun,
} from './understanding/pronouns.ts';
import { createUnderstanding, type Understand } from './understanding/understand.ts';
import type { Understanding } from './understanding/types.ts';
import { advisorOfLine, type World } from './world-content.ts';

// "ok back to my thing, …", "anyway, …": the visitor returns to their own matter after a detour.
const BACK_TO = /\b(back to|anyway|anyways)\b/i;
// "and is that before or after i sign the lease" two questions after the service: that service.
const BEFORE_OR_AFTER = /\bbefore or after\b/i;

// "my old number", "wrong email", "scratch that, use my personal one": a correction of one's own.
const CORRECTS =
  /\b(old|wrong|typo|mistake|scratch that|instead|use (my|this)|new (number|e-?mail|cell|phone)|correct(ion|ed)?|changed|not that one|oops)\b|\d\s*,?\s*not\s+\d|\.[a-z]{2,}\s*,?\s*not\s+\S/i;

/** Answers that add nothing after a lead's confirmation. */
const ADDS_NOTHING = /^(greeting|thanks|goodbye|affirm|deny|unsure|notSure|none|clarify)$/;

export class ContentAssistant implements AssistantEngine {
  readonly #understand: Understand;
  readonly #answers: AnswerBuilder;
  readonly #replies: Replies;
  readonly #leads: LeadCapture;
  readonly #pronouns: Map<string, Pronoun>;
  /** For who leads each line: "his number" when only she was named. */
  readonly #world: World;
  readonly #servicesOffered: Set<string>;
  readonly #servicesDeclined: Set<string>;
  readonly #officeHours: readonly OfficeHoursEntry[];

  constructor(content: SiteContent, search: PassageSearch = createRetrieval(content)) {
    this.#understand = createUnderstanding(
      content.world,
      content.team.map((member) => member.name),
      content.replies.labels,
    );
    this.#pronouns = new Map(
      content.team.flatMap((member) => {
        const pronoun = pronounOf(member.bio);
        return pronoun ? [[member.name, pronoun] as const] : [];
      }),
    );
    this.#world = content.world;
    const withStatus = (status: string) =>
      new Set(content.world.services.filter((s) => s.status === status).map((s) => s.id));
    this.#servicesOffered = withStatus('offered');
    this.#servicesDeclined = withStatus('notOffered');
    this.#replies = new Replies(content);
    this.#officeHours = content.settings.officeHours;
    this.#answers = new AnswerBuilder(content, this.#replies, search);
    this.#leads = new LeadCapture(content);
  }

  async reply(turn: AssistantTurn): Promise<AssistantReply> {
    return this.replySync(turn);
  }

  /** The same as reply(), synchronously: nothing here waits. */
  replySync(turn: AssistantTurn): AssistantReply {
    const message = spokenContacts(turn.message.slice(0, 4 * CONTACT_FIELD_LIMITS.message));
    const memory = readMemory(turn.state);
    const details = this.#leads.read(message, turn.history);
    const text = details ? details.rest : message;
    const lastAnswer = turn.history.findLast((entry) => entry.sender === 'bot')?.text;
    const namedLast = [...this.#pronouns.keys()].filter((name) =>
      lastAnswer?.includes(firstNameOf(name)),
    );
    const previous = withTheOneItFits(
      memory.understanding && memory.matter && (BACK_TO.test(text) || BEFORE_OR_AFTER.test(text))
        ? { ...memory.understanding, needs: memory.matter }
        : memory.understanding,
      text.toLowerCase(),
      namedLast,
      this.#pronouns,
    );
    const takenOut = {
      email: Boolean(details && details.after.email !== details.before.email),
      phone: Boolean(details && details.after.phone !== details.before.phone),
    };
    const understood = text ? this.#understand(text, previous, takenOut) : undefined;
    // An advisor inferred from the last question's line whom its answer did not name yields to the
    // one the visitor last spoke of.
    const inferredAdvisor = memory.understanding?.advisor;
    const inferred =
      (inferredAdvisor?.reason === 'line' || inferredAdvisor?.reason === 'service') &&
      !lastAnswer?.includes(firstNameOf(inferredAdvisor.name));
    const understanding =
      understood &&
      matchPronoun(
        understood,
        text.toLowerCase(),
        memory.introduced,
        this.#pronouns,
        inferred ? memory.spokenOf : undefined,
        advisorOfLine(this.#world, understood.line ?? memory.line),
      );
    const lastQuestion = turn.history.findLast((entry) => entry.sender === 'user')?.text;
    let answer = understanding
      ? this.#answers.compose(understanding, {
          now: turn.now,
          message: text,
          introduced: memory.introduced,
          offered: memory.offered,
          previousNeeds: memory.understanding?.needs ?? [],
          previousAnswer: lastAnswer,
          previousQuestion: lastQuestion,
          contactGiven: Boolean(details && (details.after.email || details.after.phone)),
          theirDetails: understanding.needs.includes('my-details')
            ? this.#leads.given(turn.history)
            : undefined,
        })
      : undefined;
    // The same answer twice in a row: the second time, a person is offered too (not when
    // another day's hours were asked: the week's hours answer it again).
    const anotherDay =
      understanding?.followUp?.kind === 'about' && understanding.followUp.subject.includes('hours');
    if (answer && !details && !anotherDay && answer.parts.join(' ') === lastAnswer) {
      answer = offerPersonToo(answer, this.#replies, SMALL_TALK);
    }

    // The advisor the visitor named or asked for ("who runs the numbers"), for a later "her".
    const { advisor: meant } = understanding ?? {};
    const saysWho = meant?.reason === 'named' || /\bwho\b/i.test(text);
    const lastSpokenOf = (saysWho && meant?.name) || memory.spokenOf;
    const next: Memory = {
      ...(lastSpokenOf ? { spokenOf: lastSpokenOf } : {}),
      // Latest last: "both of them" and "she" are those spoken of most recently.
      introduced: [
        ...memory.introduced.filter((name) => !answer?.introduced.includes(name)),
        ...new Set(answer?.introduced ?? []),
      ],
    };
    // The advisor spoken of stays the conversation's until another is ("send me her number"
    // two questions after her profile).
    const spokenOf = memory.understanding?.advisor;
    const keptAdvisor =
      spokenOf && spokenOf.reason !== 'line' && spokenOf.reason !== 'service'
        ? { name: spokenOf.name, reason: 'carried' as const }
        : undefined;
    if (understanding) {
      const advisor = answer?.named
        ? { name: answer.named, reason: 'named' as const }
        : (understanding.advisor ?? keptAdvisor);
      next.understanding = advisor ? { ...understanding, advisor } : understanding;
    } else if (memory.understanding) {
      // A message of contact details only: the conversation's thread goes on past it, now with
      // details left ("when?" next asks when we get back to them).
      const after = details?.after;
      const leadDetails = { email: !!after?.email, phone: !!after?.phone, name: !!after?.name };
      next.understanding = { ...memory.understanding, leadDetails };
    }
    const line = understanding?.line ?? memory.line;
    if (line) next.line = line;
    if (answer?.offered) next.offered = answer.offered;
    // (Not a detour to what the firm does not do: "my brother is buying a condo".)
    const declines = understanding?.needs.some((need) => this.#servicesDeclined.has(need));
    const matter = understanding?.needs.filter((need) => this.#servicesOffered.has(need)) ?? [];
    if (matter.length > 0 && !declines) next.matter = matter;
    else if (memory.matter) next.matter = memory.matter;

    const reply = details
      ? this.#withDetails(details, answer, turn, message, next)
      : (this.#whenToCall(text, understanding, turn) ?? this.#finish(answer!));
    reply.state = writeMemory(next);
    return reply;
  }

  /** "best after 3pm, mornings im slammed" once the lead was taken: passed on with it. */
  #whenToCall(
    text: string,
    understanding: Understanding | undefined,
    turn: AssistantTurn,
  ): AssistantReply | undefined {
    if (!saysWhenToCall(text, understanding?.needs, understanding?.question)) return undefined;
    const { email, phone } = this.#leads.given(turn.history);
    if (!email && !phone) return undefined;
    // ("best time is after 6pm tho is that ok": our hours, and an advisor confirms.)
    const closed = namesClosedTime(text, this.#officeHours);
    const noted = this.#replies.say('lead', closed ? 'notedClosed' : 'noted', {
      officeHours: describeOfficeHours(this.#officeHours),
    });
    const reply = this.#finish(undefined, noted, 'lead_noted');
    reply.leadNote = text.trim();
    return reply;
  }

  #withDetails(
    details: DetailsInMessage,
    answer: Answer | undefined,
    turn: AssistantTurn,
    message: string,
    memory: Memory,
  ): AssistantReply {
    const { before, after } = details;
    const substantive = answer && !ADDS_NOTHING.test(answer.intent) ? answer : undefined;
    // What the lead lacked and this message gives ("and my cell is 403-555-6612": said back, so a
    // typo can be seen).
    const fields = (['name', 'email', 'phone'] as const).filter((f) => after[f] && !before[f]);
    const added = fields.flatMap((field) => (field === 'name' ? [] : [after[field]]));
    const say = (key: keyof SiteContent['replies']['lead']) =>
      this.#replies.say('lead', key, {
        visitorName: addressAs(after.name ?? ''),
        added: added.join(' and '),
        via: after.email && after.phone ? 'e-mail or phone' : after.email ? 'e-mail' : 'phone',
        openStatus: this.#replies.openStatus(turn.now),
      });

    // An e-mail or phone is enough to reply: the lead is taken at once, never lost waiting for a
    // name; a name typed afterwards is added to it.
    const reachable = (d: ContactDetails) => Boolean(d.email || d.phone);
    if (reachable(after) && !reachable(before)) {
      const lead: CapturedLead = this.#leads.lead(
        after,
        turn.history,
        message,
        memory.line ?? 'consultation',
      );
      const reply = this.#finish(
        substantive,
        say(after.name ? 'captured' : 'capturedUnnamed'),
        'lead_captured',
      );
      // Asked last, so the bare words that come next are read as the name.
      if (!after.name) reply.text = `${reply.text} ${say('askName')}`;
      reply.links = [...this.#replies.bookingLinks(), ...(reply.links ?? [])];
      reply.lead = lead;
      return reply;
    }
    if (reachable(before)) {
      // (Details that differ from those given before are someone else's.)
      if (fields.length > 0 && sameContact(before, after)) {
        const thanks = say(fields.includes('name') ? 'nameAdded' : 'added');
        const reply = this.#finish(substantive, thanks, 'lead_added');
        reply.leadAdditions = Object.fromEntries(fields.map((field) => [field, after[field]]));
        return reply;
      }
      // "wait sorry thats my old number. its 403…": the same visitor's details, corrected (another
      // address given without saying so may be someone else's, and is not taken).
      const replaced = (['email', 'phone'] as const).filter(
        (field) =>
          before[field] &&
          after[field] &&
          !sameContact({ [field]: before[field] }, { [field]: after[field] }),
      );
      if (replaced.length > 0 && CORRECTS.test(message)) {
        const reply = this.#finish(substantive, say('updated'), 'lead_corrected');
        reply.leadCorrections = Object.fromEntries(replaced.map((field) => [field, after[field]]));
        return reply;
      }
      return this.#finish(substantive, say('already'), 'lead_update');
    }
    if (substantive) return this.#finish(substantive, say('named'), 'lead_name');
    const reply = this.#finish(undefined, `${say('named')} ${say('askDetails')}`, 'lead_name');
    reply.suggestions = ['healthcare', 'commercial', 'booking'].map(
      (need) => this.#replies.label(need) ?? need,
    );
    return reply;
  }

  #finish(answer: Answer | undefined, first?: string, intent?: string): AssistantReply {
    const parts = [first, ...(answer?.parts ?? [])].filter((part): part is string => !!part);
    const reply: AssistantReply = {
      text: withoutRepeatedSentences(parts.join(' ')),
      intent: [intent, answer?.intent].filter(Boolean).join('+'),
      confidence: answer?.confidence ?? 'high',
    };
    if (answer && answer.links.length > 0) reply.links = answer.links;
    if (answer && answer.suggestions.length > 0) reply.suggestions = answer.suggestions;
    return reply;
  }
}
