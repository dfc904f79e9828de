import { options } from 'preact';

/**
 * Two things React does that Preact's compatibility layer does not, given to Preact here so the
 * same components behave the same on it. Loaded first by the entries that build with Preact in
 * place of React (build/vite-plugins.ts); tests run on React itself and never import it.
 *
 * - React 19 passes `ref` to a function component as a prop (`function Input({ ref, ...props })`),
 *   which our components rely on; Preact 10 keeps it on the element, so a ref given to `<Input>`
 *   would never reach its `<input>`. It is moved into the props of every function component as
 *   each element is created; class components keep theirs.
 * - React focuses an element rendered with `autoFocus` when it is mounted (a dialog's first button,
 *   a form's first field); Preact only writes the `autofocus` attribute, which a browser honours
 *   only when the page loads. It is focused once, as it is attached.
 */
type Ref = ((node: HTMLElement | null) => unknown) | { current: HTMLElement | null } | null | undefined;
type Element = { type: unknown; ref?: Ref; props: Record<string, unknown> };

const focusedOnce = new WeakSet<HTMLElement>();

function focusOnMount(ref: Ref): Ref {
  return (node) => {
    if (node && !focusedOnce.has(node)) {
      focusedOnce.add(node);
      node.focus();
    }
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
  };
}

const previous = options.vnode;
options.vnode = (vnode) => {
  const element = vnode as unknown as Element;
  const { type, props } = element;
  if (typeof type === 'string') {
    if (props.autoFocus) element.ref = focusOnMount(element.ref);
    delete props.autoFocus;
  } else if (typeof type === 'function' && element.ref != null) {
    const isClass = Boolean((type as { prototype?: { render?: unknown } }).prototype?.render);
    if (!isClass) {
      props.ref = element.ref;
      element.ref = undefined;
    }
  }
  previous?.(vnode);
};
