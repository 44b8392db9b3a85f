import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isAdministrator, type GspAssociationLike } from '../../../domain/accounts/permissions';
import type { WaterYearAnswer } from '../../../domain/imports/import-answers';
import { formatNumber } from '../../../domain/numbers/number-format';
import {
  canReadGspReports,
  reportFormState,
  type ReportFormLock,
} from '../../../domain/reporting/report-access';
import { computeReportTotals, reportFields } from '../../../domain/reporting/report-record';
import { emptyFieldsBeforeSubmit } from '../../../domain/reporting/report-submit-check';
import { reportTypeOfFormRoute, type ReportType } from '../../../domain/reporting/report-types';
import type { ReportingStatusRow, ReportRecord } from '../../../domain/reporting/reporting-api';
import { REPORTING_TEXTS } from '../../../domain/reporting/reporting-texts';
import { ApiError } from '../../api/api-client';
import { useSession } from '../../accounts/session-provider';
import { requestErrorText } from '../../admin/admin-errors';
import { LastChangedLine } from '../../admin/last-changed-line';
import { NotFoundPage } from '../../app/not-found-page';
import { useCanOpenRoute } from '../../app/use-can-open-route';
import { PageBreadcrumbs, type BreadcrumbItem } from '../../components/breadcrumbs/page-breadcrumbs';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { UnsavedChangesDialog } from '../../components/dialogs/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../components/dialogs/use-unsaved-changes-guard';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { ChoiceCell, TextCell, type Choices } from '../../components/sector-table/sector-cells';
import { choicesOfField, SectorTable } from '../../components/sector-table/sector-table';
import { collectionOptionsQuery, type FieldOptions } from '../../admin/admin-api';
import { ErrorState } from '../../components/states/error-state';
import { LoadingState } from '../../components/states/loading-state';
import {
  activeWaterYearOrNoneQuery,
  reportingStatusQuery,
  reportRecordQuery,
  useSaveReport,
  yearReportQuery,
} from './reporting-api';

type FormValues = Record<string, number | string | null>;

const LOCK_TEXTS: Record<Exclude<ReportFormLock, null>, string> = {
  notAssociated: REPORTING_TEXTS.notAssociated,
  notAuthorized: REPORTING_TEXTS.notAuthorized,
  submitted: REPORTING_TEXTS.submittedLock,
  pastWaterYear: REPORTING_TEXTS.pastYearLock,
  importedOnly: REPORTING_TEXTS.importedOnlyLock,
};

function valuesOf(type: ReportType, record: ReportRecord | null): FormValues {
  return Object.fromEntries(reportFields(type).map((field) => [field.name, record?.[field.name] ?? null]));
}

/** What a save sends of the values: every field, totals as the form shows them, blank text as null. */
function sentValues(type: ReportType, values: FormValues): FormValues {
  const computed = computeReportTotals(type, values);
  return Object.fromEntries(
    reportFields(type).map((field) => {
      const value = computed[field.name];
      return [field.name, typeof value === 'string' && value.trim() === '' ? null : (value ?? null)];
    }),
  );
}

/** A DRF 400 answer's messages by field: `{field: [messages]}`. */
function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  if (!error.body || typeof error.body !== 'object' || Array.isArray(error.body)) return {};
  const messages: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (text): text is string => typeof text === 'string',
    );
    if (texts.length) messages[field] = texts.join(' ');
  }
  return messages;
}

