/**
 * content/chat/world/world.yaml: the firm's world as the assistant understands it (business types,
 * places, what the firm does and does not do, what visitors ask about). Its shape and rules are
 * declared once with the rest of content/ (`World` in src/content/types.ts); this module reads it,
 * checked, for code that needs only the world (the understanding module, its tests, the bench).
 * The whole service gets it from loadContent().world.
 */
import { checkFileAt } from '../../../src/content/files.ts';
import type { ServiceLine, WorldEntry } from '../../../src/content/types.ts';
import { ContentError, DEFAULT_CONTENT_DIR } from './content.ts';

export const WORLD_FILE = 'chat/world/world.yaml';

export type { ServiceLine };
export type World = WorldEntry;
export type BusinessType = World['businessTypes'][number];
export type Place = World['places'][number];
export type Service = World['services'][number];
export type Topic = World['topics'][number];
export type AmbiguousTerm = World['ambiguous'][number];

/** Who leads a line (world.yaml's serviceLines), if the line is one of them. */
export function advisorOfLine(world: World, line: string | undefined): string | undefined {
  return world.serviceLines.find((entry) => entry.id === line)?.advisor;
}

/**
 * The checked world file; a bad edit throws the message the build and `npm run check:content`
 * give, naming the file, the entry and the field (advisors are checked against team/team.yaml).
 */
export function loadWorld(contentDir: string = DEFAULT_CONTENT_DIR): World {
  const { data, problems } = checkFileAt(contentDir, WORLD_FILE);
  if (problems.length > 0) {
    throw new ContentError(`Content error (see content/README.md):\n${problems.join('\n')}`);
  }
  return data as World;
}
