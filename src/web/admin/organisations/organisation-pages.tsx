import { GSA_TEXTS } from '../../../domain/admin/gsa';
import { GspAssociationsSection } from './gsp-associations-section';
import { GspBoundarySection } from './gsp-boundary-section';
import { AGENCY_KIND, GSA_KIND, GSP_KIND } from './organisation-kinds';
import { OrganisationFormPage } from './organisation-form-page';
import { OrganisationListPage } from './organisation-list-page';
import { UserAssociationsSection, type UserAssociation } from './user-associations-section';

/** spec 2 §2.8: /adminagencies and /adminagencies/{id|new}. */
export const AgencyListPage = () => <OrganisationListPage kind={AGENCY_KIND} />;
export const AgencyFormPage = () => <OrganisationFormPage kind={AGENCY_KIND} />;

/** spec 2 §2.9: /admingsas and /admingsas/{id|new}, with the GSA's user associations. */
export const GsaListPage = () => <OrganisationListPage kind={GSA_KIND} />;
export const GsaFormPage = () => (
  <OrganisationFormPage kind={GSA_KIND}>
    {(gsa) => (
      <UserAssociationsSection<UserAssociation>
        path="gsaassociations"
        parentKey="gsa"
        parentId={gsa.id}
        parentName={gsa.name}
        emptyText={GSA_TEXTS.noAssociations}
      />
    )}
  </OrganisationFormPage>
);

/** spec 2 §2.10: /admingsps and /admingsps/{id|new}, with users and their reporting authorization. */
export const GspListPage = () => <OrganisationListPage kind={GSP_KIND} />;
export const GspFormPage = () => (
  <OrganisationFormPage kind={GSP_KIND}>
    {(gsp) => (
      <>
        <GspBoundarySection gsp={gsp} />
        <GspAssociationsSection gsp={gsp} />
      </>
    )}
  </OrganisationFormPage>
);