/** A label and its value; each its own list so the header can hold form fields between them. */
function HeaderItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function HelpDialogButton({ type }: { type: ReportType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton aria-label={`Help: ${type.help.question}`} onClick={() => setOpen(true)}>
        <HelpOutlineIcon />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="report-help-title">
        <DialogTitle id="report-help-title">{type.help.question}</DialogTitle>
        <DialogContent>
          <DialogContentText>{type.help.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

interface ReportFormProps {
  type: ReportType;
  gspId: number;
  record: ReportRecord | null;
  activeWaterYear: WaterYearAnswer | null;
  statusRow: ReportingStatusRow | undefined;
  /** The choice lists of OPTIONS {key}/ by field name, once they have come. */
  choices: Readonly<Record<string, Choices>> | undefined;
}

/** The choice lists of an OPTIONS answer, by field name. */
function choicesOfOptions(fields: Record<string, FieldOptions> | undefined) {
  if (!fields) return undefined;
  const choices: Record<string, Choices> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.choices) {
      choices[name] = field.choices.map((choice) => ({
        value: String(choice.value),
        display_name: choice.display_name,
      }));
    }
  }
  return choices;
}

/** spec 3 §2.2: the heading and breadcrumbs of a current-year form, or of a past or submitted detail. */
function pageHeading(type: ReportType, detail: boolean): { title: string; crumbs: BreadcrumbItem[] } {
  return detail
    ? {
        title: type.detailTitle,
        crumbs: [{ label: type.title, to: type.submittedRoute }, { label: type.detailTitle }],
      }
    : {
        title: type.formTitle,
        crumbs: [{ label: REPORTING_TEXTS.associatedGsps, to: '/reporting' }, { label: type.formTitle }],
      };
}

function ReportForm({ type, gspId, record, activeWaterYear, statusRow, choices }: ReportFormProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [values, setValues] = useState<FormValues>(() => valuesOf(type, record));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveReport(type, record?.id ?? null);
  const guard = useUnsavedChangesGuard(dirty);
  const [confirmingSubmit, setConfirmingSubmit] = useState(false);

  const associations = useMemo((): GspAssociationLike[] => {
    const own = (user?.gsp_associations ?? []).filter((association) => association.gsp !== gspId);
    const session = user?.gsp_associations.find((association) => association.gsp === gspId);
    // the status row is the server's word on this GSP now; the session's may be older
    if (statusRow && !isAdministrator(user))
      return [...own, { gsp: gspId, authorized_reporter: statusRow.authorized_reporter }];
    return session ? [...own, session] : own;
  }, [user, gspId, statusRow]);

  const state = user
    ? reportFormState({
        actor: user,
        associations,
        gspId,
        editableForm: type.editableForm,
        record: record && { submitted: record.submitted, water_year_id: record.water_year_id },
        activeWaterYearId: activeWaterYear?.id ?? null,
      })
    : null;
  const detail = !!state?.historic || !!record?.submitted;
  const heading = pageHeading(type, detail);
  usePageTitle(heading.title);

  const change = useCallback((field: string, value: number | string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDirty(true);
  }, []);

  const grandTotals = useMemo(() => computeReportTotals(type, values), [type, values]);
  const emptyFields = useMemo(() => emptyFieldsBeforeSubmit(type, values), [type, values]);
  const disabled = !state?.editable || save.isPending;
  const waterYearId = record?.water_year_id ?? activeWaterYear?.id;

  const send = (submit: boolean) => {
    if (waterYearId === undefined) return;
    setErrors({});
    save.mutate(
      {
        gsp_id: gspId,
        water_year_id: waterYearId,
        saved: true,
        ...sentValues(type, values),
        ...(submit ? { submitted: true } : {}),
      },
      {
        onSuccess: () => {
          guard.allowLeaving();
          void navigate('/reporting');
        },
        onError: (error) => setErrors(fieldMessages(error)),
      },
    );
  };

  const gspLabel =
    record?.gsp_name_label ||
    record?.gsp_label ||
    statusRow?.name ||
    user?.gsp_associations.find((association) => association.gsp === gspId)?.gsp_label ||
    String(gspId);
  const month = type.monthField;
  const canOpen = useCanOpenRoute();
  const historyPath = `/reportinghistory/${type.key}/${gspId}`;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={heading.crumbs} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h2">
          {heading.title}
        </Typography>
        <HelpDialogButton type={type} />
      </Stack>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end', my: 2 }}>
        <HeaderItem label={REPORTING_TEXTS.waterYear}>
          {record?.water_year ?? activeWaterYear?.water_year}
        </HeaderItem>
        {month &&
          (state?.editable ? (
            <ChoiceCell
              name={month}
              label={REPORTING_TEXTS.measurementMonth}
              visibleLabel
              value={typeof values[month] === 'string' ? values[month] : ''}
              choices={choicesOfField(month, 'month', choices)!}
              disabled={disabled}
              error={errors[month]}
              onChange={change}
            />
          ) : (
            <HeaderItem label={REPORTING_TEXTS.measurementMonth}>{values[month] ?? ''}</HeaderItem>
          ))}
        <HeaderItem label={REPORTING_TEXTS.gsp}>{gspLabel}</HeaderItem>
        {record?.gsa_name_label && (
          <HeaderItem label={REPORTING_TEXTS.gsa}>{record.gsa_name_label}</HeaderItem>
        )}
      </Stack>
      {canOpen(historyPath) && (
        <Link component={RouterLink} to={historyPath}>
          {REPORTING_TEXTS.viewHistory}
        </Link>
      )}
      {state?.lock && (
        <Alert severity="info" role="note" sx={{ my: 2 }}>
          {LOCK_TEXTS[state.lock]}
        </Alert>
      )}
      <Stack spacing={3} sx={{ mt: 2 }}>
        {type.tables.map((table) => (
          <SectorTable
            key={table.key}
            reportType={type}
            table={table}
            values={values}
            onChange={change}
            disabled={disabled}
            errors={errors}
            choices={choices}
          />
        ))}
        {type.grandTotals && (
          <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', m: 0 }}>
            {type.grandTotals.map((total) => (
              <HeaderItem key={total.field} label={total.label}>
                {formatNumber(grandTotals[total.field], type.displayDecimals)}
              </HeaderItem>
            ))}
          </Stack>
        )}
        {type.notes.map((field) => (
          <TextCell
            key={field.name}
            name={field.name}
            label={field.label}
            visibleLabel
            minRows={2}
            value={typeof values[field.name] === 'string' ? (values[field.name] as string) : ''}
            disabled={disabled}
            error={errors[field.name]}
            onChange={change}
          />
        ))}
        {save.isError && (
          <Alert severity="error">{requestErrorText(save.error, REPORTING_TEXTS.saveFailed)}</Alert>
        )}
        {state?.editable && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              variant="contained"
              onClick={() => send(false)}
              disabled={save.isPending}
              startIcon={save.isPending ? <CircularProgress size={16} /> : undefined}
            >
              {REPORTING_TEXTS.save}
            </Button>
            <Button
              variant="outlined"
              onClick={() => setConfirmingSubmit(true)}
              disabled={save.isPending || !state.canSubmit}
            >
              {type.submitLabel}
            </Button>
          </Stack>
        )}
        {record && isAdministrator(user) && <LastChangedLine path="annualreports" id={record.id} />}
      </Stack>
      <UnsavedChangesDialog {...guard.dialogProps} />
      <ConfirmDialog
        open={confirmingSubmit}
        title={REPORTING_TEXTS.submitConfirmTitle}
        message={REPORTING_TEXTS.submitConfirmFinal}
        details={<EmptyFieldsList fields={emptyFields} />}
        confirmLabel={type.submitLabel}
        cancelLabel={REPORTING_TEXTS.goBack}
        onConfirm={() => {
          setConfirmingSubmit(false);
          send(true);
        }}
        onCancel={() => setConfirmingSubmit(false)}
      />
    </Box>
  );
}

