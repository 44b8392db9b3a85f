import type { SUBSIDENCE_MEASUREMENT_TYPES } from '../../../domain/monitoring/choices';
import { compactionPace, decimalYear, fieldTime, isoDate, utcDate, waterYearOf } from './basin-climate';
import { groundSurfaceAt, isOverClay, publicLandSurvey } from './basin-geography';
import {
  GSP_WEIGHTS,
  shareOut,
  SiteContext,
  STATE_AGENCY,
  type Row,
  type SitePlace,
} from './demo-site-context';
import { monthlyDates, quarterlyDates, yearlyDates } from './reading-schedules';
import { round, type Random } from './random';

type MeasurementType = (typeof SUBSIDENCE_MEASUREMENT_TYPES)[number];

export interface PlannedSubsidence {
  row: Row;
  place: SitePlace;
  readings: Row[];
}

const ACCURACY: Record<MeasurementType, { text: string; noise: number }> = {
  'Survey Benchmark': { text: '0.02 ft', noise: 0.015 },
  'Continuous GPS': { text: '0.03 ft', noise: 0.02 },
  Extensometer: { text: '0.01 ft', noise: 0.005 },
  InSAR: { text: '0.1 ft', noise: 0.05 },
};

function localName(context: SiteContext, random: Random, type: MeasurementType, place: SitePlace): string {
  const abbreviation = context.agencyAbbreviation(place.agency);
  switch (type) {
    case 'Survey Benchmark':
      return `BM ${random.pick(['H', 'J', 'K', 'M', 'T'])} ${random.integer(100, 1499)}`;
    case 'Continuous GPS':
      return `CGPS ${abbreviation}${context.next(`cgps:${abbreviation}`)}`;
    case 'Extensometer':
      return `EXT ${abbreviation}-${context.next(`ext:${abbreviation}`)}`;
    default:
      return `InSAR point ${context.next('insar')}`;
  }
}

/**
 * Subsidence sites: benchmarks surveyed each winter, continuous GPS and extensometers read quarterly (or
 * monthly), and InSAR points every quarter since 2015. The land sinks 0.2-0.6 ft in an average year over
 * the Corcoran Clay in the west (up to 1 ft in droughts) and 0.05-0.2 ft elsewhere; extensometers also record the
 * upper aquifer's share of the compaction.
 */
export function planSubsidence(context: SiteContext, random: Random, count = 40): PlannedSubsidence[] {
  return shareOut(count, { ...GSP_WEIGHTS, CHOW: 46, RC: 8 }).map((gsp, index) => {
    const siteRandom = random.fork(`subsidence:${index}`);
    const place = context.placeIn(gsp, siteRandom);
    const type = siteRandom.weighted([
      ['Survey Benchmark', 50],
      ['Continuous GPS', 15],
      ['Extensometer', 15],
      ['InSAR', 20],
    ] as const);
    const clay = isOverClay(place.position);
    const rate = clay ? siteRandom.between(0.2, 0.6) : siteRandom.between(0.04, 0.2);
    const firstYear =
      type === 'InSAR'
        ? 2015
        : type === 'Survey Benchmark'
          ? siteRandom.integer(2008, 2016)
          : siteRandom.integer(2004, 2013);
    const dates =
      type === 'Survey Benchmark'
        ? yearlyDates(siteRandom, firstYear, [1, 2])
        : type === 'Continuous GPS' && siteRandom.chance(0.5)
          ? monthlyDates(siteRandom, utcDate(firstYear, 1, 1))
          : quarterlyDates(siteRandom, firstYear);
    const origin = round(groundSurfaceAt(place.position) + siteRandom.normal(0, 1.5), 2);
    const accuracy = ACCURACY[type];
    const upperShare = siteRandom.between(0.15, 0.35);
    const seasonal = type === 'InSAR' || type === 'Survey Benchmark' ? 0 : siteRandom.between(0.02, 0.06);
    let total = 0;
    let previous = dates[0] ? decimalYear(dates[0]) : firstYear;
    const readings = dates.map((date) => {
      const now = decimalYear(date);
      total += rate * compactionPace(waterYearOf(date)) * (now - previous);
      previous = now;
      // Elastic rebound in spring and sag in late summer on the continuous instruments.
      const elastic = seasonal * Math.sin(2 * Math.PI * (now - Math.floor(now) - 0.42));
      const measured = total + elastic + siteRandom.normal(0, accuracy.noise);
      const day = isoDate(date);
      return {
        meas_date: day,
        meas_time: type === 'InSAR' ? null : fieldTime(siteRandom, 0.25),
        ua_compaction: type === 'Extensometer' ? round(Math.max(0, measured * upperShare), 3) : null,
        meas_elevation: round(origin - measured, 2),
        total_subsidence: round(Math.max(0, measured), 2),
        meas_accuracy: accuracy.text,
        meas_comments: siteRandom.chance(0.03)
          ? siteRandom.pick([
              'Benchmark disturbed; re-set',
              'Resurveyed from a different control point',
              'Antenna replaced',
            ])
          : null,
        submitted: context.isSubmitted(place.gsp, day),
      };
    });
    const latest = total;
    const network = siteRandom.chance(0.7);
    // Criteria in cumulative ft since the origin survey: the objective near today's total, the threshold above it.
    const objective = network ? round(latest + siteRandom.between(0.5, 1.5), 1) : null;
    const threshold = objective !== null ? round(objective + siteRandom.between(1, 3), 1) : null;
    const step = (share: number) =>
      objective !== null && threshold !== null ? round(objective + (threshold - objective) * share, 1) : null;
    const plss = publicLandSurvey(place.position);
    const owner = type === 'InSAR' ? STATE_AGENCY : place.agency;
    const row: Row = {
      dms_site_id: context.nextSiteId('SUB', gsp, 3),
      local_site_id: localName(context, siteRandom, type, place),
      alt_site_id:
        type === 'Survey Benchmark'
          ? `${siteRandom.pick(['HS', 'HT', 'GT', 'JS'])}${siteRandom.integer(1000, 9999)}`
          : null,
      aquifer_zone:
        type === 'Extensometer'
          ? 'Upper and Lower Aquifer'
          : clay
            ? 'Lower Aquifer (below Corcoran Clay)'
            : 'Composite',
      owner_id: context.agencyId(owner),
      monitor_by_id: context.agencyId(
        type === 'Survey Benchmark' && siteRandom.chance(0.4) ? STATE_AGENCY : owner,
      ),
      ...context.planColumns(place),
      horz_datum: 'NAD83',
      coordinate_method: type === 'InSAR' ? 'Unknown' : 'Survey',
      coordinate_accuracy: type === 'InSAR' ? '30 ft' : '0.1 ft',
      township: plss.township,
      range: plss.range,
      section: plss.section,
      quarter_section: plss.quarter_section,
      origin_elevation: origin,
      origin_meas_date: readings[0]?.meas_date ?? `${firstYear}-01-15`,
      vert_datum: 'NAVD88',
      elevation_source: {
        'Survey Benchmark': 'Level survey',
        'Continuous GPS': 'GNSS daily solution',
        Extensometer: 'Extensometer and level survey',
        InSAR: 'TRE Altamira InSAR',
      }[type],
      elevation_accuracy: accuracy.text,
      meas_type: type,
      gsp_mon_network: network,
      gsp_threshold: threshold,
      measurable_objective: objective,
      yr5_milestone: step(0.25),
      yr10_milestone: step(0.5),
      yr15_milestone: step(0.75),
      site_notes: clay ? 'Over the Corcoran Clay' : null,
    };
    return { row, place, readings };
  });
}
