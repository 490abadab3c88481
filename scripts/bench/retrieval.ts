/**
 * Time per search of the assistant's passage retrieval (service/src/assistant/retrieval/),
 * measured, never asserted: `node scripts/bench/retrieval.ts`. The queries are written here,
 * apart from the tests and the evaluation set.
 */
import { loadContent } from '../../service/src/assistant/content.ts';
import { createRetrieval } from '../../service/src/assistant/retrieval/index.ts';

const QUERIES = [
  'wat r ur hrs',
  'who does the dental stuff',
  'cam charges audit',
  'do you keep my data',
  'can you help me buy a building for my practice instead of leasing',
  'parking?',
  'lease is up in 8 months and the landlord sent a renewal offer, is it a good deal?',
  "what's catherine's email",
  'asdf qwerty zxcv',
  'We are a logistics company needing 20,000 sf warehouse near the airport, also want to know if buying makes more sense, and how long would the whole process usually take from start to finish',
];

const content = loadContent();
const startBuild = performance.now();
const retrieval = createRetrieval(content);
const buildMs = performance.now() - startBuild;

for (let i = 0; i < 500; i += 1) for (const query of QUERIES) retrieval.search(query);
const samples: number[] = [];
const byQuery = QUERIES.map(() => [] as number[]);
for (let round = 0; round < 3000; round += 1) {
  QUERIES.forEach((query, index) => {
    const start = performance.now();
    retrieval.search(query);
    const elapsed = performance.now() - start;
    samples.push(elapsed);
    byQuery[index]?.push(elapsed);
  });
}
samples.sort((a, b) => a - b);
const at = (share: number) =>
  samples[Math.min(samples.length - 1, Math.floor(samples.length * share))] ?? 0;
const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
console.log(`${retrieval.passages.length} passages indexed in ${buildMs.toFixed(1)} ms`);
console.log(
  `${samples.length} searches: mean ${us(mean)}, p50 ${us(at(0.5))}, p99 ${us(at(0.99))}, max ${us(at(1))}`,
);
QUERIES.forEach((query, index) => {
  const times = (byQuery[index] ?? []).sort((a, b) => a - b);
  console.log(`  median ${us(times[times.length >> 1] ?? 0).padStart(9)}  ${query.slice(0, 60)}`);
});
