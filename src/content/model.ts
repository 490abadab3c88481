/**
 * The machinery behind src/content/types.ts: the field kinds content types are declared with
 * (TypeBox schemas), the GraphQL SDL Gatsby gets from them and the checks that turn TypeBox's
 * errors into sentences an editor can act on:
 *
 *     content/team/team.yaml: entry 2 ("Arjun Mehta") is missing required field "email"
 *     content/chat/world/world.yaml: businessTypes entry 3 ("medical") field "line" must be ...
 *
 * The Gatsby build (gatsby-node.ts), the service (service/src/assistant/content.ts) and
 * `npm run check:content` all check content through this module, so each sees the same rules
 * and says the same thing. It runs on Node only (never in a page bundle).
 */
import {
  FormatRegistry,
  OptionalKind,
  Type,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TString,
} from '@sinclair/typebox';
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value';

/** What this module adds to a TypeBox schema. */
interface Described {
  /** What the field must hold, in words: `field "x" must be <expected>`. */
  expected?: string;
  /** GraphQL type and directive for a string that names something else (a photo's file). */
  graphql?: { type: string; directive: string };
  /** A variant of a named object type: checked by its own rules, typed in GraphQL as `base`. */
  graphqlAs?: TObject;
  /** A list whose items are named by this field (see namedList). */
  namedBy?: string;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
FormatRegistry.Set('time-zone', isTimeZone);

// Field kinds. Every field is required unless wrapped in `optional(...)`.

/** Text with at least one visible character. */
export const text = () => Type.String({ pattern: '\\S', expected: 'a non-empty text' });
export const optional = <T extends TSchema>(schema: T) => Type.Optional(schema);
/** A list with at least one item (or `atLeast` items). */
export const list = <T extends TSchema>(item: T, atLeast = 1) =>
  Type.Array(item, { minItems: atLeast, expected: 'a list' });
/**
 * A list of entries each named by one of its fields (`id`), unique within the list. A problem
 * names the entry as a list file's do: `businessTypes entry 3 ("medical") field "line" ...`.
 */
export const namedList = <T extends TObject>(item: T, namedBy: keyof Static<T> & string) => {
  const options: Described = { namedBy };
  return Type.Array(item, { minItems: 1, expected: 'a list', ...options });
};
/** A name other entries refer to: lower-case letters, digits and "-". */
export const identifier = () =>
  Type.String({
    pattern: '^[a-z][a-z0-9-]*$',
    expected: 'lower-case letters, digits and "-", like "dental-lab"',
  });
export const wholeNumber = () =>
  Type.Integer({ minimum: 1, expected: 'a whole number greater than zero' });
export const yesNo = () => Type.Boolean({ expected: 'true or false' });
export const oneOf = <V extends string>(...values: V[]) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { expected: `one of ${values.map((value) => `"${value}"`).join(', ')}` },
  );
export const clockTime = () =>
  Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', expected: "a time like '09:00'" });
export const httpsUrl = () => Type.String({ pattern: '^https://\\S+$', expected: 'an https URL' });
export const timeZone = () =>
  Type.String({ format: 'time-zone', expected: 'a known time zone like "America/Edmonton"' });
/** The key of a sentence the assistant says, like "scope.leasing". */
export const sentenceKey = () =>
  Type.String({ pattern: '^[a-z]+\\.[a-zA-Z]+$', expected: 'a sentence key like "scope.leasing"' });
/** A site path (/contact/, /services/#healthcare) or an https URL. */
export const linkTarget = () =>
  Type.String({
    pattern: '^(/\\S*|https://\\S+)$',
    expected: 'a site path like /contact/ or an https URL',
  });
/** A file beside the YAML (a photo): a `File` node in GraphQL, and it must exist. */
export const fileBeside = (): TString =>
  Type.String({
    pattern: '\\S',
    expected: 'the name of a file beside the YAML file',
    graphql: { type: 'File', directive: ' @fileByRelativePath' },
  });

/** A named object type (its name is its GraphQL type); fields not declared are refused. */
export const object = <P extends TProperties>(name: string, properties: P) =>
  Type.Object(properties, { $id: name, additionalProperties: false });

