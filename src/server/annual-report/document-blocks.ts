import {
  HeadingLevel,
  ImageRun,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';

/**
 * The building blocks of the Annual Report: headings in Word's heading styles (so the navigation pane and
 * the table of contents see them), sentences, tables whose header row repeats on every page, and charts.
 */

/** US Letter with 0.75 inch margins: 7 inches of text width. */
export const PAGE = {
  width: 12_240,
  height: 15_840,
  margin: 1_080,
} as const;
/** The text width in twips, and in the 96-dpi pixels images are sized in. */
export const TEXT_WIDTH_TWIPS = PAGE.width - 2 * PAGE.margin;
const TEXT_WIDTH_PIXELS = (TEXT_WIDTH_TWIPS / 1440) * 96;

/** Table text in half-points: 8 pt, so a water budget table of nine columns fits the page. */
const TABLE_FONT_SIZE = 16;
const HEADER_SHADING = 'D9E2F3';

const HEADINGS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;

/** A heading in Word's heading style; kept on the page of what follows it (a table, a chart). */
export function heading(level: 1 | 2 | 3, text: string, options: { pageBreakBefore?: boolean } = {}) {
  return new Paragraph({
    text,
    heading: HEADINGS[level],
    pageBreakBefore: options.pageBreakBefore,
    keepNext: true,
  });
}

/** A sentence of the report, such as what is missing. */
export function sentence(text: string): Paragraph {
  return new Paragraph({ children: [new TextRun(text)], spacing: { after: 120 } });
}

/** 'Label: value' on a line of its own. */
export function labelled(label: string, value: string): Paragraph {
  return new Paragraph({
    children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
    spacing: { after: 80 },
  });
}

/** A cell that spans several columns, for a sentence in place of a row's figures. */
export interface SpanningCell {
  text: string;
  span: number;
}
export type CellContent = string | SpanningCell;

function cell(content: CellContent, width: number, header: boolean): TableCell {
  const text = typeof content === 'string' ? content : content.text;
  return new TableCell({
    children: [
      new Paragraph({
        children: [new TextRun({ text, bold: header, size: TABLE_FONT_SIZE })],
      }),
    ],
    width: { size: width, type: WidthType.DXA },
    columnSpan: typeof content === 'string' ? undefined : content.span,
    shading: header ? { type: ShadingType.CLEAR, color: 'auto', fill: HEADER_SHADING } : undefined,
    margins: { top: 40, bottom: 40, left: 60, right: 60 },
  });
}

/**
 * A table the width of the page: the header row repeats at the top of each page it runs onto (tableHeader)
 * and is never split. `weights` share the width among the columns (all alike when not given).
 */
export function table(
  headers: readonly string[],
  rows: readonly (readonly CellContent[])[],
  weights?: number[],
) {
  const shares = weights ?? headers.map(() => 1);
  const sum = shares.reduce((total, share) => total + share, 0);
  const widths = shares.map((share) => Math.floor((TEXT_WIDTH_TWIPS * share) / sum));
  const spanWidth = (start: number, span: number) =>
    widths.slice(start, start + span).reduce((total, width) => total + width, 0);
  const row = (cells: readonly CellContent[], header: boolean) => {
    let column = 0;
    return new TableRow({
      tableHeader: header,
      cantSplit: true,
      children: cells.map((content) => {
        const span = typeof content === 'string' ? 1 : content.span;
        const made = cell(content, spanWidth(column, span), header);
        column += span;
        return made;
      }),
    });
  };
  return new Table({
    width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows: [row(headers, true), ...rows.map((cells) => row(cells, false))],
  });
}

/** Space after a table, so the next heading or sentence does not touch it. */
export function gap(): Paragraph {
  return new Paragraph({ children: [], spacing: { after: 120 } });
}

/** A chart at the text's width, described for those who cannot see it. */
export function chartImage(
  png: Buffer,
  size: { width: number; height: number },
  altText: { title: string; description: string },
): FileChild {
  const width = Math.round(TEXT_WIDTH_PIXELS);
  return new Paragraph({
    children: [
      new ImageRun({
        type: 'png',
        data: png,
        transformation: { width, height: Math.round((width * size.height) / size.width) },
        altText: { name: altText.title, title: altText.title, description: altText.description },
      }),
    ],
    spacing: { after: 160 },
  });
}
