import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from './accounts/session-store';
import { buildUser } from './testing/factories';
import { preloadScreenCode, SCREEN_CHUNKS_ELEMENT_ID } from './screen-preload';

const HOME_MAP_FILES = ['/assets/home-map-a1.js', '/assets/home-map-b2.css', '/assets/signed-in-c3.js'];

/** index.html as the build writes it: the files of each listed screen in a JSON block. */
function listScreens(plan: Record<string, string[]>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SCREEN_CHUNKS_ELEMENT_ID;
  block.textContent = JSON.stringify(plan);
  document.head.append(block);
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

beforeEach(() => listScreens({ '/dashboard': HOME_MAP_FILES }));

afterEach(() => {
  document.head.replaceChildren();
  sessionStore.end();
  window.history.replaceState(null, '', '/');
});

describe('the code of the screen a page opens on', () => {
  it("is asked for at once on the home map's address when a session is kept: scripts as modules, styles as styles", () => {
    sessionStore.start('token-1', buildUser());
    window.history.replaceState(null, '', '/dashboard');
    preloadScreenCode(document, window.localStorage);
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/home-map-a1.js', null],
      ['preload', '/assets/home-map-b2.css', 'style'],
      ['modulepreload', '/assets/signed-in-c3.js', null],
    ]);
  });

  it('is found whatever the case of the address and with a trailing slash, as the router matches it', () => {
    sessionStore.start('token-1', buildUser());
    window.history.replaceState(null, '', '/Dashboard/');
    expect(preloadScreenCode(document, window.localStorage)).toEqual(HOME_MAP_FILES);
  });

  it('is not asked for a guest, whom the screen sends to sign in', () => {
    window.history.replaceState(null, '', '/dashboard');
    expect(preloadScreenCode(document, window.localStorage)).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('is left to the router on an address the build listed nothing for, or without a list', () => {
    sessionStore.start('token-1', buildUser());
    window.history.replaceState(null, '', '/waterlevels');
    expect(preloadScreenCode(document, window.localStorage)).toEqual([]);
    document.head.replaceChildren();
    window.history.replaceState(null, '', '/dashboard');
    expect(preloadScreenCode(document, window.localStorage)).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});
