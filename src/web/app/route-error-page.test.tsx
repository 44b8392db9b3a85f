import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

const failure = new Error('the page broke');

vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  useRouteError: () => failure,
}));

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorPage', () => {
  it('offers a reload and logs the error once, however often it renders', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<RouteErrorPage />);
    rerender(<RouteErrorPage />);
    rerender(<RouteErrorPage />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(failure);
  });
});
