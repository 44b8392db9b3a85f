import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The chunks of the signed-in landing screen, the home map (issue 17, point 3), and the list of them that
 * index.html gives src/web/screen-preload.ts. Left to automatic splitting, the map's first visit fetched
 * about 50 files; over HTTP/1.1 (6 connections a host) its API requests queued behind them. Here the code
 * it needs beyond the app shell comes in a few files, cut so that no other screen loads code it did not
 * load before, but for what it shares with the home map:
 *
 * - login-shared: what the login page shares with the signed-in screens (the login route stays small);
 * - guest-forms: what the other guest screens (register, password reset) share with them;
 * - signed-in: the navigation panel, the user menu and the offline outbox, which every signed-in screen
 *   has;
 * - leaflet: Leaflet and react-leaflet, which the site maps of other screens use too;
 * - map-controls: the rest of what the home map shares with the screens of other areas (form controls);
 * - home-map: what only the home map uses.
 *
 * Each set is the modules statically imported from its roots, less the app shell (the modules of the
 * entry's chunk, as rolldown's app-shell group names them) and less the sets above it. Modules that the
 * home map does not need are left to automatic splitting, and so are the few that the shell imports
 * without using them and the login page imports too (which of them the login page uses, only the bundler
 * knows).
 */
const ROOTS = {
  entry: ['src/web/main.tsx'],
  login: ['src/web/accounts/login-page.tsx'],
  guestForms: [
    'src/web/accounts/register-page.tsx',
    'src/web/accounts/password-email-page.tsx',
    'src/web/accounts/password-reset-page.tsx',
  ],
  signedIn: ['src/web/app/navigation-panel.tsx', 'src/web/app/user-menu.tsx', 'src/web/offline/outbox.ts'],
  homeMap: ['src/web/maps/map-routes.tsx'],
};

const LEAFLET = /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/;

export const PRELOAD_SCRIPT = 'src/web/screen-preload.ts';

export const CHUNK_NAMES = [
  'login-shared',
  'guest-forms',
  'signed-in',
  'leaflet',
  'map-controls',
  'home-map',
] as const;
export type ChunkName = (typeof CHUNK_NAMES)[number];

/**
 * Works out, once the module graph is known, which chunk each module of the landing screen goes to;
 * `chunkOf` answers for rolldown's codeSplitting groups (null: left to automatic splitting).
 */
export function screenChunks(): {
  plugin: Plugin;
  /** Told each module of the app shell (the entry's chunk), as its codeSplitting group names them. */
  isShellModule: (id: string) => void;
  chunkOf: (id: string) => ChunkName | null;
} {
  const assigned = new Map<string, ChunkName>();
  const shellModules = new Set<string>();
  const plugin: Plugin = {
    name: 'basin-dms-screen-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const holding = (source: string) =>
          chunks.find((chunk) => chunk.moduleIds.includes(path.resolve(source)));
        const loaded = new Set<string>();
        const walk = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || loaded.has(fileName)) return;
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk') return;
          into.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const imported of chunk.imports) walk(imported, into);
        };
        const shell = holding(ROOTS.entry[0]);
        if (shell) walk(shell.fileName, loaded);
        const files = new Set<string>();
        for (const root of [...ROOTS.homeMap, ...ROOTS.signedIn]) {
          const chunk = holding(root);
          if (chunk) walk(chunk.fileName, files);
        }
        const preload = holding(PRELOAD_SCRIPT);
        if (!preload) return;
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'screen-chunks' },
            children: JSON.stringify({ '/dashboard': [...files].map((file) => `/${file}`) }),
            injectTo: 'head',
          },
          {
            tag: 'script',
            // async: it runs as soon as it arrives, not after the app shell
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${preload.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
    buildEnd() {
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const queue = roots.map((root) => path.resolve(root));
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const shell = closure(ROOTS.entry);
      const login = closure(ROOTS.login);
      const guestForms = closure(ROOTS.guestForms);
      const signedIn = closure(ROOTS.signedIn);
      const homeMap = closure(ROOTS.homeMap);
      const named = new Set(
        Object.values(ROOTS)
          .flat()
          .map((root) => path.resolve(root)),
      );
      const otherScreens = new Set<string>();
      for (const id of this.getModuleIds())
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          if (!named.has(lazy)) otherScreens.add(lazy);
      const elsewhere = closure([...otherScreens]);
      assigned.clear();
      shellModules.clear();
      for (const id of [...signedIn, ...homeMap]) {
        // Imported by both the app shell and the login page, a module is either the shell's or, when the
        // shell only passes it on unused (a package's index re-exports it), the login page's: left to the
        // bundler, which knows which. One the login page does not import never goes to the login route.
        if (shell.has(id) && login.has(id)) continue;
        if (login.has(id)) assigned.set(id, 'login-shared');
        else if (guestForms.has(id)) assigned.set(id, 'guest-forms');
        else if (signedIn.has(id)) assigned.set(id, 'signed-in');
        else if (elsewhere.has(id)) assigned.set(id, LEAFLET.test(id) ? 'leaflet' : 'map-controls');
        else assigned.set(id, 'home-map');
      }
    },
  };
  return {
    plugin,
    isShellModule: (id) => {
      shellModules.add(id);
    },
    chunkOf: (id) => {
      // the app-shell group is declared first, and rolldown names its modules before it tests the next
      if (shellModules.size === 0) throw new Error('The app-shell group must come before the screen chunks.');
      return shellModules.has(id) ? null : (assigned.get(id) ?? null);
    },
  };
}
