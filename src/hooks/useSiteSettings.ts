import { graphql, useStaticQuery } from 'gatsby';

export interface SiteSettingsResult {
  settings: NonNullable<Queries.SiteSettingsQuery['settingsYaml']>;
  siteUrl: string;
  /** Year the site was built: what the server-rendered HTML shows before the browser knows better. */
  buildYear: number;
}

/** The firm's facts (content/settings/settings.yaml) and the public origin, for any component. */
export function useSiteSettings(): SiteSettingsResult {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
        }
      }
      settingsYaml {
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
    }
  `);
  if (!data.settingsYaml) {
    throw new Error('content/settings/settings.yaml is missing: the site cannot render without it');
  }
  return {
    settings: data.settingsYaml,
    siteUrl: (data.site?.siteMetadata?.siteUrl ?? '').replace(/\/$/, ''),
    buildYear: Number(data.site?.buildTime) || new Date().getFullYear(),
  };
}
