import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumericInput } from './numeric-input';

function Form({
  decimals,
  initial = null,
  onChange = vi.fn(),
}: {
  decimals?: number;
  initial?: number | null;
  onChange?: (value: number | null, text: string) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumericInput
        label="Extraction (AF)"
        value={value}
        decimals={decimals}
        onChange={(next, text) => {
          setValue(next);
          onChange(next, text);
        }}
      />
      <button type="button">Next field</button>
    </>
  );
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Extraction (AF)' });

describe('NumericInput', () => {
  it('refuses letters and keeps what was typed before', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(input(), '12a3e');
    expect(input()).toHaveValue('123');
  });

  it('refuses a second minus sign', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(input(), '-5-');
    expect(input()).toHaveValue('-5');
  });

  it('shows thousands separators and 2 decimals after leaving the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);

    await user.type(input(), '1234567.891');
    expect(input()).toHaveValue('1234567.89');
    await user.click(screen.getByRole('button', { name: 'Next field' }));

    expect(input()).toHaveValue('1,234,567.89');
    expect(onChange).toHaveBeenLastCalledWith(1234567.89, '1234567.89');
  });

  it('shows the plain number again when the field is entered', async () => {
    const user = userEvent.setup();
    render(<Form initial={1234.5} />);
    expect(input()).toHaveValue('1,234.50');

    await user.click(input());
    expect(input()).toHaveValue('1234.5');
  });

  it('selects the whole figure on entering, so typing replaces it instead of being refused', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form initial={12500.5} onChange={onChange} />);

    // as a browser's tab or a tool's fill does: focus and select-all before the field re-renders
    act(() => {
      input().focus();
      input().select();
    });
    await user.keyboard('13,100');
    expect(input()).toHaveValue('13100');
    expect(onChange).toHaveBeenLastCalledWith(13100, '13100');
  });

  it('keeps whole numbers only when decimals is 0', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form decimals={0} onChange={onChange} />);

    await user.type(input(), '98765.4');
    expect(input()).toHaveValue('987654');
    await user.click(screen.getByRole('button', { name: 'Next field' }));

    expect(input()).toHaveValue('987,654');
    expect(onChange).toHaveBeenLastCalledWith(987654, '987654');
  });

  it('strips pasted thousands separators', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    await user.click(input());
    await user.paste('1,500.25');
    expect(input()).toHaveValue('1500.25');
    expect(onChange).toHaveBeenLastCalledWith(1500.25, '1500.25');
  });

  it("reports a lone '-', '.' or '-.' as 0 and an empty field as no value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);

    await user.type(input(), '-');
    expect(onChange).toHaveBeenLastCalledWith(0, '-');
    await user.type(input(), '.');
    expect(onChange).toHaveBeenLastCalledWith(0, '-.');
    await user.type(input(), '5');
    expect(onChange).toHaveBeenLastCalledWith(-0.5, '-.5');
    await user.clear(input());
    await user.type(input(), '.');
    expect(onChange).toHaveBeenLastCalledWith(0, '.');
    await user.clear(input());
    expect(onChange).toHaveBeenLastCalledWith(null, '');
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(input()).toHaveValue('');
  });

  it('shows negative values with the minus before the digits', async () => {
    const user = userEvent.setup();
    render(<Form decimals={0} />);
    await user.type(input(), '-25000');
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(input()).toHaveValue('-25,000');
  });
});
