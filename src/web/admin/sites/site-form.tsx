import { useId, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  coordinateText,
  isCoordinateKeystrokeText,
  pointGeometry,
} from '../../../domain/maps/coordinate-entry';
import { recordSchema, type FieldDefinition } from '../../../domain/monitoring/field-definitions';
import {
  formSectionOf,
  SITE_SAVE_TEXTS,
  siteSaveFailureLines,
  type SiteRegistry,
} from '../../../domain/monitoring/site-registries';
import { showServerFieldErrors } from '../../accounts/server-errors';
import { ApiError } from '../../api/api-client';
import { LocationPicker } from '../../components/location-picker/location-picker';
import { useSaveRecord, type FieldOptions } from '../admin-api';
import { requestErrorText } from '../admin-errors';
import { FieldInput, type FieldChoice } from '../../components/field-input/field-input';
import type { ReferenceChoice } from './site-references';
import type { SiteReferences } from './site-references';

export type SiteRecord = Record<string, unknown> & { id: number; dms_site_id: string };
type SiteFormValues = Record<string, string | boolean>;

/** A choice field's choices as the server's OPTIONS gives them, a reference's from its list. */
function choicesOf(
  field: FieldDefinition,
  options: FieldOptions | undefined,
  references: readonly ReferenceChoice[] | undefined,
): FieldChoice[] | undefined {
  if (field.type === 'choice') {
    return options?.choices?.map((choice) => ({ value: String(choice.value), label: choice.display_name }));
  }
  return references?.map((choice) => ({ value: String(choice.id), label: choice.label }));
}
type Parsed = Record<string, unknown>;

const COORDINATES = ['latitude', 'longitude'];

/** What shows sites outside administration: the monitoring lists, the site details and the home map's layers. */
const SITE_VIEWS = [
  ['wellsitesummary'],
  ['sitelists'],
  ['monitoring-site-detail'],
  ['maps', 'layer-features'],
];

/** The form's text of a stored value: numbers and ids as text, nothing as ''. */
function formValueOf(field: FieldDefinition, record: SiteRecord | undefined): string | boolean {
  const value = record?.[field.name];
  if (field.type === 'boolean') return value === true;
  return value === null || value === undefined ? '' : String(value);
}

/** What the failure dialog says: each field message with its field's name, or the server's reason. */
function failureLines(fields: readonly FieldDefinition[], error: unknown): string[] {
  if (error instanceof ApiError && error.status === 400) {
    const lines = siteSaveFailureLines(fields, error.body);
    if (lines.length) return lines;
  }
  return [requestErrorText(error, SITE_SAVE_TEXTS.failureFallback)];
}

export interface SiteFormProps {
  registry: SiteRegistry;
  /** The stored site; undefined for a new one. */
  record?: SiteRecord;
  options: Record<string, FieldOptions>;
  references: SiteReferences['choices'];
}

/**
 * The form of the four site registries (spec 2 §2.11-§2.14, §3, §5): every field of the kind in the
 * spec's sections, the map beside latitude and longitude, validation on submit with the domain's
 * schema (the server's own). Every kind waits for the save: 'Saving Please Wait ...', then the list,
 * or 'Please check the following' with the server's messages, which also stand under their fields.
 */
