import { isAdministrator, type Actor, type GspAssociationLike } from '../../../domain/accounts/permissions';
import type { DataSubmissionCode } from '../../../domain/admin/gsp';
import { canEditWell } from '../../../domain/wells/groundwater-sites';
import {
  GROUNDWATER_SITE_PURPOSES,
  type GroundwaterSitePurpose,
} from '../../../domain/wells/editable-wells-lists';
import { addDays, LAST_READING_DATE, utcDate } from './basin-climate';
import {
  dwrSiteCode,
  isInBasin,
  offsetMetres,
  pointAlong,
  shortStateWellNumber,
  WATERWAYS,
  type Waterway,
} from './basin-geography';
import {
  GSP_WEIGHTS,
  shareOut,
  SiteContext,
  STATE_AGENCY,
  type Row,
  type SitePlace,
} from './demo-site-context';
import { roadNear } from './demo-surface-water';
import { coordinateColumns } from './demo-wells';
import type { Random } from './random';

/** A signed-in user as canEditWell reads them. */
export interface SiteEditor {
  actor: Actor;
  associations: GspAssociationLike[];
}

export interface PlannedGroundwaterSite {
  row: Row;
  place: SitePlace;
}

/**
 * Each list is kept by the GSPs that report its module: the change in storage, extraction and surface
 * water supply of their annual reports.
 */
const LISTS: Record<GroundwaterSitePurpose, { count: number; prefix: string; module: DataSubmissionCode }> = {
  storage: { count: 32, prefix: 'GWS', module: 'gws' },
  extraction: { count: 40, prefix: 'GWE', module: 'gwe' },
  supply: { count: 24, prefix: 'SWS', module: 'sws' },
  // The annual report's "surface water supply used or available for use" for recharge or in-lieu use.
  use: { count: 28, prefix: 'SWU', module: 'sws' },
};

interface Owner {
  name: string;
  /** How local site ids call the owner's sites: 'Avila Well 3'. */
  short: string;
}

const GROWERS: Owner[] = [
  { name: 'Avila Family Farms', short: 'Avila' },
  { name: 'Berenda Ranch LLC', short: 'Berenda Ranch' },
  { name: 'Sandhu Orchards', short: 'Sandhu' },
  { name: 'Fagundes Dairy', short: 'Fagundes' },
  { name: 'Silva & Sons Farming', short: 'Silva' },
  { name: 'Tanaka Farms', short: 'Tanaka' },
  { name: 'Herrera Vineyards', short: 'Herrera' },
  { name: 'Costa Almond Ranch', short: 'Costa' },
  { name: 'Gill Brothers Farming', short: 'Gill' },
  { name: 'Mendes Dairy', short: 'Mendes' },
  { name: 'Oliveira Land Co.', short: 'Oliveira' },
  { name: 'Vanderhoff Farms', short: 'Vanderhoff' },
  { name: 'Rocha Pistachio Ranch', short: 'Rocha' },
  { name: 'Kaur Family Trust', short: 'Kaur' },
  { name: 'Dutra Farms', short: 'Dutra' },
  { name: 'Soares Cattle Co.', short: 'Soares' },
];

const PROCESSORS: Owner[] = [
  { name: 'Valley Almond Hullers', short: 'Valley Hullers' },
  { name: 'Westside Cold Storage', short: 'Westside' },
  { name: 'Golden State Pistachio Processing', short: 'Golden State' },
];

const PUBLIC_WATER_SYSTEMS: Record<string, string> = {
  'City of Chowchilla': 'CA2010001',
  'City of Madera': 'CA2010007',
};

const CVP_CANAL = 'Madera Canal';
const RECLAMATION = 'U.S. Bureau of Reclamation';

// Only the water districts hold surface water contracts and run canals; the county and the city do not.
const isDistrict = (agency: string) => agency.endsWith('District');

/** A place in the GSP that passes the test; after 40 misses, the last one drawn. */
function placeWhere(
  context: SiteContext,
  random: Random,
  gsp: string,
  accept: (place: SitePlace) => boolean,
): SitePlace {
  let place = context.placeIn(gsp, random);
  for (let tries = 0; tries < 40 && !accept(place); tries++) place = context.placeIn(gsp, random);
  return place;
}

/** A point on a bank of one of the basin's streams inside the GSP, or null when none crosses it. */
function streamBank(
  context: SiteContext,
  random: Random,
  gsp: string,
): { waterway: Waterway; place: SitePlace } | null {
  for (let tries = 0; tries < 40; tries++) {
    const waterway = random.pick(WATERWAYS);
    const side = random.chance(0.5) ? 1 : -1;
    const position = offsetMetres(
      pointAlong(waterway, random.between(0.05, 0.95)),
      random.between(-30, 30),
      side * random.between(15, 45),
    );
    if (!isInBasin(position)) continue;
    const place = context.placeAt(position);
    if (place.gsp === gsp) return { waterway, place };
  }
  return null;
}

