import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download now (a menu opening, a pointer coming near) so the first render waits less. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code is downloaded the first time it renders (inside a `Suspense`), not with the
 * screen that holds it: dialogs, panels and pickers a user opens now and then. `/`'s first paint on a
 * phone waits for every byte of its initial JavaScript (issue 30), and these are not drawn by it.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A preload that failed (offline a moment) does not doom the first render: it downloads again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
