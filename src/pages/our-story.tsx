import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { PageHero } from '../sections/shared/PageHero';
import { VisionSection } from '../sections/our-story/VisionSection';
import { ApproachSection } from '../sections/our-story/ApproachSection';
import { ValuesSection } from '../sections/our-story/ValuesSection';
import { CtaSection } from '../sections/shared/CtaSection';

export default function OurStoryPage({ data }: PageProps<Queries.OurStoryPageQuery>) {
  const page = data.ourStoryPage;
  return (
    <>
      <PageHero hero={page.hero} />
      <VisionSection section={page.vision} />
      <ApproachSection section={page.approach} />
      <ValuesSection section={page.values} values={data.allValuesYaml.nodes} />
      <CtaSection section={page.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.OurStoryPageQuery>) {
  const page = data.ourStoryPage;
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query OurStoryPage {
    ourStoryPage {
      title
      description
      hero {
        ...PageSectionFields
      }
      vision {
        ...PageSectionFields
      }
      approach {
        ...PageSectionFields
      }
      values {
        ...PageSectionFields
      }
      cta {
        ...PageSectionFields
      }
    }
    allValuesYaml {
      nodes {
        ...ValueFields
      }
    }
  }
`;
