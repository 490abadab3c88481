import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { requireContent } from '../content/schema';
import { PageHero } from '../sections/shared/PageHero';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /privacy/ and /terms/: one template, the copy from content/pages/<page>.yaml. */
export interface LegalPageContext {
  page: 'privacy' | 'terms';
}

const fileOf = (page: LegalPageContext['page']) => `content/pages/${page}.yaml`;

export default function LegalPage({
  data,
  pageContext,
}: PageProps<Queries.LegalPageQuery, LegalPageContext>) {
  const file = fileOf(pageContext.page);
  const page = requireContent(data.pagesYaml, file);
  const settings = requireContent(data.settingsYaml, 'content/settings/settings.yaml');
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
        updated={requireContent(page.updated, `${file} updated`)}
        sections={requireContent(page.legalSections, `${file} legalSections`)}
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

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.LegalPageQuery, LegalPageContext>) {
  const page = requireContent(data.pagesYaml, fileOf(pageContext.page));
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query LegalPage($page: String!) {
    pagesYaml(page: { eq: $page }) {
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
