/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentTypeDefs, contentTypeName, validateContentFile } from './schema';

const contentDir = path.join(__dirname, '..', '..', 'content');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry) ? [path.relative(contentDir, full)] : [];
  });
}

function load(relativePath: string): unknown {
  return parse(readFileSync(path.join(contentDir, relativePath), 'utf8'));
}

const team = () => load('team/team.yaml') as Record<string, unknown>[];

describe('content/*.yaml', () => {
  it.each(yamlFiles(contentDir))('%s matches the content model', (relativePath) => {
    const problems = validateContentFile(relativePath, load(relativePath), {
      fileExists: (file) => existsSync(path.join(contentDir, path.dirname(relativePath), file)),
    });
    expect(problems).toEqual([]);
  });

  it('has about fifteen FAQ entries for the chat assistant, each linking a site page', () => {
    const faq = load('faq.yaml') as { link: string }[];
    expect(faq.length).toBeGreaterThanOrEqual(15);
    for (const entry of faq) {
      expect(entry.link).toMatch(/^(\/([a-z-]+\/)?(#[a-z-]+)?|https:\/\/\S+)$/);
    }
  });
});

describe('validateContentFile', () => {
  it('names the file, the entry and the missing field', () => {
    const broken = team();
    delete broken[1]!.email;
    expect(validateContentFile('team/team.yaml', broken)).toEqual([
      'content/team/team.yaml: entry 2 ("Arjun Mehta") is missing required field "email"',
    ]);
  });

  it('reports a misspelt field as unknown and the real one as missing', () => {
    const broken = team();
    broken[0]!.photoAltt = broken[0]!.photoAlt;
    delete broken[0]!.photoAlt;
    const problems = validateContentFile('team/team.yaml', broken);
    expect(problems).toContainEqual(
      expect.stringContaining('entry 1 ("Catherine Reid") has unknown field "photoAltt"'),
    );
    expect(problems).toContainEqual(
      'content/team/team.yaml: entry 1 ("Catherine Reid") is missing required field "photoAlt"',
    );
  });

  it('checks types, allowed values and photo files', () => {
    const broken = team();
    broken[2]!.takesBookings = 'yes';
    broken[2]!.photo = 'missing.jpg';
    const problems = validateContentFile('team/team.yaml', broken, { fileExists: () => false });
    expect(problems).toContainEqual(
      expect.stringContaining('field "takesBookings" must be true or false'),
    );
    expect(problems).toContainEqual(
      expect.stringContaining('names a file that does not exist: "missing.jpg"'),
    );
  });

  it('requires exactly one team member who takes bookings', () => {
    const broken = team().map((member) => ({ ...member, takesBookings: true }));
    expect(validateContentFile('team/team.yaml', broken)).toContain(
      'content/team/team.yaml: exactly one member must have "takesBookings: true" (found 3)',
    );
  });

  it('checks nested fields and the sections each page needs', () => {
    const home = load('pages/home.yaml') as Record<string, Record<string, unknown>>;
    delete home.hero!.heading;
    delete home.why;
    const problems = validateContentFile('pages/home.yaml', home);
    expect(problems).toContain('content/pages/home.yaml: is missing required field "hero.heading"');
    expect(problems).toContain(
      'content/pages/home.yaml: page "home" is missing required field "why.items"',
    );
  });

  it('rejects a testimonial for an unknown page', () => {
    const quotes = load('testimonials.yaml') as Record<string, unknown>[];
    quotes[0]!.page = 'homepage';
    expect(validateContentFile('testimonials.yaml', quotes)[0]).toMatch(
      /entry 1 \("Dr. Priya Nair"\) field "page" must be one of "home"/,
    );
  });
});

describe('contentTypeName', () => {
  it('names list files after the file and one-object files after the folder', () => {
    expect(contentTypeName('method-steps.yaml', [])).toBe('MethodStepsYaml');
    expect(contentTypeName('pages/home.yaml', {})).toBe('PagesYaml');
    expect(contentTypeName('team/team.yaml', [])).toBe('TeamYaml');
  });
});

describe('contentTypeDefs', () => {
  it('declares every node type without inference and the photo as a file', () => {
    const sdl = contentTypeDefs();
    expect(sdl).toContain('type TeamYaml implements Node @dontInfer {');
    expect(sdl).toContain('photo: File! @fileByRelativePath');
    expect(sdl).toContain('type FaqYaml implements Node @dontInfer {');
  });
});