/**
 * The object type with some of its optional fields required where one page needs them (the
 * home hero needs its button). GraphQL still sees `base`, so fragments on it keep working.
 */
export function needing<T extends TObject>(
  base: T,
  ...fields: (keyof T['properties'] & string)[]
): T {
  const properties: TProperties = { ...base.properties };
  for (const field of fields) {
    const { [OptionalKind]: _optional, ...required } = base.properties[field] as TSchema;
    properties[field] = required as TSchema;
  }
  const options: Described = { graphqlAs: base };
  return Type.Object(properties, { additionalProperties: false, ...options }) as unknown as T;
}

/** One kind of YAML file: where it lives, its GraphQL node type and the shape of its entries. */
export interface ContentType<S extends TObject = TObject> {
  /** Files of this type, relative to content/. */
  files: readonly string[];
  /** `true`: the file is a list of entries; `false`: the file is one entry. */
  isList: boolean;
  /** The shape of an entry, declared with object(): its name is the GraphQL node type. */
  entry: S;
  /**
   * For one-entry files: a non-null root query field (`settings { ... }`), so pages need not
   * check for null. With `key`, the field takes it as an argument to pick one of the files.
   */
  queryField?: { name: string; key?: keyof Static<S> & string };
  /**
   * `true`: only the service reads it (content/chat/world/world.yaml). It gets no GraphQL type,
   * gatsby-config.ts keeps it out of Gatsby's data layer, and the build checks it before sourcing.
   */
  serviceOnly?: boolean;
  /** Rules a schema cannot say, about one entry: problems as `field "x" ...` sentences. */
  entryRules?(entry: Static<S>, context: RuleContext): string[];
  /** Rules about the whole file, e.g. "exactly one member takes bookings". */
  fileRules?(entries: Static<S>[], context: RuleContext): string[];
}

/** What a rule may look at besides its own file. */
export interface RuleContext {
  /**
   * The data of another content file (path relative to content/), checked; `undefined` when it
   * is missing or has problems of its own (reported on that file), or when not given.
   */
  read(relativePath: string): unknown;
}

/** Declares a content type; its rules are typed by the entry's shape. */
export function contentType<S extends TObject>(type: ContentType<S>): ContentType {
  if (!type.entry.$id) throw new Error("Declare a content type's entry with object(name, ...)");
  return type as unknown as ContentType;
}

/** The GraphQL node type of a content type's entries (`TeamYaml`). */
export const typeName = (type: ContentType): string => type.entry.$id!;

/** Files only the service reads: kept out of Gatsby's data layer. */
export const serviceOnlyFiles = (types: readonly ContentType[]): string[] =>
  types.filter((type) => type.serviceOnly).flatMap((type) => type.files);

// GraphQL SDL for `actions.createTypes`.

/** The SDL of every content type: node types `@dontInfer`, nested object types once each. */
export function graphqlTypeDefs(types: readonly ContentType[]): string {
  const objectTypes = new Map<string, string>();

  const typeOf = (schema: TSchema & Described): string => {
    if (schema.graphqlAs) return typeOf(schema.graphqlAs);
    if (schema.graphql) return schema.graphql.type;
    switch (schema.type) {
      case 'array':
        return `[${typeOf(schema.items as TSchema)}!]`;
      case 'object': {
        const name = schema.$id;
        if (!name) throw new Error('A nested object type needs a name: declare it with object()');
        if (!objectTypes.has(name)) {
          objectTypes.set(name, ''); // keeps its place before the types it names
          objectTypes.set(name, `type ${name} {\n${fieldsOf(schema as TObject)}\n}`);
        }
        return name;
      }
      case 'integer':
        return 'Int';
      case 'number':
        return 'Float';
      case 'boolean':
        return 'Boolean';
      default:
        return 'String'; // texts and choices of texts
    }
  };

  const fieldsOf = (schema: TObject): string =>
    Object.entries(schema.properties)
      .map(([name, field]: [string, TSchema & Described]) => {
        const nonNull = field[OptionalKind] === 'Optional' ? '' : '!';
        return `  ${name}: ${typeOf(field)}${nonNull}${field.graphql?.directive ?? ''}`;
      })
      .join('\n');

  const nodeTypes = types
    .filter((type) => !type.serviceOnly)
    .map(
      (type) => `type ${typeName(type)} implements Node @dontInfer {\n${fieldsOf(type.entry)}\n}`,
    );
  return [...nodeTypes, ...objectTypes.values()].join('\n\n');
}

