/**
 * The one rule of every export (CSV, xlsx, templates) for text a spreadsheet would read as a formula.
 *
 * OWASP's list for CSV injection is text that begins with = + - @, a tab or a carriage return. A spreadsheet
 * also reads a formula after leading spaces it drops, and Excel takes the full-width signs an East Asian input
 * method types (＝ ＋ － ＠) and the minus sign U+2212 for the ASCII ones. So a text is a formula when:
 * - it begins with a tab, a carriage return or a line feed; or
 * - after any leading whitespace (the no-break space and the ideographic space U+3000 included), control
 *   characters and invisible format characters (zero-width space, byte order mark, direction marks), its
 *   first character folds (Unicode NFKC) to = + - or @, or is a minus sign (U+2212, or the superscript and
 *   subscript minus that fold to it). NFKC takes in the full-width and the small forms (﹦ ﹢ ﹣ ﹫) alike.
 *
 * Text that is a plain decimal number (-9999, -5.25, +3, as DWR's files write WCR_NO) is not a formula: a
 * spreadsheet reads it as that number and runs nothing, so it is written as it is and a file read back
 * gives the same text (an apostrophe would change the value). Numbers exported as numbers are never text.
 */
export function looksLikeFormula(text: string): boolean {
  if (text === '' || PLAIN_DECIMAL.test(text)) return false;
  const first = text.charCodeAt(0);
  if (first === TAB || first === CARRIAGE_RETURN || first === LINE_FEED) return true;
  const [character] = text.replace(SKIPPED_START, '');
  return character !== undefined && FORMULA_SIGNS.has(character.normalize('NFKC'));
}

/**
 * Text as a cell that stays text wherever it is opened: a formula-looking text gets a leading apostrophe,
 * which spreadsheets read as 'text follows' (in a CSV it shows; that is the price of a file with no types).
 * The xlsx exports keep the value and mark the cell 'quote prefix' instead (`looksLikeFormula`).
 */
export function neutraliseFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** A sign, digits and at most one decimal point, nothing before or after: no exponent, space or separator. */
const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Whitespace, control and format characters at the start, which a reader skips or cannot see. */
const SKIPPED_START = /^[\s\p{Cc}\p{Cf}]+/u;

/** = + - @ and the minus sign, after NFKC folding (U+207B and U+208B fold to U+2212). */
const FORMULA_SIGNS = new Set(['=', '+', '-', '@', '\u2212']);
