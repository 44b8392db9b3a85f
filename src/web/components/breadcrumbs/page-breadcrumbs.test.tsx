import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageBreadcrumbs } from './page-breadcrumbs';

describe('PageBreadcrumbs', () => {
  it('links every item but the last, which is the current page', () => {
    render(
      <MemoryRouter>
        <PageBreadcrumbs
          items={[
            { label: 'Administration', to: '/administration' },
            { label: 'Well Sites', to: '/adminwellsites' },
            { label: 'MW-001', to: '/adminwellsites/1' },
          ]}
        />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/administration');
    expect(screen.getByRole('link', { name: 'Well Sites' })).toHaveAttribute('href', '/adminwellsites');
    expect(screen.queryByRole('link', { name: 'MW-001' })).not.toBeInTheDocument();
    expect(screen.getByText('MW-001')).toHaveAttribute('aria-current', 'page');
  });
});
