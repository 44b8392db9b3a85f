/**
 * The page's first script: on the address of a screen whose code the build listed (the home map, where a
 * sign-in lands), it asks for that code at once, while the app shell is still arriving and starting,
 * instead of when the router gets to it (issue 17: about 300 ms later on a loaded 2-core machine). It
 * imports nothing, so it runs as soon as it arrives; the list comes from the build (scripts/screen-chunks.ts)
 * as a JSON block in index.html, and a guest, whom these screens send to sign in, is given none.
 */
export const SCREEN_CHUNKS_ELEMENT_ID = 'screen-chunks';

/** session-store's key, named here again: importing it would make this script wait for the app shell. */
const SESSION_STORAGE_KEY = 'basin-dms.session';

/** Routes match case-insensitively and with a trailing slash, as the router matches them. */
const routeOf = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

function readPlan(doc: Document): Record<string, string[]> | null {
  const text = doc.getElementById(SCREEN_CHUNKS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, string[]>;
  } catch {
    return null;
  }
}

function signedIn(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return Boolean(storage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** Adds a modulepreload (a stylesheet preload for CSS) for each file of the screen at this address. */
export function preloadScreenCode(doc: Document, storage: Pick<Storage, 'getItem'>): string[] {
  const files = readPlan(doc)?.[routeOf(doc.location.pathname)];
  if (!files || !signedIn(storage)) return [];
  for (const file of files) {
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.href = file;
    doc.head.appendChild(link);
  }
  return files;
}

preloadScreenCode(document, window.localStorage);
