import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils/render';
import { SiteHeader, SCROLL_THRESHOLD_PX } from './SiteHeader';

function renderHeader(pathname = '/') {
  return renderWithTheme(
    <SiteHeader
      pathname={pathname}
      firmName="Chinook Realty Advisors"
      shortName="Chinook Realty"
    />,
  );
}

function scrollWindowTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

const header = () => screen.getByRole('banner');
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = () => screen.getByRole('button', { name: 'Menu' });

beforeAll(() => {
  // As gatsby-ssr's inline script does before first paint: scripts run, the menu may collapse.
  document.documentElement.classList.add('js');
});

afterEach(() => {
  window.scrollY = 0;
});

describe('SiteHeader: links', () => {
  it('links home with the firm name and lists the pages and the consultation button', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Chinook Realty Advisors, home' })).toHaveAttribute(
      'href',
      '/',
    );
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Our Story', '/our-story/'],
      ['Services', '/services/'],
      ['Our Method', '/our-method/'],
      ['Team', '/team/'],
      ['Schedule Consultation', '/contact/'],
    ]);
  });

  it.each([
    ['/services/', 'Services'],
    ['/services', 'Services'],
    ['/our-story/', 'Our Story'],
    ['/', 'Home'],
  ])('on %s marks only "%s" as the current page', (pathname, label) => {
    renderHeader(pathname);
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('marks the consultation button current on the contact page and its outcome variants', () => {
    renderHeader('/contact/sent/');
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

describe('SiteHeader: scrolled style', () => {
  it(`turns solid only once the page is scrolled more than ${SCROLL_THRESHOLD_PX} px`, () => {
    renderHeader();
    expect(header()).toHaveAttribute('data-scrolled', 'false');

    scrollWindowTo(SCROLL_THRESHOLD_PX);
    expect(header()).toHaveAttribute('data-scrolled', 'false');

    scrollWindowTo(SCROLL_THRESHOLD_PX + 1);
    expect(header()).toHaveAttribute('data-scrolled', 'true');

    scrollWindowTo(3);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
  });

  it('starts scrolled when the page loads already scrolled down', () => {
    window.scrollY = 400;
    renderHeader();
    expect(header()).toHaveAttribute('data-scrolled', 'true');
  });

  it('applies a visibly different style when scrolled', () => {
    renderHeader();
    const before = getComputedStyle(header()).boxShadow;
    scrollWindowTo(50);
    expect(getComputedStyle(header()).boxShadow).not.toBe(before);
  });
});

describe('SiteHeader: mobile menu', () => {
  it('has a toggle that controls the navigation and reports its state', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', mainNav().id);
    expect(mainNav().id).not.toBe('');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(header()).toHaveAttribute('data-menu-open', 'true');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Our Method' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when focus leaves the header, so it never hides the focused element', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <SiteHeader pathname="/" firmName="Chinook Realty Advisors" shortName="Chinook Realty" />
        <main>
          <button type="button">Page content</button>
        </main>
      </>,
    );
    await user.click(menuButton());
    act(() => screen.getByRole('button', { name: 'Page content' }).focus());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no axe violations, closed or open', async () => {
    const user = userEvent.setup();
    const { container } = renderHeader('/team/');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(menuButton());
    expect(await axe(container)).toHaveNoViolations();
  });
});
