import { copyValue } from './copy-text';

/**
 * Rows as PostgreSQL COPY text, written into one growing buffer as the values come: a batch kept as one
 * long string lived long enough to cost the garbage collector more than building it, and a string made
 * for each line cost an import a tenth of its reading time.
 */
export class CopyTextBuffer {
  rows = 0;
  #bytes = Buffer.allocUnsafe(256 * 1024);
  #length = 0;
  #rowStarted = false;

  /** Appends `value` as the row's next field. */
  field(value: unknown): void {
    if (this.#rowStarted) this.#write('\t');
    this.#rowStarted = true;
    this.#write(copyValue(value));
  }

  /** Ends the row whose fields were appended. */
  endRow(): void {
    this.#write('\n');
    this.#rowStarted = false;
    this.rows += 1;
  }

  /** The rows' COPY text, as UTF-8. */
  get text(): Buffer {
    return this.#bytes.subarray(0, this.#length);
  }

  /** Appends `text` as UTF-8; plain ASCII, nearly every value, a character at a time. */
  #write(text: string): void {
    // a UTF-16 unit is at most 3 bytes of UTF-8
    if (this.#length + text.length * 3 > this.#bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.#bytes.length * 2, this.#length + text.length * 3));
      this.#bytes.copy(larger, 0, 0, this.#length);
      this.#bytes = larger;
    }
    const bytes = this.#bytes;
    let at = this.#length;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code >= 0x80) {
        this.#length += bytes.write(text, this.#length);
        return;
      }
      bytes[at++] = code;
    }
    this.#length = at;
  }
}
