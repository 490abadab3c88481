/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { readContentFolder } from './files';
import { checkContentFile, graphqlTypeDefs, serviceOnlyFiles } from './model';
import { CONTENT_TYPES, nodeTypeOfFile } from './types';

const contentDir = path.join(__dirname, '..', '..', 'content');

function load(relativePath: string): unknown {
  return parse(readFileSync(path.join(contentDir, relativePath), 'utf8'));
}

const check = (relativePath: string, data: unknown) =>
  checkContentFile(CONTENT_TYPES, relativePath, data, { fileExists: () => true });

type Entry = Record<string, unknown>;
const team = () => load('team/team.yaml') as Entry[];
const settings = () => load('settings/settings.yaml') as Entry & { officeHours: Entry[] };

describe('content/', () => {
  it('every file matches its declared type, and no declared file is missing', () => {
    const { files, problems } = readContentFolder(contentDir);
    expect(problems).toEqual([]);
    expect(files.size).toBe(CONTENT_TYPES.flatMap((type) => type.files).length);
  });

  it('has about fifteen FAQ entries for the chat assistant', () => {
    expect((load('faq.yaml') as unknown[]).length).toBeGreaterThanOrEqual(15);
  });
});

describe('checkContentFile', () => {
  it('names the file, the entry and the missing field', () => {
    const broken = team();
    delete broken[1]!.email;
    expect(check('team/team.yaml', broken)).toEqual([
      'content/team/team.yaml: entry 2 ("Arjun Mehta") is missing required field "email"',
    ]);
  });

  it('treats an empty field (null in YAML) as missing', () => {
    const broken = team();
    broken[0]!.role = null;
    expect(check('team/team.yaml', broken)).toEqual([
      'content/team/team.yaml: entry 1 ("Catherine Reid") is missing required field "role"',
    ]);
  });

  it('reports a misspelt field as unknown and the real one as missing', () => {
    const broken = team();
    broken[0]!.photoAltt = broken[0]!.photoAlt;
    delete broken[0]!.photoAlt;
    const problems = check('team/team.yaml', broken);
    expect(problems).toContain(
      'content/team/team.yaml: entry 1 ("Catherine Reid") is missing required field "photoAlt"',
    );
    expect(problems).toContainEqual(
      expect.stringContaining('entry 1 ("Catherine Reid") has unknown field "photoAltt"'),
    );
  });

  it('checks types, allowed values and that a photo exists', () => {
    const broken = team();
    broken[2]!.takesBookings = 'yes';
    expect(check('team/team.yaml', broken)).toContainEqual(
      expect.stringMatching(/entry 3 \("[^"]+"\) field "takesBookings" must be true or false/),
    );
    const quotes = load('testimonials.yaml') as Entry[];
    quotes[0]!.page = 'homepage';
    expect(check('testimonials.yaml', quotes)).toEqual([
      'content/testimonials.yaml: entry 1 ("Dr. Priya Nair") field "page" must be one of "home", "team", "services-healthcare", "services-commercial" (found "homepage")',
    ]);
    const photoless = team();
    photoless[0]!.photo = 'missing.jpg';
    expect(
      checkContentFile(CONTENT_TYPES, 'team/team.yaml', photoless, {
        fileExists: (file) => file !== 'missing.jpg',
      }),
    ).toEqual([
      'content/team/team.yaml: entry 1 ("Catherine Reid") field "photo" names a file that does not exist: "missing.jpg"',
    ]);
  });

  it('refuses a bad time zone, hours that are not HH:MM and a booking URL that is not https', () => {
    const broken = settings();
    broken.timeZone = 'Mars/Olympus';
    broken.officeHours[0]!.closes = '5pm';
    broken.bookingUrl = 'http://calendly.com/example';
    expect(check('settings/settings.yaml', broken)).toEqual([
      'content/settings/settings.yaml: field "timeZone" must be a known time zone like "America/Edmonton" (found "Mars/Olympus")',
      `content/settings/settings.yaml: field "officeHours[1].closes" must be a time like '09:00' (found "5pm")`,
      'content/settings/settings.yaml: field "bookingUrl" must be an https URL (found "http://calendly.com/example")',
    ]);
  });

  it('needs opening hours unless a day is closed', () => {
    const broken = settings();
    delete broken.officeHours[0]!.opens;
    expect(check('settings/settings.yaml', broken)).toEqual([
      'content/settings/settings.yaml: field "officeHours[1]" needs "opens" and "closes", or "closed: true"',
    ]);
  });

  it('requires exactly one team member who takes bookings, and both service blocks', () => {
    const everyone = team().map((member) => ({ ...member, takesBookings: true }));
    expect(check('team/team.yaml', everyone)).toEqual([
      'content/team/team.yaml: exactly one member must have "takesBookings: true" (found 3)',
    ]);
    const services = (load('services.yaml') as Entry[]).filter((s) => s.slug !== 'commercial');
    expect(check('services.yaml', services)).toEqual([
      'content/services.yaml: needs an entry with slug "commercial"',
    ]);
  });

  it('checks nested fields and the parts of a section a page needs', () => {
    const home = load('pages/home.yaml') as Record<string, Entry>;
    delete home.hero!.heading;
    delete home.why!.items;
    delete home.testimonials;
    expect(check('pages/home.yaml', home)).toEqual([
      'content/pages/home.yaml: is missing required field "testimonials"',
      'content/pages/home.yaml: is missing required field "hero.heading"',
      'content/pages/home.yaml: is missing required field "why.items"',
    ]);
  });

  it('refuses a file no content type declares, and a list where one entry belongs', () => {
    expect(check('chat/world.yaml', {})).toEqual([
      'content/chat/world.yaml: no content type declares this file (declare it in src/content/types.ts, see content/README.md)',
    ]);
    expect(check('settings/settings.yaml', [settings()])).toEqual([
      'content/settings/settings.yaml: must be a map of fields (name: value lines)',
    ]);
  });
});

describe('readContentFolder', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'content-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('names invalid YAML and declared files that are missing', () => {
    const dir = path.join(scratch, 'broken');
    cpSync(contentDir, dir, { recursive: true });
    rmSync(path.join(dir, 'values.yaml'));
    writeFileSync(path.join(dir, 'faq.yaml'), '- question: [unclosed\n');
    const { problems } = readContentFolder(dir);
    expect(problems[0]).toBe('content/values.yaml: is missing (src/content/types.ts declares it)');
    expect(problems[1]).toMatch(/^content\/faq\.yaml: is not valid YAML: /);
    expect(problems).toHaveLength(2);
  });
});

