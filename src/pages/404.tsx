import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { Seo } from '../components/Seo';
import { cardStyles, gridListStyles } from '../components/ui/Card';
import { Section } from '../components/ui/Section';
import { SectionHeader } from '../components/ui/SectionHeader';
import { fillPlaceholders } from '../content/placeholders';
import { PageHero } from '../sections/shared/PageHero';
import { telHref } from '../utils/phone';

/** The inner pages' hero with the way home and to contact, then the popular pages as cards. */
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const { settings } = data;
  const { hero, popular, contactPrompt } = data.notFoundPage;
  return (
    <>
      <PageHero hero={hero} />
      <Section labelledBy="popular-heading">
        <SectionHeader headingId="popular-heading" heading={popular.heading} />
        <ul css={gridListStyles(4)}>
          {popular.links.map((link) => (
            <li key={link.to} css={[cardStyles, linkCardStyles]}>
              <Link to={link.to}>{link.label}</Link>
              {link.hint && <span>{link.hint}</span>}
            </li>
          ))}
        </ul>
        <p css={contactPromptStyles}>
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
      </Section>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const page = data.notFoundPage;
  return (
    <Seo title={page.title} description={page.description} pathname={location.pathname} noindex />
  );
}

const linkCardStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};

  a {
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
  }

  span {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const contactPromptStyles = (theme: Theme) => css`
  margin: ${theme.space.xl} 0 0;
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
