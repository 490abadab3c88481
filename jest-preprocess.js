// Jest compiles with the same Babel presets Gatsby uses, so tests see the code the browser runs.
const babelOptions = {
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
};

module.exports = require('babel-jest').default.createTransformer(babelOptions);
