/**
 * `npm run eval:chat [-- --split dev|heldout|fresh|unseen|unseen2 … unseen464, unseen191, unseen222, unseen262, unseen298, unseen333, unseen364] [--json]`: asks
 * the chat assistant every case of a split, grades the replies and prints accuracy by category,
 * the conversations' pass rate and every miss. Conversations are played the way the route plays them: each turn sees the earlier
 * turns as history.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ContentAssistant, loadContent, type AssistantEngine } from '../src/assistant/index.ts';
import type { AssistantReply, ConversationState } from '../src/assistant/types.ts';
import { loadEvalSet, SPLITS, type EvalSet, type Split } from './cases.ts';
import { grade, phrasesFromContent } from './grade.ts';

/** Tuesday morning in Calgary, office open, unless a case says otherwise. */
export const DEFAULT_NOW = new Date('2026-11-24T10:30:00-06:00');
const CONTENT_DIR = new URL('../../content/', import.meta.url).pathname;

export interface Miss {
  id: string;
  message: string;
  reply: string;
  failures: string[];
}

interface Tally {
  passed: number;
  total: number;
}

export interface EvalReport {
  split: Split;
  /** Single messages. */
  overall: Tally & { accuracy: number };
  /** Per category: single messages, and conversations filed under it. */
  categories: Record<string, { cases: Tally; conversations: Tally }>;
  conversations: Tally & { rate: number };
  /** Every turn of every conversation, graded alone. */
  turns: Tally;
  misses: Miss[];
}

/** The content's own sentences (not the assistant's wording under content/chat/). */
function readContentText(): string {
  return readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml') && !file.startsWith('chat'))
    .map((file) => readFileSync(join(CONTENT_DIR, file), 'utf8'))
    .join('\n');
}

async function ask(
  engine: AssistantEngine,
  sessionId: string,
  message: string,
  history: { sender: 'user' | 'bot'; text: string; createdAt: number }[],
  now: Date,
  state?: ConversationState,
): Promise<AssistantReply> {
  try {
    return await engine.reply({ sessionId, message, history, now, ...(state ? { state } : {}) });
  } catch (error) {
    return { text: `(the engine threw: ${(error as Error).message})`, intent: 'error' };
  }
}

const rate = ({ passed, total }: Tally) => (total === 0 ? 0 : (100 * passed) / total);

export async function evaluate(
  split: Split,
  set: EvalSet = loadEvalSet(split),
  engine: AssistantEngine = new ContentAssistant(loadContent()),
): Promise<EvalReport> {
  const allowed = phrasesFromContent(readContentText());
  const categories: EvalReport['categories'] = {};
  const tally = (category: string) =>
    (categories[category] ??= {
      cases: { passed: 0, total: 0 },
      conversations: { passed: 0, total: 0 },
    });
  const overall = { passed: 0, total: 0 };
  const conversations = { passed: 0, total: 0 };
  const turns = { passed: 0, total: 0 };
  const misses: Miss[] = [];

  for (const item of set.cases) {
    const reply = await ask(engine, `eval-${item.id}`, item.message, [], item.now ?? DEFAULT_NOW);
    const result = grade({ reply, ...item, allowed });
    const counts = tally(item.category).cases;
    counts.total += 1;
    overall.total += 1;
    if (result.pass) {
      counts.passed += 1;
      overall.passed += 1;
    } else {
      misses.push({
        id: item.id,
        message: item.message,
        reply: reply.text,
        failures: result.failures,
      });
    }
  }

  for (const conversation of set.conversations) {
    const history: { sender: 'user' | 'bot'; text: string; createdAt: number }[] = [];
    let allPassed = true;
    // The state each reply returns goes with the next turn, as the chat store does it.
    let state: ConversationState | undefined;
    for (const [index, turn] of conversation.turns.entries()) {
      // Turns a minute apart unless they say when they happen.
      const now =
        turn.now ?? new Date((conversation.now ?? DEFAULT_NOW).getTime() + index * 60_000);
      const reply = await ask(engine, `eval-${conversation.id}`, turn.message, history, now, state);
      state = reply.state;
      const result = grade({ reply, ...turn, category: conversation.category, allowed });
      turns.total += 1;
      if (result.pass) turns.passed += 1;
      else {
        allPassed = false;
        misses.push({
          id: `${conversation.id} turn ${index + 1}`,
          message: turn.message,
          reply: reply.text,
          failures: result.failures,
        });
      }
      history.push(
        { sender: 'user', text: turn.message, createdAt: now.getTime() },
        { sender: 'bot', text: reply.text, createdAt: now.getTime() },
      );
    }
    const counts = tally(conversation.category).conversations;
    counts.total += 1;
    conversations.total += 1;
    if (allPassed) {
      counts.passed += 1;
      conversations.passed += 1;
    }
  }

  return {
    split,
    overall: { ...overall, accuracy: rate(overall) },
    categories,
    conversations: { ...conversations, rate: rate(conversations) },
    turns,
    misses,
  };
}

function formatTally(counts: Tally): string {
  if (counts.total === 0) return '-'.padStart(16);
  return `${counts.passed}/${counts.total} ${rate(counts).toFixed(0).padStart(3)}%`.padStart(16);
}

export function formatReport(report: EvalReport): string {
  const lines = [`Chat evaluation, ${report.split} split`, ''];
  lines.push(`${'category'.padEnd(30)}${'messages'.padStart(16)}${'conversations'.padStart(16)}`);
  for (const [category, counts] of Object.entries(report.categories).sort()) {
    lines.push(
      `${category.padEnd(30)}${formatTally(counts.cases)}${formatTally(counts.conversations)}`,
    );
  }
  lines.push(
    '',
    `Overall (single messages): ${report.overall.passed}/${report.overall.total} = ${report.overall.accuracy.toFixed(1)}%`,
    `Conversations passed end to end: ${report.conversations.passed}/${report.conversations.total} = ${report.conversations.rate.toFixed(1)}%`,
    `Conversation turns passed: ${report.turns.passed}/${report.turns.total} = ${rate(report.turns).toFixed(1)}%`,
  );
  if (report.misses.length > 0) lines.push('', `Misses (${report.misses.length}):`);
  for (const miss of report.misses) {
    lines.push(
      '',
      `✗ ${miss.id}`,
      `  visitor: ${miss.message}`,
      `  reply:   ${miss.reply.replace(/\s+/g, ' ')}`,
      ...miss.failures.map((failure) => `  failed:  ${failure}`),
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      split: { type: 'string', default: 'dev' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!(values.split in SPLITS)) {
    throw new Error(`--split must be one of: ${Object.keys(SPLITS).join(', ')}`);
  }
  const report = await evaluate(values.split as Split);
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
