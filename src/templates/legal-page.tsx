import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { PageHero } from '../sections/shared/PageHero';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /privacy/ and /terms/: one template, the copy from content/pages/<page>.yaml. */
export interface LegalPageContext {
  page: 'privacy' | 'terms';
}

export default function LegalPage({
  data,
  pageContext,
}: PageProps<Queries.LegalPageQuery, LegalPageContext>) {
  const { legalPage: page, settings } = data;
  const { address } = settings;
  // Privacy requests go to the privacy contact named by PIPA; everything else to the firm.
  const contact =
    pageContext.page === 'privacy'
      ? { name: `Privacy contact, ${settings.name}`, email: settings.privacyEmail }
      : { name: settings.name, email: settings.email };
  return (
    <>
      <PageHero hero={page.hero} />
      <LegalDocument
        updated={page.updated}
        sections={page.legalSections}
        contact={{
          ...contact,
          addressLines: [
            address.street,
            `${address.city}, ${address.region} ${address.postalCode}`,
          ],
        }}
      />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.LegalPageQuery, LegalPageContext>) {
  const page = data.legalPage;
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query LegalPage($page: String!) {
    legalPage(page: $page) {
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
    settings {
      name
      email
      privacyEmail
      address {
        street
        city
        region
        postalCode
      }
    }
  }
`;
