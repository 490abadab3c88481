export type { AssistantEngine, AssistantReply, AssistantTurn, CapturedLead } from './types.ts';
export { loadContent, ContentError, type SiteContent } from './content.ts';
export { ContentAssistant } from './engine.ts';
