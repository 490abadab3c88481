import { Link } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { mq } from '../../theme/theme';
import { useSiteSettings } from '../../hooks/useSiteSettings';
import { useCurrentYear } from '../../hooks/useCurrentYear';
import { telHref } from '../../utils/phone';
import { LogoMark } from './Logo';

const SERVICE_LINKS = [
  { to: '/services/#healthcare', label: 'Healthcare Real Estate' },
  { to: '/services/#commercial', label: 'Commercial Real Estate' },
] as const;

const COMPANY_LINKS = [
  { to: '/our-story/', label: 'Our Story' },
  { to: '/team/', label: 'Meet the Team' },
  { to: '/contact/', label: 'Contact' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy/', label: 'Privacy Policy' },
  { to: '/terms/', label: 'Terms of Service' },
] as const;

export function SiteFooter() {
  const { settings, buildYear } = useSiteSettings();
  const year = useCurrentYear(buildYear);

  return (
    <footer css={footerStyles}>
      <div css={gridStyles}>
        <div css={brandStyles}>
          <p css={brandNameStyles}>
            <LogoMark size={36} />
            <span>{settings.name}</span>
          </p>
          <p>{settings.blurb}</p>
          <a href={settings.linkedin} css={linkedinStyles} rel="noopener noreferrer">
            <LinkedInIcon />
            <span>
              {settings.name} on LinkedIn
              <span className="visually-hidden"> (external site)</span>
            </span>
          </a>
        </div>

        <FooterLinks title="Services" links={SERVICE_LINKS} />
        <FooterLinks title="Company" links={COMPANY_LINKS} />

        <div>
          <h2 css={columnTitleStyles}>Contact</h2>
          <address css={addressStyles}>
            <dl css={contactListStyles}>
              <div>
                <dt>Calgary office</dt>
                <dd>
                  <a href={telHref(settings.officePhone)}>{settings.officePhone}</a>
                </dd>
              </div>
              <div>
                <dt>Toll-free</dt>
                <dd>
                  <a href={telHref(settings.tollFreePhone)}>{settings.tollFreePhone}</a>
                </dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </dd>
              </div>
            </dl>
            <p css={streetStyles}>
              {settings.address.street}
              <br />
              {settings.address.city}, {settings.address.region} {settings.address.postalCode}
            </p>
          </address>
        </div>
      </div>

      <div css={bottomBarStyles}>
        <p>
          © <span data-testid="copyright-year">{year}</span> {settings.name}
        </p>
        <nav aria-label="Legal">
          <ul css={legalListStyles}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <nav aria-label={title}>
      <h2 css={columnTitleStyles}>{title}</h2>
      <ul css={linkListStyles}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LinkedInIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.07 2.07 0 1 1 0-4.13 2.07 2.07 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"
      />
    </svg>
  );
}

const footerStyles = (theme: Theme) => css`
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onDarkMuted};
  font-size: ${theme.fontSizes.sm};

  a {
    color: ${theme.colors.onDark};
    text-decoration: underline;
    text-decoration-color: rgb(255 255 255 / 0.4);
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${theme.colors.onDark};
    text-decoration-color: currentColor;
  }

  p {
    margin: 0 0 ${theme.space.md};
  }
`;

const gridStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xl};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xxl} ${theme.space.md} ${theme.space.xl};

  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${mq.md} {
    padding-inline: ${theme.space.lg};
  }

  ${mq.lg} {
    grid-template-columns: 2fr 1fr 1fr 1.4fr;
  }
`;

const brandStyles = (theme: Theme) => css`
  ${mq.sm} {
    grid-column: 1 / -1;
  }
  ${mq.lg} {
    grid-column: auto;
    padding-right: ${theme.space.xl};
  }
`;

const brandNameStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.onDark};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;

  svg {
    color: ${theme.colors.primary};
    outline: 1px solid rgb(255 255 255 / 0.35);
    border-radius: 9px;
  }
`;

const columnTitleStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space.sm};
  color: ${theme.colors.onDark};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const linkListStyles = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }

  li + li {
    margin-top: ${theme.space.xxs};
  }
`;

const linkedinStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
`;

const addressStyles = css`
  font-style: normal;
`;

const contactListStyles = (theme: Theme) => css`
  margin: 0 0 ${theme.space.md};

  > div + div {
    margin-top: ${theme.space.xs};
  }

  dt {
    color: ${theme.colors.onDarkMuted};
    font-size: ${theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }

  dd {
    margin: 0;
  }

  dd a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    font-size: ${theme.fontSizes.md};
  }
`;

const streetStyles = css`
  line-height: 1.5;
`;

const bottomBarStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.lg};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.md};
  border-top: 1px solid rgb(255 255 255 / 0.15);

  ${mq.md} {
    padding-inline: ${theme.space.lg};
  }

  p {
    margin: 0;
  }
`;

const legalListStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
