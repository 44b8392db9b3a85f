import { createElement, Fragment } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateRangeStart, measurementDataLinkColumn } from './site-list-columns';

describe('dateRangeStart', () => {
  it("reads the first date of 'MM/DD/YYYY - MM/DD/YYYY' as YYYY-MM-DD", () => {
    expect(dateRangeStart('03/01/2016 - 09/30/2023')).toBe('2016-03-01');
  });

  it('is empty for a site without readings', () => {
    expect(dateRangeStart('')).toBe('');
    expect(dateRangeStart(null)).toBe('');
  });
});

describe('measurementDataLinkColumn', () => {
  const column = measurementDataLinkColumn<{ link: string | null }>();
  const showCell = (link: string | null) => render(createElement(Fragment, null, column.cell!({ link })));

  it('opens an http(s) address in a new tab', () => {
    showCell('https://waterdata.example.org/site/1');
    const link = screen.getByRole('link', { name: 'Click for Measurement Data' });
    expect(link).toHaveAttribute('href', 'https://waterdata.example.org/site/1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows any other stored address as text, never as a link', () => {
    for (const stored of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'www.example.org',
    ]) {
      const { container, unmount } = showCell(stored);
      expect(screen.queryByRole('link'), stored).toBeNull();
      expect(container).toHaveTextContent(stored);
      unmount();
    }
  });

  it('shows nothing without a link', () => {
    const { container } = showCell(null);
    expect(container).toBeEmptyDOMElement();
  });
});
