import { count } from 'drizzle-orm';
import { waterYearBounds } from '../../../domain/admin/water-year';
import { hashPassword } from '../../accounts/password-hashing';
import { defaultConfigRows } from '../../settings/application-config';
import type { Database } from '../client';
import { agencies, applicationConfig, users } from '../schema/accounts';
import { gsaAssociations, gsas, gspAssociations, gsps, waterYears } from '../schema/organisations';
import {
  DEMO_AGENCIES,
  DEMO_GSAS,
  DEMO_GSPS,
  DEMO_PASSWORD,
  DEMO_USERS,
  DEMO_YEAR_TYPES,
} from './demo-accounts';
import { areaPolygon, GSP_AREAS } from './basin-geography';
import { seedDemoAnnualReports } from './demo-annual-reports';
import { seedDemoProjects } from './demo-projects';
import { seedFieldWells } from './seed-field-wells';
import { seedMonitoringData } from './seed-monitoring-data';

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [{ users: userCount }] = await db.select({ users: count() }).from(users);
  return Number(userCount) === 0;
}

/** The demo basin, built in one transaction so a failed seed leaves nothing behind. */
export async function seedDemoData(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(applicationConfig).values(defaultConfigRows()).onConflictDoNothing();
    const agencyRows = await tx.insert(agencies).values(DEMO_AGENCIES).returning();
    const gsaRows = await tx.insert(gsas).values(DEMO_GSAS).returning();
    const gspRows = await tx
      .insert(gsps)
      .values(
        DEMO_GSPS.map((gsp) => ({
          name: gsp.name,
          abbreviation: gsp.abbreviation,
          dataSubmission: [...gsp.dataSubmission],
          // the plan areas the demo sites are placed in, so a DWR stations file keeps the GSP's own
          boundary: areaPolygon(GSP_AREAS.find((area) => area.name === gsp.abbreviation)!),
        })),
      )
      .returning();
    const agencyId = (name: string) => agencyRows.find((row) => row.name === name)!.id;

    for (const demo of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          passwordHash,
          firstName: demo.firstName,
          lastName: demo.lastName,
          phone: demo.phone,
          city: demo.city,
          state: 'CA',
          role: demo.role,
          status: demo.status,
          agencyId: agencyId(demo.agency),
        })
        .returning();
      for (const [abbreviation, authorizedReporter] of Object.entries(demo.gsps)) {
        const gsp = gspRows.find((row) => row.abbreviation === abbreviation)!;
        await tx.insert(gspAssociations).values({ userId: user.id, gspId: gsp.id, authorizedReporter });
      }
      for (const gsaName of demo.gsas) {
        const gsa = gsaRows.find((row) => row.name === gsaName)!;
        await tx.insert(gsaAssociations).values({ userId: user.id, gsaId: gsa.id });
      }
    }

    const years = Object.keys(DEMO_YEAR_TYPES).map(Number);
    const latest = Math.max(...years);
    await tx.insert(waterYears).values(
      years.map((year) => {
        const { start, end } = waterYearBounds(year);
        return {
          waterYear: year,
          waterYearStart: start,
          waterYearEnd: end,
          importStart: start,
          importEnd: end,
          isActive: year === latest,
          yearType: DEMO_YEAR_TYPES[year],
        };
      }),
    );
    await seedMonitoringData(tx, { agencies: agencyRows, gsas: gsaRows, gsps: gspRows });
    await seedFieldWells(tx, { agencies: agencyRows, gsas: gsaRows, gsps: gspRows });
    await seedDemoProjects(tx, { gsas: gsaRows, gsps: gspRows });
    await seedDemoAnnualReports(tx);
  });
}
