/**
 * Time per message of the assistant's understanding step (content/chat/world/world.yaml), measured,
 * never asserted: `node scripts/bench/understanding.ts`. The messages are written here, apart
 * from the evaluation set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
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

const startBuild = performance.now();
const understand = createUnderstanding(loadWorld(contentDir), teamNames);
const buildMs = performance.now() - startBuild;

// Warm up, then time many rounds, each message with the previous one as context.
const round = () => {
  let previous: Understanding | undefined;
  for (const message of MESSAGES) previous = understand(message, previous);
};
for (let i = 0; i < 200; i += 1) round();
const rounds = 2000;
const samples: number[] = [];
const byMessage = MESSAGES.map(() => [] as number[]);
for (let i = 0; i < rounds; i += 1) {
  let previous: Understanding | undefined;
  MESSAGES.forEach((message, index) => {
    const start = performance.now();
    previous = understand(message, previous);
    const elapsed = performance.now() - start;
    samples.push(elapsed);
    byMessage[index]?.push(elapsed);
  });
}
samples.sort((a, b) => a - b);
const at = (share: number) =>
  samples[Math.min(samples.length - 1, Math.floor(samples.length * share))] ?? 0;
const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
console.log(`vocabulary built in ${buildMs.toFixed(1)} ms`);
console.log(
  `${samples.length} messages: mean ${us(mean)}, p50 ${us(at(0.5))}, p99 ${us(at(0.99))}, max ${us(at(1))}`,
);
const slowest = byMessage
  .map((times, index) => ({ index, median: times.sort((a, b) => a - b)[times.length >> 1] ?? 0 }))
  .sort((a, b) => b.median - a.median)[0];
if (slowest) {
  console.log(
    `slowest message (median ${us(slowest.median)}): ${MESSAGES[slowest.index]?.length} characters`,
  );
}
