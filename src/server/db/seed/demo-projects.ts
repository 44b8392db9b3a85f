import type { Database } from '../client';
import { gsas as gsaTable, gsps as gspTable, waterYears } from '../schema/organisations';
import { annualUpdates, projectForms, projectStatuses } from '../schema/projects';

type Gsa = typeof gsaTable.$inferSelect;
type Gsp = typeof gspTable.$inferSelect;

interface DemoProject {
  project_id: string;
  project_name: string;
  gsa: string;
  gsp: string;
  record_type: 'Project' | 'Management Action';
  project_mechanism: string;
  first_year: number;
  project_description: string;
  est_annual_benefit: number;
  est_cap_cost: number;
  est_avg_ann_op_cost: number;
  lat: number;
  lon: number;
  /** [date, status, notes] in the order they happened. */
  statuses: ReadonlyArray<readonly [string, string, string]>;
  /** Share of the estimated benefit reached in each water year after the first; the costs follow it. */
  ramp: readonly number[];
}

/** Projects and management actions of the demo basin (spec 2 §2.18), with their history. */
const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    project_id: 'CHOW-PMA-01',
    project_name: 'Berenda Slough Flood-MAR Recharge',
    gsa: 'Chowchilla Water District GSA',
    gsp: 'CHOW',
    record_type: 'Project',
    project_mechanism: 'Groundwater Recharge',
    first_year: 2021,
    project_description:
      'Spreads Chowchilla Bypass flood releases on 240 acres of fallow and dormant orchard land.',
    est_annual_benefit: 6500,
    est_cap_cost: 3850000,
    est_avg_ann_op_cost: 142000,
    lat: 37.1205,
    lon: -120.2812,
    statuses: [
      ['2020-03-02', 'Planned', 'Included in the adopted GSP.'],
      ['2020-09-15', 'Design', 'Basin layout and turnout design under contract.'],
      ['2021-04-20', 'Under Construction', 'Berms and turnout structures being built.'],
      ['2022-01-10', 'Completed/Operational', 'First recharge season started.'],
    ],
    ramp: [0.2, 0.1, 1.3, 0.9, 0.6],
  },
  {
    project_id: 'CHOW-PMA-02',
    project_name: 'Chowchilla Subbasin Pumping Allocation',
    gsa: 'Madera County GSA',
    gsp: 'CHOW',
    record_type: 'Management Action',
    project_mechanism: 'Groundwater Allocation or Pumping Restriction',
    first_year: 2023,
    project_description:
      'Allocates a sustainable yield per acre, stepping down to the target by 2040, with metered wells.',
    est_annual_benefit: 12000,
    est_cap_cost: 450000,
    est_avg_ann_op_cost: 310000,
    lat: 37.0912,
    lon: -120.3655,
    statuses: [
      ['2021-11-01', 'Planned', 'Allocation ordinance drafted.'],
      ['2022-10-01', 'Ongoing', 'First allocation year under way.'],
    ],
    ramp: [0.4, 0.6, 0.75],
  },
  {
    project_id: 'MADJ-PMA-01',
    project_name: 'Madera Canal In-Lieu Surface Water Deliveries',
    gsa: 'Madera Irrigation District GSA',
    gsp: 'MADJ',
    record_type: 'Project',
    project_mechanism: 'In-Lieu Recharge',
    first_year: 2020,
    project_description: 'Delivers surplus Class 2 water to growers who pump less in the same season.',
    est_annual_benefit: 9000,
    est_cap_cost: 1200000,
    est_avg_ann_op_cost: 95000,
    lat: 36.9881,
    lon: -120.0934,
    statuses: [
      ['2019-06-12', 'Planned', 'Turnout agreements in negotiation.'],
      ['2020-02-03', 'Under Construction', 'Turnouts being installed on lateral 6.2.'],
      ['2020-10-01', 'Completed/Operational', 'Deliveries began with water year 2021.'],
    ],
    ramp: [0.3, 1.1, 0.2, 0.15, 1.25, 0.9],
  },
  {
    project_id: 'MADJ-PMA-02',
    project_name: 'Agricultural Land Repurposing Program',
    gsa: 'Madera County GSA',
    gsp: 'MADJ',
    record_type: 'Management Action',
    project_mechanism: 'Land Repurposing or Fallowing',
    first_year: 2024,
    project_description:
      'Pays willing owners to take irrigated land out of production for habitat or dryland uses.',
    est_annual_benefit: 4000,
    est_cap_cost: 0,
    est_avg_ann_op_cost: 1750000,
    lat: 36.9402,
    lon: -120.2217,
    statuses: [
      ['2023-01-17', 'Planned', 'Program guidelines adopted.'],
      ['2023-08-30', 'Permitting', 'CEQA review.'],
      ['2024-02-01', 'Ongoing', '1,120 acres enrolled.'],
    ],
    ramp: [0.35, 0.5],
  },
  {
    project_id: 'RC-PMA-01',
    project_name: 'Root Creek Water Recycling Facility',
    gsa: 'Root Creek Water District GSA',
    gsp: 'RC',
    record_type: 'Project',
    project_mechanism: 'Recycled Water',
    first_year: 2027,
    project_description: 'Treats community wastewater for irrigation of parks and a recharge pond.',
    est_annual_benefit: 1100,
    est_cap_cost: 14200000,
    est_avg_ann_op_cost: 420000,
    lat: 36.9553,
    lon: -119.8821,
    statuses: [
      ['2022-05-09', 'Planned', 'Feasibility study complete.'],
      ['2024-03-18', 'Design', '60% design.'],
      ['2025-07-01', 'On Hold', 'Waiting for a state grant decision.'],
    ],
    ramp: [],
  },
  {
    project_id: 'COM-PMA-01',
    project_name: 'City of Madera Water Conservation Program',
    gsa: 'Madera County GSA',
    gsp: 'COM',
    record_type: 'Management Action',
    project_mechanism: 'Water Conservation',
    first_year: 2019,
    project_description: 'Turf replacement rebates, leak detection and tiered rates.',
    est_annual_benefit: 800,
    est_cap_cost: 250000,
    est_avg_ann_op_cost: 60000,
    lat: 36.9613,
    lon: -120.0607,
    statuses: [
      ['2018-07-01', 'Planned', 'Rebate program approved by council.'],
      ['2019-01-01', 'Ongoing', 'Rebates open to residents.'],
    ],
    ramp: [0.5, 0.7, 0.9, 1.0, 1.05, 1.1, 1.1],
  },
  {
    project_id: 'CHOW-PMA-03',
    project_name: 'Ash Slough Stormwater Capture Basin',
    gsa: 'City of Chowchilla GSA',
    gsp: 'CHOW',
    record_type: 'Project',
    project_mechanism: 'Stormwater Capture',
    first_year: 2026,
    project_description: 'Detains urban storm runoff in a 20-acre basin that recharges between storms.',
    est_annual_benefit: 350,
    est_cap_cost: 2750000,
    est_avg_ann_op_cost: 35000,
    lat: 37.1228,
    lon: -120.2455,
    statuses: [['2024-11-05', 'Cancelled', 'Site purchase fell through; see CHOW-PMA-01.']],
    ramp: [],
  },
];

