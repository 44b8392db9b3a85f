import type { DataSubmissionCode } from '../admin/gsp';
import type { FeatureKey } from '../config/feature-flags';
import type { DerivedTotal, ReportColumn, ReportField, ReportSector, ReportTable } from './report-tables';

/**
 * The six annual reports a GSP files per water year (spec 3 §2.2-§2.4, §3): their routes, titles, flags,
 * templates and the sector tables of their forms. Everything that differs between report types is here;
 * the form, the API, the totals, the history, the submitted-data screens and the imports read it.
 */

export const REPORT_TYPE_KEYS = [
  'groundwaterstorage',
  'groundwaterextraction',
  'surfacewatersupply',
  'totalwateruse',
  'groundwaterrecharge',
  'evapotranspiration',
] as const;
export type ReportTypeKey = (typeof REPORT_TYPE_KEYS)[number];

export interface ReportType {
  /** The API collection (`/api/{key}/`) and the dataset of history routes and imports. */
  key: ReportTypeKey;
  /** /reporting/{formRoute}/{gsp}[/{id}] (spec 3 §2.2). */
  formRoute: 'gwstorage' | 'gwextraction' | 'swsupply' | 'totaluse' | 'gwrecharge' | 'evap';
  /** The submitted-data screen (spec 3 §2.4). */
  submittedRoute: string;
  /** The module of status rows and bulk calls (spec 2 §3, §7): gws, gwe, sws, twu, gwr, ev. */
  module: 'gws' | 'gwe' | 'sws' | 'twu' | 'gwr' | 'ev';
  /** The GSP's data submission requirement that makes the report required (spec 2 §2.10). */
  requirement: DataSubmissionCode;
  /** The configuration flag that shows it (spec 1 §3.1). */
  feature: FeatureKey;
  /** What the report is called: breadcrumbs, history and submitted-data headings. */
  title: string;
  /** The current-year form's heading and breadcrumb (spec 3 §2.2). */
  formTitle: string;
  /** A past or submitted record's heading and breadcrumb: 'Surface Water Supply Details'. */
  detailTitle: string;
  /** spec 3 §2.3. */
  historyTitle: string;
  /** The submitted-data screen's heading. */
  submittedTitle: string;
  /** spec 2 §7: the import template's file name. */
  templateFile: string;
  /** Entered on the form by an authorized reporter; false where only imports fill it (spec 3 §2.2). */
  editableForm: boolean;
  /** spec 3 §2.2: recharge's submit button says more. */
  submitLabel: string;
  /** Decimals entered and shown (spec 3 §5, §9): storage and total water use whole numbers. */
  entryDecimals: 0 | 2;
  displayDecimals: 0 | 2;
  /** The header's month field: 'measurement_month' on extraction, 'month' elsewhere (spec 3 §3). */
  monthField: 'measurement_month' | 'month' | null;
  /** The GSP field's other spec name besides gsp_id and gsp (spec 3 §3). */
  gspAlias: 'gspp_id' | 'gsp_name_id' | null;
  /** A help dialog of the form: its question and its text (spec 3 §2.2). */
  help: { question: string; text: string };
  tables: readonly ReportTable[];
  /** Fields outside the tables, shown under them. */
  notes: readonly ReportField[];
  /** Totals over several tables' fields, computed after the tables' own. */
  grandTotals?: readonly DerivedTotal[];
}

const volume = (key: string, label: string, onlySectors?: readonly string[]): ReportColumn => ({
  key,
  label,
  kind: 'volume',
  onlySectors,
});
const text = (key: string, label: string, onlySectors?: readonly string[]): ReportColumn => ({
  key,
  label,
  kind: 'text',
  onlySectors,
});
const method = (key: string): ReportColumn => ({ key, label: 'Calculation Method', kind: 'method' });
const accuracy = (key: string): ReportColumn => ({ key, label: 'Calculation Accuracy', kind: 'accuracy' });
const notes = (name: string, label: string, explainsFigures = false): ReportField => ({
  name,
  label,
  kind: 'text',
  ...(explainsFigures ? { explainsFigures } : {}),
});

