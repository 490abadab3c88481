import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { CONTACT_FIELD_LIMITS, CONTACT_NOTICES, SERVICE_OPTIONS } from '../../domain/contact';
import { contactFormCopy } from '../../test-utils/content';
import { renderWithTheme } from '../../test-utils/render';
import { captureAttribution } from '../../utils/attribution';
import { ContactForm } from './ContactForm';

const VISITOR = {
  name: 'Dana Example',
  email: 'dana@example.org',
  phone: '403-555-0100',
  company: 'Bow River Dental',
  message: 'We need 2,000 sq ft for a dental clinic in the NW.',
};

/** jsdom has no fetch Response; the form reads only these members. */
const jsonResponse = (status: number, body: unknown = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }) as Response;

let fetchMock: jest.Mock;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  jest.restoreAllMocks();
});

const field = (label: RegExp | string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /send message|sending/i });

async function fillIn(user: UserEvent) {
  await user.type(field(/^Name/), VISITOR.name);
  await user.type(field(/^Email/), VISITOR.email);
  await user.type(field(/^Phone/), VISITOR.phone);
  await user.type(field(/^Company/), VISITOR.company);
  await user.selectOptions(field(/^Service Interest/), 'healthcare');
  await user.type(field(/^Message/), VISITOR.message);
}

