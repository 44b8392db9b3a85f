import type { ProfileInput } from '../../domain/accounts/account-schemas';

/** The contact and address fields of the API as user columns; a field not given stays as it is. */
export function contactColumns(input: Partial<ProfileInput>) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    address: input.address,
    address2: input.address2,
    city: input.city,
    state: input.state,
    zip: input.zip,
  };
}
