import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import { ThemeProvider } from '@emotion/react';
import { theme } from '../../theme/theme';
import { Layout } from './Layout';

type WrapPageElement = GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'];

/** Shared by gatsby-browser and gatsby-ssr so server and browser render the same tree. */
export const wrapPageElement: WrapPageElement = ({ element, props }) => (
  <ThemeProvider theme={theme}>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </ThemeProvider>
);
