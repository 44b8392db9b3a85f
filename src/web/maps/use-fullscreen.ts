import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether an element fills the screen (Fullscreen API), and a toggle; unsupported → onUnavailable. */
export function useFullscreen(target: RefObject<HTMLElement | null>, onUnavailable: () => void) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const update = () =>
      setIsFullscreen(Boolean(target.current) && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => undefined);
      return;
    }
    if (!element || typeof element.requestFullscreen !== 'function' || document.fullscreenEnabled === false) {
      onUnavailable();
      return;
    }
    element.requestFullscreen().catch(onUnavailable);
  }, [target, onUnavailable]);

  return { isFullscreen, toggle };
}
