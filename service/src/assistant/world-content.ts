/**
 * content/chat/world/world.yaml: the firm's world as the assistant understands it (business types,
 * places, what the firm does and does not do, what visitors ask about). A TypeBox schema and a
 * loader that names the entry and field of a bad edit, written to move into the shared
 * content-schema module as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value, type ValueError } from '@sinclair/typebox/value';
import { parse } from 'yaml';

export const WORLD_FILE = 'chat/world/world.yaml';

const Id = Type.String({ pattern: '^[a-z][a-z0-9-]*$', description: 'lower case, digits, "-"' });
const Terms = Type.Array(Type.String({ minLength: 1 }), { minItems: 1 });
const Advisor = Type.String({
  minLength: 1,
  description: 'a name as content/team/team.yaml has it',
});

export const ServiceLineSchema = Type.Union([
  Type.Literal('healthcare'),
  Type.Literal('commercial'),
]);
export type ServiceLine = Static<typeof ServiceLineSchema>;

const ServiceLineEntry = Type.Object(
  { id: ServiceLineSchema, advisor: Advisor, terms: Terms },
  { additionalProperties: false },
);

const BusinessTypeEntry = Type.Object(
  {
    id: Id,
    name: Type.String({ minLength: 1 }),
    line: Type.Union([ServiceLineSchema, Type.Literal('unknown')]),
    advisor: Type.Optional(Advisor),
    basis: Type.Union([Type.Literal('stated'), Type.Literal('inferred'), Type.Literal('unknown')]),
    generic: Type.Optional(Type.Boolean()),
    terms: Terms,
  },
  { additionalProperties: false },
);

export const PlaceStatusSchema = Type.Union([
  Type.Literal('served'),
  Type.Literal('region'),
  Type.Literal('notStated'),
]);

const PlaceEntry = Type.Object(
  { id: Id, name: Type.String({ minLength: 1 }), status: PlaceStatusSchema, terms: Terms },
  { additionalProperties: false },
);

const ServiceEntry = Type.Object(
  {
    id: Id,
    status: Type.Union([
      Type.Literal('offered'),
      Type.Literal('notOffered'),
      Type.Literal('unknown'),
    ]),
    answer: Type.String({
      pattern: '^[a-z]+\\.[a-zA-Z]+$',
      description: 'a key like scope.leasing',
    }),
    advisor: Type.Optional(Advisor),
    givesWayTo: Type.Optional(Type.Array(Id)),
    source: Type.String({ minLength: 1 }),
    terms: Terms,
  },
  { additionalProperties: false },
);

const TopicEntry = Type.Object(
  { id: Id, weak: Type.Optional(Type.Boolean()), terms: Terms },
  { additionalProperties: false },
);

const AmbiguousEntry = Type.Object(
  { term: Type.String({ minLength: 1 }), options: Type.Array(Id, { minItems: 2 }) },
  { additionalProperties: false },
);

export const WorldSchema = Type.Object(
  {
    serviceLines: Type.Array(ServiceLineEntry, { minItems: 2, maxItems: 2 }),
    businessTypes: Type.Array(BusinessTypeEntry, { minItems: 1 }),
    places: Type.Array(PlaceEntry, { minItems: 1 }),
    services: Type.Array(ServiceEntry, { minItems: 1 }),
    topics: Type.Array(TopicEntry, { minItems: 1 }),
    ambiguous: Type.Array(AmbiguousEntry),
  },
  { additionalProperties: false },
);

export type World = Static<typeof WorldSchema>;
export type BusinessType = World['businessTypes'][number];
export type Place = World['places'][number];
export type Service = World['services'][number];
export type Topic = World['topics'][number];

export class WorldContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorldContentError';
  }
}

/** The sections whose entries have an id and terms. */
type TermSection = 'businessTypes' | 'places' | 'services' | 'topics';

/** `content/chat/world/world.yaml: businessTypes entry 3 ("bakery") field "line": …` */
function where(world: unknown, pointer: string): string {
  const [section, index, ...rest] = pointer.split('/').slice(1);
  if (section === undefined) return '';
  if (index === undefined || !/^\d+$/.test(index)) return ` field "${section}"`;
  const list = (world as Record<string, unknown>)[section];
  const entry = Array.isArray(list) ? (list[Number(index)] as Record<string, unknown>) : undefined;
  const name = entry?.id ?? entry?.term;
  const label = `${section} entry ${Number(index) + 1}${typeof name === 'string' ? ` ("${name}")` : ''}`;
  return rest.length > 0 ? ` ${label} field "${rest[0]}"` : ` ${label}`;
}

