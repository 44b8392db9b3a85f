import { Paragraph, TextRun, type FileChild } from 'docx';
import {
  ANNUAL_REPORT_TEXTS as TEXTS,
  ANNUAL_REPORT_TITLE,
  STORAGE_REPORT_NOUN,
  WATER_BUDGET_REPORTS,
  hydrographTitle,
  laterProjectsSentence,
  noAnnualUpdateSentence,
  noProjectStatusSentence,
  noReadingsSentence,
  noReportSentence,
  noStorageHistorySentence,
  notRequiredSentence,
  sectionTitle,
} from '../../domain/annual-report/annual-report-texts';
import {
  HYDROGRAPH_SIZE,
  STORAGE_CHART_SIZE,
  reportHydrographOption,
  reportStorageChartOption,
} from '../../domain/annual-report/report-charts';
import {
  AGENCY_HEADERS,
  AGENCY_KINDS,
  ANNUAL_UPDATE_HEADERS,
  GSP_FIELDS_TABLE,
  PROJECT_STATUS_HEADERS,
  REPORT_STATUS_HEADERS,
  REPRESENTATIVE_WELL_HEADERS,
} from '../../domain/annual-report/annual-report-tables';
import { criteriaStatus, latestMeasurement } from '../../domain/annual-report/sustainability-criteria';
import { waterBudgetTable } from '../../domain/annual-report/water-budget-table';
import { dataSubmissionLabel } from '../../domain/admin/gsp';
import { waterYearDateLabel } from '../../domain/admin/water-year';
import { formatChartDate } from '../../domain/monitoring/chart-rules';
import { formatCurrency, formatNumber } from '../../domain/numbers/number-format';
import type { AnnualChangePoint, ReportRecord } from '../../domain/reporting/reporting-api';
import { REPORT_TYPES, type ReportTypeKey } from '../../domain/reporting/report-types';
import { chartImage, gap, heading, labelled, sentence, table } from './document-blocks';
import type { GspInformation } from './gsp-information';
import type { GspProject } from './gsp-projects';
import { renderChartsPng, type ChartsRun } from './render-chart';
import type { RepresentativeWell } from './representative-wells';
import type { YearReport } from './year-reports';

/** The report's water year as the title page and the sentences name it. */
export interface ReportYear {
  id: number;
  waterYear: number;
  start: string;
  end: string;
  yearType: string | null;
}

const orDash = (text: string | null | undefined) => (text ? text : TEXTS.notApplicable);
const feet = (value: number | null | undefined) =>
  typeof value === 'number' ? formatNumber(value, 2) : TEXTS.notApplicable;

/** The GSP's title page: its name is the Heading 1 the navigation pane and the contents list. */
export function titlePage(
  gsp: { name: string; abbreviation: string },
  basin: string | null,
  year: ReportYear,
  made: { date: string; by: string },
): FileChild[] {
  const gspName = gsp.abbreviation ? `${gsp.name} (${gsp.abbreviation})` : gsp.name;
  return [
    new Paragraph({
      children: [
        new TextRun({ text: `${ANNUAL_REPORT_TITLE}, ${TEXTS.waterYear} ${year.waterYear}`, size: 40 }),
      ],
      // each GSP is a Word section of its own, which starts on a new page
      spacing: { before: 2400, after: 240 },
    }),
    heading(1, gsp.name),
    labelled(TEXTS.basin, basin ?? TEXTS.basinUnknown),
    labelled(TEXTS.gsp, gspName),
    labelled(TEXTS.waterYear, String(year.waterYear)),
    labelled(TEXTS.waterYearPeriod, `${waterYearDateLabel(year.start)} to ${waterYearDateLabel(year.end)}`),
    labelled(TEXTS.yearType, year.yearType ?? TEXTS.yearTypeUnknown),
    labelled(TEXTS.created, made.date),
    labelled(TEXTS.requestedBy, made.by),
  ];
}

