import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { isValidElement } from 'react';
import type { GatsbySSR } from 'gatsby';
import { GlobalStyles } from './src/theme/GlobalStyles';

export { wrapPageElement } from './src/components/layout/wrapPageElement';

/** Runs before first paint: CSS can tell "scripts will run" from "no JavaScript" (the menu). */
const JS_FLAG_SCRIPT = "document.documentElement.classList.add('js')";

/**
 * Emotion's default SSR puts a <style> before each styled element in <body>, which HTML does not
 * allow (the Nu Html Checker reports it). In compat mode the cache keeps the rules instead, and
 * onRenderBody writes them as one <style> in <head>; the browser's cache (same key) finds it
 * through data-emotion and does not insert those rules again. One cache per page being rendered.
 * The global styles are rendered here only, first, so they head that <style> and the browser
 * never compiles them (a <Global> would insert its rules again on every hydration).
 */
const emotionCaches = new Map<string, EmotionCache>();

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  emotionCaches.set(pathname, cache);
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      {element}
    </CacheProvider>
  );
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: 'en-CA' });
  const cache = emotionCaches.get(pathname);
  emotionCaches.delete(pathname);
  const rules = Object.entries(cache?.inserted ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  setHeadComponents([
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: JS_FLAG_SCRIPT }} />,
    <style
      key="emotion"
      data-emotion={`css ${rules.map(([id]) => id).join(' ')}`}
      dangerouslySetInnerHTML={{ __html: rules.map(([, css]) => css).join('') }}
    />,
  ]);
};

/** Gatsby heads every page with <meta name="generator"> naming its version: nothing a visitor needs. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) =>
        !(
          isValidElement<{ name?: string }>(component) &&
          component.type === 'meta' &&
          component.props.name === 'generator'
        ),
    ),
  );
};
