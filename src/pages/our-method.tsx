import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { PageHero } from '../sections/shared/PageHero';
import { StepsSection } from '../sections/our-method/StepsSection';
import { ExpectationsSection } from '../sections/our-method/ExpectationsSection';
import { CtaSection } from '../sections/shared/CtaSection';

export default function OurMethodPage({ data }: PageProps<Queries.OurMethodPageQuery>) {
  const page = data.ourMethodPage;
  return (
    <>
      <PageHero hero={page.hero} />
      <StepsSection section={page.steps} steps={data.allMethodStepsYaml.nodes} />
      <ExpectationsSection
        section={page.expectations}
        expectations={data.allExpectationsYaml.nodes}
      />
      <CtaSection section={page.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.OurMethodPageQuery>) {
  const page = data.ourMethodPage;
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query OurMethodPage {
    ourMethodPage {
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
