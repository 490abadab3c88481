/** content/chat/world/world.yaml: the schema, the cross-checks, and a bad edit named precisely. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import {
  loadWorld,
  parseWorld,
  WORLD_FILE,
  WorldContentError,
  type World,
} from '../../../src/assistant/world-content.ts';
import { contentDir, teamNames, world } from './helpers.ts';

function rawWorld(): World {
  return parse(readFileSync(path.join(contentDir, 'chat/world/world.yaml'), 'utf8')) as World;
}

function failure(edit: (raw: World) => void, names: readonly string[] = teamNames): string {
  const raw = rawWorld();
  edit(raw);
  try {
    parseWorld(raw, names);
  } catch (error) {
    assert.ok(error instanceof WorldContentError);
    return error.message;
  }
  assert.fail('the edit was accepted');
}

describe('the firm world file', () => {
  test('loads, with every advisor a member of the team', () => {
    assert.equal(loadWorld(contentDir, teamNames).serviceLines.length, 2);
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

  test('sits in a folder of its own, so the site build does not read it as the widget copy', () => {
    // gatsby-transformer-yaml names a YAML map after its folder: content/chat/*.yaml is ChatYaml.
    assert.equal(path.basename(path.dirname(WORLD_FILE)), 'world');
  });

  test('a wrong value names the section, the entry and the field', () => {
    const message = failure((raw) => {
      (raw.businessTypes[2] as { line: string }).line = 'dental';
    });
    assert.match(
      message,
      /^content\/chat\/world\/world\.yaml: businessTypes entry 3 \("medical"\) field "line": /,
    );
  });

  test('a missing field is named', () => {
    const message = failure((raw) => {
      delete (raw.services[0] as Partial<World['services'][number]>).answer;
    });
    assert.match(message, /services entry 1 \("leasing"\) field "answer": is missing$/);
  });

  test('an unknown field is refused, so a misspelt one is not silently ignored', () => {
    const message = failure((raw) => {
      (raw.topics[0] as Record<string, unknown>).term = ['hello'];
    });
    assert.match(message, /topics entry 1 \("greeting"\)/);
  });

  test('an advisor who is not on the team is refused', () => {
    const message = failure((raw) => {
      raw.businessTypes[0]!.advisor = 'Katherine Reid';
    });
    assert.match(
      message,
      /businessTypes entry 1 \("dental"\) field "advisor": "Katherine Reid" is not a name/,
    );
  });

  test('a term given to two entries of a section is refused', () => {
    const message = failure((raw) => {
      raw.businessTypes[1]!.terms.push('dentist');
    });
    assert.match(
      message,
      /businessTypes entry 2 \("physiotherapy"\) field "terms": "dentist" is also a term of "dental"/,
    );
  });

  test('an ambiguous word must offer known needs', () => {
    const message = failure((raw) => {
      raw.ambiguous[0]!.options = ['site-selection', 'parking-lot'];
    });
    assert.match(
      message,
      /ambiguous entry 1 \("parking"\) field "options": "parking-lot" is no service/,
    );
  });

  test('an unreadable file is named', () => {
    assert.throws(
      () => loadWorld('/nonexistent-dir'),
      /^WorldContentError: content\/chat\/world\/world\.yaml: /,
    );
  });
});
