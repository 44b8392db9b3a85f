import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutraliseFormula } from './formula-text';

const SIGNS = {
  'equals sign': '=',
  'plus sign': '+',
  'hyphen-minus': '-',
  'commercial at': '@',
  'full-width equals sign U+FF1D': '\uff1d',
  'full-width plus sign U+FF0B': '\uff0b',
  'full-width hyphen-minus U+FF0D': '\uff0d',
  'full-width commercial at U+FF20': '\uff20',
  'minus sign U+2212': '\u2212',
  'small equals sign U+FE66': '\ufe66',
  'small plus sign U+FE62': '\ufe62',
  'small hyphen-minus U+FE63': '\ufe63',
  'small commercial at U+FE6B': '\ufe6b',
  'superscript minus U+207B': '\u207b',
};

const LEADING = {
  space: ' ',
  'spaces and a tab': '  \t',
  'no-break space U+00A0': '\u00a0',
  'ideographic space U+3000': '\u3000',
  'em space U+2003': '\u2003',
  'narrow no-break space U+202F': '\u202f',
  'space and line feed': ' \n',
  'vertical tab': '\u000b',
  'NUL and a bell': '\u0000\u0007',
  'byte order mark U+FEFF': '\ufeff',
  'zero-width space U+200B': '\u200b',
  'left-to-right mark U+200E': '\u200e',
};

describe('looksLikeFormula', () => {
  it.each(Object.entries(SIGNS))('takes text that begins with the %s for a formula', (_, sign) => {
    expect(looksLikeFormula(`${sign}3+3`)).toBe(true);
    expect(neutraliseFormula(`${sign}3+3`)).toBe(`'${sign}3+3`);
  });

  it.each(Object.entries(LEADING))('looks past a leading %s', (_, lead) => {
    expect(looksLikeFormula(`${lead}=1+1`)).toBe(true);
    expect(looksLikeFormula(`${lead}\uff1d1+1`)).toBe(true);
    expect(looksLikeFormula(`${lead}Steel tape`)).toBe(false);
  });

  it.each(['\tx', '\rx', '\nx', '\t', '\r\n'])(
    'takes text that begins with a tab, CR or LF (%j) for a formula',
    (text) => {
      expect(looksLikeFormula(text)).toBe(true);
    },
  );

  it('takes the brief’s examples for formulas', () => {
    for (const text of ['=SUM(A1:A2)', '+1+2', '@SUM(1)', '=HYPERLINK("http://x","y")', '\uff1d3+3'])
      expect(looksLikeFormula(text)).toBe(true);
  });

  it.each(['-9999', '-5.25', '+3', '-5', '+0.5', '-.5', '-5.', '5', '007', '-0'])(
    'writes the plain decimal number %j as it is: it cannot run as a formula',
    (text) => {
      expect(looksLikeFormula(text)).toBe(false);
      expect(neutraliseFormula(text)).toBe(text);
    },
  );

  it.each([
    '-1e3',
    '+3+3',
    '-5 ',
    ' -5',
    '-5-022',
    '-9,999',
    '--5',
    '-',
    '+',
    '-.',
    '-5.2.1',
    '-5%',
    '-\u0665',
  ])('takes %j, a sign before more than a plain decimal number, for a formula', (text) => {
    expect(looksLikeFormula(text)).toBe(true);
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each([
    'Steel tape',
    'A-1 well',
    '1=1',
    "'=1",
    'e-mail@basin.org',
    '',
    '   ',
    '\u3000',
    '\u2013 en dash',
    '\u2014 em dash',
    '\u00b1 0.5',
    '\uff1f?',
    '5',
  ])('takes %j for plain text, and leaves it as it is', (text) => {
    expect(looksLikeFormula(text)).toBe(false);
    expect(neutraliseFormula(text)).toBe(text);
  });
});
