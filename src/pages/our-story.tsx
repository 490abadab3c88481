import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { requireContent } from '../content/schema';
import { PageHero } from '../sections/shared/PageHero';
import { VisionSection } from '../sections/our-story/VisionSection';
import { ApproachSection } from '../sections/our-story/ApproachSection';
import { ValuesSection } from '../sections/our-story/ValuesSection';
import { CtaSection } from '../sections/shared/CtaSection';

const FILE = 'content/pages/our-story.yaml';

export default function OurStoryPage({ data }: PageProps<Queries.OurStoryPageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  return (
    <>
      <PageHero hero={page.hero} />
      <VisionSection section={requireContent(page.vision, `${FILE} vision`)} />
      <ApproachSection section={requireContent(page.approach, `${FILE} approach`)} />
      <ValuesSection
        section={requireContent(page.values, `${FILE} values`)}
        values={data.allValuesYaml.nodes}
      />
      <CtaSection section={requireContent(page.cta, `${FILE} cta`)} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.OurStoryPageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query OurStoryPage {
    pagesYaml(page: { eq: "our-story" }) {
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
