import * as React from 'react';

// Gatsby's runtime mocked at the unit-test boundary (Gatsby's unit-testing docs).
const gatsby = jest.requireActual('gatsby');

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  getProps?: unknown;
  replace?: boolean;
  state?: unknown;
};

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(
    ({
      activeClassName: _activeClassName,
      activeStyle: _activeStyle,
      getProps: _getProps,
      partiallyActive: _partiallyActive,
      replace: _replace,
      state: _state,
      to,
      ...rest
    }: LinkProps) => React.createElement('a', { ...rest, href: to }),
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
};
