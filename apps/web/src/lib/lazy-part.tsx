import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen loaded on first use: a dialog, the footer, the right bar, a QR code, an avatar.
 * Unlike a route page (`lazyPage`, with its own loading and error screens), a part has no screen of its
 * own: it shows `loading` while its chunk comes, and `Failed` (nothing by default) if the chunk cannot
 * load, instead of an uncaught error that would take the whole site down. The next mount tries again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** `loading` may depend on the part's props (a placeholder of the part's size). */
  options: { loading?: ReactNode | ((props: P) => ReactNode); Failed?: ComponentType<P> } = {},
): ComponentType<P> {
  const Failed: ComponentType<P> = options.Failed ?? (() => null);
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        () => {
          // React.lazy remembers its result: the next mount gets a fresh one; this one shows the failure.
          part.current = make();
          return { default: Failed };
        },
      ),
    );
  const part = { current: make() };
  function LazyPart(props: P) {
    const Current = part.current;
    return (
      <Suspense fallback={typeof options.loading === 'function' ? options.loading(props) : (options.loading ?? null)}>
        <Current {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
