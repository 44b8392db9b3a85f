import type { SessionUser } from '../../domain/accounts/session-user';

export const SESSION_STORAGE_KEY = 'basin-dms.session';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null = null;
let cachedSession: StoredSession | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof value.token === 'string' && value.token && value.user && typeof value.user === 'object') {
      return { token: value.token, user: value.user };
    }
  } catch {
    // a damaged entry counts as signed out
  }
  return null;
}

function notify() {
  listeners.forEach((listener) => listener());
}

function write(session: StoredSession | null) {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage full or blocked: the session still lives for this page
  }
  cachedRaw = readRaw();
  cachedSession = session;
  notify();
}

function onStorage(event: StorageEvent) {
  // another tab signed in or out
  if (event.key === SESSION_STORAGE_KEY || event.key === null) notify();
}

/**
 * The signed-in session, kept in localStorage so it survives a reload. The API client reads the
 * token from here synchronously, so requests made during the first render already carry it.
 */
export const sessionStore = {
  get(): StoredSession | null {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedSession = parse(raw);
    }
    return cachedSession;
  },
  token(): string | null {
    return sessionStore.get()?.token ?? null;
  },
  start(token: string, user: SessionUser) {
    write({ token, user: withoutToken(user) });
  },
  updateUser(user: SessionUser) {
    const current = sessionStore.get();
    if (!current) return;
    const next = withoutToken(user);
    // the refresh on every start mostly finds the user unchanged: redrawing the whole shell for it
    // cost the home map's first visit a second render of everything
    if (JSON.stringify(next) === JSON.stringify(current.user)) return;
    write({ token: current.token, user: next });
  },
  replaceToken(token: string) {
    const current = sessionStore.get();
    if (current) write({ token, user: current.user });
  },
  end() {
    write(null);
  },
  subscribe(listener: Listener): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

function withoutToken(user: SessionUser): SessionUser {
  const { auth_token: _token, ...rest } = user;
  return rest;
}
