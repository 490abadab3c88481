import { graphql } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { Section } from '../../components/ui/Section';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { CheckList } from '../../components/ui/CheckList';
import { Quote } from '../../components/ui/Quote';
import { cardStyles, gridListStyles } from '../../components/ui/Card';
import { SERVICE_ILLUSTRATIONS } from '../../images/ServiceIllustration';
import { mq } from '../../theme/theme';

export const query = graphql`
  fragment ServiceBlockFields on ServicesYaml {
    slug
    title
    intro
    offerings {
      title
      text
      bullets
    }
    cta {
      heading
      lead
      label
      to
    }
  }
`;

export interface ServiceBlockProps {
  service: Queries.ServiceBlockFieldsFragment;
  storiesHeading: string;
  stories: readonly Queries.QuoteFieldsFragment[];
  tone: 'plain' | 'alt';
}

/** One specialty on /services/ (anchor #healthcare or #commercial). */
export function ServiceBlock({ service, storiesHeading, stories, tone }: ServiceBlockProps) {
  const headingId = `${service.slug}-heading`;
  const Illustration = SERVICE_ILLUSTRATIONS[service.slug as keyof typeof SERVICE_ILLUSTRATIONS];
  return (
    <Section id={service.slug} labelledBy={headingId} tone={tone}>
      <div css={blockStyles}>
        <div className="intro">
          <div>
            <h2 id={headingId}>{service.title}</h2>
            <p className="lead">{service.intro}</p>
          </div>
          {Illustration && <Illustration className="art" />}
        </div>

        <ul css={gridListStyles(2)}>
          {service.offerings.map((offering) => (
            <li key={offering.title} css={cardStyles}>
              <h3>{offering.title}</h3>
              <p>{offering.text}</p>
              <CheckList items={offering.bullets} />
            </li>
          ))}
        </ul>

        <aside className="cta" aria-labelledby={`${service.slug}-cta-heading`}>
          <div>
            <h3 id={`${service.slug}-cta-heading`}>{service.cta.heading}</h3>
            <p>{service.cta.lead}</p>
          </div>
          <ButtonLink to={service.cta.to} variant="gold">
            {service.cta.label}
          </ButtonLink>
        </aside>

        <h3 className="stories-heading">{storiesHeading}</h3>
        <ul css={gridListStyles(3)}>
          {stories.map((story) => (
            <li key={story.name} className="story">
              {story.outcome && <p className="outcome">{story.outcome}</p>}
              <Quote quote={story.quote} name={story.name} role={story.role} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

const blockStyles = (theme: Theme) => css`
  .intro {
    display: grid;
    gap: ${theme.space.xl};
    align-items: center;
    margin-bottom: ${theme.space.xl};

    ${mq.lg} {
      grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    }
  }

  h2 {
    font-size: ${theme.fontSizes.xxl};
  }

  .lead {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.muted};
  }

  .art {
    width: 100%;
    max-width: 420px;
    height: auto;
    aspect-ratio: 2 / 1;
    border-radius: ${theme.radii.lg};
  }

  .cta {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.lg};
    align-items: center;
    justify-content: space-between;
    margin-block: ${theme.space.xl} ${theme.space.xxl};
    padding: ${theme.space.lg} ${theme.space.xl};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.primary};
    color: ${theme.colors.onDark};
  }

  .cta h3 {
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.onDark};
  }

  .cta p {
    margin: 0;
    color: ${theme.colors.onDarkMuted};
  }

  .stories-heading {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space.lg};
  }

  .story {
    display: flex;
    flex-direction: column;
  }

  .story figure {
    flex: 1;
  }

  .outcome {
    margin-bottom: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    font-weight: 700;
    color: ${theme.colors.accentDark};
  }
`;
