import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { mq } from '../theme/theme';
import { Seo } from '../components/Seo';
import { fillPlaceholders } from '../content/placeholders';
import { telHref } from '../utils/phone';

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const { settings } = data;
  const { hero, popular, contactPrompt } = data.notFoundPage;
  return (
    <div css={pageStyles}>
      {hero.eyebrow && <p css={eyebrowStyles}>{hero.eyebrow}</p>}
      <h1>{hero.heading}</h1>
      {hero.lead && <p css={leadStyles}>{hero.lead}</p>}
      <div css={actionsStyles}>
        {hero.primaryCta && (
          <Link to={hero.primaryCta.to} css={primaryButton}>
            {hero.primaryCta.label}
          </Link>
        )}
        {hero.secondaryCta && (
          <Link to={hero.secondaryCta.to} css={secondaryButton}>
            {hero.secondaryCta.label}
          </Link>
        )}
      </div>

      <h2 css={subheadingStyles}>{popular.heading}</h2>
      <ul css={suggestionListStyles}>
        {popular.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
            {link.hint && <span>{link.hint}</span>}
          </li>
        ))}
      </ul>

      <p>
        {fillPlaceholders(contactPrompt, {
          tollFreePhone: (
            <a key="tollFreePhone" href={telHref(settings.tollFreePhone)}>
              {settings.tollFreePhone}
            </a>
          ),
          email: (
            <a key="email" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          ),
        })}
      </p>
    </div>
  );
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const page = data.notFoundPage;
  return (
    <Seo title={page.title} description={page.description} pathname={location.pathname} noindex />
  );
}

const pageStyles = (theme: Theme) => css`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${theme.space.section} ${theme.space.md};

  ${mq.md} {
    padding-inline: ${theme.space.lg};
  }

  h1 {
    font-size: ${theme.fontSizes.display};
  }
`;

const eyebrowStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space.xs};
  color: ${theme.colors.accent};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const leadStyles = (theme: Theme) => css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lg};
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.xl} 0 ${theme.space.xxl};
`;

const buttonBase = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.md};
  font-weight: 700;
  text-decoration: none;
`;

const primaryButton = (theme: Theme) => css`
  ${buttonBase(theme)};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};

  &:hover {
    background: ${theme.colors.primaryDark};
    color: ${theme.colors.onDark};
  }
`;

const secondaryButton = (theme: Theme) => css`
  ${buttonBase(theme)};
  border: 2px solid ${theme.colors.primary};
  color: ${theme.colors.primary};

  &:hover {
    background: ${theme.colors.primaryLight};
    color: ${theme.colors.primaryDark};
  }
`;

const subheadingStyles = (theme: Theme) => css`
  font-size: ${theme.fontSizes.xl};
`;

const suggestionListStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.sm};
  padding: 0;
  margin-bottom: ${theme.space.xl};
  list-style: none;

  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    flex-direction: column;
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceAlt};
  }

  a {
    font-weight: 700;
    font-size: ${theme.fontSizes.lg};
  }

  span {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

export const query = graphql`
  query NotFoundPage {
    notFoundPage {
      title
      description
      hero {
        ...PageSectionFields
      }
      popular {
        heading
        links {
          label
          to
          hint
        }
      }
      contactPrompt
    }
    settings {
      tollFreePhone
      email
    }
  }
`;
