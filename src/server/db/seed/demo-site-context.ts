import type { agencies } from '../schema/accounts';
import type { gsas, gsps } from '../schema/organisations';
import type { DataSubmissionCode } from '../../../domain/admin/gsp';
import {
  areaAt,
  GSA_AREAS,
  GSP_AREAS,
  publicLandSurvey,
  randomPointIn,
  type Position,
  dwrSiteCode,
} from './basin-geography';
import { NEWEST_WATER_YEAR_START } from './basin-climate';
import type { Random } from './random';

export interface SeedOrganisations {
  agencies: (typeof agencies.$inferSelect)[];
  gsas: (typeof gsas.$inferSelect)[];
  gsps: (typeof gsps.$inferSelect)[];
}

/** The agency that runs each GSA's monitoring (GSAs without an agency of their own fall to the county). */
const GSA_AGENCY: Record<string, string> = {
  'Triangle T Water District GSA': 'Madera County',
  'Chowchilla Water District GSA': 'Chowchilla Water District',
  'City of Chowchilla GSA': 'City of Chowchilla',
  'Sierra Vista Mutual Water Company GSA': 'Madera County',
  'Madera County GSA': 'Madera County',
  'Gravelly Ford Water District GSA': 'Gravelly Ford Water District',
  'Madera Irrigation District GSA': 'Madera Irrigation District',
  'Root Creek Water District GSA': 'Root Creek Water District',
};

export const STATE_AGENCY = 'Department of Water Resources';

/**
 * GSPs whose newest water year is still being collected: their readings from October 1, 2025 on are not
 * submitted yet, so only their own users and administrators see them (the visibility rule).
 */
const GSPS_STILL_COLLECTING = ['CHOW', 'RC'];

/** Where a demo site is and who it belongs to. */
export interface SitePlace {
  position: Position;
  gsp: string;
  gsa: string;
  agency: string;
}

export class SiteContext {
  private readonly counters = new Map<string, number>();

  constructor(private readonly organisations: SeedOrganisations) {}

  agencyId(name: string): number {
    const agency = this.organisations.agencies.find((row) => row.name === name);
    if (!agency) throw new Error(`The demo agency '${name}' is missing.`);
    return agency.id;
  }

  gsaId(name: string): number | null {
    return this.organisations.gsas.find((row) => row.name === name)?.id ?? null;
  }

  gspId(abbreviation: string): number | null {
    return this.organisations.gsps.find((row) => row.abbreviation === abbreviation)?.id ?? null;
  }

  /** A place inside a GSP's area, with the GSA and agency of that spot. */
  placeIn(gsp: string, random: Random): SitePlace {
    const area = GSP_AREAS.find((candidate) => candidate.name === gsp)!;
    return this.placeAt(randomPointIn(area, random));
  }

  /** Who a position belongs to; positions outside the basin go to the nearest GSP by longitude. */
  placeAt(position: Position): SitePlace {
    const gsp = areaAt(GSP_AREAS, position)?.name ?? 'CHOW';
    const gsa = areaAt(GSA_AREAS, position)?.name ?? 'Madera County GSA';
    return { position, gsp, gsa, agency: GSA_AGENCY[gsa] ?? 'Madera County' };
  }

  /** The plan columns every site has. */
  planColumns(place: SitePlace) {
    return {
      latitude: place.position[1],
      longitude: place.position[0],
      source_gsp_id: this.gspId(place.gsp),
      source_gsa_id: this.gsaId(place.gsa),
    };
  }

  agencyAbbreviation(name: string): string {
    return this.organisations.agencies.find((row) => row.name === name)?.abbreviation ?? 'MC';
  }

  /** 1, 2, 3, ... per key, for site numbers and state well number sequences. */
  next(key: string): number {
    const next = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, next);
    return next;
  }

  /**
   * DWR's site code of a well at a position: the position's code with the next sequence of that spot
   * (ten-thousandths of a degree, about 10 m), so no two demo wells share one, as DWR keeps them.
   */
  nextDwrSiteCode(position: Position): string {
    const first = dwrSiteCode(position);
    return dwrSiteCode(position, this.next(`dwr:${first}`));
  }

  /** The next state well number of a position's 40-acre tract, so no two demo sites share one. */
  nextStateWellNumber(position: Position): string {
    const plss = publicLandSurvey(position);
    return plss.stateWellNumber(this.next(`swn:${plss.township}${plss.range}${plss.section}${plss.tract}`));
  }

  /** Whether a GSP reports a module of spec 2 §3 (its data submission codes). */
  submits(abbreviation: string, module: DataSubmissionCode): boolean {
    const gsp = this.organisations.gsps.find((row) => row.abbreviation === abbreviation);
    return gsp?.dataSubmission.includes(module) ?? false;
  }

  /** The next DMS site id of a kind in a GSP: WL-CHOW-0001, SUB-MADJ-003, ... */
  nextSiteId(prefix: string, gsp: string, digits = 4): string {
    return `${prefix}-${gsp}-${String(this.next(`${prefix}-${gsp}`)).padStart(digits, '0')}`;
  }

  /** Submitted, except the newest water year's readings of the GSPs still collecting it. */
  isSubmitted(gsp: string, date: string): boolean {
    return !(GSPS_STILL_COLLECTING.includes(gsp) && date >= NEWEST_WATER_YEAR_START);
  }
}

/** Spreads a number of sites over the four demo GSPs by weight, in a stable order. */
export function shareOut(total: number, weights: Record<string, number>): string[] {
  const entries = Object.entries(weights);
  const sum = entries.reduce((acc, [, weight]) => acc + weight, 0);
  const counts = entries.map(([gsp, weight]) => [gsp, Math.floor((total * weight) / sum)] as const);
  let remaining = total - counts.reduce((acc, [, count]) => acc + count, 0);
  const result = counts.map(([gsp, count]) => [gsp, count + (remaining-- > 0 ? 1 : 0)] as const);
  return result.flatMap(([gsp, count]) => Array.from({ length: count }, () => gsp));
}

export const GSP_WEIGHTS = { CHOW: 38, MADJ: 34, COM: 14, RC: 14 };

export type Row = Record<string, unknown>;
