import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { yAxisChoices, type SummaryStatistics } from '../../../domain/monitoring/chart-rules';
import { HydrographPanel, type HydrographPanelProps } from './hydrograph-panel';

const statistics: SummaryStatistics = {
  count: 12,
  firstDate: '03/15/2012',
  lastDate: '10/01/2020',
  min: 80.1,
  max: 95.4,
  mean: 88,
};

function renderPanel(props: Partial<HydrographPanelProps> = {}) {
  const handlers = {
    onChoiceChange: vi.fn(),
    onYearRangeChange: vi.fn(),
    onMinChange: vi.fn(),
    onMaxChange: vi.fn(),
    onPrint: vi.fn(),
  };
  render(
    <HydrographPanel
      choices={yAxisChoices({ kind: 'waterLevel', measurements: [] })}
      choiceKey="surf_elev"
      statistics={statistics}
      years={[2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]}
      yearRange={{ start: 2012, end: 2024 }}
      min={null}
      max={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('HydrographPanel', () => {
  it('shows the y-axis choices and calls back with the one picked', async () => {
    const { onChoiceChange } = renderPanel();
    const choices = screen.getByRole('radiogroup', { name: 'Y Axis Values' });
    expect(within(choices).getByRole('radio', { name: 'Surface Elevation' })).toBeChecked();

    await userEvent.click(within(choices).getByRole('radio', { name: 'Measurement Depth' }));
    expect(onChoiceChange).toHaveBeenCalledWith('measurement_depth');
  });

  it('lists many characteristics in a drop-down instead', async () => {
    const characteristics = ['Arsenic', 'Boron', 'Chloride', 'Nitrate', 'Sulfate', 'TDS'];
    const { onChoiceChange } = renderPanel({
      choices: characteristics.map((key) => ({
        key,
        label: key,
        reversed: false,
        axisMode: 'fromZero',
        decimals: 1,
      })),
      choiceKey: 'Arsenic',
    });
    const select = screen.getByRole('combobox', { name: 'Y Axis Values' });
    expect(optionTexts(select)).toEqual(characteristics);

    await userEvent.selectOptions(select, 'Nitrate');
    expect(onChoiceChange).toHaveBeenCalledWith('Nitrate');
  });

  it('shows the summary statistics with the date range', () => {
    renderPanel();
    const summary = screen.getByRole('region', { name: 'Summary Statistics' });
    expect(summary).toHaveTextContent('Date Range03/15/2012 - 10/01/2020');
    expect(summary).toHaveTextContent('Measurements12');
    expect(summary).toHaveTextContent('Minimum80.1');
    expect(summary).toHaveTextContent('Maximum95.4');
    expect(summary).toHaveTextContent('Average88.0');
  });

  it('counts with thousands separators and says which of the site’s readings it leaves out', () => {
    renderPanel({
      statistics: { ...statistics, count: 2622 },
      leftOutText: "2 of the site's 2,624 readings have no Surface Elevation and are not charted.",
    });
    const summary = screen.getByRole('region', { name: 'Summary Statistics' });
    expect(summary).toHaveTextContent('Measurements2,622');
    expect(summary).toHaveTextContent("2 of the site's 2,624 readings have no Surface Elevation");
  });

  it('shows gradient figures with 4 decimals and takes 4 decimals in Min and Max', async () => {
    const gradient = {
      key: 'vert_grad_sa_ua',
      label: 'Vertical Gradient, Shallow to Upper',
      reversed: false,
      axisMode: 'relative' as const,
      decimals: 4,
    };
    const { onMinChange } = renderPanel({
      choices: [gradient],
      choiceKey: gradient.key,
      statistics: { ...statistics, min: 0.0012, max: 0.02, mean: 0.01 },
    });
    const summary = screen.getByRole('region', { name: 'Summary Statistics' });
    expect(summary).toHaveTextContent('Minimum0.0012');
    expect(summary).toHaveTextContent('Maximum0.0200');
    expect(summary).toHaveTextContent('Average0.0100');

    await userEvent.type(screen.getByRole('textbox', { name: 'Y Axis Min Value' }), '-0.0015');
    expect(onMinChange).toHaveBeenLastCalledWith(-0.0015);
  });

  it('offers the years from the first measurement to the current year in both year lists', () => {
    renderPanel();
    const filter = screen.getByRole('region', { name: 'Filter Monitor Data' });
    const start = within(filter).getByRole('combobox', { name: 'Start Date' });
    const end = within(filter).getByRole('combobox', { name: 'End Date' });
    const expected = Array.from({ length: 13 }, (_, index) => String(2012 + index));
    expect(optionTexts(start)).toEqual(expected);
    expect(optionTexts(end)).toEqual(expected);
    expect(start).toHaveValue('2012');
    expect(end).toHaveValue('2024');
  });

  it('calls back with the new year range, moving the end along when the start passes it', async () => {
    const { onYearRangeChange } = renderPanel({ yearRange: { start: 2012, end: 2015 } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Start Date' }), '2014');
    expect(onYearRangeChange).toHaveBeenLastCalledWith({ start: 2014, end: 2015 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Start Date' }), '2018');
    expect(onYearRangeChange).toHaveBeenLastCalledWith({ start: 2018, end: 2018 });
  });

  it('passes the typed min and max, and an emptied input as no value', async () => {
    const { onMinChange, onMaxChange } = renderPanel({ max: 120 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Y Axis Min Value' }), '-5');
    expect(onMinChange).toHaveBeenLastCalledWith(-5);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Max Value' }));
    expect(onMaxChange).toHaveBeenLastCalledWith(null);
  });

  it('asks to print and shows why printing failed', async () => {
    const { onPrint } = renderPanel({ printMessage: 'The print window was blocked.' });
    await userEvent.click(screen.getByRole('button', { name: 'Print Chart' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The print window was blocked.')).toBeInTheDocument();
  });
});
