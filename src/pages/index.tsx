import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { HomeHero } from '../sections/home/HomeHero';
import { StatsSection } from '../sections/home/StatsSection';
import { ListeningSection } from '../sections/home/ListeningSection';
import { ServiceCardsSection } from '../sections/home/ServiceCardsSection';
import { WhySection } from '../sections/home/WhySection';
import { TestimonialsSection } from '../sections/shared/TestimonialsSection';
import { CtaSection } from '../sections/shared/CtaSection';

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { homePage: page, settings } = data;
  return (
    <>
      <HomeHero hero={page.hero} tollFreePhone={settings.tollFreePhone} />
      <StatsSection section={page.stats} stats={settings.stats} />
      <ListeningSection section={page.listening} />
      <ServiceCardsSection section={page.services} services={data.allServicesYaml.nodes} />
      <WhySection section={page.why} />
      <TestimonialsSection
        section={page.testimonials}
        testimonials={data.allTestimonialsYaml.nodes}
      />
      <CtaSection section={page.closing} id="closing" />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const page = data.homePage;
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query HomePage {
    homePage {
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
    settings {
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
