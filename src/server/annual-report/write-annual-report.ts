import { writeFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import {
  Document,
  Packer,
  Paragraph,
  TableOfContents,
  TextRun,
  type FileChild,
  type ISectionOptions,
} from 'docx';
import {
  ANNUAL_REPORT_SECTIONS,
  ANNUAL_REPORT_TEXTS as TEXTS,
  ANNUAL_REPORT_TITLE,
  reportSubject,
} from '../../domain/annual-report/annual-report-texts';
import { usDateLabel } from '../../domain/dates/date-format';
import type { Database } from '../db/client';
import { gsps, waterYears } from '../db/schema/organisations';
import type { JobRun } from '../jobs/job-run';
import {
  elevationSection,
  generalSection,
  projectsSection,
  storageSection,
  titlePage,
  waterBudgetSection,
  type ReportYear,
} from './annual-report-sections';
import { basinName } from './basin-name';
import { PAGE, labelled, sentence } from './document-blocks';
import { gspInformation } from './gsp-information';
import { gspProjects } from './gsp-projects';
import { representativeWells } from './representative-wells';
import { storageHistory } from './storage-history';
import { yearReports } from './year-reports';

/** What POST createreport starts the job with (spec 2 §7). */
export interface AnnualReportParams {
  gsps: number[];
  water_year: number;
  /** Who asked, as the title page says it. */
  requested_by: string;
}

const PAGE_PROPERTIES = {
  page: {
    size: { width: PAGE.width, height: PAGE.height },
    margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
  },
};

/**
 * Writes 'Annual Report.docx' (issue 14) to `filePath`: a contents page, then for each chosen GSP (in the order
 * chosen) a Word section with its title page and the sections of ANNUAL_REPORT_SECTIONS. Progress counts the
 * sections done of GSPs x sections; an abort (time limit, shutdown) stops it between sections.
 */
export async function writeAnnualReport(
  db: Database,
  params: AnnualReportParams,
  filePath: string,
  { signal, progress, pacer }: JobRun = {},
): Promise<{ rows: number }> {
  const [yearRow] = await db.select().from(waterYears).where(eq(waterYears.id, params.water_year));
  if (!yearRow) throw new Error(`Water year ${params.water_year} no longer exists.`);
  const year: ReportYear = {
    id: yearRow.id,
    waterYear: yearRow.waterYear,
    start: yearRow.waterYearStart,
    end: yearRow.waterYearEnd,
    yearType: yearRow.yearType,
  };
  const basin = await basinName(db);
  const made = { date: usDateLabel(new Date()), by: params.requested_by };
  const names = new Map(
    (await db.select({ id: gsps.id, name: gsps.name }).from(gsps).where(inArray(gsps.id, params.gsps))).map(
      (row) => [row.id, row.name],
    ),
  );

  const total = params.gsps.length * ANNUAL_REPORT_SECTIONS.length;
  let done = 0;
  progress?.(0, total);
  const sectionDone = () => {
    done += 1;
    progress?.(done, total);
    signal?.throwIfAborted();
  };

  const sections: ISectionOptions[] = [
    { properties: PAGE_PROPERTIES, children: contentsPage(year, basin, made) },
  ];
  for (const gspId of params.gsps) {
    signal?.throwIfAborted();
    const children: FileChild[] = [];
    const info = await gspInformation(db, gspId, year.id);
    if (!info) {
      // removed after the request was accepted: said, not skipped silently
      children.push(sentence(`GSP ${names.get(gspId) ?? gspId} no longer exists; it has no report.`));
      for (let index = 0; index < ANNUAL_REPORT_SECTIONS.length; index++) sectionDone();
      sections.push({ properties: PAGE_PROPERTIES, children });
      continue;
    }
    children.push(...titlePage(info, basin, year, made));
    children.push(...generalSection(info));
    sectionDone();
    children.push(
      ...(await elevationSection(await representativeWells(db, gspId, year.end), year, { signal, pacer })),
    );
    sectionDone();
    const reports = await yearReports(db, gspId, year.id);
    for (const key of ['extraction', 'supply', 'use'] as const) {
      children.push(...waterBudgetSection(key, reports, info.requiredReports, year));
      sectionDone();
    }
    const history = await storageHistory(db, gspId, year.waterYear);
    children.push(...(await storageSection(reports, info.requiredReports, history, year, { signal, pacer })));
    sectionDone();
    children.push(...projectsSection(await gspProjects(db, gspId, year), year));
    sectionDone();
    sections.push({ properties: PAGE_PROPERTIES, children });
  }

  const document = new Document({
    title: reportSubject(year.waterYear),
    subject: reportSubject(year.waterYear),
    creator: params.requested_by,
    description: basin ? `${ANNUAL_REPORT_TITLE} of ${basin}` : ANNUAL_REPORT_TITLE,
    // docx cannot lay out pages, so the contents' page numbers are left to the reader to fill on opening
    features: { updateFields: true },
    sections,
  });
  signal?.throwIfAborted();
  await writeFile(filePath, await Packer.toBuffer(document));
  return { rows: done };
}

/** The first page: the report's title, its basin and year, and the table of contents field. */
function contentsPage(
  year: ReportYear,
  basin: string | null,
  made: { date: string; by: string },
): FileChild[] {
  return [
    new Paragraph({
      children: [new TextRun({ text: reportSubject(year.waterYear), bold: true, size: 44 })],
      spacing: { after: 240 },
    }),
    labelled(TEXTS.basin, basin ?? TEXTS.basinUnknown),
    labelled(TEXTS.created, made.date),
    new Paragraph({
      children: [new TextRun({ text: TEXTS.contents, bold: true, size: 32 })],
      spacing: { before: 360, after: 120 },
    }),
    new TableOfContents(TEXTS.contents, { hyperlink: true, headingStyleRange: '1-2' }),
    new Paragraph({ children: [new TextRun({ text: TEXTS.contentsHint, italics: true, size: 18 })] }),
  ];
}
