import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { Seo } from '../components/Seo';
import { Container } from '../components/ui/Container';
import { ContactForm } from '../components/contact-form/ContactForm';
import { PageHero } from '../sections/shared/PageHero';
import { ContactDetails } from '../sections/contact/ContactDetails';
import { WhyChooseList } from '../sections/contact/WhyChooseList';
import { mq } from '../theme/theme';
import type { ContactOutcome } from '../domain/contact';

/** Set by gatsby-node: /contact/ has none; /contact/sent/ etc. show that form outcome. */
interface ContactPageContext {
  outcome?: ContactOutcome;
}

type ContactPageProps = PageProps<Queries.ContactPageQuery, ContactPageContext>;

export default function ContactPage({ data, pageContext }: ContactPageProps) {
  const { contactPage: page, settings } = data;
  const form = page.form;
  return (
    <>
      <PageHero hero={page.hero} />
      <Container>
        <div css={layoutStyles}>
          <div className="info">
            <ContactDetails details={page.details} settings={settings} />
            <WhyChooseList section={page.whyChoose} reasons={data.allWhyChooseYaml.nodes} />
          </div>
          <section aria-labelledby="form-heading" className="form">
            <h2 id="form-heading">{form.heading}</h2>
            {form.lead && <p>{form.lead}</p>}
            <ContactForm copy={form} initialOutcome={pageContext.outcome} />
          </section>
        </div>
      </Container>
    </>
  );
}

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.ContactPageQuery, ContactPageContext>) {
  const page = data.contactPage;
  return (
    <Seo
      title={page.title}
      description={page.description}
      pathname={location.pathname}
      noindex={Boolean(pageContext.outcome)}
    />
  );
}

const layoutStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xxl};
  padding-block: ${theme.space.section};

  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.5fr);
    align-items: start;
  }

  .info {
    display: grid;
    gap: ${theme.space.xl};
  }

  .form {
    padding: ${theme.space.lg};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.md};

    ${mq.md} {
      padding: ${theme.space.xl};
    }
  }

  .form h2 {
    font-size: ${theme.fontSizes.xxl};
  }
`;

export const query = graphql`
  query ContactPage {
    contactPage {
      title
      description
      hero {
        ...PageSectionFields
      }
      details {
        ...ContactDetailsFields
      }
      whyChoose {
        ...PageSectionFields
      }
      form {
        heading
        lead
        ...ContactFormCopy
      }
    }
    settings {
      ...ContactSettingsFields
    }
    allWhyChooseYaml {
      nodes {
        ...WhyChooseFields
      }
    }
  }
`;
