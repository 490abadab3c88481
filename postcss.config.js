// PostCSS runs on the few plain CSS files (global reset); component styles are Emotion.
module.exports = {
  plugins: [require('postcss-preset-env')({ stage: 2 })],
};
