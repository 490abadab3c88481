import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { useStaticQuery } from 'gatsby';
import { theme } from '../theme/theme';
import { siteSettingsFixture } from './siteSettingsFixture';

/** Renders inside the site's ThemeProvider, with the settings static query answered. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  jest.mocked(useStaticQuery).mockReturnValue(siteSettingsFixture);
  return render(ui, {
    wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>,
    ...options,
  });
}
