import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import type { UnsavedChangesDialogProps } from './unsaved-changes-dialog';

export interface UnsavedChangesGuard {
  /** Spread onto <UnsavedChangesDialog />. */
  dialogProps: UnsavedChangesDialogProps;
  /**
   * Lets the page be left without asking, for the navigation that follows a successful save
   * (the form may still count as dirty until it re-renders).
   */
  allowLeaving: () => void;
}

/**
 * While `isDirty`, navigating to another page inside the app opens the unsaved-changes dialog and
 * closing or reloading the tab asks the browser's own question. Needs a data router (createBrowserRouter).
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const leavingAllowed = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leavingAllowed.current && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warnBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leavingAllowed.current) return;
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [isDirty]);

  const allowLeaving = useCallback(() => {
    leavingAllowed.current = true;
  }, []);

  return {
    dialogProps: {
      open: blocker.state === 'blocked',
      onStay: () => blocker.reset?.(),
      onLeave: () => blocker.proceed?.(),
    },
    allowLeaving,
  };
}
