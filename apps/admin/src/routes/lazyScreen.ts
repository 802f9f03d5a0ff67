import { lazy, type ComponentType } from 'react';

/**
 * One screen of a lazily loaded chunk: `load` imports the resource's screens module (one chunk per
 * resource, fetched with its first screen and cached by the browser after that), `pick` takes the
 * component out of it. React.lazy suspends until then; the layout's Suspense shows progress.
 */
export function lazyScreen<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
