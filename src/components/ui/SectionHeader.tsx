import { css, type Theme } from '@emotion/react';

export interface SectionHeaderProps {
  eyebrow?: string | null;
  heading: string;
  lead?: string | null;
  /** Id of the heading, referenced by the section's aria-labelledby. */
  headingId: string;
  /** Heading level: h1 only in a page hero, h2 for sections. */
  level?: 1 | 2;
  align?: 'start' | 'center';
  onDark?: boolean;
}

/** Eyebrow, heading and lead paragraph that open a section. */
export function SectionHeader({
  eyebrow,
  heading,
  lead,
  headingId,
  level = 2,
  align = 'start',
  onDark = false,
}: SectionHeaderProps) {
  const HeadingTag = level === 1 ? 'h1' : 'h2';
  return (
    <header css={(theme: Theme) => headerStyles(theme, align, onDark, level)}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <HeadingTag id={headingId}>{heading}</HeadingTag>
      {lead && <p className="lead">{lead}</p>}
    </header>
  );
}

const headerStyles = (
  theme: Theme,
  align: 'start' | 'center',
  onDark: boolean,
  level: 1 | 2,
) => css`
  max-width: 46rem;
  margin-bottom: ${theme.space.xl};
  ${
    align === 'center' &&
    css`
      margin-inline: auto;
      text-align: center;
    `
  }

  .eyebrow {
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${onDark ? theme.colors.gold : theme.colors.accent};
  }

  h1,
  h2 {
    font-size: ${level === 1 ? theme.fontSizes.display : theme.fontSizes.xxl};
    color: ${onDark ? theme.colors.onDark : theme.colors.primary};
  }

  .lead {
    margin-bottom: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${onDark ? theme.colors.onDarkMuted : theme.colors.muted};
  }
`;
