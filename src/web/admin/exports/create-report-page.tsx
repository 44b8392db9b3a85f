import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminPage } from '../admin-page';
import { ANNUAL_REPORT_FILE_NAME } from '../../../domain/annual-report/annual-report-texts';
import { EXPORTS_TEXTS } from './exports-texts';
import { GspChecklist, useGspSelection } from './gsp-checklist';
import { JobProgress } from './job-progress';
import { useFileJob } from './use-file-job';
import { useWaterYearChoices, WaterYearSelect } from './water-year-select';

/**
 * spec 2 §2.17: /admincreatereport. The Annual Report of the chosen GSPs for one water year, saved by the
 * browser as 'Annual Report.docx' once the background job has made it.
 */
export function CreateReportPage() {
  const selection = useGspSelection();
  const years = useWaterYearChoices();
  const job = useFileJob({ failedText: EXPORTS_TEXTS.reportFailed, fileName: ANNUAL_REPORT_FILE_NAME });
  const nothingTicked = selection.ticked.size === 0;

  const createReport = () => {
    if (years.chosen === null || years.chosen === 'All') return;
    job.start('createreport', { gsps: [...selection.ticked], water_year: years.chosen });
  };

  return (
    <AdminPage title={EXPORTS_TEXTS.reportTitle}>
      <GspChecklist selection={selection} disabled={job.busy} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <WaterYearSelect label={EXPORTS_TEXTS.reportWaterYear} choices={years} disabled={job.busy} />
        <Button
          variant="contained"
          onClick={createReport}
          disabled={nothingTicked || years.chosen === null || job.busy}
          aria-describedby={nothingTicked ? 'report-needs-gsp' : undefined}
        >
          {EXPORTS_TEXTS.reportButton}
        </Button>
        {nothingTicked && (
          <Typography id="report-needs-gsp" variant="body2" color="text.secondary">
            {EXPORTS_TEXTS.chooseGsp}
          </Typography>
        )}
      </Stack>
      <JobProgress
        state={job.state}
        label={EXPORTS_TEXTS.reportProgress}
        unit="sections"
        onRetry={job.retry}
      />
    </AdminPage>
  );
}
