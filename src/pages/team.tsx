import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { requireContent } from '../content/schema';
import { PageHero } from '../sections/shared/PageHero';
import { TeamMembersSection } from '../sections/team/TeamMembersSection';
import { TestimonialsSection } from '../sections/shared/TestimonialsSection';
import { CtaSection } from '../sections/shared/CtaSection';

const FILE = 'content/pages/team.yaml';

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  const settings = requireContent(data.settingsYaml, 'content/settings/settings.yaml');
  return (
    <>
      <PageHero hero={page.hero} />
      <TeamMembersSection
        section={requireContent(page.members, `${FILE} members`)}
        members={data.allTeamYaml.nodes}
        bookingUrl={settings.bookingUrl}
      />
      <TestimonialsSection
        section={requireContent(page.testimonials, `${FILE} testimonials`)}
        testimonials={data.allTestimonialsYaml.nodes}
      />
      <CtaSection section={requireContent(page.cta, `${FILE} cta`)} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.TeamPageQuery>) {
  const page = requireContent(data.pagesYaml, FILE);
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query TeamPage {
    pagesYaml(page: { eq: "team" }) {
      title
      description
      hero {
        ...PageSectionFields
      }
      members {
        ...PageSectionFields
      }
      testimonials {
        ...PageSectionFields
      }
      cta {
        ...PageSectionFields
      }
    }
    settingsYaml {
      bookingUrl
    }
    allTeamYaml {
      nodes {
        ...TeamMemberFields
      }
    }
    allTestimonialsYaml(filter: { page: { eq: "team" } }) {
      nodes {
        ...QuoteFields
      }
    }
  }
`;
