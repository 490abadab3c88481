export type { AssistantEngine, AssistantReply, AssistantTurn, CapturedLead } from './types.ts';
export { loadContent, ContentError, type SiteContent } from './content.ts';
export { ContentAssistant } from './engine.ts';
export {
  createRetrieval,
  buildPassages,
  type Hit,
  type Passage,
  type PassageKind,
  type PassageLink,
  type Retrieval,
  type SearchOptions,
} from './retrieval/index.ts';
export { loadPageSections, type SectionedPage } from './retrieval/page-sections.ts';
