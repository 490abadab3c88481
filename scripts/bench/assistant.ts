/**
 * Time per message of the chat assistant, measured, never asserted: `node scripts/bench/assistant.ts`.
 * Two rows: the understanding step alone, and the whole answer (understanding, answer building,
 * lead capture over the conversation so far, the state handed to the next turn), as the route
 * calls it. The messages are written here, apart from the evaluation set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadContent } from '../../service/src/assistant/content.ts';
import { ContentAssistant } from '../../service/src/assistant/engine.ts';
import type {
  AssistantHistoryEntry,
  ConversationState,
} from '../../service/src/assistant/types.ts';
import { createUnderstanding } from '../../service/src/assistant/understanding/understand.ts';
import type { Understanding } from '../../service/src/assistant/understanding/types.ts';
import { loadWorld } from '../../service/src/assistant/world-content.ts';

const contentDir = join(import.meta.dirname, '..', '..', 'content');
const teamNames = (
  parse(readFileSync(join(contentDir, 'team', 'team.yaml'), 'utf8')) as { name: string }[]
).map((member) => member.name);

const MESSAGES = [
  'wat r ur hrs',
  "hey there! we're opening a yoga studio in kensington, need about 1200sqft, what do u charge?",
  "I'm not a dentist, I run a bakery",
  'lease is up in 8 months and the landlord sent a renewal offer, is it a good deal?',
  'I own a retail plaza with 3 vacant units, can you find tenants for me',
  'parking?',
  'Bonjour, je cherche un local pour ma clinique dentaire',
  'im lookng for an ofice downtown for my acounting firm, around 2000 sf, my email is a@b.co',
  'what about Lethbridge?',
  "what's his email",
  'We are a logistics company needing 20,000 sf warehouse near the airport, also want to know if buying makes more sense, and how long would the whole process usually take from start to finish',
  'thanks!',
];

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

/** Times `rounds` conversations of MESSAGES after a warm-up; prints mean, p50, p99 and max. */
function measure(label: string, conversation: (time: (run: () => void) => void) => void): void {
  const samples: number[] = [];
  const time = (run: () => void) => {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  };
  for (let i = 0; i < 200; i += 1) conversation((run) => run());
  for (let i = 0; i < 2000; i += 1) conversation(time);
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    samples[Math.min(samples.length - 1, Math.floor(samples.length * share))] ?? 0;
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  console.log(
    `${label}: ${samples.length} messages, mean ${us(mean)}, p50 ${us(at(0.5))}, p99 ${us(at(0.99))}, max ${us(at(1))}`,
  );
}

let startBuild = performance.now();
const understand = createUnderstanding(loadWorld(contentDir), teamNames);
console.log(`vocabulary built in ${(performance.now() - startBuild).toFixed(1)} ms`);
startBuild = performance.now();
const assistant = new ContentAssistant(loadContent());
console.log(`assistant built in ${(performance.now() - startBuild).toFixed(1)} ms`);

measure('understanding', (time) => {
  let previous: Understanding | undefined;
  for (const message of MESSAGES) time(() => (previous = understand(message, previous)));
});

const now = new Date('2026-11-23T17:00:00Z');
measure('whole answer', (time) => {
  const history: AssistantHistoryEntry[] = [];
  let state: ConversationState | undefined;
  for (const message of MESSAGES) {
    time(() => {
      const turn = { sessionId: 'bench', message, history, now };
      const reply = assistant.replySync(state ? { ...turn, state } : turn);
      state = reply.state;
      history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply.text });
    });
  }
});