const lateral = (random: Random) => `${random.integer(2, 38)}.${random.integer(0, 9)}`;
const numbered = (value: number, digits: number) => String(value).padStart(digits, '0');

/** Wells whose spring and fall levels make the change in storage maps. */
function storageSite(context: SiteContext, random: Random, gsp: string) {
  const place = context.placeIn(gsp, random);
  const stateWellNumber = context.nextStateWellNumber(place.position);
  const monitorBy = random.chance(0.3) ? STATE_AGENCY : place.agency;
  const ownerKind = random.weighted([
    ['agency', 60],
    ['county', 15],
    ['grower', 25],
  ] as const);
  const owner =
    ownerKind === 'agency'
      ? place.agency
      : ownerKind === 'county'
        ? 'Madera County'
        : random.pick(GROWERS).name;
  const localSiteId =
    monitorBy === STATE_AGENCY || random.chance(0.3)
      ? shortStateWellNumber(stateWellNumber)
      : `${context.agencyAbbreviation(place.agency)}-${numbered(context.next(`local:${place.agency}`), 3)}`;
  return {
    place,
    ids: {
      local_site_id: localSiteId,
      dwr_well_id: stateWellNumber,
      origin_site_id: dwrSiteCode(place.position),
    },
    owners: { source_org: monitorBy, owner, monitor_by: monitorBy },
  };
}

/** Metered production wells: farms, the two cities and a few processors. */
function extractionSite(context: SiteContext, random: Random, gsp: string) {
  const place = context.placeIn(gsp, random);
  const city =
    place.gsp === 'COM'
      ? 'City of Madera'
      : place.gsa === 'City of Chowchilla GSA'
        ? 'City of Chowchilla'
        : null;
  if (city && random.chance(0.7)) {
    const number = context.next(`well:${city}`);
    return {
      place,
      ids: {
        local_site_id: `${city.replace('City of ', '')} Well ${number}`,
        dwr_well_id: context.nextStateWellNumber(place.position),
        // the drinking water program's source id: the city's water system and the well
        origin_site_id: `${PUBLIC_WATER_SYSTEMS[city]}-${numbered(number, 3)}`,
      },
      owners: { source_org: city, owner: city, monitor_by: city },
    };
  }
  const owner = random.chance(0.12) ? random.pick(PROCESSORS) : random.pick(GROWERS);
  const selfReported = random.chance(0.25);
  const abbreviation = context.agencyAbbreviation(place.agency);
  return {
    place,
    ids: {
      local_site_id: `${owner.short} Well ${context.next(`well:${owner.name}`)}`,
      // older wells were drilled before the state numbered them
      dwr_well_id: random.chance(0.85) ? context.nextStateWellNumber(place.position) : null,
      origin_site_id: `${abbreviation}-M${numbered(context.next(`meter:${abbreviation}`), 4)}`,
    },
    owners: {
      source_org: place.agency,
      owner: owner.name,
      monitor_by: selfReported ? owner.name : place.agency,
    },
  };
}

/** Where surface water enters the basin's supply: stream diversions and turnouts from the Madera Canal. */
function supplySite(context: SiteContext, random: Random, gsp: string) {
  const bank = random.chance(0.45) ? streamBank(context, random, gsp) : null;
  if (bank) {
    const { waterway, place } = bank;
    const holder = isDistrict(place.agency) && random.chance(0.6) ? place.agency : random.pick(GROWERS).name;
    return {
      place,
      ids: {
        local_site_id: `${waterway.name} diversion near Road ${roadNear(place.position[0])}`,
        dwr_well_id: null,
        // the water right: an appropriative application (A) or a riparian statement of diversion (S)
        origin_site_id: `${holder === place.agency ? 'A0' : 'S0'}${random.integer(10_000, 26_999)}`,
      },
      owners: {
        source_org: place.agency,
        owner: holder,
        monitor_by: holder === place.agency || random.chance(0.5) ? place.agency : holder,
      },
    };
  }
  const place = placeWhere(context, random, gsp, (candidate) => isDistrict(candidate.agency));
  // The canal runs north from Friant to the Chowchilla River, so mileposts grow to the north.
  const milepost = Math.min(
    35.9,
    Math.max(0.5, ((place.position[1] - 36.9) / 0.3) * 35.4 + random.normal(0, 0.6)),
  ).toFixed(2);
  return {
    place,
    ids: {
      local_site_id: `${CVP_CANAL} turnout MP ${milepost}`,
      dwr_well_id: null,
      origin_site_id: `MDC ${milepost}${random.pick(['L', 'R'])}`,
    },
    owners: {
      source_org: place.agency,
      owner: place.agency,
      // Reclamation meters the turnouts of the contractors it delivers to
      monitor_by: random.chance(0.5) ? RECLAMATION : place.agency,
    },
  };
}

