import { graphql, useStaticQuery } from 'gatsby';

export interface SiteSettingsResult {
  settings: Queries.SiteSettingsQuery['settings'];
  /** The chat widget's copy (content/chat/chat.yaml), read by the lazily loaded panel. */
  chat: Queries.SiteSettingsQuery['chat'];
  siteUrl: string;
  /** Year the site was built: what the server-rendered HTML shows before the browser knows better. */
  buildYear: number;
}

/**
 * The firm's facts (content/settings/settings.yaml) and the public origin, for any component.
 * The chat widget on every page needs its copy too: one static query carries both, so a page
 * fetches one JSON file for them.
 */
export function useSiteSettings(): SiteSettingsResult {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
        }
      }
      settings {
        name
        shortName
        tagline
        description
        blurb
        tollFreePhone
        officePhone
        email
        privacyEmail
        address {
          street
          city
          region
          postalCode
          country
        }
        areaServed
        timeZone
        officeHours {
          label
          days
          opens
          closes
          closed
        }
        replyPromiseHours
        linkedin
        bookingUrl
      }
      chat {
        ...ChatCopyFields
      }
    }
  `);
  return {
    settings: data.settings,
    chat: data.chat,
    siteUrl: (data.site?.siteMetadata?.siteUrl ?? '').replace(/\/$/, ''),
    buildYear: Number(data.site?.buildTime) || new Date().getFullYear(),
  };
}
