/**
 * PostgreSQL COPY's text format, both ways: a tab between values, a line a row, \N for null, and the
 * characters that would break a line or a value written as backslash sequences.
 */

const NULL = '\\N';
const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** What COPY TO writes for a backslash and the control characters it names (it writes no octal or hex). */
const SEQUENCE = /\\(.)/g;
const UNESCAPES: Record<string, string> = {
  '\\': '\\',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** A value as a field of COPY FROM text. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return NULL;
  if (typeof value === 'string') {
    return SPECIAL.test(value) ? value.replace(SPECIALS, (special) => ESCAPES[special]) : value;
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  // the records' other values are finite numbers, whose shortest text PostgreSQL reads back exactly
  return String(value);
}

/** A field of COPY TO text as its text, null for \N. */
export function copyField(field: string): string | null {
  if (field === NULL) return null;
  return field.includes('\\')
    ? field.replace(SEQUENCE, (_, character: string) => UNESCAPES[character] ?? character)
    : field;
}

/**
 * How a column's field of COPY TO text becomes the value node-postgres would have given for it: integers
 * and floating point numbers as numbers, booleans as booleans, everything else (bigint and numeric, which
 * a number could not hold exactly, dates, times) as its text. A timestamp, JSON or an array, which the
 * driver would make more of, is to be selected as text.
 */
export function copyFieldReader(sqlType: string): (field: string) => unknown {
  switch (sqlType) {
    case 'smallint':
    case 'integer':
    case 'serial':
    case 'smallserial':
    case 'real':
    case 'double precision':
      return (field) => (field === NULL ? null : Number(field));
    case 'boolean':
      return (field) => (field === NULL ? null : field === 't');
    default:
      if (/^(timestamp|json|interval)|\[\]$/.test(sqlType)) {
        throw new Error(`COPY text of ${sqlType} is not read as the driver reads it: select it as text`);
      }
      return copyField;
  }
}

/**
 * The rows of COPY TO text as it arrives in chunks, each row its fields as they are written (undecoded):
 * a chunk is cut at its last line end, so a character split between two chunks is read whole.
 */
export async function* copyLines(chunks: AsyncIterable<Buffer>): AsyncGenerator<string[][]> {
  let rest: Buffer | undefined;
  for await (const chunk of chunks) {
    const bytes = rest ? Buffer.concat([rest, chunk]) : chunk;
    // a line feed byte is never part of a longer UTF-8 character
    const end = bytes.lastIndexOf(10);
    if (end === -1) {
      rest = bytes;
      continue;
    }
    rest = end + 1 < bytes.length ? bytes.subarray(end + 1) : undefined;
    yield bytes
      .toString('utf8', 0, end)
      .split('\n')
      .map((line) => line.split('\t'));
  }
  if (rest) throw new Error('The COPY text ended inside a row.');
}
