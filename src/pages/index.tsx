import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { requireContent } from '../content/schema';
import { HomeHero } from '../sections/home/HomeHero';
import { StatsSection } from '../sections/home/StatsSection';
import { ListeningSection } from '../sections/home/ListeningSection';
import { ServiceCardsSection } from '../sections/home/ServiceCardsSection';
import { WhySection } from '../sections/home/WhySection';
import { TestimonialsSection } from '../sections/shared/TestimonialsSection';
import { CtaSection } from '../sections/shared/CtaSection';

const FILE = 'content/pages/home.yaml';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  const settings = requireContent(data.settingsYaml, 'content/settings/settings.yaml');
  return (
    <>
      <HomeHero hero={page.hero} tollFreePhone={settings.tollFreePhone} />
      <StatsSection section={requireContent(page.stats, `${FILE} stats`)} stats={settings.stats} />
      <ListeningSection section={requireContent(page.listening, `${FILE} listening`)} />
      <ServiceCardsSection
        section={requireContent(page.services, `${FILE} services`)}
        services={data.allServicesYaml.nodes}
      />
      <WhySection section={requireContent(page.why, `${FILE} why`)} />
      <TestimonialsSection
        section={requireContent(page.testimonials, `${FILE} testimonials`)}
        testimonials={data.allTestimonialsYaml.nodes}
      />
      <CtaSection section={requireContent(page.closing, `${FILE} closing`)} id="closing" />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query HomePage {
    pagesYaml(page: { eq: "home" }) {
      title
      description
      hero {
        ...PageSectionFields
      }
      stats {
        ...PageSectionFields
      }
      listening {
        ...PageSectionFields
      }
      services {
        ...PageSectionFields
      }
      why {
        ...PageSectionFields
      }
      testimonials {
        ...PageSectionFields
      }
      closing {
        ...PageSectionFields
      }
    }
    settingsYaml {
      tollFreePhone
      stats {
        value
        label
      }
    }
    allServicesYaml {
      nodes {
        ...ServiceCardFields
      }
    }
    allTestimonialsYaml(filter: { page: { eq: "home" } }) {
      nodes {
        ...QuoteFields
      }
    }
  }
`;
