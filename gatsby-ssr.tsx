import type { GatsbySSR } from 'gatsby';

export { wrapPageElement } from './src/components/layout/wrapPageElement';

/** Runs before first paint: CSS can tell "scripts will run" from "no JavaScript" (the menu). */
const JS_FLAG_SCRIPT = "document.documentElement.classList.add('js')";

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: 'en-CA' });
  setHeadComponents([
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: JS_FLAG_SCRIPT }} />,
  ]);
};
