import { css, type Theme } from '@emotion/react';
import { Link } from 'gatsby';
import type { ChatEntry, ChatLink } from '../../domain/chat';

/** One entry of the conversation log; `onSiteLink` runs when a link to a site page is followed. */
export function ChatMessage({ entry, onSiteLink }: { entry: ChatEntry; onSiteLink: () => void }) {
  const fromUser = entry.sender === 'user';
  return (
    <div css={[messageStyle, fromUser ? userMessageStyle : botMessageStyle]}>
      <span className="visually-hidden">{fromUser ? 'You: ' : 'Assistant: '}</span>
      {/* Server text is rendered as text only; React escapes it. */}
      <p css={messageTextStyle}>{entry.text}</p>
      {entry.links && entry.links.length > 0 ? (
        <ul css={linkListStyle}>
          {entry.links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <ChatLinkView link={link} onSiteLink={onSiteLink} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Site pages through Gatsby's router; tel:/mailto: as plain links; https in a new tab. */
function ChatLinkView({ link, onSiteLink }: { link: ChatLink; onSiteLink: () => void }) {
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} onClick={onSiteLink}>
        {link.label}
      </Link>
    );
  }
  if (link.href.toLowerCase().startsWith('https:')) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <a href={link.href}>{link.label}</a>;
}

const messageStyle = (theme: Theme) => css`
  max-width: 85%;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radii.md};
  line-height: ${theme.lineHeights.snug};
`;

const userMessageStyle = (theme: Theme) => css`
  align-self: flex-end;
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
`;

const botMessageStyle = (theme: Theme) => css`
  align-self: flex-start;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};

  a {
    color: ${theme.colors.accentDark};
  }
`;

const messageTextStyle = css`
  margin: 0;
  white-space: pre-wrap;
`;

const linkListStyle = (theme: Theme) => css`
  margin: ${theme.space.xs} 0 0;
  padding-left: ${theme.space.md};
`;
