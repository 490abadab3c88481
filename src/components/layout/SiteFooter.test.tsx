import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils/render';
import { SiteFooter } from './SiteFooter';

afterEach(() => {
  jest.useRealTimers();
});

describe('SiteFooter', () => {
  it('shows the current year from the browser clock, even when built in an earlier year', () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z') });
    renderWithTheme(<SiteFooter />);
    expect(screen.getByText(/©/)).toHaveTextContent('© 2031 Chinook Realty Advisors');
  });

  it('links the services, company pages and legal pages', () => {
    renderWithTheme(<SiteFooter />);
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Healthcare Real Estate')).toBe('/services/#healthcare');
    expect(hrefOf('Commercial Real Estate')).toBe('/services/#commercial');
    expect(hrefOf('Our Story')).toBe('/our-story/');
    expect(hrefOf('Meet the Team')).toBe('/team/');
    expect(hrefOf('Contact')).toBe('/contact/');
    expect(hrefOf('Privacy Policy')).toBe('/privacy/');
    expect(hrefOf('Terms of Service')).toBe('/terms/');
  });

  it('offers the office phone, toll-free number, e-mail and LinkedIn as working links', () => {
    renderWithTheme(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '403-555-0178' })).toHaveAttribute(
      'href',
      'tel:+14035550178',
    );
    expect(within(footer).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    expect(within(footer).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    expect(within(footer).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/example',
    );
    expect(footer).toHaveTextContent('Independent real estate advisors in Calgary.');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<SiteFooter />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
