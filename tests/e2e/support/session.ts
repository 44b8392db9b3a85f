import {
  test as base,
  expect,
  request as apiRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** The localStorage entry the web app keeps its session in (src/web/accounts/session-store.ts). */
const SESSION_STORAGE_KEY = 'basin-dms.session';

interface StoredSession {
  token: string;
  user: Record<string, unknown>;
}

/** Signs in through the API and gives the session as the web app stores it. */
async function createSession(api: APIRequestContext, email: string): Promise<StoredSession> {
  const response = await api.post('/api/auth/token/create/', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const { auth_token: token, ...user } = await response.json();
  return { token, user };
}

interface SignedInContexts {
  /** The browser context of a demo account, signed in once for the whole worker. */
  contextOf(email: string): Promise<BrowserContext>;
  /** The account's API token, for what a test needs to know about the seeded data. */
  tokenOf(email: string): Promise<string>;
  /** The session as the web app stores it. */
  sessionOf(email: string): Promise<StoredSession>;
}

export interface SessionOptions {
  /**
   * The demo account the test's page is signed in as, or null for a fresh, signed-out page. Signed-in
   * pages of one account share a browser context (and its cache of the app's scripts), which is most of
   * the time a fresh context costs; each test still gets a page of its own.
   */
  account: string | null;
}

/**
 * `test` whose `page` starts signed in as `account`, as if the user had signed in through the form
 * earlier (sign-in itself is covered by account-journey.spec.ts).
 */
export const test = base.extend<SessionOptions, { signedInContexts: SignedInContexts }>({
  account: ['agency@example.org', { option: true }],

  signedInContexts: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const api = await apiRequest.newContext({ baseURL });
      const sessions = new Map<string, Promise<StoredSession>>();
      const contexts = new Map<string, Promise<BrowserContext>>();
      const sessionOf = (email: string) => {
        if (!sessions.has(email)) sessions.set(email, createSession(api, email));
        return sessions.get(email)!;
      };
      await use({
        sessionOf,
        tokenOf: async (email) => (await sessionOf(email)).token,
        contextOf: (email) => {
          if (!contexts.has(email)) {
            contexts.set(
              email,
              sessionOf(email).then((session) =>
                browser.newContext({
                  baseURL,
                  storageState: {
                    cookies: [],
                    origins: [
                      {
                        origin: new URL(baseURL!).origin,
                        localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }],
                      },
                    ],
                  },
                }),
              ),
            );
          }
          return contexts.get(email)!;
        },
      });
      for (const context of contexts.values()) await (await context).close();
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  page: async ({ account, signedInContexts, browser, baseURL }, use) => {
    const context = account
      ? await signedInContexts.contextOf(account)
      : await browser.newContext({ baseURL });
    const page = await context.newPage();
    if (account) {
      // a test that lost the shared session (a sign-out, a refused token) does not sign out the next one
      const session = JSON.stringify(await signedInContexts.sessionOf(account));
      await page.addInitScript(
        ([key, value]) => {
          if (location.protocol.startsWith('http') && !localStorage.getItem(key))
            localStorage.setItem(key, value);
        },
        [SESSION_STORAGE_KEY, session] as const,
      );
    }
    await use(page);
    await page.close();
    if (!account) await context.close();
  },
});

export { expect };

/** GET an API path as a demo account. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Token ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * Holds the answers to matching requests until `release` is called, so a loading state can be seen
 * however fast the server is.
 */
export async function holdResponses(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue().catch(() => {
      // the page went away while the request waited
    });
  });
  return release;
}