describe('the chat world file (service only)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'content-world-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('checks its advisors and people against the team file: renaming a member names each entry', () => {
    const dir = path.join(scratch, 'renamed');
    cpSync(contentDir, dir, { recursive: true });
    const renamed = team().map((member) =>
      member.name === 'Nicole Tremblay' ? { ...member, name: 'Nicole Tremblay-Roy' } : member,
    );
    writeFileSync(path.join(dir, 'team/team.yaml'), stringify(renamed));
    const { problems } = readContentFolder(dir);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem).toMatch(
        /^content\/chat\/world\/world\.yaml: \w+ entry \d+ \("([a-z-]+|Nicole Tremblay)"\) field "(advisor|name)" must be a name in content\/team\/team\.yaml \(found "Nicole Tremblay"\)$/,
      );
    }
  });

  it('leaves the advisors unchecked while the team file has problems of its own', () => {
    const dir = path.join(scratch, 'broken-team');
    cpSync(contentDir, dir, { recursive: true });
    const broken = team();
    delete broken[1]!.email;
    writeFileSync(path.join(dir, 'team/team.yaml'), stringify(broken));
    expect(readContentFolder(dir).problems).toEqual([
      'content/team/team.yaml: entry 2 ("Arjun Mehta") is missing required field "email"',
    ]);
  });

  it('has no GraphQL type: Gatsby does not source it', () => {
    expect(serviceOnlyFiles(CONTENT_TYPES)).toEqual(['chat/world/world.yaml', 'chat/replies.yaml']);
    expect(graphqlTypeDefs(CONTENT_TYPES)).not.toMatch(/World/);
  });
});

describe('the GraphQL types', () => {
  const sdl = graphqlTypeDefs(CONTENT_TYPES);

  it('declares every node type without inference, the photo as a file', () => {
    expect(sdl).toContain('type TeamYaml implements Node @dontInfer {');
    expect(sdl).toContain('  photo: File! @fileByRelativePath');
    expect(sdl).toContain('type HomePageYaml implements Node @dontInfer {');
  });

  it('makes the sections a page needs non-null and declares each nested type once', () => {
    expect(sdl).toMatch(/type HomePageYaml[^}]*\n {2}why: PageSection!\n/);
    expect(sdl).toMatch(/type LegalPageYaml[^}]*\n {2}legalSections: \[LegalSection!\]!\n/);
    expect(sdl.match(/^type PageSection \{/gm)).toHaveLength(1);
    expect(sdl).toMatch(/type PageSection \{[^}]*\n {2}primaryCta: PageLink\n/);
  });

  it('gives each file the node type its content type declares', () => {
    expect(nodeTypeOfFile('pages/home.yaml')).toBe('HomePageYaml');
    expect(nodeTypeOfFile('pages/terms.yaml')).toBe('LegalPageYaml');
    expect(nodeTypeOfFile('method-steps.yaml')).toBe('MethodStepsYaml');
  });
});