export function generalSection(info: GspInformation): FileChild[] {
  const blocks: FileChild[] = [heading(2, sectionTitle('general'), { pageBreakBefore: true })];
  blocks.push(heading(3, TEXTS.gspFields));
  blocks.push(
    table(
      GSP_FIELDS_TABLE.headers,
      [
        [GSP_FIELDS_TABLE.name, info.name],
        [GSP_FIELDS_TABLE.abbreviation, orDash(info.abbreviation)],
        [GSP_FIELDS_TABLE.id, String(info.id)],
        [GSP_FIELDS_TABLE.requirements, info.requirements.join(', ') || GSP_FIELDS_TABLE.noRequirements],
        [GSP_FIELDS_TABLE.monitoringImport, info.monitoringImport ? TEXTS.yes : TEXTS.no],
      ],
      [1, 2],
    ),
    gap(),
  );
  blocks.push(heading(3, TEXTS.reportStatus));
  blocks.push(
    table(
      REPORT_STATUS_HEADERS,
      info.reports.map((report) => [report.title, report.required ? TEXTS.yes : TEXTS.no, report.status]),
      [2, 1, 1],
    ),
    gap(),
  );
  blocks.push(heading(3, TEXTS.agencies));
  if (info.agencies.length === 0) blocks.push(sentence(TEXTS.noAgencies));
  else {
    blocks.push(
      table(
        AGENCY_HEADERS,
        info.agencies.map((agency) => [
          agency.name,
          orDash(agency.abbreviation),
          AGENCY_KINDS[agency.kind],
          agency.roles.join(', '),
        ]),
        [3, 1.3, 2, 2.5],
      ),
      gap(),
    );
  }
  return blocks;
}

/** The representative wells' table and a hydrograph of each (drawn off the event loop, so requests go on). */
export async function elevationSection(
  wells: readonly RepresentativeWell[],
  year: ReportYear,
  run: ChartsRun = {},
): Promise<FileChild[]> {
  const blocks: FileChild[] = [heading(2, sectionTitle('elevation'), { pageBreakBefore: true })];
  if (wells.length === 0) return [...blocks, sentence(TEXTS.noRepresentativeWells)];
  blocks.push(heading(3, TEXTS.representativeWells));
  blocks.push(
    table(
      REPRESENTATIVE_WELL_HEADERS,
      wells.map(({ site, readings, minimumThreshold, measurableObjective }) => {
        const latest = latestMeasurement(readings);
        return [
          site.dms_site_id,
          orDash(site.local_site_id),
          latest ? formatChartDate(latest.measurement_date) : TEXTS.noMeasurement,
          feet(latest?.measurement_depth),
          feet(latest?.surf_elev),
          minimumThreshold === null ? TEXTS.notSet : feet(minimumThreshold),
          measurableObjective === null ? TEXTS.notSet : feet(measurableObjective),
          criteriaStatus(latest?.surf_elev, minimumThreshold, measurableObjective),
        ];
      }),
      [1.3, 1.3, 1.2, 1, 1.1, 1, 1.1, 1.8],
    ),
    gap(),
  );
  const charts = wells.map(({ site, readings }) => ({
    title: hydrographTitle(site.dms_site_id, site.local_site_id),
    siteId: site.dms_site_id,
    chart: reportHydrographOption(readings, site, site.dms_site_id, Number(year.end.slice(0, 4))),
  }));
  const drawn = charts.filter((entry) => entry.chart !== null);
  const images = await renderChartsPng(
    drawn.map((entry) => ({ option: entry.chart!.option, size: HYDROGRAPH_SIZE })),
    run,
  );
  for (const { title, siteId, chart } of charts) {
    blocks.push(heading(3, title));
    if (!chart) blocks.push(sentence(noReadingsSentence(siteId, year.waterYear)));
    else {
      const png = images[drawn.findIndex((entry) => entry.chart === chart)];
      blocks.push(chartImage(png, HYDROGRAPH_SIZE, { title, description: chart.description }));
    }
  }
  return blocks;
}

/** The notes a report type keeps outside its table (methods, accuracy), where filled. */
function reportNotes(type: ReportTypeKey, report: YearReport): Paragraph[] {
  return REPORT_TYPES[type].notes
    .filter((note) => report.values[note.name] !== null && report.values[note.name] !== undefined)
    .filter((note) => String(report.values[note.name]).trim() !== '')
    .map((note) => labelled(note.label, String(report.values[note.name])));
}

/** The figures of a submitted report; `rowsAre` names what its rows are when they are not water use sectors. */
function reportTableBlocks(
  type: ReportTypeKey,
  report: YearReport,
  year: ReportYear,
  rowsAre?: string,
): FileChild[] {
  const printed = waterBudgetTable(type, report.values);
  const headers = rowsAre ? [rowsAre, ...printed.headers.slice(1)] : printed.headers;
  const weights = headers.map((_, index) => (index === 0 ? 2 : 1));
  const bySector = rowsAre ? '' : ', by water use sector';
  return [
    sentence(
      `${REPORT_TYPES[type].title} submitted for water year ${year.waterYear}, in acre-feet (AF)${bySector}.`,
    ),
    table(headers, printed.rows, weights),
    gap(),
    ...reportNotes(type, report),
  ];
}

/**
 * Why a section has no figures: the GSP need not file the report (a draft of it is no matter then), or it
 * has not submitted it for the year.
 */
