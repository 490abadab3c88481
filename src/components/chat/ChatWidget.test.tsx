import { ThemeProvider } from '@emotion/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import { axe } from 'jest-axe';
import { chatCopy } from '../../test-utils/content';
import { theme } from '../../theme/theme';
import { ChatWidget } from './ChatWidget';

// Gatsby's runtime mocked at the boundary (the shared mock in __mocks__/; jest's roots is src/,
// so it is named explicitly).
jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

const settings = {
  name: 'Chinook Realty Advisors',
  shortName: 'Chinook Realty',
  tollFreePhone: '1-800-555-0142',
  email: 'info@example.com',
};

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: 'https://example.com' } },
    settings,
    chat: chatCopy,
  });
});

function renderWidget() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <main>
        <a href="/somewhere/">Page content</a>
      </main>
      <ChatWidget />
    </ThemeProvider>,
  );
  return { user, launcher: screen.getByRole('button', { name: 'Open chat' }) };
}

describe('ChatWidget', () => {
  it('opens the panel from the launcher, closes on Escape and returns focus to the launcher', async () => {
    const { user, launcher } = renderWidget();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Chinook Realty' });
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(launcher).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveFocus(),
    );
    expect(screen.getByRole('log')).toHaveTextContent('healthcare or commercial space?');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');

    // Reopening shows the same conversation: one greeting, not two.
    await user.click(launcher);
    await screen.findByRole('dialog');
    expect(screen.getAllByText(/healthcare or commercial space\?/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });

  it('has no axe violations closed and open', async () => {
    const { user, launcher } = renderWidget();
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(launcher);
    await screen.findByRole('dialog');
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
