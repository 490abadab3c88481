import type { PageProps } from 'gatsby';
import { screen, within } from '@testing-library/react';
import { readContent } from '../test-utils/content';
import { renderWithTheme } from '../test-utils/render';
import { siteSettingsFixture } from '../test-utils/siteSettingsFixture';
import NotFoundPage from './404';

type NotFoundPageProps = PageProps<Queries.NotFoundPageQuery>;

function renderPage() {
  const data = {
    notFoundPage: readContent<Queries.NotFoundPageQuery['notFoundPage']>('pages/not-found.yaml'),
    settings: siteSettingsFixture.settings,
  };
  // The page reads only its query's data.
  renderWithTheme(<NotFoundPage {...({ data } as unknown as NotFoundPageProps)} />);
}

describe('404 page', () => {
  it('says the page is missing and offers the way home and to contact', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We couldn’t find that page',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact/');
  });

  it('opens with the shared page hero and names each band by its heading', () => {
    renderPage();
    const hero = screen.getByRole('region', { name: 'We couldn’t find that page' });
    expect(within(hero).getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Popular pages' })).toContainElement(
      screen.getByRole('list'),
    );
  });

  it('lists the popular pages with a hint each', () => {
    renderPage();
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/',
      '/our-story/',
      '/our-method/',
      '/team/',
    ]);
    expect(within(list).getByText('Meet the advisors')).toBeInTheDocument();
  });

  it('links the toll-free number and the e-mail address in the "Prefer to talk?" line', () => {
    renderPage();
    const line = screen.getByText(/^Prefer to talk\?/);
    expect(line).toHaveTextContent(
      'Prefer to talk? Call 1-800-555-0142 or e-mail info@example.com.',
    );
    expect(within(line).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    expect(within(line).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
  });
});