function missingReportSentence(
  type: ReportTypeKey,
  noun: string,
  report: YearReport | undefined,
  required: readonly ReportTypeKey[],
  year: ReportYear,
): Paragraph {
  if (!required.includes(type))
    return sentence(notRequiredSentence(noun, dataSubmissionLabel(REPORT_TYPES[type].requirement)));
  return sentence(noReportSentence(noun, year.waterYear, Boolean(report)));
}

/** A water budget section; `required` are the report types the GSP must file (a submitted one is shown anyway). */
export function waterBudgetSection(
  key: keyof typeof WATER_BUDGET_REPORTS,
  reports: Partial<Record<ReportTypeKey, YearReport>>,
  required: readonly ReportTypeKey[],
  year: ReportYear,
): FileChild[] {
  const { reportType, noun } = WATER_BUDGET_REPORTS[key];
  const blocks: FileChild[] = [heading(2, sectionTitle(key), { pageBreakBefore: true })];
  const report = reports[reportType];
  if (!report?.submitted) return [...blocks, missingReportSentence(reportType, noun, report, required, year)];
  return [...blocks, ...reportTableBlocks(reportType, report, year)];
}

export async function storageSection(
  reports: Partial<Record<ReportTypeKey, YearReport>>,
  required: readonly ReportTypeKey[],
  history: { records: ReportRecord[]; annualChange: AnnualChangePoint[] },
  year: ReportYear,
  run: ChartsRun = {},
): Promise<FileChild[]> {
  const blocks: FileChild[] = [heading(2, sectionTitle('storage'), { pageBreakBefore: true })];
  const report = reports.groundwaterstorage;
  if (!report?.submitted) {
    blocks.push(missingReportSentence('groundwaterstorage', STORAGE_REPORT_NOUN, report, required, year));
  } else {
    const total = report.values.gw_stor_total;
    blocks.push(
      labelled(
        TEXTS.storageFigure(year.waterYear),
        typeof total === 'number' || typeof total === 'string'
          ? `${formatNumber(total, 0)} AF`
          : TEXTS.notApplicable,
      ),
    );
    blocks.push(...reportTableBlocks('groundwaterstorage', report, year, 'Aquifer'));
  }
  blocks.push(heading(3, TEXTS.storageChart));
  const chart = reportStorageChartOption(history.records, history.annualChange);
  if (!chart) blocks.push(sentence(noStorageHistorySentence(year.waterYear)));
  else {
    const [png] = await renderChartsPng([{ option: chart.option, size: STORAGE_CHART_SIZE }], run);
    blocks.push(
      chartImage(png, STORAGE_CHART_SIZE, { title: TEXTS.storageChart, description: chart.description }),
    );
  }
  return blocks;
}

export function projectsSection(
  { projects, later }: { projects: readonly GspProject[]; later: number },
  year: ReportYear,
): FileChild[] {
  const blocks: FileChild[] = [heading(2, sectionTitle('projects'), { pageBreakBefore: true })];
  const laterNote = later > 0 ? [sentence(laterProjectsSentence(later, year.waterYear))] : [];
  if (projects.length === 0) return [...blocks, ...(later > 0 ? laterNote : [sentence(TEXTS.noProjects)])];
  blocks.push(heading(3, TEXTS.projectsStatus(year.waterYear)));
  blocks.push(
    table(
      PROJECT_STATUS_HEADERS,
      projects.map((project) => [
        orDash(project.projectId),
        orDash(project.name),
        orDash(project.recordType),
        orDash(project.mechanism),
        ...(project.status
          ? [project.status, project.statusDate ? formatChartDate(project.statusDate) : TEXTS.notApplicable]
          : [{ text: noProjectStatusSentence(year.waterYear), span: 2 }]),
      ]),
      [1.3, 2.2, 1.3, 1.6, 1.2, 1],
    ),
    gap(),
    ...laterNote,
  );
  blocks.push(heading(3, TEXTS.projectsAnnualUpdate(year.waterYear)));
  const money = (value: number | null) => (value === null ? TEXTS.notApplicable : formatCurrency(value));
  blocks.push(
    table(
      ANNUAL_UPDATE_HEADERS,
      projects.map((project) =>
        project.update
          ? [
              orDash(project.projectId),
              project.update.benefit === null ? TEXTS.notApplicable : formatNumber(project.update.benefit, 2),
              money(project.update.capitalCost),
              money(project.update.operatingCost),
              orDash(project.update.description),
            ]
          : [orDash(project.projectId), { text: noAnnualUpdateSentence(year.waterYear), span: 4 }],
      ),
      [1.3, 1.1, 1.2, 1.2, 3],
    ),
    gap(),
  );
  return blocks;
}