// Checking a file.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** YAML writes an empty field as null: treated as left out, like GraphQL does. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== null && child !== undefined)
      .map(([key, child]) => [key, withoutNulls(child)]),
  );
}

function shown(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** `businessTypes entry 3 ("medical")`: an entry of a list, by position (from 1) and name. */
export function entryAt(listName: string, index: number, name: unknown): string {
  const position = `${listName ? `${listName} ` : ''}entry ${index + 1}`;
  return typeof name === 'string' && name ? `${position} ("${name}")` : position;
}

/** Where a problem is: the named entry it is in (if any) and the field inside it. */
interface Location {
  /** `businessTypes entry 3 ("medical")`, or '' outside a namedList. */
  entry: string;
  /** `officeHours[2].opens` (lists counted from 1, like entries), or '' for the entry itself. */
  field: string;
}

const withField = (location: Location, part: string): Location => ({
  ...location,
  field: location.field ? `${location.field}.${part}` : part,
});

function withItem(
  location: Location,
  schema: TSchema & Described,
  index: number,
  item: unknown,
): Location {
  if (!schema.namedBy) return { ...location, field: `${location.field}[${index + 1}]` };
  const name = isPlainObject(item) ? item[schema.namedBy] : undefined;
  const listName = [location.entry, location.field].filter(Boolean).join(' ');
  return { entry: entryAt(listName, index, name), field: '' };
}

/** `/businessTypes/2/line` → businessTypes entry 3 ("medical"), field `line`. */
function locate(schema: TSchema, value: unknown, pointer: string): Location {
  let location: Location = { entry: '', field: '' };
  let here: (TSchema & Described) | undefined = schema;
  let current = value;
  for (const part of pointer.split('/').slice(1)) {
    if (here?.type === 'array' && /^\d+$/.test(part)) {
      const item: unknown = Array.isArray(current) ? current[Number(part)] : undefined;
      location = withItem(location, here, Number(part), item);
      here = here.items as TSchema;
      current = item;
    } else {
      location = withField(location, part);
      here = (here?.properties as TProperties | undefined)?.[part];
      current = isPlainObject(current) ? current[part] : undefined;
    }
  }
  return location;
}

/** `businessTypes entry 3 ("medical") field "line"`, or `field "line"` outside a namedList. */
function at({ entry, field }: Location): string {
  return [entry, field ? `field "${field}"` : ''].filter(Boolean).join(' ');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a non-empty text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a map of fields',
};

function sentence(error: ValueError, { entry, field }: Location): string {
  const schema = error.schema as TSchema & Described;
  const inEntry = entry ? `${entry} ` : '';
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `${inEntry}is missing required field "${field}"`;
    case ValueErrorType.ObjectAdditionalProperties:
      return `${inEntry}has unknown field "${field}" (known fields: ${Object.keys(schema.properties ?? {}).join(', ')})`;
    case ValueErrorType.ArrayMinItems:
      return schema.minItems === 1
        ? `${at({ entry, field })} must not be an empty list`
        : `${at({ entry, field })} must list at least ${schema.minItems} items`;
    default: {
      const expected = schema.expected ?? TYPE_WORDS[String(schema.type)] ?? 'valid';
      return `${at({ entry, field })} must be ${expected} (found ${shown(error.value)})`;
    }
  }
}

/** Every problem of one value against a schema, one sentence each. */
function schemaProblems(schema: TSchema, value: unknown): string[] {
  const problems: string[] = [];
  const missing = new Set<string>();
  for (const error of Value.Errors(schema, value)) {
    // A missing field is also "not a text": say it once.
    if (missing.has(error.path)) continue;
    if (error.type === ValueErrorType.ObjectRequiredProperty) missing.add(error.path);
    problems.push(sentence(error, locate(schema, value, error.path)));
  }
  return problems;
}

