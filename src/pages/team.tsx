import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { PageHero } from '../sections/shared/PageHero';
import { TeamMembersSection } from '../sections/team/TeamMembersSection';
import { TestimonialsSection } from '../sections/shared/TestimonialsSection';
import { CtaSection } from '../sections/shared/CtaSection';

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  const { teamPage: page, settings } = data;
  return (
    <>
      <PageHero hero={page.hero} />
      <TeamMembersSection
        section={page.members}
        members={data.allTeamYaml.nodes}
        bookingUrl={settings.bookingUrl}
      />
      <TestimonialsSection
        section={page.testimonials}
        testimonials={data.allTestimonialsYaml.nodes}
      />
      <CtaSection section={page.cta} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.TeamPageQuery>) {
  const page = data.teamPage;
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}

export const query = graphql`
  query TeamPage {
    teamPage {
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
    settings {
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
