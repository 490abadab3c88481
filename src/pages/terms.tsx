import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { requireContent } from '../content/schema';
import { PageHero } from '../sections/shared/PageHero';
import { LegalDocument } from '../sections/legal/LegalDocument';

const FILE = 'content/pages/terms.yaml';

export default function TermsPage({ data }: PageProps<Queries.TermsPageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  const settings = requireContent(data.settingsYaml, 'content/settings/settings.yaml');
  const { address } = settings;
  return (
    <>
      <PageHero hero={page.hero} />
      <LegalDocument
        updated={requireContent(page.updated, `${FILE} updated`)}
        sections={requireContent(page.legalSections, `${FILE} legalSections`)}
        contact={{
          name: settings.name,
          email: settings.email,
          addressLines: [
            address.street,
            `${address.city}, ${address.region} ${address.postalCode}`,
          ],
        }}
      />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.TermsPageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query TermsPage {
    pagesYaml(page: { eq: "terms" }) {
      title
      description
      updated
      hero {
        ...PageSectionFields
      }
      legalSections {
        ...LegalSectionFields
      }
    }
    settingsYaml {
      name
      email
      address {
        street
        city
        region
        postalCode
      }
    }
  }
`;
