import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, Link } from 'gatsby';
import { css, type Theme } from '@emotion/react';
import { mq } from '../../theme/theme';
import { apiBase } from '../../config/api';
import { fillPlaceholders } from '../../content/placeholders';
import {
  CONTACT_FIELD_LIMITS,
  HONEYPOT_FIELD,
  SERVICE_OPTIONS,
  type ContactField,
  type ContactOutcome,
} from '../../domain/contact';
import { ContactNotice } from './ContactNotice';
import { FormField } from './FormField';
import { submitContact, type ContactFormValues } from './submitContact';

/**
 * The form's copy (content/pages/contact.yaml, `form:`). The field labels, the button and the
 * notices stay in code (the notices in src/domain/contact.ts): fixed wording the tests assert.
 */
export const query = graphql`
  fragment ContactFormCopy on ContactFormSection {
    formLabel
    emailHint
    phoneHint
    messageHint
    servicePlaceholder
    privacyNote
    privacyLink {
      label
      to
    }
  }
`;

export interface ContactFormProps {
  copy: Queries.ContactFormCopyFragment;
  /**
   * A notice to show on arrival: the no-JavaScript post is redirected to /contact/sent/,
   * /contact/error/ or /contact/wait/, which render this form with that outcome.
   */
  initialOutcome?: ContactOutcome;
}

const EMPTY_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
};

type FieldErrors = Partial<Record<ContactField, string>>;

/**
 * The consultation request form. It is a real HTML form posting to the service, so it works
 * without JavaScript; with JavaScript it posts JSON and shows the outcome in place.
 */
export function ContactForm({ copy, initialOutcome }: ContactFormProps) {
  const idPrefix = `contact${useId().replace(/:/g, '')}`;
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  const [values, setValues] = useState<ContactFormValues>(EMPTY_VALUES);
  const [honeypot, setHoneypot] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<ContactOutcome | undefined>(initialOutcome);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const startedAt = useRef(0);
  /** Focus goes to the notice only after a submission, never on page load. */
  const focusNotice = useRef(false);

  useEffect(() => {
    startedAt.current = Date.now();
    // The page is HTML before React takes over: what a visitor typed meanwhile is in the inputs,
    // not in state, and the next render would clear it. Adopt it.
    const fields = formRef.current?.elements;
    if (!fields) return;
    const typed = Object.fromEntries(
      Object.keys(EMPTY_VALUES)
        .map((name) => [name, (fields.namedItem(name) as HTMLInputElement | null)?.value ?? ''])
        .filter(([, value]) => value !== ''),
    ) as Partial<ContactFormValues>;
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  useEffect(() => {
    if (outcome && focusNotice.current) {
      focusNotice.current = false;
      noticeRef.current?.focus();
    }
  }, [outcome]);

  const onChange = (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setOutcome(undefined);
    setFieldErrors({});
    setSubmitting(true);

    const result = await submitContact(values, honeypot, Date.now() - startedAt.current);

    setSubmitting(false);
    setFieldErrors(result.fieldErrors ?? {});
    if (result.outcome === 'success') {
      setValues(EMPTY_VALUES);
      startedAt.current = Date.now();
    }
    focusNotice.current = true;
    setOutcome(result.outcome);
  };

  return (
    <div css={wrapperStyles}>
      {outcome && <ContactNotice ref={noticeRef} outcome={outcome} />}

      <form
        ref={formRef}
        method="post"
        action={`${apiBase}/contact`}
        onSubmit={onSubmit}
        aria-label={copy.formLabel}
        aria-busy={submitting}
        css={formStyles}
      >
        <div css={rowStyles}>
          <FormField id={fieldId('name')} label="Name" error={fieldErrors.name}>
            <input
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={CONTACT_FIELD_LIMITS.name}
              value={values.name}
              onChange={onChange}
            />
          </FormField>
          <FormField
            id={fieldId('email')}
            label="Email"
            hint={copy.emailHint}
            error={fieldErrors.email}
          >
            <input
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={CONTACT_FIELD_LIMITS.email}
              value={values.email}
              onChange={onChange}
            />
          </FormField>
        </div>

        <div css={rowStyles}>
          <FormField
            id={fieldId('phone')}
            label="Phone"
            optional
            hint={copy.phoneHint}
            error={fieldErrors.phone}
          >
            <input
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_FIELD_LIMITS.phone}
              value={values.phone}
              onChange={onChange}
            />
          </FormField>
          <FormField id={fieldId('company')} label="Company" optional error={fieldErrors.company}>
            <input
              name="company"
              type="text"
              autoComplete="organization"
              maxLength={CONTACT_FIELD_LIMITS.company}
              value={values.company}
              onChange={onChange}
            />
          </FormField>
        </div>

        <FormField id={fieldId('service')} label="Service Interest" error={fieldErrors.service}>
          <select name="service" required value={values.service} onChange={onChange}>
            <option value="">{copy.servicePlaceholder}</option>
            {SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>

        <FormField
          id={fieldId('message')}
          label="Message"
          hint={copy.messageHint}
          error={fieldErrors.message}
        >
          <textarea
            name="message"
            required
            rows={6}
            maxLength={CONTACT_FIELD_LIMITS.message}
            value={values.message}
            onChange={onChange}
          />
        </FormField>

        {/* Spam trap: people never see or fill this; bots that fill every field do. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            id={fieldId(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>

        <div css={submitRowStyles}>
          <button type="submit" disabled={submitting} css={submitStyles}>
            {submitting ? 'Sending...' : 'Send Message'}
          </button>
        </div>

        <p css={privacyNoteStyles}>
          {fillPlaceholders(copy.privacyNote, {
            privacyLink: (
              <Link key="privacyLink" to={copy.privacyLink.to}>
                {copy.privacyLink.label}
              </Link>
            ),
          })}
        </p>
      </form>
    </div>
  );
}

const wrapperStyles = css`
  min-width: 0;
`;

const formStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
`;

const rowStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};

  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const submitRowStyles = css`
  display: flex;
`;

const submitStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 48px;
  padding: ${theme.space.sm} ${theme.space.xl};
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.onDark};
  font-weight: 700;
  cursor: pointer;
  transition: background-color 0.15s ease;

  ${mq.sm} {
    width: auto;
  }

  &:hover:not(:disabled) {
    background: ${theme.colors.accentDark};
  }

  &:disabled {
    background: ${theme.colors.muted};
    cursor: progress;
  }
`;

const privacyNoteStyles = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;
