import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

function EditPage() {
  const [notes, setNotes] = useState('');
  const [saved, setSaved] = useState('');
  const guard = useUnsavedChangesGuard(notes !== saved);
  const navigate = useNavigate();

  const save = () => {
    setSaved(notes);
    guard.allowLeaving();
    navigate('/reporting');
  };

  return (
    <>
      <h1>Edit report</h1>
      <label>
        Notes
        <input value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <button type="button" onClick={save}>
        Save
      </button>
      <Link to="/reporting">Reporting</Link>
      <Link to="/edit?tab=2">Second tab</Link>
      <UnsavedChangesDialog {...guard.dialogProps} />
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditPage /> },
      { path: '/reporting', element: <h1>Reporting</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('unsaved changes guard', () => {
  it('leaves at once when nothing was changed', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: 'Reporting' }));
    expect(screen.getByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
  });

  it("asks before leaving a changed page, and 'Leave Page' leaves", async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Dry year');

    await user.click(screen.getByRole('link', { name: 'Reporting' }));
    expect(screen.getByRole('dialog', { name: 'Leave page without saving?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave Page' }));
    expect(await screen.findByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
  });

  it("'Stay on the Page' keeps the page and what was typed", async () => {
    const user = userEvent.setup();
    const router = renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Dry year');
    await user.click(screen.getByRole('link', { name: 'Reporting' }));

    await user.click(screen.getByRole('button', { name: 'Stay on the Page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Edit report' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Dry year');
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('does not ask when only the query of the same page changes', async () => {
    const user = userEvent.setup();
    const router = renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Dry year');
    await user.click(screen.getByRole('link', { name: 'Second tab' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('does not ask when the page is left after saving', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Dry year');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while there are changes', async () => {
    const user = userEvent.setup();
    renderApp();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Dry year');
    expect(unload()).toBe(true);
  });
});
