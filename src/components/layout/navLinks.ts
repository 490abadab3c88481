export interface NavLink {
  to: string;
  label: string;
}

/** The top navigation, in order. Paths end in "/" as gatsby-config's trailingSlash serves them. */
export const MAIN_NAV: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/our-story/', label: 'Our Story' },
  { to: '/services/', label: 'Services' },
  { to: '/our-method/', label: 'Our Method' },
  { to: '/team/', label: 'Team' },
];

export const CONTACT_PATH = '/contact/';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** True when `pathname` (the current page, with or without a trailing slash) is the page `to`. */
export function isCurrentPage(pathname: string, to: string): boolean {
  return withoutTrailingSlash(pathname) === withoutTrailingSlash(to);
}
