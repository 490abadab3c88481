/** Tells screen-reader users a link opens a new tab (sighted users see the icon beside it). */
export function NewTabNote() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}

/** A small "leaves the site" arrow, decorative. */
export function ExternalIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path
        d="M5 2h7v7M12 2 4.5 9.5M10 8.5V12H2V4h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
