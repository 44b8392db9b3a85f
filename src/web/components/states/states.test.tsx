import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

describe('page states', () => {
  it("shows 'Loading...' while loading", () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the error with a Retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState message="Error loading Wells" onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Error loading Wells');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no Retry button when there is nothing to retry', () => {
    render(<ErrorState message="Error loading Wells" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the empty text', () => {
    render(<EmptyState text="No Measurements Found" />);
    expect(screen.getByText('No Measurements Found')).toBeInTheDocument();
  });
});
