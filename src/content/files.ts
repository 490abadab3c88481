/**
 * Reading content/ from disk and checking it against src/content/types.ts: one file (the Gatsby
 * build checks each file as it sources it, and the service-only files before sourcing) or the
 * whole folder (the service at start, `npm run check:content`). A rule that looks at another
 * file (world.yaml's advisors in team/team.yaml) gets that file checked. Node only.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { checkContentFile, serviceOnlyFiles, withoutNulls } from './model.ts';
import { CONTENT_TYPES } from './types.ts';

/** The YAML files under a folder, relative to it, with / as separator, sorted. */
export function yamlFilesIn(contentDir: string): string[] {
  return readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const missingFile = (relativePath: string) =>
  `content/${relativePath}: is missing (src/content/types.ts declares it)`;

export type CheckedFile =
  { data: unknown; problems: [] } | { data?: undefined; problems: string[] };

/**
 * Parses and checks one file of content/ (`relativePath` relative to it). The data has no
 * nulls: a field left empty in the YAML is left out.
 */
export function checkFileAt(contentDir: string, relativePath: string): CheckedFile {
  const absolutePath = path.join(contentDir, relativePath);
  if (!existsSync(absolutePath)) return { problems: [missingFile(relativePath)] };
  let data: unknown;
  try {
    data = parse(readFileSync(absolutePath, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { problems: [`content/${relativePath}: is not valid YAML: ${reason}`] };
  }
  const problems = checkContentFile(CONTENT_TYPES, relativePath, data, {
    fileExists: (file) => existsSync(path.join(path.dirname(absolutePath), file)),
    readOther: (other) => checkFileAt(contentDir, other).data,
  });
  return problems.length > 0 ? { problems } : { data: withoutNulls(data), problems: [] };
}

/** Files src/content/types.ts declares that are not in the folder. */
export function missingDeclaredFiles(contentDir: string): string[] {
  return CONTENT_TYPES.flatMap((type) => type.files)
    .filter((file) => !existsSync(path.join(contentDir, file)))
    .map(missingFile);
}

/**
 * Problems of the files only the service reads: Gatsby does not source them, so the build checks
 * them here (a missing one is reported by missingDeclaredFiles).
 */
export function checkServiceOnlyFiles(contentDir: string): string[] {
  return serviceOnlyFiles(CONTENT_TYPES)
    .filter((file) => existsSync(path.join(contentDir, file)))
    .flatMap((file) => checkFileAt(contentDir, file).problems);
}

export interface ContentFolder {
  /** Parsed data of every file that passed, by path relative to content/. */
  files: Map<string, unknown>;
  /** Every problem found, one sentence each; empty when all is well. */
  problems: string[];
}

/** Reads and checks every YAML file of content/, and that no declared file is missing. */
export function readContentFolder(contentDir: string): ContentFolder {
  const files = new Map<string, unknown>();
  const problems = missingDeclaredFiles(contentDir);
  for (const relativePath of yamlFilesIn(contentDir)) {
    const checked = checkFileAt(contentDir, relativePath);
    if (checked.problems.length > 0) problems.push(...checked.problems);
    else files.set(relativePath, checked.data);
  }
  return { files, problems };
}
