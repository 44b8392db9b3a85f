import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it("offers 'Delete Entry' and 'Do Not Delete' by default and reports the choice", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        message="Are you sure you wish to delete MW-001?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );

    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you wish to delete MW-001?');
    await user.click(screen.getByRole('button', { name: 'Delete Entry' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Do Not Delete' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the title and the labels a screen gives', () => {
    render(
      <ConfirmDialog
        open
        title="Delete data"
        message="Are you sure you wish to delete this data?"
        confirmLabel="Delete Data"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Data' })).toBeInTheDocument();
  });

  it('cancels when the user presses Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<ConfirmDialog open message="Are you sure?" onConfirm={vi.fn()} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and cannot be dismissed while the action runs', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy message="Are you sure?" onConfirm={vi.fn()} onCancel={onCancel} />);

    expect(screen.getByRole('button', { name: /Delete Entry/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Do Not Delete' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows a failure in the dialog and lets the user try again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        message="Are you sure?"
        error="Unknown Server Error"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Unknown Server Error');
    await user.click(screen.getByRole('button', { name: 'Delete Entry' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed', () => {
    render(<ConfirmDialog open={false} message="Are you sure?" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