/** The water use sectors of the state's annual report, with the help their rows give. */
const SECTORS = {
  urban: {
    label: 'Urban/Domestic',
    help: 'Water used by cities, towns and domestic wells: residential, commercial and institutional use.',
  },
  industrial: {
    label: 'Industrial',
    help: 'Water used for industry, including energy production and mining.',
  },
  agricultural: { label: 'Agricultural', help: 'Water applied to irrigated crops and used by livestock.' },
  wetlands: {
    label: 'Managed Wetlands',
    help: 'Water applied to managed wetlands, such as refuges and duck clubs.',
  },
  recharge: {
    label: 'Managed Recharge',
    help: 'Water intentionally put into the ground to recharge the aquifer.',
  },
  vegetation: {
    label: 'Native Vegetation',
    help: 'Water used by native vegetation, including riparian areas.',
  },
  other: { label: 'Other', help: 'Any other water use; name it in the description.' },
} as const;

/** A sector row under the key the report's fields use for it ('dom' in gw_dom_ua, 'ur' in ur_total). */
const sector = (
  key: string,
  kind: keyof typeof SECTORS,
  more: Partial<Omit<ReportSector, 'key'>> = {},
): ReportSector => ({ key, label: SECTORS[kind].label, help: SECTORS[kind].help, ...more });

const surfaceWaterSystem: ReportTable = {
  key: 'surface',
  title: 'Surface Water System',
  prefix: '',
  sectors: [{ key: 'sur', label: 'Surface Water System' }],
  columns: [
    volume('canals', 'Canals/Conveyance'),
    volume('rivers', 'Rivers and Streams'),
    volume('boundary', 'Boundary Rivers and Streams'),
    volume('other', 'Other'),
    text('other_desc', 'Other Description'),
    volume('total', 'Total'),
    text('src_notes', 'Source Notes'),
    method('calcm'),
    accuracy('calc_acc'),
  ],
  totalColumn: 'total',
};

