import { forwardRef } from 'react';
import { css, type Theme } from '@emotion/react';
import { CONTACT_NOTICES, type ContactOutcome } from '../../domain/contact';

/**
 * The result of a submission. Success is a polite status, failures an alert; the parent moves
 * focus here (tabIndex -1) so keyboard and screen-reader users land on the answer.
 */
export const ContactNotice = forwardRef<HTMLDivElement, { outcome: ContactOutcome }>(
  function ContactNotice({ outcome }, ref) {
    const isSuccess = outcome === 'success';
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role={isSuccess ? 'status' : 'alert'}
        data-outcome={outcome}
        css={(theme: Theme) => css`
          display: flex;
          gap: ${theme.space.sm};
          align-items: flex-start;
          margin-bottom: ${theme.space.lg};
          padding: ${theme.space.md};
          border: 1px solid currentColor;
          border-left-width: 6px;
          border-radius: ${theme.radii.md};
          color: ${isSuccess ? theme.colors.success : theme.colors.error};
          background: ${isSuccess ? theme.colors.successBg : theme.colors.errorBg};
          font-weight: 600;

          svg {
            flex: none;
          }

          &:focus-visible {
            outline: 3px solid currentColor;
            outline-offset: 2px;
          }
        `}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          {isSuccess ? (
            <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M12 7v6m0 3.5v.5" fill="none" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
        <p
          css={css`
            margin: 0;
          `}
        >
          {CONTACT_NOTICES[outcome]}
        </p>
      </div>
    );
  },
);
