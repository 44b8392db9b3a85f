import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_TYPES, type ReportType } from '../../../domain/reporting/report-types';
import { SectorTable, type SectorValues } from './sector-table';

const EXTRACTION = REPORT_TYPES.groundwaterextraction;
const TOTAL_USE = REPORT_TYPES.totalwateruse;

function Editable({
  type,
  initial = {},
  onValues,
}: {
  type: ReportType;
  initial?: SectorValues;
  /** The values the form would send, after each change. */
  onValues?: (values: SectorValues) => void;
}) {
  const [values, setValues] = useState<SectorValues>(initial);
  return (
    <SectorTable
      reportType={type}
      table={type.tables[0]}
      values={values}
      onChange={(field, value) =>
        setValues((current) => {
          const next = { ...current, [field]: value };
          onValues?.(next);
          return next;
        })
      }
    />
  );
}

const table = (title: string) => screen.getByRole('table', { name: title });
const rowOf = (title: string, sector: string) =>
  within(table(title))
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('rowheader')[0]?.textContent?.startsWith(sector))!;
/** What a row shows under a column header. */
function cellText(title: string, sector: string, column: string): string {
  const headers = within(table(title))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const index = headers.indexOf(column);
  const cells = [
    ...within(rowOf(title, sector)).getAllByRole('rowheader'),
    ...within(rowOf(title, sector)).getAllByRole('cell'),
  ];
  return cells[index].textContent ?? '';
}

const EXTRACTION_TABLE = EXTRACTION.tables[0].title;

