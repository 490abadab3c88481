/**
 * content/chat/world/world.yaml through the shared content model: the cross-checks, and a bad edit
 * named precisely, as the build and `npm run check:content` name it.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { parse, stringify } from 'yaml';
import { ContentError, loadContent } from '../../../src/assistant/content.ts';
import { normalise } from '../../../src/assistant/understanding/normalise.ts';
import { loadWorld, WORLD_FILE, type World } from '../../../src/assistant/world-content.ts';
import { contentDir, teamNames, world } from './helpers.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'world-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function rawWorld(): World {
  return parse(readFileSync(path.join(contentDir, WORLD_FILE), 'utf8')) as World;
}

let copies = 0;
/** The problems the service's loader reports for the world file after `edit`. */
function failure(edit: (raw: World) => void): string[] {
  const dir = path.join(scratch, String((copies += 1)));
  mkdirSync(path.join(dir, path.dirname(WORLD_FILE)), { recursive: true });
  cpSync(path.join(contentDir, 'team'), path.join(dir, 'team'), { recursive: true });
  const raw = rawWorld();
  edit(raw);
  writeFileSync(path.join(dir, WORLD_FILE), stringify(raw));
  try {
    loadWorld(dir);
  } catch (error) {
    assert.ok(error instanceof ContentError);
    const [heading, ...problems] = error.message.split('\n');
    assert.equal(heading, 'Content error (see content/README.md):');
    return problems;
  }
  assert.fail('the edit was accepted');
}

const FILE = 'content/chat/world/world.yaml: ';

