/** The chat dialog's layout: header, notice, conversation log, status, quick replies and form. */
import { css, type Theme } from '@emotion/react';
import { mq } from '../../theme/theme';

/** From the launcher's bottom offset, its height and a gap: the panel opens just above it. */
const LAUNCHER_CLEARANCE = 'calc(1rem + 3.5rem + 0.75rem)';

export const panelStyle = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.chat};
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};

  ${mq.sm} {
    inset: auto ${theme.space.md} ${LAUNCHER_CLEARANCE} auto;
    width: min(384px, calc(100vw - 2 * ${theme.space.md}));
    height: min(600px, calc(100dvh - ${LAUNCHER_CLEARANCE} - ${theme.space.md}));
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.lg};
    overflow: hidden;
  }
`;

export const headerStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
`;

export const titleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: inherit;
`;

export const closeButtonStyle = (theme: Theme) => css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.round};
  background: transparent;
  color: ${theme.colors.onDark};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primaryDark};
  }
`;

export const noticeStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.snug};
`;

export const logStyle = (theme: Theme) => css`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  background: ${theme.colors.surfaceAlt};
`;

export const statusStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 0 ${theme.space.md};
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};

  &:not(:empty) {
    padding-block: ${theme.space.xs};
  }
`;

export const spinnerStyle = (theme: Theme) => css`
  width: 1rem;
  height: 1rem;
  border: 2px solid ${theme.colors.border};
  border-top-color: ${theme.colors.accent};
  border-radius: ${theme.radii.round};
  animation: chat-spin 0.8s linear infinite;

  @keyframes chat-spin {
    to {
      transform: rotate(360deg);
    }
  }

  ${mq.reducedMotion} {
    animation: none;
    border-top-color: ${theme.colors.accent};
    border-right-color: ${theme.colors.accent};
  }
`;

export const quickRepliesStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.md};
  list-style: none;
  background: ${theme.colors.surfaceAlt};
`;

export const quickReplyStyle = (theme: Theme) => css`
  min-height: 2.25rem;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.accentDark};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.accentLight};
  }
`;

export const formStyle = (theme: Theme) => css`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

export const inputStyle = (theme: Theme) => css`
  flex: 1;
  min-height: 2.75rem;
  max-height: 8rem;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  resize: none;
  line-height: ${theme.lineHeights.snug};

  &::placeholder {
    color: ${theme.colors.muted};
  }
`;

export const sendButtonStyle = (theme: Theme) => css`
  min-height: 2.75rem;
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.onDark};
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${theme.colors.accentDark};
  }

  &:disabled {
    background: ${theme.colors.border};
    color: ${theme.colors.muted};
    cursor: not-allowed;
  }
`;