/** The fields a reporter may still want to fill before a final submit (spec 3 §5: a warning, no refusal). */
function EmptyFieldsList({ fields }: { fields: readonly string[] }) {
  if (!fields.length) return <Typography sx={{ mt: 2 }}>{REPORTING_TEXTS.submitNothingEmpty}</Typography>;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id="submit-empty-fields">{REPORTING_TEXTS.submitEmptyFields}</Typography>
      <Box component="ul" aria-labelledby="submit-empty-fields" sx={{ my: 1, pl: 3 }}>
        {fields.map((field) => (
          <li key={field}>{field}</li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The report of a GSP: its record, or the current year's (none yet: a new one), with the active water
 * year it is judged against and the GSP's reporting status row (its name and the user's authorization).
 */
function ReportScreen({ type, gspId, id }: { type: ReportType; gspId: number; id: string | null }) {
  const activeYear = useQuery(activeWaterYearOrNoneQuery);
  const activeId = activeYear.data?.id;
  const status = useQuery({ ...reportingStatusQuery(activeId ?? 0), enabled: activeId !== undefined });
  const byId = useQuery({ ...reportRecordQuery(type, id ?? ''), enabled: id !== null });
  const { user } = useSession();
  // spec 3 §6: the GSP's own report of the year is for its users and administrators (the API agrees)
  const readable = canReadGspReports(user, user?.gsp_associations ?? [], gspId);
  const ofYear = useQuery({
    ...yearReportQuery(type, gspId, activeId ?? 0),
    enabled: id === null && activeId !== undefined && readable,
  });
  const record = id === null ? ofYear : byId;
  const unreadYear = id === null && !readable;
  // the choice lists come from the server (spec 3 §2.2); until they do, the domain's same lists serve
  const options = useQuery(collectionOptionsQuery(type.key));
  const choices = useMemo(() => choicesOfOptions(options.data), [options.data]);

  const steps = [activeYear, ...(activeId === undefined ? [] : [status]), ...(unreadYear ? [] : [record])];
  const failed = steps.find((step) => step.isError && !step.isFetching);
  const noActiveYear = activeYear.data === null && id === null;
  const loading =
    !failed &&
    !noActiveYear &&
    steps.some(
      (step) => (step.isPending && step.fetchStatus !== 'idle') || (step.isError && step.isFetching),
    );

  let content: ReactNode;
  if (noActiveYear) content = <Alert severity="info">{REPORTING_TEXTS.noActiveWaterYear}</Alert>;
  else if (failed)
    content = (
      <ErrorState
        message={requestErrorText(failed.error, REPORTING_TEXTS.loadFailed)}
        onRetry={() => {
          for (const step of steps) if (step.isError) void step.refetch();
        }}
      />
    );
  else if (loading || (!unreadYear && record.data === undefined)) content = <LoadingState />;
  else
    return (
      <ReportForm
        type={type}
        gspId={gspId}
        record={unreadYear ? null : (record.data ?? null)}
        activeWaterYear={activeYear.data ?? null}
        statusRow={status.data?.gsp.find((row) => row.id === gspId)}
        choices={choices}
      />
    );
  return <LoadingScreen type={type}>{content}</LoadingScreen>;
}

/** The page around its loading, error and no-water-year states, titled as the form. */
function LoadingScreen({ type, children }: { type: ReportType; children: ReactNode }) {
  const heading = pageHeading(type, false);
  usePageTitle(heading.title);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageBreadcrumbs items={heading.crumbs} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {heading.title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * /reporting/{form}/{gsp} and /reporting/{form}/{gsp}/{id} (spec 3 §2.2): one page for the six report
 * forms, made from the report type of the route; an unknown form is not a page.
 */
export function ReportFormPage() {
  const { form = '', gspId = '', id } = useParams();
  const type = reportTypeOfFormRoute(form);
  const gsp = Number(gspId);
  if (!type || !/^\d+$/.test(gspId) || gsp <= 0 || (id !== undefined && !/^\d+$/.test(id)))
    return <NotFoundPage />;
  return <ReportScreen key={`${type.key}/${gsp}/${id ?? ''}`} type={type} gspId={gsp} id={id ?? null} />;
}