/** Where surface water is used instead of pumping (in-lieu deliveries) or put into the ground. */
function useSite(context: SiteContext, random: Random, gsp: string) {
  const kind = random.weighted([
    ['in-lieu', 55],
    ['recharge basin', 25],
    ['on-farm recharge', 20],
  ] as const);
  const project = () => `PMA-${gsp}-${numbered(context.next(`pma:${gsp}`), 2)}`;
  if (kind === 'in-lieu') {
    const place = placeWhere(context, random, gsp, (candidate) => isDistrict(candidate.agency));
    const grower = random.pick(GROWERS);
    const abbreviation = context.agencyAbbreviation(place.agency);
    const turnout = `${lateral(random)}-${random.integer(1, 9)}`;
    return {
      place,
      ids: {
        local_site_id: `${grower.short} turnout ${turnout}`,
        dwr_well_id: null,
        origin_site_id: `${abbreviation}-${turnout}`,
      },
      owners: { source_org: place.agency, owner: grower.name, monitor_by: place.agency },
    };
  }
  const place = context.placeIn(gsp, random);
  if (kind === 'recharge basin') {
    const owner = isDistrict(place.agency) ? place.agency : 'Madera County';
    return {
      place,
      ids: {
        local_site_id: `Road ${roadNear(place.position[0])} recharge basin`,
        dwr_well_id: null,
        origin_site_id: project(),
      },
      owners: { source_org: place.agency, owner, monitor_by: owner },
    };
  }
  const grower = random.pick(GROWERS);
  return {
    place,
    ids: {
      local_site_id: `${grower.short} Flood-MAR field ${context.next(`flood:${grower.name}`)}`,
      dwr_well_id: null,
      origin_site_id: project(),
    },
    owners: { source_org: place.agency, owner: grower.name, monitor_by: place.agency },
  };
}

const SITES = { storage: storageSite, extraction: extractionSite, supply: supplySite, use: useSite };

const FIRST_CHANGE = utcDate(2023, 1, 1);
const CHANGE_DAYS = Math.round((LAST_READING_DATE.getTime() - FIRST_CHANGE.getTime()) / 86_400_000);

/** The last change: mostly by one of the GSP's reporters, otherwise by an administrator, in office hours. */
function lastChange(random: Random, editors: SiteEditor[], gspId: number | null) {
  const allowed = editors.filter((editor) => canEditWell(editor.actor, editor.associations, gspId));
  const reporters = allowed.filter((editor) => !isAdministrator(editor.actor));
  const pool = reporters.length && random.chance(0.75) ? reporters : allowed;
  const editor = pool.length ? random.pick(pool) : null;
  const day = addDays(FIRST_CHANGE, random.integer(0, CHANGE_DAYS));
  // 16:00-24:59 UTC is the basin's working day (8 a.m. to 5 p.m. in winter, an hour later in summer)
  const minutes = random.integer(16 * 60, 25 * 60 - 1);
  return {
    updateby_id: editor?.actor.id ?? null,
    updated_at: new Date(day.getTime() + minutes * 60_000).toISOString(),
  };
}

/**
 * The sites of the four editable wells tables. Each list is spread over the GSPs that report it by the
 * basin's usual weights; the rows are the same on every run.
 */
export function planGroundwaterSites(
  context: SiteContext,
  random: Random,
  editors: SiteEditor[],
): PlannedGroundwaterSite[] {
  return GROUNDWATER_SITE_PURPOSES.flatMap((purpose) => {
    const { count, prefix, module } = LISTS[purpose];
    const weights = Object.fromEntries(
      Object.entries(GSP_WEIGHTS).filter(([gsp]) => context.submits(gsp, module)),
    );
    return shareOut(count, weights).map((gsp, index) => {
      const siteRandom = random.fork(`${purpose}:${index}`);
      const { place, ids, owners } = SITES[purpose](context, siteRandom, gsp);
      const { coordinate_accuracy: accuracy, ...located } = coordinateColumns(siteRandom);
      const sourceGspId = context.gspId(place.gsp);
      const row: Row = {
        purpose,
        dms_site_id: context.nextSiteId(prefix, place.gsp),
        ...ids,
        ...owners,
        source_gsp_id: sourceGspId,
        latitude: place.position[1],
        longitude: place.position[0],
        ...located,
        accuracy,
        ...lastChange(siteRandom, editors, sourceGspId),
      };
      return { row, place };
    });
  });
}
