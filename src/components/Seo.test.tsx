import { renderWithTheme } from '../test-utils/render';
import { Seo } from './Seo';

function renderHead(props: Partial<Parameters<typeof Seo>[0]> = {}) {
  const { container } = renderWithTheme(
    <Seo title="Services" description="What we do." pathname="/services/" {...props} />,
  );
  const meta = (selector: string) =>
    container.querySelector(`meta[${selector}]`)?.getAttribute('content');
  return { container, meta };
}

describe('Seo', () => {
  it('writes the title, description, canonical URL and social tags', () => {
    const { container, meta } = renderHead();
    expect(container.querySelector('title')).toHaveTextContent(
      'Services | Chinook Realty Advisors',
    );
    expect(meta('name="description"')).toBe('What we do.');
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/services/',
    );
    expect(meta('property="og:url"')).toBe('https://www.example.com/services/');
    expect(meta('property="og:locale"')).toBe('en_CA');
    expect(meta('property="og:image"')).toBe('https://www.example.com/social-card.png');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(container.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('titles the home page with the firm name and tagline', () => {
    const { container } = renderHead({ title: 'Home', pathname: '/' });
    expect(container.querySelector('title')).toHaveTextContent(
      'Chinook Realty Advisors | Commercial and healthcare real estate advice for Western Canada',
    );
  });

  it('keeps noindex pages out of search results, without a canonical URL', () => {
    const { container, meta } = renderHead({ pathname: '/404.html', noindex: true });
    expect(meta('name="robots"')).toBe('noindex, follow');
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('describes the firm as a schema.org RealEstateAgent from the settings', () => {
    const { container } = renderHead();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.innerHTML ?? '{}');
    expect(data).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Chinook Realty Advisors',
      url: 'https://www.example.com/',
      telephone: '+14035550178',
      email: 'info@example.com',
      address: { '@type': 'PostalAddress', addressLocality: 'Calgary', postalCode: 'T2G 1A6' },
      sameAs: ['https://www.linkedin.com/company/example'],
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
          ],
          opens: '09:00',
          closes: '17:00',
        },
      ],
    });
    expect(data.areaServed).toEqual([
      { '@type': 'Place', name: 'Calgary' },
      { '@type': 'Place', name: 'Airdrie' },
    ]);
  });
});
