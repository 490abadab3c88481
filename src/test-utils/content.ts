import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const contentDir = path.join(__dirname, '..', '..', 'content');

/**
 * A content file as editors keep it, so unit tests render the real copy (a misspelt {placeholder}
 * fails them). Optional fields the YAML leaves out are undefined where GraphQL gives null; the
 * components treat both alike.
 */
export function readContent<T>(file: string): T {
  return parse(readFileSync(path.join(contentDir, file), 'utf8')) as T;
}

export const contactFormCopy = readContent<{ form: Queries.ContactFormCopyFragment }>(
  'pages/contact.yaml',
).form;

export const chatCopy = readContent<Queries.ChatCopyFieldsFragment>('chat/chat.yaml');
