import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import { css, type Theme } from '@emotion/react';

export interface FormFieldProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The control (input, select, textarea); it receives id and ARIA wiring. */
  children: ReactElement;
}

/**
 * One labelled control, GOV.UK style: visible label, optional hint and error, both linked with
 * aria-describedby; aria-invalid when the service rejected the value.
 */
export function FormField({ id, label, optional = false, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div css={fieldStyles} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} css={labelStyles}>
        {label}
        {optional && <span css={optionalStyles}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} css={hintStyles}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={errorStyles}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
    </div>
  );
}

const fieldStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;

  input,
  select,
  textarea {
    width: 100%;
    min-height: 48px;
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.snug};
  }

  textarea {
    min-height: 10rem;
    resize: vertical;
  }

  input:hover,
  select:hover,
  textarea:hover {
    border-color: ${theme.colors.primary};
  }

  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  input:focus,
  select:focus,
  textarea:focus {
    border-color: ${theme.colors.primaryDark};
    box-shadow: ${theme.focusRing};
  }

  &[data-invalid='true'] :is(input, select, textarea) {
    border: 2px solid ${theme.colors.error};
  }
`;

const labelStyles = (theme: Theme) => css`
  color: ${theme.colors.ink};
  font-weight: 700;
`;

const optionalStyles = (theme: Theme) => css`
  color: ${theme.colors.muted};
  font-weight: 400;
`;

const hintStyles = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const errorStyles = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.error};
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
`;
