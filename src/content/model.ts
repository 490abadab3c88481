/**
 * The machinery behind src/content/types.ts: the field kinds content types are declared with
 * (TypeBox schemas), the GraphQL SDL Gatsby gets from them and the checks that turn TypeBox's
 * errors into sentences an editor can act on:
 *
 *     content/team/team.yaml: entry 2 ("Arjun Mehta") is missing required field "email"
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
/** A list with at least one item. */
export const list = <T extends TSchema>(item: T) =>
  Type.Array(item, { minItems: 1, expected: 'a list' });
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
  /** Rules a schema cannot say, about one entry: problems as `field "x" ...` sentences. */
  entryRules?(entry: Static<S>): string[];
  /** Rules about the whole file, e.g. "exactly one member takes bookings". */
  fileRules?(entries: Static<S>[]): string[];
}

/** Declares a content type; its rules are typed by the entry's shape. */
export function contentType<S extends TObject>(type: ContentType<S>): ContentType {
  if (!type.entry.$id) throw new Error("Declare a content type's entry with object(name, ...)");
  return type as unknown as ContentType;
}

/** The GraphQL node type of a content type's entries (`TeamYaml`). */
export const typeName = (type: ContentType): string => type.entry.$id!;

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

  const nodeTypes = types.map(
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

/** `/officeHours/1/opens` → `officeHours[2].opens` (lists counted from 1, like entries). */
function fieldPath(pointer: string): string {
  let path = '';
  for (const part of pointer.split('/').slice(1)) {
    if (/^\d+$/.test(part)) path += `[${Number(part) + 1}]`;
    else path += path ? `.${part}` : part;
  }
  return path;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a non-empty text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a map of fields',
};

function sentence(error: ValueError): string {
  const schema = error.schema as TSchema & Described;
  const path = fieldPath(error.path);
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `is missing required field "${path}"`;
    case ValueErrorType.ObjectAdditionalProperties:
      return `has unknown field "${path}" (known fields: ${Object.keys(schema.properties ?? {}).join(', ')})`;
    case ValueErrorType.ArrayMinItems:
      return `field "${path}" must not be an empty list`;
    default: {
      const expected = schema.expected ?? TYPE_WORDS[String(schema.type)] ?? 'valid';
      return `field "${path}" must be ${expected} (found ${shown(error.value)})`;
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
    problems.push(sentence(error));
  }
  return problems;
}

/** Files named by `fileBeside()` fields that do not exist. */
function missingFiles(
  schema: TSchema & Described,
  value: unknown,
  path: string,
  fileExists: (relativeToYaml: string) => boolean,
): string[] {
  if (schema.graphql?.type === 'File' && typeof value === 'string') {
    return fileExists(value)
      ? []
      : [`field "${path}" names a file that does not exist: "${value}"`];
  }
  if (schema.type === 'object' && isPlainObject(value)) {
    return Object.entries((schema as TObject).properties).flatMap(([name, field]) =>
      missingFiles(field, value[name], path ? `${path}.${name}` : name, fileExists),
    );
  }
  if (schema.type === 'array' && Array.isArray(value)) {
    return value.flatMap((item, index) =>
      missingFiles(schema.items as TSchema, item, `${path}[${index + 1}]`, fileExists),
    );
  }
  return [];
}

function entryLabel(entry: unknown, index: number): string {
  const position = `entry ${index + 1}`;
  if (!isPlainObject(entry)) return position;
  const name = ['name', 'title', 'question', 'label', 'slug']
    .map((key) => entry[key])
    .find(Boolean);
  return typeof name === 'string' ? `${position} ("${name}")` : position;
}

export interface CheckOptions {
  /** Whether a file named by a `fileBeside()` field exists (path relative to the YAML file). */
  fileExists?: (relativeToYaml: string) => boolean;
}

function entryProblems(type: ContentType, entry: unknown, options: CheckOptions): string[] {
  const problems = schemaProblems(type.entry, entry);
  if (problems.length > 0) return problems;
  return [
    ...(options.fileExists ? missingFiles(type.entry, entry, '', options.fileExists) : []),
    ...(type.entryRules?.(entry as Static<TObject>) ?? []),
  ];
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
    problems.push(...type.fileRules(value as Static<TObject>[]).map((p) => `${file}: ${p}`));
  }
  return problems;
}
