import { useEffect } from 'react';
import { APP_TITLE } from '../../../domain/app/version';

/** WCAG 2.4.2: every screen names itself in the browser's title, e.g. 'Manage Users | Basin DMS'. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
