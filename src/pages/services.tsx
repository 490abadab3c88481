import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { requireContent } from '../content/schema';
import { PageHero } from '../sections/shared/PageHero';
import { ServiceBlock } from '../sections/services/ServiceBlock';

const FILE = 'content/pages/services.yaml';

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  const stories = requireContent(page.stories, `${FILE} stories`);
  return (
    <>
      <PageHero hero={page.hero} />
      {data.allServicesYaml.nodes.map((service, index) => (
        <ServiceBlock
          key={service.slug}
          service={service}
          storiesHeading={stories.heading}
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
  const page = requireContent(data.pagesYaml, FILE);
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query ServicesPage {
    pagesYaml(page: { eq: "services" }) {
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