export const REPORT_TYPES: Record<ReportTypeKey, ReportType> = {
  groundwaterstorage: {
    key: 'groundwaterstorage',
    formRoute: 'gwstorage',
    submittedRoute: '/groundwaterstorage',
    module: 'gws',
    requirement: 'gws',
    feature: 'GWCS',
    title: 'Groundwater Change in Storage',
    formTitle: 'Report Groundwater Change in Storage Data',
    detailTitle: 'Groundwater Change in Storage Details',
    historyTitle: 'Groundwater Change in Storage History',
    submittedTitle: 'Groundwater Change in Storage',
    templateFile: 'gw_change_storage_data.xlsx',
    editableForm: true,
    submitLabel: 'Submit',
    entryDecimals: 0,
    displayDecimals: 0,
    monthField: null,
    gspAlias: 'gspp_id',
    help: {
      question: 'What is the change in groundwater storage?',
      text:
        'The change in the volume of groundwater held in the basin over the water year, in acre-feet: ' +
        'negative when storage was lost. Report the upper aquifer (combined with any undifferentiated ' +
        'unconfined zone) and the lower aquifer; the total is their sum.',
    },
    tables: [
      {
        key: 'storage',
        title: 'Change in Groundwater Storage',
        prefix: 'gw_',
        sectors: [{ key: 'stor', label: 'Change in Groundwater Storage' }],
        columns: [
          volume('ua', 'Combined Upper Aquifer and Undifferentiated Unconfined Zone (AF)'),
          volume('la', 'Lower Aquifer (AF)'),
          volume('total', 'Total (AF)'),
        ],
        totalColumn: 'total',
      },
    ],
    notes: [
      notes('gw_stor_method_notes', 'Explain Calculation Method', true),
      notes('gw_stor_acc_notes', 'Explain Calculation Accuracy', true),
    ],
  },
  groundwaterextraction: {
    key: 'groundwaterextraction',
    formRoute: 'gwextraction',
    submittedRoute: '/groundwaterextraction',
    module: 'gwe',
    requirement: 'gwe',
    feature: 'GE',
    title: 'Groundwater Extraction',
    formTitle: 'Report Groundwater Extraction Data',
    detailTitle: 'Groundwater Extraction Details',
    historyTitle: 'Groundwater (Extraction) History',
    submittedTitle: 'Submitted Groundwater Extraction Data',
    templateFile: 'gw_extraction_data.xlsx',
    editableForm: true,
    submitLabel: 'Submit',
    entryDecimals: 2,
    displayDecimals: 2,
    monthField: 'measurement_month',
    gspAlias: 'gsp_name_id',
    help: {
      question: 'What counts as groundwater extraction?',
      text:
        'The volume of groundwater pumped in the water year, in acre-feet, by water use sector and by the ' +
        'aquifer it was pumped from. Say how each volume was measured and how accurate it is.',
    },
    tables: [
      {
        key: 'extraction',
        title: 'Groundwater Extraction by Water Use Sector',
        prefix: 'gw_',
        sectors: [
          sector('dom', 'urban'),
          sector('ind', 'industrial'),
          sector('agg', 'agricultural'),
          sector('wet', 'wetlands'),
          sector('mr', 'recharge'),
          sector('veg', 'vegetation'),
          sector('other', 'other', { nameField: { name: 'gw_other_desc', label: 'Other Description' } }),
        ],
        columns: [
          volume('ua', 'Upper Aquifer (AF)'),
          volume('la', 'Lower Aquifer (AF)'),
          volume('total', 'Total (AF)'),
          { key: 'calcm', label: 'Measurement Type', kind: 'method' },
          { key: 'acc', label: 'Accuracy', kind: 'accuracy' },
          { key: 'method', label: 'Measurement Method', kind: 'extractionMethod' },
          text('method_notes', 'Method Notes'),
        ],
        totalColumn: 'total',
        totalRow: {
          label: 'Total',
          fields: { ua: 'gw_total_ua', la: 'gw_total_la', total: 'gw_total_total' },
        },
      },
    ],
    notes: [],
  },
  surfacewatersupply: {
    key: 'surfacewatersupply',
    formRoute: 'swsupply',
    submittedRoute: '/surfacewatersupply',
    module: 'sws',
    requirement: 'sws',
    feature: 'SWS',
    title: 'Surface Water Supply',
    formTitle: 'Report Surface Water Supply Data',
    detailTitle: 'Surface Water Supply Details',
    historyTitle: 'Surface Water Supply History',
    submittedTitle: 'Surface Water Supply',
    templateFile: 'surface_water_supply_data.xlsx',
    editableForm: false,
    submitLabel: 'Submit',
    entryDecimals: 2,
    displayDecimals: 2,
    monthField: 'month',
    gspAlias: null,
    help: {
      question: 'What is surface water supply?',
      text:
        'Surface water used or available for use in the basin in the water year, in acre-feet, by water ' +
        'source type: imported from the Central Valley Project, the State Water Project or managed local ' +
        'imports, local rivers and creeks, recycled and desalinated water, and flood water of any source. ' +
        'This report is filled by importing the surface water supply template.',
    },
    tables: [
      {
        key: 'supply',
        title: 'Surface Water Supply by Water Use Sector',
        prefix: 'sw_',
        // spec 3 §2.2: the surface water supply table's first column
        rowHeader: 'Water Source Type',
        sectors: [
          sector('dom', 'urban'),
          sector('ind', 'industrial'),
          sector('agg', 'agricultural'),
          sector('wet', 'wetlands'),
          sector('veg', 'vegetation'),
          sector('other', 'other', {
            nameField: { name: 'sw_other_use_desc', label: 'Other Use Description' },
          }),
        ],
        columns: [
          volume('total', 'Total'),
          volume('import_cv', 'Imported Central Valley Project'),
          volume('import_sw', 'Imported State Water Project'),
          volume('import_l', 'Managed Imported Local Imported Supplies'),
          volume('riv', 'Local Supplies: Rivers'),
          volume('creek', 'Local Supplies: Creeks'),
          volume('recycled', 'Recycled Water'),
          volume('desalination', 'Desalination'),
          volume('flood_water', 'Flood Water of Any Water Source'),
          volume('other', 'Other'),
          text('other_desc', 'Other Description'),
          text('notes', 'Source Notes'),
          method('calcm'),
          accuracy('acc'),
        ],
        totalColumn: 'total',
        totalRow: {
          label: 'Total',
          fields: {
            total: 'sw_total',
            import_cv: 'sw_import_cv',
            import_sw: 'sw_import_sw',
            import_l: 'sw_import_ls',
            riv: 'sw_riv',
            creek: 'sw_creek',
            recycled: 'sw_recycled',
            desalination: 'sw_desalination',
            flood_water: 'sw_flood_water',
            other: 'sw_other',
          },
        },
      },
    ],
    notes: [notes('sw_other_desc', 'Other Description'), notes('sw_calcm', 'Explanation of Methods')],
    grandTotals: [{ field: 'sw_localsup', label: 'Local Supplies', sumOf: ['sw_riv', 'sw_creek'] }],
  },
  totalwateruse: {
    key: 'totalwateruse',
    formRoute: 'totaluse',
    submittedRoute: '/totalwateruse',
    module: 'twu',
    requirement: 'tw',
    feature: 'TWU',
    title: 'Total Water Use',
    formTitle: 'Report Total Water Use Data',
    detailTitle: 'Total Water Use Details',
    historyTitle: 'Total Water Use History',
    submittedTitle: 'Total Water Use',
    templateFile: 'total_water_use_data.xlsx',
    editableForm: false,
    submitLabel: 'Submit',
    entryDecimals: 2,
    displayDecimals: 0,
    monthField: 'month',
    gspAlias: 'gspp_id',
    help: {
      question: 'What is total water use?',
      text:
        'All water used in the basin in the water year, in acre-feet, by water use sector and by source: ' +
        'surface water deliveries and diversions, groundwater, recycled and reused water, precipitation ' +
        'and other sources. This report is filled by importing the total water use template.',
    },
    tables: [
      {
        key: 'use',
        title: 'Total Water Use by Water Use Sector',
        prefix: 't_',
        sectors: [
          sector('dom', 'urban'),
          sector('ind', 'industrial'),
          sector('agg', 'agricultural'),
          sector('wet', 'wetlands'),
          sector('dist_man', 'recharge', { label: 'District Managed Recharge' }),
          sector('veg', 'vegetation'),
          sector('other', 'other', {
            nameField: { name: 't_other_use_desc', label: 'Other Use Description' },
          }),
        ],
        columns: [
          volume('dist_del', 'Surface Water District Deliveries', ['agg']),
          volume('sw_water_right', 'Surface Water Rights Diversions', ['agg']),
          volume('import_cv', 'Imported Central Valley Project'),
          volume('import_sw', 'Imported State Water Project'),
          volume('import_l', 'Imported Local Supplies'),
          volume('riv', 'Rivers'),
          volume('creek', 'Creeks'),
          volume('surf_water', 'Surface Water'),
          volume('gw', 'Ground Water'),
          volume('recycled', 'Recycled'),
          volume('reused', 'Reused'),
          volume('precip', 'Precipitation'),
          volume('other', 'Other'),
          text('other_desc', 'Other Source Description'),
          volume('total', 'Total'),
          text('notes', 'Source Notes'),
          method('calcm'),
          accuracy('acc'),
        ],
        totalColumn: 'total',
        totalRow: {
          label: 'Total',
          fields: {
            gw: 't_gnd_water',
            recycled: 't_recycled',
            reused: 't_reused',
            precip: 't_precip',
            total: 't_total',
          },
        },
      },
    ],
    notes: [],
    grandTotals: [
      {
        field: 't_suf_water',
        label: 'Total Surface Water',
        sumOf: ['dom', 'ind', 'agg', 'wet', 'dist_man', 'veg', 'other'].flatMap((sector) =>
          ['dist_del', 'sw_water_right', 'import_cv', 'import_sw', 'import_l', 'riv', 'creek', 'surf_water']
            .filter((column) => sector === 'agg' || (column !== 'dist_del' && column !== 'sw_water_right'))
            .map((column) => `t_${sector}_${column}`),
        ),
      },
    ],
  },
  groundwaterrecharge: {
    key: 'groundwaterrecharge',
    formRoute: 'gwrecharge',
    submittedRoute: '/gwrecharge',
    module: 'gwr',
    requirement: 'gwr',
    feature: 'GWR',
    title: 'Groundwater Recharge',
    formTitle: 'Report Groundwater Recharge Data',
    detailTitle: 'Groundwater Recharge Details',
    historyTitle: 'Groundwater Recharge History',
    submittedTitle: 'Groundwater Recharge',
    templateFile: 'gw_recharge_data.xlsx',
    editableForm: true,
    submitLabel: 'Submit Data as Final for Current Reporting Water Year',
    entryDecimals: 2,
    displayDecimals: 2,
    monthField: 'month',
    gspAlias: 'gsp_name_id',
    help: {
      question: 'What counts as groundwater recharge?',
      text:
        'Water that reached the aquifer in the water year, in acre-feet: infiltration of applied water and ' +
        'of precipitation by water use sector, and seepage from the surface water system (canals, rivers ' +
        'and streams, boundary rivers and streams).',
    },
    tables: [
      {
        key: 'recharge',
        title: 'Groundwater Recharge by Water Use Sector',
        prefix: '',
        sectors: [
          sector('dom', 'urban'),
          sector('agg', 'agricultural'),
          sector('man', 'recharge'),
          sector('nat', 'vegetation'),
          sector('other', 'other', {
            label: 'Other Water Use',
            nameField: { name: 'other_name', label: 'Sector Name' },
          }),
        ],
        columns: [
          volume('appwater', 'Infiltration of Applied Water'),
          volume('precip', 'Infiltration of Precipitation'),
          volume('other', 'Other'),
          text('other_desc', 'Other Description'),
          volume('total', 'Total'),
          text('src_notes', 'Source Notes'),
          method('calcm'),
          accuracy('calc_acc'),
        ],
        totalColumn: 'total',
      },
      surfaceWaterSystem,
    ],
    notes: [],
  },
  evapotranspiration: {
    key: 'evapotranspiration',
    formRoute: 'evap',
    submittedRoute: '/evapotranspiration',
    module: 'ev',
    requirement: 'ev',
    feature: 'EVT',
    title: 'Evapotranspiration',
    formTitle: 'Report Evapotranspiration Data',
    detailTitle: 'Evapotranspiration Details',
    historyTitle: 'Evapotranspiration History',
    submittedTitle: 'Evapotranspiration',
    templateFile: 'evapotranspiration.xlsx',
    editableForm: true,
    submitLabel: 'Submit Data as Final for Current Reporting Water Year',
    entryDecimals: 2,
    displayDecimals: 2,
    monthField: 'month',
    gspAlias: 'gsp_name_id',
    help: {
      question: 'What is evapotranspiration?',
      text:
        'Water that left the basin to the air in the water year, in acre-feet: evaporation and plant ' +
        'transpiration of applied water and of precipitation by water use sector, and evaporation from ' +
        'the surface water system.',
    },
    tables: [
      {
        key: 'evapotranspiration',
        title: 'Evapotranspiration by Water Use Sector',
        prefix: '',
        sectors: [
          sector('ur', 'urban'),
          sector('agg', 'agricultural'),
          sector('man', 'wetlands'),
          sector('nat', 'vegetation'),
          sector('other', 'other', { nameField: { name: 'other_name', label: 'Sector Name' } }),
        ],
        columns: [
          volume('appwater', 'Applied Water'),
          volume('precip', 'Precipitation'),
          volume('other', 'Other', ['other']),
          text('other_desc', 'Other Description', ['other']),
          volume('total', 'Total'),
          text('src_notes', 'Source Notes'),
          method('calcm'),
          accuracy('calc_acc'),
        ],
        totalColumn: 'total',
      },
      surfaceWaterSystem,
    ],
    notes: [],
  },
};

export function isReportTypeKey(value: string): value is ReportTypeKey {
  return (REPORT_TYPE_KEYS as readonly string[]).includes(value);
}

/** The report type of a form route segment (/reporting/{formRoute}/...); 'gerecharge' is recharge's. */
export function reportTypeOfFormRoute(segment: string): ReportType | undefined {
  const route = segment.toLowerCase() === 'gerecharge' ? 'gwrecharge' : segment.toLowerCase();
  return Object.values(REPORT_TYPES).find((type) => type.formRoute === route);
}

/** The report type of a status module (gws, gwe, sws, twu, gwr, ev). */
export function reportTypeOfModule(module: string): ReportType | undefined {
  return Object.values(REPORT_TYPES).find((type) => type.module === module);
}

/** The four report types of /reporting and the bulk calls (spec 3 §2.1, spec 2 §2.5). */
export const STATUS_REPORT_TYPES: readonly ReportTypeKey[] = [
  'groundwaterstorage',
  'groundwaterextraction',
  'surfacewatersupply',
  'totalwateruse',
];

export type { ReportSector };
