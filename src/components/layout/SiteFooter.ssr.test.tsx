/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from '@emotion/react';
import { useStaticQuery } from 'gatsby';
import { theme } from '../../theme/theme';
import { siteSettingsFixture } from '../../test-utils/siteSettingsFixture';
import { SiteFooter } from './SiteFooter';

it('renders the build year on the server, so hydration starts from the same markup', () => {
  jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z') });
  jest.mocked(useStaticQuery).mockReturnValue(siteSettingsFixture);
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <SiteFooter />
    </ThemeProvider>,
  );
  expect(html).toContain('2026</span>');
  expect(html).not.toContain('2031');
  jest.useRealTimers();
});
