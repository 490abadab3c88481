import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { PageHero } from '../sections/shared/PageHero';
import { ServiceBlock } from '../sections/services/ServiceBlock';

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.servicesPage;
  return (
    <>
      <PageHero hero={page.hero} />
      {data.allServicesYaml.nodes.map((service, index) => (
        <ServiceBlock
          key={service.slug}
          service={service}
          storiesHeading={page.stories.heading}
          stories={data.allTestimonialsYaml.nodes.filter(
            (story) => story.page === `services-${service.slug}`,
          )}
          tone={index % 2 === 0 ? 'plain' : 'alt'}
        />
      ))}
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  const page = data.servicesPage;
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query ServicesPage {
    servicesPage {
      title
      description
      hero {
        ...PageSectionFields
      }
      stories {
        heading
      }
    }
    allServicesYaml {
      nodes {
        ...ServiceBlockFields
      }
    }
    allTestimonialsYaml(filter: { page: { in: ["services-healthcare", "services-commercial"] } }) {
      nodes {
        page
        ...QuoteFields
      }
    }
  }
`;
