import { graphql } from 'gatsby';
import { css, type Theme } from '@emotion/react';

export const query = graphql`
  fragment QuoteFields on TestimonialsYaml {
    quote
    name
    role
    outcome
  }
`;

export interface QuoteProps {
  quote: string;
  name: string;
  role: string;
}

/** A client quote: <figure><blockquote/><figcaption/></figure>. */
export function Quote({ quote, name, role }: QuoteProps) {
  return (
    <figure css={quoteStyles}>
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>
        <span className="name">{name}</span>
        <span className="role">{role}</span>
      </figcaption>
    </figure>
  );
}

const quoteStyles = (theme: Theme) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  padding: ${theme.space.xl} ${theme.space.lg} ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  border-top: 4px solid ${theme.colors.accent};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.md};

  &::before {
    content: '\\201C';
    position: absolute;
    top: 0.1rem;
    left: ${theme.space.md};
    font-family: ${theme.fonts.heading};
    font-size: 3.5rem;
    line-height: 1;
    color: ${theme.colors.accent};
    opacity: 0.35;
  }

  blockquote {
    flex: 1;
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.ink};
  }

  blockquote p {
    margin: 0;
  }

  figcaption {
    display: flex;
    flex-direction: column;
    font-size: ${theme.fontSizes.sm};
  }

  .name {
    font-weight: 700;
    color: ${theme.colors.primary};
  }

  .role {
    color: ${theme.colors.muted};
  }
`;
