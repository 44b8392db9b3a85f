import { AGENCY_TEXTS, agencyDisplayName, agencySchema } from '../../../domain/admin/agency';
import { GSA_TEXTS, gsaSchema } from '../../../domain/admin/gsa';
import { GSP_TEXTS, gspSchema } from '../../../domain/admin/gsp';

/** An agency, GSA or GSP as its collection answers it (spec 2 §3). */
export interface OrganisationRecord {
  id: number;
  name: string;
  abbreviation: string;
  data_submission?: string[];
}

/** What sets the agency, GSA and GSP screens apart: they share a list, a form and the name rules. */
export interface OrganisationKind {
  /** The API collection of spec 2 §7. */
  path: 'agencys' | 'gsas' | 'gsps';
  route: string;
  /** How the thing is named in sentences: 'agency'; and more of them: 'agencies'. */
  noun: string;
  plural: string;
  texts: {
    listTitle: string;
    filter: string;
    add: string;
    empty: string;
    newTitle: string;
    editTitle: string;
  };
  schema: typeof agencySchema | typeof gsaSchema | typeof gspSchema;
  /** spec 2 §2.8: an agency named 'Not Found' shows as an empty name. */
  displayName: (name: string) => string;
  hasRequirements: boolean;
}

export const AGENCY_KIND: OrganisationKind = {
  path: 'agencys',
  route: '/adminagencies',
  noun: 'agency',
  plural: 'agencies',
  texts: AGENCY_TEXTS,
  schema: agencySchema,
  displayName: agencyDisplayName,
  hasRequirements: false,
};

export const GSA_KIND: OrganisationKind = {
  path: 'gsas',
  route: '/admingsas',
  noun: 'GSA',
  plural: 'GSAs',
  texts: GSA_TEXTS,
  schema: gsaSchema,
  displayName: (name) => name,
  hasRequirements: false,
};

export const GSP_KIND: OrganisationKind = {
  path: 'gsps',
  route: '/admingsps',
  noun: 'GSP',
  plural: 'GSPs',
  texts: GSP_TEXTS,
  schema: gspSchema,
  displayName: (name) => name,
  hasRequirements: true,
};
