import compat from 'preact/compat';
import { useState } from 'preact/hooks';

/**
 * `react` in the builds that run on Preact (build/vite-plugins.ts): Preact's compatibility layer,
 * with React's useId. Preact derives an id from the element's place in its tree, and two trees
 * that Preact renders apart (a lazy dialog's, a portal's) can get the same one: a label then
 * points at another field of the page. Here an id is unique in the page, and stable for the life
 * of the component, as React's is.
 */
// Preact's compat types declare its React-shaped namespace with `export =`, which TypeScript cannot
// re-export with `export *`; the bundler reads the real ES module, whose exports are named.
// @ts-expect-error
export * from 'preact/compat';

let next = 0;
export function useId(): string {
  const [id] = useState(() => `mise-${(next++).toString(36)}`);
  return id;
}

export default { ...compat, useId };
