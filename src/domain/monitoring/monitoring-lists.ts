/** The five monitoring lists of spec 1 §2.5, with their summary targets (spec 1 §7) and page sizes (§9). */
export const MONITORING_LISTS = {
  waterLevel: {
    title: 'Well Level Monitoring',
    route: '/waterlevellist',
    detailRoute: '/waterleveldetail',
    target: 'wellsitemeasurements',
    emptyText: 'No Water Level Sites Found',
    pageSize: 25,
  },
  interconnected: {
    title: 'Interconnected SW Monitoring',
    route: '/swgwlist',
    detailRoute: '/swgwdetail',
    target: 'surfacewatermeasurements',
    // spec 1 §2.5: a wrongly worded copy, reproduced as stated.
    emptyText: 'No Subsidence Monitoring Sites Found',
    pageSize: 25,
  },
  subsidence: {
    title: 'Subsidence Monitoring',
    route: '/subsidencelist',
    detailRoute: '/subsidencedetail',
    target: 'subsidencemeasurements',
    emptyText: 'No Subsidence Monitoring Sites Found',
    pageSize: 10,
  },
  waterQuality: {
    title: 'Water Quality Monitoring',
    route: '/waterqualitylist',
    detailRoute: '/waterqualitydetail',
    target: 'waterqualitymeasurements',
    // spec 1 §2.5: a wrongly worded copy, reproduced as stated.
    emptyText: 'No Water Level Sites Found',
    pageSize: 25,
  },
  streamflow: {
    title: 'Streamflow Monitoring',
    route: '/streamflowlist',
    detailRoute: '/streamflowdetail',
    target: 'streamsites',
    emptyText: 'No Streamflow Monitoring Sites Found',
    pageSize: 10,
  },
} as const;

export type MonitoringListKey = keyof typeof MONITORING_LISTS;
export const SUMMARY_TARGETS = Object.values(MONITORING_LISTS).map((list) => list.target);
export type SummaryTarget = (typeof SUMMARY_TARGETS)[number];

/** spec 1 §9: lists page above 25 rows; measurement tables hold 10 and page above 10. */
export const LIST_PAGER_THRESHOLD = 25;
export const MEASUREMENT_PAGE_SIZE = 10;

/** spec 1 §3.5: wl_monitoring / wq_monitoring count when true or the text 'True'. */
export function isFlagSet(value: unknown): boolean {
  return value === true || value === 'True';
}
