import { css, type Theme } from '@emotion/react';

/** A bullet list with check marks (decorative; the list itself carries the meaning). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul css={checkListStyles}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const checkListStyles = (theme: Theme) => css`
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: 1.75rem;
    margin-bottom: ${theme.space.xs};
  }

  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.45em;
    width: 0.45rem;
    height: 0.8rem;
    border: solid ${theme.colors.accent};
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
  }
`;