describe('the firm world file', () => {
  test('loads, with every advisor a member of the team', () => {
    assert.equal(loadWorld(contentDir).serviceLines.length, 2);
    assert.deepEqual(loadContent(contentDir).world, world);
    const advisors = [
      ...world.serviceLines.map((line) => line.advisor),
      ...world.businessTypes.flatMap((entry) => (entry.advisor ? [entry.advisor] : [])),
      ...world.services.flatMap((entry) => (entry.advisor ? [entry.advisor] : [])),
    ];
    assert.ok(advisors.length > 10);
    for (const advisor of advisors) assert.ok(teamNames.includes(advisor), advisor);
  });

  test('routes each line to the advisor whose role says so', () => {
    const advisorOf = (line: string) => world.serviceLines.find((entry) => entry.id === line);
    assert.equal(advisorOf('healthcare')?.advisor, 'Catherine Reid');
    assert.equal(advisorOf('commercial')?.advisor, 'Arjun Mehta');
    const analysis = world.services.find((entry) => entry.id === 'investment-analysis');
    assert.equal(analysis?.advisor, 'Nicole Tremblay');
  });

  test('says only what the content supports about scope', () => {
    const status = (id: string) => world.services.find((entry) => entry.id === id)?.status;
    assert.equal(status('landlord'), 'notOffered');
    assert.equal(status('residential'), 'notOffered');
    assert.equal(status('purchase'), 'offered');
    assert.equal(status('lease-audit'), 'offered');
    // The content is silent on these: the assistant must not invent a yes or a no.
    for (const silent of ['sublease', 'mortgage', 'legal-advice', 'tax-advice']) {
      assert.equal(status(silent), 'unknown', silent);
    }
    const veterinary = world.businessTypes.find((entry) => entry.id === 'veterinary');
    assert.equal(veterinary?.line, 'unknown');
    assert.equal(veterinary?.advisor, undefined);
  });

  test('names the places settings.yaml lists as served', () => {
    const settings = parse(
      readFileSync(path.join(contentDir, 'settings/settings.yaml'), 'utf8'),
    ) as { areaServed: string[] };
    for (const area of settings.areaServed) {
      const place = world.places.find((entry) => entry.name === area);
      assert.equal(place?.status, 'served', area);
    }
    const status = (id: string) => world.places.find((entry) => entry.id === id)?.status;
    assert.equal(status('lethbridge'), 'region');
    assert.equal(status('edmonton'), 'notStated');
  });

  test('no name of a place or a business is rewritten into another word before matching', () => {
    // "bc" became "because" (a texting spelling) and so matched every "because" a visitor typed.
    // ("thx" becoming "thanks" in a topic is the point of the spellings.)
    const entries = [...world.serviceLines, ...world.businessTypes, ...world.places];
    const terms = entries.flatMap((entry) => entry.terms);
    const rewritten = terms.filter((term) => {
      const words = term
        .toLowerCase()
        .replace(/[^a-z0-9\s]/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      return normalise(term).tokens.join(' ') !== words.join(' ');
    });
    assert.deepEqual(rewritten, []);
  });

  test('a wrong value names the section, the entry and the field', () => {
    const problems = failure((raw) => {
      (raw.businessTypes[2] as { line: string }).line = 'dental';
    });
    assert.deepEqual(problems, [
      `${FILE}businessTypes entry 3 ("medical") field "line" must be one of "healthcare", "commercial", "unknown" (found "dental")`,
    ]);
  });

  test('a missing field is named', () => {
    const problems = failure((raw) => {
      delete (raw.services[0] as Partial<World['services'][number]>).answer;
    });
    assert.deepEqual(problems, [
      `${FILE}services entry 1 ("leasing") is missing required field "answer"`,
    ]);
  });

  test('an unknown field is refused, so a misspelt one is not silently ignored', () => {
    const problems = failure((raw) => {
      (raw.topics[0] as Record<string, unknown>).term = ['hello'];
    });
    assert.deepEqual(problems, [
      `${FILE}topics entry 1 ("greeting") has unknown field "term" (known fields: id, weak, givesWayTo, terms)`,
    ]);
  });

  test('an id given to two entries of a section is refused', () => {
    const problems = failure((raw) => {
      raw.places[1]!.id = 'calgary';
    });
    assert.deepEqual(problems, [
      `${FILE}places entry 2 ("calgary") field "id" is already used by entry 1`,
    ]);
  });

  test('an advisor who is not on the team is refused', () => {
    const problems = failure((raw) => {
      raw.businessTypes[0]!.advisor = 'Katherine Reid';
    });
    assert.deepEqual(problems, [
      `${FILE}businessTypes entry 1 ("dental") field "advisor" must be a name in content/team/team.yaml (found "Katherine Reid")`,
    ]);
  });

  test('a nickname for someone who is not on the team is refused', () => {
    const problems = failure((raw) => {
      raw.people![0]!.name = 'Cathy Reid';
    });
    assert.deepEqual(problems, [
      `${FILE}people entry 1 ("Cathy Reid") field "name" must be a name in content/team/team.yaml (found "Cathy Reid")`,
    ]);
  });

  test('a term given to two entries of a section is refused', () => {
    const problems = failure((raw) => {
      raw.businessTypes[1]!.terms.push('dentist');
    });
    assert.deepEqual(problems, [
      `${FILE}businessTypes entry 2 ("physiotherapy") field "terms" has "dentist", already a term of "dental"`,
    ]);
  });

  test('a term listed twice in one entry is refused', () => {
    const problems = failure((raw) => {
      raw.businessTypes[0]!.terms.push('dentist');
    });
    assert.deepEqual(problems, [
      `${FILE}businessTypes entry 1 ("dental") field "terms" has "dentist", listed twice`,
    ]);
  });

  test('references name known ids: what leasing gives way to, what an ambiguous word offers', () => {
    const problems = failure((raw) => {
      raw.services[0]!.givesWayTo = ['renewal', 'renewals'];
      raw.topics[0]!.givesWayTo = ['why-us', 'why-them'];
      raw.ambiguous[0]!.options = ['office-details', 'parking-lot'];
    });
    assert.deepEqual(problems, [
      `${FILE}services entry 1 ("leasing") field "givesWayTo" names "renewals", which is no service's or topic's id`,
      `${FILE}topics entry 1 ("greeting") field "givesWayTo" names "why-them", which is no service's or topic's id`,
      `${FILE}ambiguous entry 1 ("parking") field "options" names "parking-lot", which is no service's or topic's id`,
    ]);
  });

  test('an ambiguous word offers at least two needs', () => {
    const problems = failure((raw) => {
      raw.ambiguous[0]!.options = ['site-selection'];
    });
    assert.deepEqual(problems, [
      `${FILE}ambiguous entry 1 ("parking") field "options" must list at least 2 items`,
    ]);
  });

  test("an ambiguous word's reading in a conversation is one of its options", () => {
    const problems = failure((raw) => {
      raw.ambiguous[0]!.inConversation = 'fees';
    });
    assert.deepEqual(problems, [
      `${FILE}ambiguous entry 1 ("parking") field "inConversation" names "fees", which is none of its options`,
    ]);
  });

  test("an ambiguous word's `after` names known needs", () => {
    const problems = failure((raw) => {
      raw.ambiguous[0]!.after = ['adress'];
    });
    assert.deepEqual(problems, [
      `${FILE}ambiguous entry 1 ("parking") field "after" names "adress", which is no service's or topic's id`,
    ]);
  });

  test('a missing file is named', () => {
    assert.throws(
      () => loadWorld('/nonexistent-dir'),
      /^ContentError: Content error \(see content\/README\.md\):\ncontent\/chat\/world\/world\.yaml: is missing/,
    );
  });
});