function deferredResponse() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('ContactForm: markup', () => {
  it('is a real form posting to the service, so it works without JavaScript', () => {
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    const form = screen.getByRole('form', { name: 'Request a consultation' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
  });

  it('has the six fields with browser-level checks, limits and autocomplete', () => {
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    expect(field(/^Name/)).toBeRequired();
    expect(field(/^Name/)).toHaveAttribute('autocomplete', 'name');
    expect(field(/^Name/)).toHaveAttribute('maxlength', String(CONTACT_FIELD_LIMITS.name));
    expect(field(/^Email/)).toBeRequired();
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(field(/^Phone/)).not.toBeRequired();
    expect(field(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(field(/^Phone/)).toHaveAttribute('autocomplete', 'tel');
    expect(field(/^Company/)).not.toBeRequired();
    expect(field(/^Company/)).toHaveAttribute('autocomplete', 'organization');
    expect(field(/^Service Interest/)).toBeRequired();
    expect(field(/^Message/)).toBeRequired();
    expect(field(/^Message/)).toHaveAttribute('maxlength', String(CONTACT_FIELD_LIMITS.message));
    expect(field(/^Message/)).toHaveAccessibleDescription(/patient or health information/);
    expect(field(/^Email/)).toHaveAccessibleDescription('We reply to this address.');
    expect(field(/^Phone/)).toHaveAccessibleDescription('If you would rather we call you.');
  });

  it('starts the service select on an empty "Select a service" option', () => {
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    const select = field(/^Service Interest/) as HTMLSelectElement;
    const options = Array.from(select.options).map((option) => [option.value, option.text]);
    expect(options).toEqual([
      ['', 'Select a service'],
      ...SERVICE_OPTIONS.map((option) => [option.value, option.label]),
    ]);
    expect(select.value).toBe('');
  });

  it('has a hidden honeypot people cannot reach', () => {
    const { container } = renderWithTheme(<ContactForm copy={contactFormCopy} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector(`label[for="${trap?.id}"]`)).toHaveTextContent(
      'Leave this field empty',
    );
  });

  it('links the privacy policy under the form', () => {
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/privacy/');
    expect(link.parentElement).toHaveTextContent(
      /health information through this form\. Read our Privacy Policy\.$/,
    );
  });

  it('shows the outcome of a no-JavaScript post without stealing focus', () => {
    renderWithTheme(<ContactForm copy={contactFormCopy} initialOutcome="success" />);
    expect(screen.getByRole('status')).toHaveTextContent(CONTACT_NOTICES.success);
    expect(screen.getByRole('status')).not.toHaveFocus();
  });
});

describe('ContactForm: submitting', () => {
  it('posts the fields, honeypot and fill time as JSON', async () => {
    const user = userEvent.setup();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    await fillIn(user);
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true }));
    now.mockReturnValue(1_012_345);
    await user.click(submitButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      ...VISITOR,
      service: 'healthcare',
      website: '',
      fill_ms: 12_345,
    });
  });

  it('sends where the visit began when the site recorded it', async () => {
    const user = userEvent.setup();
    captureAttribution(
      window.sessionStorage,
      { origin: 'https://www.chinook.example', pathname: '/', search: '?utm_campaign=fall' },
      'https://news.example.org/issue/12?id=7',
    );
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    await fillIn(user);
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true }));
    await user.click(submitButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).attribution).toEqual({
      landing_page: '/',
      referrer: 'https://news.example.org/issue/12',
      utm_campaign: 'fall',
    });
    window.sessionStorage.clear();
  });

  it('shows "Sending..." on a disabled button while the request is under way', async () => {
    const user = userEvent.setup();
    const pending = deferredResponse();
    fetchMock.mockReturnValue(pending.promise);
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    await fillIn(user);
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Sending...');
    expect(submitButton()).toBeDisabled();

    pending.resolve(jsonResponse(201));
    await waitFor(() => expect(submitButton()).toHaveTextContent('Send Message'));
    expect(submitButton()).toBeEnabled();
  });

  it('on success shows the green notice, focuses it and clears the form', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(201));
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    await fillIn(user);
    await user.click(submitButton());

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(CONTACT_NOTICES.success);
    expect(notice).toHaveAttribute('data-outcome', 'success');
    expect(notice).toHaveFocus();
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Email/)).toHaveValue('');
    expect(field(/^Company/)).toHaveValue('');
    expect(field(/^Service Interest/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
  });

  it('on a server error shows the red notice, keeps the values and logs no personal data', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(500, { error: 'internal' }));
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    await fillIn(user);
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONTACT_NOTICES.error);
    expect(alert).toHaveFocus();
    expect(field(/^Name/)).toHaveValue(VISITOR.name);
    expect(field(/^Email/)).toHaveValue(VISITOR.email);
    expect(field(/^Message/)).toHaveValue(VISITOR.message);
    expect(field(/^Service Interest/)).toHaveValue('healthcare');

    expect(consoleError).toHaveBeenCalled();
    const logged = JSON.stringify(consoleError.mock.calls);
    for (const value of Object.values(VISITOR)) expect(logged).not.toContain(value);
  });

  it('on a network failure shows the red notice too', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_NOTICES.error);
    expect(field(/^Email/)).toHaveValue(VISITOR.email);
    expect(consoleError).toHaveBeenCalled();
  });

  it('on 429 says to wait a minute', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(429, { error: 'rate_limited' }));
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_NOTICES.rateLimited);
    expect(field(/^Name/)).toHaveValue(VISITOR.name);
  });

  it('on 400 marks the fields the service rejected', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'invalid_input',
        fields: { email: 'Enter a valid e-mail address' },
      }),
    );
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    await fillIn(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_NOTICES.error);
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email/)).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(field(/^Name/)).not.toHaveAttribute('aria-invalid');
  });

  it('clears the previous notice when the next submission starts', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(500));
    renderWithTheme(<ContactForm copy={contactFormCopy} />);
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    const pending = deferredResponse();
    fetchMock.mockReturnValueOnce(pending.promise);
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Sending...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    pending.resolve(jsonResponse(201));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_NOTICES.success);
  });
});

describe('ContactForm: accessibility', () => {
  it('has no axe violations when idle, after success and after an error', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<ContactForm copy={contactFormCopy} />);
    expect(await axe(container)).toHaveNoViolations();

    await fillIn(user);
    fetchMock.mockResolvedValueOnce(jsonResponse(500));
    await user.click(submitButton());
    await screen.findByRole('alert');
    expect(await axe(container)).toHaveNoViolations();

    fetchMock.mockResolvedValueOnce(jsonResponse(201));
    await user.click(submitButton());
    await screen.findByRole('status');
    expect(await axe(container)).toHaveNoViolations();
  });
});
