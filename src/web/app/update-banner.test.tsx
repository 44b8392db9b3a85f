import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPDATE_STATUSES } from '../../domain/app/update-status';
import { UpdateBanner } from './update-banner';

describe('UpdateBanner', () => {
  it('offers a refresh when a new version is available', async () => {
    const onRefresh = vi.fn();
    render(<UpdateBanner status="update available" onRefresh={onRefresh} />);

    expect(screen.getByText('A new version of Basin DMS is available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it.each(UPDATE_STATUSES.filter((status) => status !== 'update available'))(
    'stays hidden while %s',
    (status) => {
      render(<UpdateBanner status={status} onRefresh={() => {}} />);
      expect(screen.queryByText('A new version of Basin DMS is available.')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    },
  );
});
