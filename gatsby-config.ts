import type { GatsbyConfig } from 'gatsby';
import { serviceOnlyFiles } from './src/content/model.ts';
import { CONTENT_TYPES, nodeTypeOfFile } from './src/content/types.ts';

/**
 * SITE_URL is the public origin the site is served from (canonical URLs, sitemap, Open Graph).
 * GATSBY_API_URL (read in the browser bundle) is where the form and chat post; default `/api`.
 */
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8000').replace(/\/$/, '');

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: 'always',
  // Emotion's css prop through React's automatic JSX runtime (matches tsconfig's jsxImportSource).
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
  },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'content',
        path: `${__dirname}/content`,
        // Files only the service reads (the chat's world model) stay out of the data layer and
        // its generated types; gatsby-node.ts checks them before sourcing.
        ignore: serviceOnlyFiles(CONTENT_TYPES).map((file) => `${__dirname}/content/${file}`),
      },
    },
    {
      resolve: 'gatsby-transformer-yaml',
      // Each file's node type is the one src/content/types.ts declares for it (one per page).
      options: {
        typeName: ({ node }: { node: { relativePath: string } }) =>
          nodeTypeOfFile(node.relativePath),
      },
    },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: { formats: ['auto', 'avif', 'webp'], quality: 72, placeholder: 'blurred' },
      },
    },
    'gatsby-transformer-sharp',
    'gatsby-plugin-emotion',
    'gatsby-plugin-postcss',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        // The contact outcome pages are variants of /contact for the no-JavaScript form.
        excludes: ['/contact/sent/', '/contact/error/', '/contact/wait/', '/404/', '/404.html'],
      },
    },
  ],
};

export default config;
