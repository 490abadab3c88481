import { graphql } from 'gatsby';

/** Every field of a page section (content/pages/*.yaml); sections pick what they show. */
export const query = graphql`
  fragment PageSectionFields on PageSection {
    eyebrow
    heading
    lead
    body
    items {
      title
      text
    }
    primaryCta {
      label
      to
    }
    secondaryCta {
      label
      to
    }
    phoneLabel
  }
`;

export type PageSectionData = Queries.PageSectionFieldsFragment;
