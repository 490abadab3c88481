import { graphql } from 'gatsby';
import { fillText } from '../../content/placeholders';
import { telHref } from '../../utils/phone';
import type { ChatFailureReplies } from './chatStore';

/**
 * The widget's copy (content/chat/chat.yaml). useSiteSettings' static query carries it, so no page
 * fetches a second query for the chat; only this panel chunk reads it.
 */
export const query = graphql`
  fragment ChatCopyFields on ChatYaml {
    title
    notice
    privacyLink {
      label
      to
    }
    greeting
    typing
    placeholder
    sendLabel
    failed
    callLinkLabel
    emailLinkLabel
    rateLimited
  }
`;

export type ChatCopy = Queries.ChatCopyFieldsFragment;

/** The firm's details the copy's {placeholders} name (from settings.yaml). */
export type ChatFirm = Readonly<Record<'firmName' | 'tollFreePhone' | 'email', string>>;

/** The greeting's quick replies; the assistant recognises both words. */
export const GREETING_CHOICES = ['Healthcare', 'Commercial'];

/** Any failure points the visitor to the toll-free number and the e-mail address. */
export function failureReplies(copy: ChatCopy, firm: ChatFirm): ChatFailureReplies {
  const fill = (template: string) => fillText(template, firm);
  return {
    failed: {
      text: fill(copy.failed),
      links: [
        { label: fill(copy.callLinkLabel), href: telHref(firm.tollFreePhone) },
        { label: fill(copy.emailLinkLabel), href: `mailto:${firm.email}` },
      ],
    },
    'rate-limited': { text: fill(copy.rateLimited) },
  };
}