// typing into a table of inputs takes seconds on a busy machine
describe('the sector table', { timeout: 20_000 }, () => {
  it('shows a row per sector with its help and a column per measure', async () => {
    render(<Editable type={EXTRACTION} />);
    const headers = within(table(EXTRACTION_TABLE))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Sector',
      'Upper Aquifer (AF)',
      'Lower Aquifer (AF)',
      'Total (AF)',
      'Measurement Type',
      'Accuracy',
      'Measurement Method',
      'Method Notes',
    ]);
    const sectors = within(table(EXTRACTION_TABLE))
      .getAllByRole('rowheader')
      // a multiline field holds a zero-width space to size itself
      .map((header) => header.textContent?.replace(/\u200b/g, ''));
    expect(sectors).toEqual([
      'Urban/Domestic',
      'Industrial',
      'Agricultural',
      'Managed Wetlands',
      'Managed Recharge',
      'Native Vegetation',
      'Other',
      'Total',
    ]);
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Help: Agricultural' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Water applied to irrigated crops and used by livestock.',
    );
    expect(screen.getByRole('textbox', { name: 'Other: Other Description' })).toBeInTheDocument();
  });

  it('adds up each row and each column while the user types, blanks and a lone minus as 0', async () => {
    const user = userEvent.setup();
    render(<Editable type={EXTRACTION} />);

    await user.type(screen.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' }), '1,200.5');
    expect(cellText(EXTRACTION_TABLE, 'Agricultural', 'Total (AF)')).toBe('1,200.50');
    await user.type(screen.getByRole('textbox', { name: 'Agricultural: Lower Aquifer (AF)' }), '-');
    expect(cellText(EXTRACTION_TABLE, 'Agricultural', 'Total (AF)')).toBe('1,200.50');
    await user.type(screen.getByRole('textbox', { name: 'Agricultural: Lower Aquifer (AF)' }), '300');
    await user.type(screen.getByRole('textbox', { name: 'Industrial: Upper Aquifer (AF)' }), '50');
    await user.tab();

    expect(cellText(EXTRACTION_TABLE, 'Agricultural', 'Total (AF)')).toBe('900.50');
    expect(cellText(EXTRACTION_TABLE, 'Total', 'Upper Aquifer (AF)')).toBe('1,250.50');
    expect(cellText(EXTRACTION_TABLE, 'Total', 'Lower Aquifer (AF)')).toBe('-300.00');
    expect(cellText(EXTRACTION_TABLE, 'Total', 'Total (AF)')).toBe('950.50');
    // away from the field a volume shows with thousands separators and the report's decimals
    expect(screen.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' })).toHaveValue('1,200.50');
  });

  it('refuses letters and more decimals than the report takes', async () => {
    const user = userEvent.setup();
    render(<Editable type={REPORT_TYPES.groundwaterstorage} />);
    const upper = screen.getByRole('textbox', {
      name: 'Change in Groundwater Storage: Combined Upper Aquifer and Undifferentiated Unconfined Zone (AF)',
    });
    await user.type(upper, '12a.5');
    expect(upper).toHaveValue('125');
    await user.tab();
    expect(upper).toHaveValue('125');
  });

  it('refuses a pasted figure with commas that are not thousands separators or a decimal comma', async () => {
    const user = userEvent.setup();
    render(<Editable type={EXTRACTION} />);
    const upper = screen.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' });
    for (const refused of ['1,0,0', '1.000,5', '1,000.555']) {
      await user.clear(upper);
      await user.paste(refused);
      expect(upper, refused).toHaveValue('');
    }
    await user.paste('1,000.5');
    expect(upper).toHaveValue('1000.5');
    await user.tab();
    expect(cellText(EXTRACTION_TABLE, 'Agricultural', 'Total (AF)')).toBe('1,000.50');
  });

  it("holds no figure for a cell left at an unfinished '.' and shows it blank away from the field", async () => {
    const user = userEvent.setup();
    const onValues = vi.fn();
    render(<Editable type={EXTRACTION} onValues={onValues} />);
    const upper = screen.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' });

    await user.type(upper, '-.');
    expect(upper).toHaveValue('-.');
    expect(onValues).toHaveBeenLastCalledWith({ gw_agg_ua: null });
    await user.type(upper, '5');
    expect(onValues).toHaveBeenLastCalledWith({ gw_agg_ua: -0.5 });
    await user.clear(upper);
    await user.type(upper, '.');
    expect(onValues).toHaveBeenLastCalledWith({ gw_agg_ua: null });
    await user.tab();
    expect(upper).toHaveValue('');
    expect(cellText(EXTRACTION_TABLE, 'Agricultural', 'Total (AF)')).toBe('0.00');
  });

  it('has a cell only where the sector has the measure', () => {
    render(<Editable type={TOTAL_USE} />);
    expect(
      screen.getByRole('textbox', { name: 'Agricultural: Surface Water District Deliveries' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: 'Industrial: Surface Water District Deliveries' }),
    ).not.toBeInTheDocument();
    expect(cellText(TOTAL_USE.tables[0].title, 'Industrial', 'Surface Water District Deliveries')).toBe('');
  });

  it('offers the fixed choice lists and keeps up to 4,000 characters of notes', async () => {
    const user = userEvent.setup();
    render(<Editable type={EXTRACTION} />);
    const method = screen.getByRole('combobox', { name: 'Agricultural: Measurement Type' });
    expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['', 'Direct', 'Estimated', 'Unknown']);
    await user.selectOptions(method, 'Estimated');
    expect(method).toHaveValue('Estimated');
    expect(screen.getByRole('textbox', { name: 'Agricultural: Method Notes' })).toHaveAttribute(
      'maxlength',
      '4000',
    );
  });

  it('shows the values and totals it is given, and takes no input when disabled', () => {
    const onChange = vi.fn();
    render(
      <SectorTable
        reportType={TOTAL_USE}
        table={TOTAL_USE.tables[0]}
        values={{ t_dom_gw: 1234.4, t_dom_recycled: 10, t_agg_gw: 1000, t_dom_notes: 'Metered' }}
        onChange={onChange}
        disabled
      />,
    );
    const title = TOTAL_USE.tables[0].title;
    // total water use shows whole numbers
    expect(cellText(title, 'Urban/Domestic', 'Total')).toBe('1,244');
    expect(cellText(title, 'Total', 'Ground Water')).toBe('2,234');
    for (const input of within(table(title)).getAllByRole('textbox')) expect(input).toBeDisabled();
    for (const select of within(table(title)).getAllByRole('combobox')) expect(select).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Urban/Domestic: Source Notes' })).toHaveValue('Metered');
  });

  it("heads the surface water supply table's first column 'Water Source Type' (spec 3 §2.2)", () => {
    const supply = REPORT_TYPES.surfacewatersupply;
    render(
      <SectorTable reportType={supply} table={supply.tables[0]} values={{}} onChange={vi.fn()} disabled />,
    );
    const headers = within(table(supply.tables[0].title))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(['Water Source Type', 'Total', 'Imported Central Valley Project']);
  });

  it('shows a message under the cell it is about', () => {
    render(
      <SectorTable
        reportType={EXTRACTION}
        table={EXTRACTION.tables[0]}
        values={{}}
        onChange={vi.fn()}
        errors={{ gw_agg_ua: 'Enter a number of acre-feet.' }}
      />,
    );
    const cell = screen.getByRole('textbox', { name: 'Agricultural: Upper Aquifer (AF)' });
    expect(cell).toHaveAccessibleDescription('Enter a number of acre-feet.');
    expect(cell).toBeInvalid();
  });
});
