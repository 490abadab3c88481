/** The real world.yaml and team names, read once for the understanding tests. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEFAULT_CONTENT_DIR } from '../../../src/assistant/content.ts';
import { createUnderstanding } from '../../../src/assistant/understanding/understand.ts';
import type { Understanding } from '../../../src/assistant/understanding/types.ts';
import { loadWorld } from '../../../src/assistant/world-content.ts';

export const contentDir = DEFAULT_CONTENT_DIR;

export const teamNames: string[] = (
  parse(readFileSync(path.join(contentDir, 'team/team.yaml'), 'utf8')) as { name: string }[]
).map((member) => member.name);

export const world = loadWorld(contentDir);

/** The quick replies' labels, as replies.yaml gives them. */
export const quickReplies = (
  parse(readFileSync(path.join(contentDir, 'chat/replies.yaml'), 'utf8')) as {
    labels: Record<string, string>;
  }
).labels;

export const understand = createUnderstanding(world, teamNames, quickReplies);

/** Runs a conversation, each message understood with the previous understanding. */
export function conversation(...messages: string[]): Understanding[] {
  const results: Understanding[] = [];
  for (const message of messages) results.push(understand(message, results.at(-1)));
  return results;
}