const money = (value: number) => Math.round(value * 100) / 100;

/** The demo basin's projects, their status over time and their annual updates, one per water year. */
export async function seedDemoProjects(tx: Database, options: { gsas: Gsa[]; gsps: Gsp[] }) {
  const years = await tx.select({ id: waterYears.id, year: waterYears.waterYear }).from(waterYears);
  const yearId = new Map(years.map((year) => [year.year, year.id]));
  for (const demo of DEMO_PROJECTS) {
    const { gsa, gsp, statuses, ramp, ...fields } = demo;
    const [project] = await tx
      .insert(projectForms)
      .values({
        ...fields,
        source_gsa_id: options.gsas.find((row) => row.name === gsa)!.id,
        source_gsp_id: options.gsps.find((row) => row.abbreviation === gsp)!.id,
      })
      .returning({ id: projectForms.id });
    await tx.insert(projectStatuses).values(
      statuses.map(([date, status, notes]) => ({
        projectform_id: project.id,
        proj_date: date,
        project_status: status,
        project_notes: notes,
      })),
    );
    const updates = ramp
      .map((share, index) => ({ share, year: demo.first_year + 1 + index }))
      .filter(({ year }) => yearId.has(year));
    if (!updates.length) continue;
    await tx.insert(annualUpdates).values(
      updates.map(({ share, year }, index) => ({
        projectform_id: project.id,
        water_year_id: yearId.get(year)!,
        annual_benefit: Math.round(demo.est_annual_benefit * share),
        // the capital cost is spent in the first year of operation, the operating cost follows the use
        annual_cap_cost: index === 0 ? money(demo.est_cap_cost * 0.15) : 0,
        annual_op_cost: money(demo.est_avg_ann_op_cost * Math.min(share, 1.2)),
        proj_update_desc: `Water year ${year}: ${Math.round(share * 100)}% of the estimated annual benefit.`,
      })),
    );
  }
}