export function SiteForm({ registry, record, options, references }: SiteFormProps) {
  const { fields } = registry;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failureTitleId = useId();
  const savingTitleId = useId();
  const [failure, setFailure] = useState<string[] | null>(null);
  const save = useSaveRecord<SiteRecord>(registry.path, record?.id);
  const fieldNames = useMemo(() => fields.map((field) => field.name), [fields]);

  const defaultValues = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.name, formValueOf(field, record)])),
    [fields, record],
  );
  // the server's own schema of the kind (src/domain/monitoring/site-definitions.ts)
  const resolver = useMemo(
    () => zodResolver(recordSchema(fields)) as unknown as Resolver<SiteFormValues, unknown, Parsed>,
    [fields],
  );
  const form = useForm<SiteFormValues, unknown, Parsed>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // the fields hold text; what the schema makes of it (numbers, nulls) reaches only the submit handler
  const control = form.control as unknown as Control<SiteFormValues>;
  const latitude = useWatch({ control, name: 'latitude' });
  const longitude = useWatch({ control, name: 'longitude' });

  const pick = (pickedLatitude: string, pickedLongitude: string) => {
    form.setValue('latitude', pickedLatitude, { shouldDirty: true });
    form.setValue('longitude', pickedLongitude, { shouldDirty: true });
  };

  const copyLinkedCoordinates = (field: FieldDefinition, id: string) => {
    if (!registry.copiesLinkedCoordinates || !field.references?.endsWith('site')) return;
    const site = references[field.references]?.find((choice) => String(choice.id) === id);
    if (typeof site?.latitude === 'number' && typeof site.longitude === 'number') {
      pick(coordinateText(site.latitude), coordinateText(site.longitude));
    }
  };

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const body: Parsed = { ...values };
    if (typeof values.latitude === 'number' && typeof values.longitude === 'number') {
      body.geometry = pointGeometry(values.latitude, values.longitude);
    }
    save.mutate(body, {
      onSuccess: () => {
        // a new or moved site shows at once, not after those screens' cache has gone stale
        for (const queryKey of SITE_VIEWS) void queryClient.invalidateQueries({ queryKey });
        void navigate(registry.route);
      },
      onError: (error) => {
        showServerFieldErrors(error, fieldNames, form.setError);
        setFailure(failureLines(fields, error));
      },
    });
  });

  const bySection = (section: string) =>
    fields.filter((field) => formSectionOf(registry, field) === section && !COORDINATES.includes(field.name));
  const coordinateField = (name: string) => fields.find((field) => field.name === name)!;
  const input = (field: FieldDefinition) => (
    <FieldInput
      key={field.name}
      control={control}
      field={field}
      choices={choicesOf(
        field,
        options[field.name],
        field.references ? references[field.references] : undefined,
      )}
      acceptsText={
        COORDINATES.includes(field.name) ||
        (registry.filtersNumberKeystrokes && (field.type === 'number' || field.type === 'integer'))
          ? isCoordinateKeystrokeText
          : undefined
      }
      size="small"
      currentLabel={
        field.type === 'reference' && record
          ? String(record[`${field.name.replace(/_id$/, '')}_label`] ?? '')
          : undefined
      }
      disabled={save.isPending}
      onChosen={(chosen, value) => chosen.type === 'reference' && copyLinkedCoordinates(chosen, value)}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {registry.sections.map((section) => {
          const headingId = `${registry.kind}-${section.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <Paper
              key={section}
              component="section"
              aria-labelledby={headingId}
              sx={{ p: 2 }}
              variant="outlined"
            >
              <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 2 }}>
                {section}
              </Typography>
              {section === registry.mapSection && (
                <Box sx={{ mb: 2 }}>
                  <Box
                    sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                  >
                    {input(coordinateField('latitude'))}
                    {input(coordinateField('longitude'))}
                  </Box>
                  <Box>
                    <LocationPicker
                      latitude={typeof latitude === 'string' ? latitude : ''}
                      longitude={typeof longitude === 'string' ? longitude : ''}
                      onPick={pick}
                      disabled={save.isPending}
                      label={`Location of ${record?.dms_site_id ?? `the new ${registry.noun.toLowerCase()}`}`}
                    />
                  </Box>
                </Box>
              )}
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                }}
              >
                {bySection(section).map(input)}
              </Box>
            </Paper>
          );
        })}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {SITE_SAVE_TEXTS.save}
          </Button>
        </Box>
      </Stack>

      <Dialog open={save.isPending} aria-labelledby={savingTitleId}>
        <DialogTitle id={savingTitleId}>{SITE_SAVE_TEXTS.saving}</DialogTitle>
        <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={SITE_SAVE_TEXTS.saving} />
        </DialogContent>
      </Dialog>

      <Dialog open={failure !== null} onClose={() => setFailure(null)} aria-labelledby={failureTitleId}>
        <DialogTitle id={failureTitleId}>{SITE_SAVE_TEXTS.failureTitle}</DialogTitle>
        <DialogContent>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {failure?.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFailure(null)} autoFocus>
            {SITE_SAVE_TEXTS.close}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
