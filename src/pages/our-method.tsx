import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { requireContent } from '../content/schema';
import { PageHero } from '../sections/shared/PageHero';
import { StepsSection } from '../sections/our-method/StepsSection';
import { ExpectationsSection } from '../sections/our-method/ExpectationsSection';
import { CtaSection } from '../sections/shared/CtaSection';

const FILE = 'content/pages/our-method.yaml';

export default function OurMethodPage({ data }: PageProps<Queries.OurMethodPageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  return (
    <>
      <PageHero hero={page.hero} />
      <StepsSection
        section={requireContent(page.steps, `${FILE} steps`)}
        steps={data.allMethodStepsYaml.nodes}
      />
      <ExpectationsSection
        section={requireContent(page.expectations, `${FILE} expectations`)}
        expectations={data.allExpectationsYaml.nodes}
      />
      <CtaSection section={requireContent(page.cta, `${FILE} cta`)} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.OurMethodPageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query OurMethodPage {
    pagesYaml(page: { eq: "our-method" }) {
      title
      description
      hero {
        ...PageSectionFields
      }
      steps {
        ...PageSectionFields
      }
      expectations {
        ...PageSectionFields
      }
      cta {
        ...PageSectionFields
      }
    }
    allMethodStepsYaml {
      nodes {
        ...MethodStepFields
      }
    }
    allExpectationsYaml {
      nodes {
        ...ExpectationFields
      }
    }
  }
`;
