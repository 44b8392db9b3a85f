/**
 * The Annual Report document (spec 2 §2.17, §7 `createreport`, §9; issue 14): its file name, its sections
 * in order, and every sentence it writes where data is missing, so no part of it is ever left blank.
 */

/** spec 2 §9: the report's file name. */
export const ANNUAL_REPORT_FILE_NAME = 'Annual Report.docx';

export const ANNUAL_REPORT_TITLE = 'Annual Report';

/** The sections each GSP's part of the document holds, in order: one Heading 2 each. */
export const ANNUAL_REPORT_SECTIONS = [
  { key: 'general', title: 'General Information' },
  { key: 'elevation', title: 'Groundwater Elevation' },
  { key: 'extraction', title: 'Groundwater Extraction' },
  { key: 'supply', title: 'Surface Water Supply' },
  { key: 'use', title: 'Total Water Use' },
  { key: 'storage', title: 'Change in Groundwater Storage' },
  { key: 'projects', title: 'Projects and Management Actions' },
] as const;
export type AnnualReportSectionKey = (typeof ANNUAL_REPORT_SECTIONS)[number]['key'];

export function sectionTitle(key: AnnualReportSectionKey): string {
  return ANNUAL_REPORT_SECTIONS.find((section) => section.key === key)!.title;
}

/** The water budget sections and the name a missing report is called by ('No extraction report ...'). */
export const WATER_BUDGET_REPORTS = {
  extraction: { reportType: 'groundwaterextraction', noun: 'extraction' },
  supply: { reportType: 'surfacewatersupply', noun: 'surface water supply' },
  use: { reportType: 'totalwateruse', noun: 'total water use' },
} as const;
export const STORAGE_REPORT_NOUN = 'change in groundwater storage';

export const ANNUAL_REPORT_TEXTS = {
  contents: 'Contents',
  contentsHint:
    'The table of contents lists the headings of this report. Word offers to update the fields of the document as it opens it: accept, and the contents show their page numbers; otherwise update it with References, Update Table.',
  basin: 'Basin',
  gsp: 'Groundwater Sustainability Plan',
  waterYear: 'Water Year',
  waterYearPeriod: 'Water Year Period',
  yearType: 'Water Year Type',
  created: 'Report Date',
  requestedBy: 'Prepared By',
  basinUnknown: 'No basin boundary is recorded, so the basin is not named.',
  yearTypeUnknown: 'No year type recorded',
  gspFields: 'Plan Details',
  reportStatus: 'Annual Reports for the Water Year',
  agencies: 'Member Agencies',
  noAgencies:
    'No agencies are recorded for this GSP: it has no well sites, projects or annual reports of a GSA, and no associated users.',
  representativeWells: 'Representative Wells',
  noRepresentativeWells:
    'No representative wells are recorded for this GSP, so there is no groundwater elevation table or hydrograph.',
  hydrographs: 'Hydrographs',
  noMeasurement: 'No measurement recorded',
  notSet: 'Not set',
  projectsStatus: (waterYear: number) => `Latest Status at the End of Water Year ${waterYear}`,
  projectsAnnualUpdate: (waterYear: number) => `Annual Update for Water Year ${waterYear}`,
  noProjects: 'No projects or management actions are recorded for this GSP.',
  storageChart: 'Change in Storage by Water Year',
  storageFigure: (waterYear: number) => `Change in groundwater storage in water year ${waterYear}`,
  yes: 'Yes',
  no: 'No',
  notApplicable: '–',
} as const;

/** 'No extraction report submitted for water year 2024' (issue 14), and why when one is only saved. */
export function noReportSentence(noun: string, waterYear: number, savedButNotSubmitted = false): string {
  const sentence = `No ${noun} report submitted for water year ${waterYear}`;
  return savedButNotSubmitted ? `${sentence} (one is saved but not yet submitted).` : `${sentence}.`;
}

/**
 * What a section of a report the GSP need not file says (its data submission requirements, spec 2 §2.10, as
 * /reporting reads them): 'An extraction report is not required of this GSP: its data submission requirements
 * do not include GW Extraction.'
 */
export function notRequiredSentence(noun: string, requirement: string): string {
  const article = /^[aeiou]/i.test(noun) ? 'An' : 'A';
  return `${article} ${noun} report is not required of this GSP: its data submission requirements do not include ${requirement}.`;
}

export function noReadingsSentence(siteId: string, waterYear: number): string {
  return `No water level measurements are recorded for ${siteId} up to the end of water year ${waterYear}, so no hydrograph is drawn.`;
}

export function noStorageHistorySentence(waterYear: number): string {
  return `No change in groundwater storage has been submitted for any water year up to ${waterYear}, so no chart is drawn.`;
}

/** A listed project none of whose status entries is dated by the end of the report's water year. */
export function noProjectStatusSentence(waterYear: number): string {
  return `No status recorded by the end of water year ${waterYear}.`;
}

/** The projects left out of the report because everything that dates them comes after its water year. */
export function laterProjectsSentence(count: number, waterYear: number): string {
  const which =
    count === 1
      ? 'One project or management action of this GSP is'
      : `${count} projects or management actions of this GSP are`;
  return `${which} not listed: ${count === 1 ? 'its' : 'their'} first status is dated after the end of water year ${waterYear}.`;
}

export function noAnnualUpdateSentence(waterYear: number): string {
  return `No annual update for water year ${waterYear}.`;
}

export function hydrographTitle(siteId: string, localSiteId: string | null): string {
  return localSiteId ? `Hydrograph of ${siteId} (${localSiteId})` : `Hydrograph of ${siteId}`;
}

/** The document's subject line: 'Annual Report, Water Year 2024'. */
export function reportSubject(waterYear: number): string {
  return `${ANNUAL_REPORT_TITLE}, ${ANNUAL_REPORT_TEXTS.waterYear} ${waterYear}`;
}