function fail(pointer: string, world: unknown, problem: string): never {
  throw new WorldContentError(`content/${WORLD_FILE}:${where(world, pointer)}: ${problem}`);
}

/** The values a union of literals allows, nested unions included; undefined for other schemas. */
function literals(schema: TSchema): string[] | undefined {
  if (schema.const !== undefined) return [String(schema.const)];
  if (!Array.isArray(schema.anyOf)) return undefined;
  const values = (schema.anyOf as TSchema[]).map(literals);
  return values.every((value) => value !== undefined) ? values.flat() : undefined;
}

/** TypeBox's message, made plain for an editor where it is terse ("expected union value"). */
function problem(error: ValueError): string {
  const schema = error.schema;
  if (error.message === 'Expected required property') return 'is missing';
  const allowed = literals(schema);
  if (allowed) return `must be one of ${allowed.join(', ')} (not ${JSON.stringify(error.value)})`;
  if (schema.type === 'array' && typeof schema.minItems === 'number') {
    return `must list at least ${schema.minItems}`;
  }
  if (typeof schema.pattern === 'string' && typeof schema.description === 'string') {
    return `must be ${schema.description} (not ${JSON.stringify(error.value)})`;
  }
  return error.message.toLowerCase();
}

function checkShape(schema: TSchema, world: unknown): void {
  const [first] = Value.Errors(schema, world);
  if (first) fail(first.path, world, problem(first));
}

/** Checks the file holds together: unique ids and terms, known advisors, known options. */
function checkReferences(world: World, teamNames: readonly string[] | undefined): void {
  const sections: TermSection[] = ['businessTypes', 'places', 'services', 'topics'];
  const known = new Set<string>();
  for (const section of sections) {
    const termOwner = new Map<string, string>();
    const entries: readonly { id: string; terms: string[] }[] = world[section];
    entries.forEach((entry, index) => {
      const at = `/${section}/${index}`;
      if (section === 'services' || section === 'topics') {
        if (known.has(entry.id)) fail(`${at}/id`, world, `"${entry.id}" is used twice`);
        known.add(entry.id);
      }
      for (const term of entry.terms) {
        const key = term.trim().toLowerCase();
        const owner = termOwner.get(key);
        if (owner !== undefined && owner !== entry.id) {
          fail(`${at}/terms`, world, `"${term}" is also a term of "${owner}"`);
        }
        termOwner.set(key, entry.id);
      }
    });
  }
  world.services.forEach((entry, index) => {
    for (const other of entry.givesWayTo ?? []) {
      if (!world.services.some((service) => service.id === other)) {
        fail(`/services/${index}/givesWayTo`, world, `"${other}" is no service id`);
      }
    }
  });
  world.ambiguous.forEach((entry, index) => {
    for (const option of entry.options) {
      if (!known.has(option)) {
        fail(`/ambiguous/${index}/options`, world, `"${option}" is no service or topic id`);
      }
    }
  });
  if (!teamNames) return;
  const checkAdvisor = (advisor: string | undefined, at: string) => {
    if (advisor !== undefined && !teamNames.includes(advisor)) {
      fail(`${at}/advisor`, world, `"${advisor}" is not a name in content/team/team.yaml`);
    }
  };
  world.serviceLines.forEach((entry, index) =>
    checkAdvisor(entry.advisor, `/serviceLines/${index}`),
  );
  world.businessTypes.forEach((entry, index) =>
    checkAdvisor(entry.advisor, `/businessTypes/${index}`),
  );
  world.services.forEach((entry, index) => checkAdvisor(entry.advisor, `/services/${index}`));
}

/** Checks an already parsed world.yaml; `teamNames` (from team.yaml) also checks the advisors. */
export function parseWorld(raw: unknown, teamNames?: readonly string[]): World {
  checkShape(WorldSchema, raw);
  const world = raw as World;
  checkReferences(world, teamNames);
  return world;
}

export function loadWorld(contentDir: string, teamNames?: readonly string[]): World {
  const file = path.join(contentDir, WORLD_FILE);
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new WorldContentError(`content/${WORLD_FILE}: ${(error as Error).message}`);
  }
  return parseWorld(raw, teamNames);
}
