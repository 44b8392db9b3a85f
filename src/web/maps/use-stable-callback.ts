import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps one identity across renders and always calls the latest `callback`, so a
 * memoised part of a page (the map's search and tools) is not drawn again each time the page is.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
