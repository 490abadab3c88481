import { chatCopy } from './content';

/** What useSiteSettings' static query returns in unit tests (the mocked useStaticQuery). */
export const siteSettingsFixture = {
  site: {
    buildTime: '2026',
    siteMetadata: { siteUrl: 'https://www.example.com' },
  },
  settings: {
    name: 'Chinook Realty Advisors',
    shortName: 'Chinook Realty',
    tagline: 'Commercial and healthcare real estate advice for Western Canada',
    description: 'Calgary consultants who help practices and businesses find the right space.',
    blurb: 'Independent real estate advisors in Calgary.',
    tollFreePhone: '1-800-555-0142',
    officePhone: '403-555-0178',
    email: 'info@example.com',
    privacyEmail: 'privacy@example.com',
    address: {
      street: 'Suite 1400, 500 Centre Street SE',
      city: 'Calgary',
      region: 'AB',
      postalCode: 'T2G 1A6',
      country: 'CA',
    },
    areaServed: ['Calgary', 'Airdrie'],
    timeZone: 'America/Edmonton',
    officeHours: [
      {
        label: 'Monday to Friday',
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
        closed: null,
      },
      {
        label: 'Saturday and Sunday',
        days: ['Saturday', 'Sunday'],
        opens: null,
        closes: null,
        closed: true,
      },
    ],
    replyPromiseHours: 24,
    linkedin: 'https://www.linkedin.com/company/example',
    bookingUrl: 'https://calendly.com/example/consultation',
  },
  chat: chatCopy,
};
