import { z } from 'zod';
import { authorizedReporterField } from './gsp';

/** spec 2 §7: POST updateauthreporter/{user id} with authorized_reporter (boolean) and gsp. */
export const authorizedReporterUpdateSchema = z.strictObject({
  authorized_reporter: authorizedReporterField,
  gsp: z.coerce
    .number({ error: 'Select a GSP from the list.' })
    .int()
    .positive('Select a GSP from the list.'),
});
export type AuthorizedReporterUpdate = z.input<typeof authorizedReporterUpdateSchema>;

export const AUTHORIZED_REPORTER_TEXTS = {
  notForAgency: 'Users with the role Agency cannot be authorized reporters.',
  noAssociation: 'This user is not associated with that GSP.',
} as const;