/**
 * What the shape cannot say about a value that has it: files named by `fileBeside()` fields that
 * do not exist, and names given twice in a `namedList()`.
 */
function valueProblems(
  schema: TSchema & Described,
  value: unknown,
  location: Location,
  options: CheckOptions,
): string[] {
  if (schema.graphql?.type === 'File' && typeof value === 'string' && options.fileExists) {
    return options.fileExists(value)
      ? []
      : [`${at(location)} names a file that does not exist: "${value}"`];
  }
  if (schema.type === 'object' && isPlainObject(value)) {
    return Object.entries((schema as TObject).properties ?? {}).flatMap(([name, field]) =>
      valueProblems(field, value[name], withField(location, name), options),
    );
  }
  if (schema.type === 'array' && Array.isArray(value)) {
    const firstWithName = new Map<unknown, number>();
    return value.flatMap((item: unknown, index) => {
      const itemLocation = withItem(location, schema, index, item);
      const problems = valueProblems(schema.items as TSchema, item, itemLocation, options);
      if (!schema.namedBy || !isPlainObject(item)) return problems;
      const name = item[schema.namedBy];
      const first = firstWithName.get(name);
      if (first === undefined) firstWithName.set(name, index);
      else {
        const nameField = at(withField(itemLocation, schema.namedBy));
        problems.push(`${nameField} is already used by entry ${first + 1}`);
      }
      return problems;
    });
  }
  return [];
}

function entryLabel(entry: unknown, index: number): string {
  if (!isPlainObject(entry)) return entryAt('', index, undefined);
  const name = ['name', 'title', 'question', 'label', 'slug']
    .map((key) => entry[key])
    .find(Boolean);
  return entryAt('', index, name);
}

export interface CheckOptions {
  /** Whether a file named by a `fileBeside()` field exists (path relative to the YAML file). */
  fileExists?: (relativeToYaml: string) => boolean;
  /** Another content file's checked data, for rules that look across files (RuleContext). */
  readOther?: (relativePath: string) => unknown;
}

function entryProblems(type: ContentType, entry: unknown, options: CheckOptions): string[] {
  const problems = schemaProblems(type.entry, entry);
  if (problems.length > 0) return problems;
  return [
    ...valueProblems(type.entry, entry, { entry: '', field: '' }, options),
    ...(type.entryRules?.(entry as Static<TObject>, ruleContext(options)) ?? []),
  ];
}

function ruleContext(options: CheckOptions): RuleContext {
  return { read: (relativePath) => options.readOther?.(relativePath) };
}

/** The content type that declares a file (path relative to content/), if any. */
export function typeOfFile(
  types: readonly ContentType[],
  relativePath: string,
): ContentType | undefined {
  return types.find((type) => type.files.includes(relativePath));
}

/**
 * Every problem of one parsed content file, each a sentence starting with the file. `data` is
 * the parsed YAML; `relativePath` is relative to content/.
 */
export function checkContentFile(
  types: readonly ContentType[],
  relativePath: string,
  data: unknown,
  options: CheckOptions = {},
): string[] {
  const file = `content/${relativePath}`;
  const type = typeOfFile(types, relativePath);
  if (!type) {
    return [
      `${file}: no content type declares this file (declare it in src/content/types.ts, see content/README.md)`,
    ];
  }
  const value = withoutNulls(data);
  if (!type.isList) {
    if (!isPlainObject(value)) return [`${file}: must be a map of fields (name: value lines)`];
    return entryProblems(type, value, options).map((problem) => `${file}: ${problem}`);
  }
  if (!Array.isArray(value)) return [`${file}: must be a list of entries (each starting with -)`];
  if (value.length === 0) return [`${file}: the list is empty`];
  const problems = value.flatMap((entry: unknown, index) => {
    const label = entryLabel(entry, index);
    if (!isPlainObject(entry)) return [`${file}: ${label} must be a map of fields`];
    return entryProblems(type, entry, options).map((problem) => `${file}: ${label} ${problem}`);
  });
  if (problems.length === 0 && type.fileRules) {
    const fileProblems = type.fileRules(value as Static<TObject>[], ruleContext(options));
    problems.push(...fileProblems.map((problem) => `${file}: ${problem}`));
  }
  return problems;
}
