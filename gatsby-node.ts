import type { GatsbyNode } from 'gatsby';

/**
 * Content types are declared, never inferred: a missing or misspelt field in content/*.yaml
 * fails the build instead of silently rendering an empty section.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type SettingsYaml implements Node @dontInfer {
      name: String!
      shortName: String!
      tagline: String!
      description: String!
      blurb: String!
      tollFreePhone: String!
      officePhone: String!
      email: String!
      privacyEmail: String!
      address: SettingsAddress!
      areaServed: [String!]!
      timeZone: String!
      officeHours: [SettingsOfficeHours!]!
      replyPromiseHours: Int!
      linkedin: String!
      bookingUrl: String!
      stats: [SettingsStat!]!
    }
    type SettingsAddress {
      street: String!
      city: String!
      region: String!
      postalCode: String!
      country: String!
    }
    type SettingsOfficeHours {
      label: String!
      days: [String!]!
      opens: String
      closes: String
      closed: Boolean
    }
    type SettingsStat {
      value: String!
      label: String!
    }
  `);
};
