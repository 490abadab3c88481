/**
 * The searchable knowledge: every offering, step, expectation, value, FAQ entry and page of the
 * site as a small document that knows its answer and the page it comes from. Built once.
 */
import MiniSearch from 'minisearch';
import type { ChatLink } from '../../../src/domain/chat.ts';
import type { SiteContent } from './content.ts';
import { searchTerms } from './text.ts';

export type Sector = 'healthcare' | 'commercial';

export interface KnowledgeDoc {
  id: string;
  kind: 'offering' | 'service' | 'step' | 'expectation' | 'value' | 'why' | 'faq' | 'page';
  title: string;
  keywords: string;
  body: string;
  /** What the assistant says when this document answers. */
  answer: string;
  link: ChatLink;
  sector?: Sector;
}

export interface SearchHit {
  doc: KnowledgeDoc;
  score: number;
  /** Share of the query's terms the document matched (0–1). */
  coverage: number;
}

/** Pages answer only when nothing more specific does. */
const KIND_WEIGHT: Record<KnowledgeDoc['kind'], number> = {
  faq: 1.3,
  offering: 1.2,
  service: 1,
  step: 1,
  expectation: 1,
  value: 1,
  why: 0.9,
  page: 0.4,
};

function bulletLines(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

export function buildDocuments(content: SiteContent): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const block of content.services) {
    const sector =
      block.slug === 'healthcare' || block.slug === 'commercial' ? block.slug : undefined;
    const link = { label: block.title, href: `/services/#${block.slug}` };
    docs.push({
      id: `service:${block.slug}`,
      kind: 'service',
      title: block.title,
      keywords: block.slug,
      body: `${block.summary} ${block.intro}`,
      answer: `${block.title}: ${block.summary}`,
      link,
      ...(sector ? { sector } : {}),
    });
    block.offerings.forEach((offering, index) => {
      docs.push({
        id: `offering:${block.slug}:${index}`,
        kind: 'offering',
        title: offering.title,
        keywords: block.slug,
        body: `${offering.text} ${offering.bullets.join(' ')}`,
        answer: `${offering.title} (${block.title}): ${offering.text} It covers:\n${bulletLines(offering.bullets)}`,
        link,
        ...(sector ? { sector } : {}),
      });
    });
  }
  content.methodSteps.forEach((step, index) => {
    docs.push({
      id: `step:${index}`,
      kind: 'step',
      title: step.title,
      keywords: 'method step',
      body: `${step.text} ${step.details.join(' ')}`,
      answer: `Step ${index + 1} of our method, ${step.title}: ${step.text}${
        step.details.length > 0 ? `\n${bulletLines(step.details)}` : ''
      }`,
      link: { label: 'Our method', href: '/our-method/' },
    });
  });
  content.expectations.forEach((item, index) => {
    docs.push({
      id: `expectation:${index}`,
      kind: 'expectation',
      title: item.title,
      keywords: 'expect',
      body: item.text,
      answer: `${item.title}: ${item.text}`,
      link: { label: 'What you can expect', href: '/our-method/' },
    });
  });
  content.values.forEach((item, index) => {
    docs.push({
      id: `value:${index}`,
      kind: 'value',
      title: item.title,
      keywords: 'values',
      body: item.text,
      answer: `${item.title}: ${item.text}`,
      link: { label: 'Our story', href: '/our-story/' },
    });
  });
  content.whyChoose.forEach((item, index) => {
    docs.push({
      id: `why:${index}`,
      kind: 'why',
      title: item.title,
      keywords: 'why choose',
      body: item.text,
      answer: `${item.title}: ${item.text}`,
      link: { label: 'Contact us', href: '/contact/' },
    });
  });
  content.faq.forEach((entry, index) => {
    docs.push({
      id: `faq:${index}`,
      kind: 'faq',
      title: entry.question,
      keywords: entry.keywords.join(' '),
      body: '',
      answer: entry.answer,
      link: { label: entry.linkLabel ?? 'Read more', href: entry.link },
    });
  });
  for (const page of content.pages) {
    docs.push({
      id: `page:${page.page}`,
      kind: 'page',
      title: page.title,
      keywords: '',
      body: page.text,
      answer: page.description,
      link: { label: page.title, href: page.path },
    });
  }
  return docs;
}

export interface SearchOptions {
  sector?: Sector;
  kinds?: KnowledgeDoc['kind'][];
}

export class KnowledgeIndex {
  readonly docs: ReadonlyMap<string, KnowledgeDoc>;
  readonly #search: MiniSearch<KnowledgeDoc>;

  constructor(content: SiteContent) {
    const docs = buildDocuments(content);
    this.docs = new Map(docs.map((doc) => [doc.id, doc]));
    this.#search = new MiniSearch<KnowledgeDoc>({
      fields: ['title', 'keywords', 'body'],
      tokenize: (text) => searchTerms(text),
      processTerm: (term) => term,
      searchOptions: {
        boost: { title: 3, keywords: 2, body: 1 },
        combineWith: 'OR',
        // Queries arrive as terms already analysed (searchByTerms), joined by single spaces.
        tokenize: (query) => query.split(' '),
      },
    });
    this.#search.addAll(docs);
  }

  /**
   * Exact terms first; only when nothing matches, a second pass forgives typos and word
   * endings ("physiotheraphy", "negotiat"), which costs more.
   */
  search(query: string, options: SearchOptions = {}): readonly SearchHit[] {
    return this.searchByTerms(searchTerms(query), options);
  }

  /** The same, for a query the caller has already analysed into search terms. */
  searchByTerms(queryTerms: readonly string[], options: SearchOptions = {}): readonly SearchHit[] {
    if (queryTerms.length === 0) return [];
    const exact = this.#run(queryTerms, options, false);
    return exact.length > 0 ? exact : this.#run(queryTerms, options, true);
  }

  #run(queryTerms: readonly string[], options: SearchOptions, forgiving: boolean): SearchHit[] {
    const unique = new Set(queryTerms);
    const results = this.#search.search(queryTerms.join(' '), {
      ...(forgiving
        ? {
            fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
            prefix: (term: string) => term.length >= 5,
          }
        : {}),
      boostDocument: (id: string) => {
        const doc = this.docs.get(id);
        if (!doc) return 0;
        if (options.kinds && !options.kinds.includes(doc.kind)) return 0;
        const sectorBoost = options.sector && doc.sector === options.sector ? 1.5 : 1;
        return KIND_WEIGHT[doc.kind] * sectorBoost;
      },
    });
    const hits: SearchHit[] = [];
    for (const result of results) {
      const doc = this.docs.get(String(result.id));
      if (!doc || result.score <= 0) continue;
      const matched = new Set(result.queryTerms).size;
      hits.push({ doc, score: result.score, coverage: Math.min(1, matched / unique.size) });
    }
    return hits;
  }
}
