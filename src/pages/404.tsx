import type { HeadFC } from 'gatsby';
import { Link } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { mq } from '../theme/theme';
import { Seo } from '../components/Seo';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { telHref } from '../utils/phone';

const SUGGESTIONS = [
  { to: '/services/', label: 'Services', hint: 'Healthcare and commercial real estate' },
  { to: '/our-story/', label: 'Our Story', hint: 'Who we are and how we work' },
  { to: '/our-method/', label: 'Our Method', hint: 'Four steps from first call to keys' },
  { to: '/team/', label: 'Team', hint: 'Meet the advisors' },
] as const;

export default function NotFoundPage() {
  const { settings } = useSiteSettings();
  return (
    <div css={pageStyles}>
      <p css={eyebrowStyles}>Error 404</p>
      <h1>We couldn’t find that page</h1>
      <p css={leadStyles}>
        The address may be mistyped, or the page may have moved. Everything we offer is one click
        away from here.
      </p>
      <div css={actionsStyles}>
        <Link to="/" css={primaryButton}>
          Go to the home page
        </Link>
        <Link to="/contact/" css={secondaryButton}>
          Contact us
        </Link>
      </div>

      <h2 css={subheadingStyles}>Popular pages</h2>
      <ul css={suggestionListStyles}>
        {SUGGESTIONS.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
            <span>{page.hint}</span>
          </li>
        ))}
      </ul>

      <p>
        Prefer to talk? Call <a href={telHref(settings.tollFreePhone)}>{settings.tollFreePhone}</a>{' '}
        or e-mail <a href={`mailto:${settings.email}`}>{settings.email}</a>.
      </p>
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Page not found"
    description="The page you were looking for does not exist."
    pathname={location.pathname}
    noindex
  />
);

const pageStyles = (theme: Theme) => css`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${theme.space.section} ${theme.space.md};

  ${mq.md} {
    padding-inline: ${theme.space.lg};
  }

  h1 {
    font-size: ${theme.fontSizes.display};
  }
`;

const eyebrowStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space.xs};
  color: ${theme.colors.accent};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const leadStyles = (theme: Theme) => css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lg};
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.xl} 0 ${theme.space.xxl};
`;

const buttonBase = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.md};
  font-weight: 700;
  text-decoration: none;
`;

const primaryButton = (theme: Theme) => css`
  ${buttonBase(theme)};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};

  &:hover {
    background: ${theme.colors.primaryDark};
    color: ${theme.colors.onDark};
  }
`;

const secondaryButton = (theme: Theme) => css`
  ${buttonBase(theme)};
  border: 2px solid ${theme.colors.primary};
  color: ${theme.colors.primary};

  &:hover {
    background: ${theme.colors.primaryLight};
    color: ${theme.colors.primaryDark};
  }
`;

const subheadingStyles = (theme: Theme) => css`
  font-size: ${theme.fontSizes.xl};
`;

const suggestionListStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.sm};
  padding: 0;
  margin-bottom: ${theme.space.xl};
  list-style: none;

  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    flex-direction: column;
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceAlt};
  }

  a {
    font-weight: 700;
    font-size: ${theme.fontSizes.lg};
  }

  span {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;
