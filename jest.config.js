// Gatsby's documented Jest set-up (gatsbyjs.com/docs/how-to/testing/unit-testing).
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // The root, so Jest finds __mocks__/gatsby.tsx beside node_modules; tests live in src/.
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?)$': '<rootDir>/__mocks__/file-mock.js',
    // jsdom resolves packages for the browser, where yaml ships ES modules only; tests that read
    // content/ (src/test-utils/content.ts) run on Node, so they get its CommonJS build.
    '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
  },
  testPathIgnorePatterns: ['node_modules', '\\.cache', '<rootDir>.*/public'],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  globals: { __PATH_PREFIX__: '' },
  testEnvironmentOptions: { url: 'http://localhost/' },
  setupFiles: ['<rootDir>/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};

module.exports = config;
