/**
 * The passages retrieval searches, built from the real content/: every kind of answerable unit,
 * the content's own words, valid links, and no page summary.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { yamlFilesIn } from '../../../../src/content/files.ts';
import { DEFAULT_CONTENT_DIR, loadContent } from '../../../src/assistant/content.ts';
import { describeOfficeHours } from '../../../src/assistant/hours.ts';
import { loadPageSections } from '../../../src/assistant/retrieval/page-sections.ts';
import { PASSAGE_KINDS } from '../../../src/assistant/retrieval/types.ts';
import { buildPassages, type PassageKind } from '../../../src/assistant/retrieval/passages.ts';

const content = loadContent();
const pages = loadPageSections();
const passages = buildPassages(content, pages);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every string of the site's YAML (not the chat's world, which the site does not say). */
function contentStrings(): string[] {
  const found: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') found.push(oneLine(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  for (const file of yamlFilesIn(DEFAULT_CONTENT_DIR)) {
    if (file.startsWith('chat/')) continue;
    collect(parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, file), 'utf8')));
  }
  // The office hours as the service words them from settings.yaml's times.
  found.push(describeOfficeHours(content.settings.officeHours));
  return found.filter((text) => text.length > 0).sort((a, b) => b.length - a.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the passages', () => {
  test('every kind of answerable unit is there', () => {
    assert.deepEqual(new Set(passages.map((passage) => passage.kind)), new Set(PASSAGE_KINDS));
  });

  test('one passage per unit of the content', () => {
    const count = (kind: PassageKind) => passages.filter((p) => p.kind === kind).length;
    const offerings = content.services.flatMap((service) => service.offerings);
    assert.equal(count('offering'), offerings.length);
    assert.equal(count('bullet'), offerings.flatMap((offering) => offering.bullets).length);
    assert.equal(count('method-step'), content.methodSteps.length);
    assert.equal(count('faq'), content.faq.length);
    assert.equal(count('team'), content.team.length);
    assert.equal(count('team-contact'), content.team.length);
    assert.equal(count('testimonial') + count('success-story'), content.testimonials.length);
    assert.equal(count('success-story'), content.testimonials.filter((t) => t.outcome).length);
    for (const kind of ['privacy', 'terms'] as const) {
      const legal = pages.find((page) => page.page === kind);
      const slugs = new Set(passages.filter((p) => p.kind === kind).map((p) => p.link?.href));
      assert.equal(slugs.size, legal?.sections.length, `every ${kind} section has a passage`);
    }
  });

  test("a legal section's askedAs are its passages' keywords", () => {
    const privacy = pages.find((page) => page.page === 'privacy');
    const asked = privacy?.sections.find((section) => section.askedAs.length > 0);
    assert.ok(asked, 'pages/privacy.yaml has a section with askedAs');
    const its = passages.filter((passage) => passage.id.startsWith(`privacy:${asked.key}`));
    assert.ok(its.length > 0);
    for (const passage of its) assert.ok(passage.keywords.includes(asked.askedAs[0]!), passage.id);
  });

  test('ids are unique and readable', () => {
    const ids = passages.map((passage) => passage.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const id of ids) assert.match(id, /^[a-z-]+(:[a-z0-9-]+)+$/, id);
    assert.ok(ids.includes('team:catherine-reid'));
    assert.ok(ids.includes('faq:when-start-planning-lease'));
    assert.ok(ids.includes('privacy:retention:2'));
  });

  test('the booking link only for the member team.yaml says takes bookings', () => {
    const bookings = passages.filter((passage) => passage.kind === 'booking');
    const takers = content.team.filter((member) => member.takesBookings);
    assert.deepEqual(
      bookings.map((passage) => passage.link?.href),
      takers.map(() => content.settings.bookingUrl),
    );
    assert.ok(bookings[0]?.text.startsWith(takers[0]?.name ?? '?'));
  });

  test("a team member's contact passage has their direct e-mail and phone", () => {
    for (const member of content.team) {
      const contact = passages.find(
        (p) => p.kind === 'team-contact' && p.title.startsWith(member.name),
      );
      assert.ok(contact, member.name);
      assert.ok(contact.text.includes(member.email) && contact.text.includes(member.phone));
      assert.equal(contact.link?.href, `mailto:${member.email}`);
    }
  });

  test("every text is the content's own words, lightly joined, never invented", () => {
    const sources = contentStrings();
    for (const passage of passages) {
      assert.ok(passage.text.trim().length > 0, `${passage.id} has text`);
      let rest = passage.text;
      for (const source of sources) {
        // Short values (AB, 24) only as whole words, so they do not hide invented ones.
        const pattern =
          source.length < 5 ? new RegExp(`(?<![\\w-])${escape(source)}(?![\\w-])`, 'g') : source;
        rest = rest.replaceAll(pattern, ' ');
      }
      // What is left is only the joins: punctuation and spaces.
      assert.match(rest, /^[\s.,;:()]*$/, `${passage.id}: "${rest.trim()}" is not in the content`);
    }
  });

  test("no page summary, intro or meta description is a passage's text", () => {
    const summaries: string[] = [content.settings.description, content.settings.blurb];
    for (const page of content.pages) summaries.push(page.description);
    for (const service of content.services) summaries.push(service.summary, service.intro);
    for (const file of yamlFilesIn(DEFAULT_CONTENT_DIR).filter((f) => f.startsWith('pages/'))) {
      const data = parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, file), 'utf8')) as Record<
        string,
        { lead?: string; heading?: string } | undefined
      >;
      for (const section of Object.values(data)) {
        if (typeof section === 'object' && section?.lead) summaries.push(section.lead);
      }
      if (data.hero?.heading) summaries.push(data.hero.heading);
    }
    assert.ok(summaries.length > 15);
    for (const summary of summaries.map(oneLine)) {
      for (const passage of passages) {
        assert.ok(!passage.text.includes(summary), `${passage.id} holds a summary: ${summary}`);
      }
    }
  });

  test('links go to a page and anchor the site has, or are tel:, mailto: or https', () => {
    const anchors = new Set<string>([
      ...content.pages.map((page) => page.path),
      ...content.services.map((service) => `/services/#${service.slug}`),
      ...content.team.map(
        (member) => `/team/#member-${member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      ),
      ...pages
        .filter((page) => page.page === 'privacy' || page.page === 'terms')
        .flatMap((page) => page.sections.map((section) => `${page.path}#${section.anchor}`)),
    ]);
    for (const passage of passages) {
      const href = passage.link?.href;
      assert.ok(href, `${passage.id} has a link`);
      assert.ok(passage.link?.label.trim(), `${passage.id}'s link has a label`);
      if (href.startsWith('/')) assert.ok(anchors.has(href), `${passage.id}: ${href}`);
      else assert.match(href, /^(tel:\+\d{11}|mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, passage.id);
    }
  });

  test('a line only where the content ties the passage to one', () => {
    for (const passage of passages.filter((p) => p.id.startsWith('service:'))) {
      assert.equal(passage.line, passage.id.split(':')[1]);
    }
    const line = (id: string) => passages.find((passage) => passage.id === id)?.line;
    assert.equal(line('team:catherine-reid'), 'healthcare');
    assert.equal(line('team:arjun-mehta'), 'commercial');
    assert.equal(line('team:nicole-tremblay'), undefined);
    assert.equal(line('settings:hours'), undefined);
    assert.equal(line('faq:how-charge-what-fees'), undefined);
  });
});
