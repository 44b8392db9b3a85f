import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WELLS_TEXTS } from '../../domain/wells/wells-texts';
import { sessionStore } from '../accounts/session-store';
import { queueEntry, syncOutbox } from '../offline/outbox';
import { closeOutboxStore, entriesOf } from '../offline/outbox-store';
import { stubApi } from '../testing/fake-api';
import { buildUser } from '../testing/factories';
import { renderPage, signInAs } from '../testing/render-app';
import { TopBar } from './top-bar';

const user = buildUser({ id: 77, first_name: 'Rosa' });
/** The server is out of reach: entries stay in the outbox. */
let offline = true;

beforeEach(() => {
  offline = true;
  stubApi({
    'POST /api/pumptests/': () => (offline ? { status: 503, body: {} } : { status: 201, body: { id: 1 } }),
    'POST /api/auth/token/destroy/': { status: 204 },
  });
  signInAs(user);
});

afterEach(async () => {
  offline = false;
  await syncOutbox();
  sessionStore.end();
  await closeOutboxStore();
  indexedDB.deleteDatabase('basin-dms-outbox');
});

async function openLogout() {
  await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
}

describe('logging out with entries not yet sent', () => {
  it('asks first; Cancel keeps the user signed in and every entry', async () => {
    renderPage(<TopBar />);
    await queueEntry({ kind: 'pumptests', wellId: 4, body: { well: 4, test_date: '2024-05-05' } });
    await openLogout();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(WELLS_TEXTS.unsentAtLogout)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sessionStore.get()?.user.id).toBe(user.id);
    expect(await entriesOf(user.id)).toHaveLength(1);
  });

  it('discards the entries and signs out only when the user confirms', async () => {
    renderPage(<TopBar />);
    await queueEntry({ kind: 'pumptests', wellId: 4, body: { well: 4, test_date: '2024-05-05' } });
    await openLogout();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await expect.poll(() => sessionStore.get()).toBeNull();
    expect(await entriesOf(user.id)).toEqual([]);
  });

  it('signs out without asking when nothing waits', async () => {
    renderPage(<TopBar />);
    await openLogout();
    await expect.poll(() => sessionStore.get()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the sync indicator', () => {
  it('tells how many entries wait, by data type', async () => {
    renderPage(<TopBar />);
    await queueEntry({ kind: 'pumptests', wellId: 4, body: { well: 4 } });
    await queueEntry({ kind: 'maintenancelog', wellId: 4, body: { well: 4 } });
    await userEvent.click(await screen.findByRole('button', { name: /2 entries not yet sent/ }));
    const table = within(await screen.findByRole('dialog', { name: 'Entries not yet sent' })).getByRole(
      'table',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Pump tests',
      'Maintenance',
    ]);
  });
});
