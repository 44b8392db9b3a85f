import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EXPORT_FILE_NAME,
  EXPORT_TARGET_KEYS,
  EXPORT_TARGETS,
  isExportTargetKey,
  type ExportTargetKey,
} from '../../../domain/exports/export-targets';
import { AdminPage } from '../admin-page';
import { EXPORTS_TEXTS } from './exports-texts';
import { GspChecklist, useGspSelection } from './gsp-checklist';
import { JobProgress } from './job-progress';
import { useFileJob } from './use-file-job';
import { useWaterYearChoices, WaterYearSelect } from './water-year-select';

type WaterLevelFormat = 'basin' | 'dwr';

/**
 * spec 2 §2.16: /adminexportdata (also /AdminExportData). The chosen GSPs' data of one target for a water
 * year, or all, saved by the browser as DataExport.xlsx once the background job has made it.
 */
export function ExportDataPage() {
  const selection = useGspSelection();
  const years = useWaterYearChoices();
  const [target, setTarget] = useState<ExportTargetKey>('water-level-data');
  const [format, setFormat] = useState<WaterLevelFormat>('basin');
  const job = useFileJob({ failedText: EXPORTS_TEXTS.exportFailed, fileName: EXPORT_FILE_NAME });
  const nothingTicked = selection.ticked.size === 0;
  const offersFormat = target === 'water-level-data';

  const exportData = () => {
    if (years.chosen === null) return;
    job.start(`dataexport/${target}`, {
      gsps: [...selection.ticked],
      water_years: years.chosen,
      ...(offersFormat && format === 'dwr' ? { format: 'dwr' } : {}),
    });
  };

  return (
    <AdminPage title={EXPORTS_TEXTS.exportTitle}>
      <GspChecklist selection={selection} disabled={job.busy} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          label={EXPORTS_TEXTS.target}
          value={target}
          disabled={job.busy}
          onChange={(event) => {
            if (isExportTargetKey(event.target.value)) setTarget(event.target.value);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260 }}
        >
          {EXPORT_TARGET_KEYS.map((key) => (
            <option key={key} value={key}>
              {EXPORT_TARGETS[key].label}
            </option>
          ))}
        </TextField>
        <WaterYearSelect label={EXPORTS_TEXTS.waterYear} choices={years} withAll disabled={job.busy} />
        {offersFormat && (
          <TextField
            select
            label={EXPORTS_TEXTS.format}
            value={format}
            disabled={job.busy}
            onChange={(event) => setFormat(event.target.value === 'dwr' ? 'dwr' : 'basin')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 300 }}
          >
            <option value="basin">{EXPORTS_TEXTS.basinFormat}</option>
            <option value="dwr">{EXPORTS_TEXTS.dwrFormat}</option>
          </TextField>
        )}
        <Button
          variant="contained"
          onClick={exportData}
          disabled={nothingTicked || years.chosen === null || job.busy}
          aria-describedby={nothingTicked ? 'export-needs-gsp' : undefined}
        >
          {EXPORTS_TEXTS.exportButton}
        </Button>
        {nothingTicked && (
          <Typography id="export-needs-gsp" variant="body2" color="text.secondary">
            {EXPORTS_TEXTS.chooseGsp}
          </Typography>
        )}
      </Stack>
      <JobProgress state={job.state} label={EXPORTS_TEXTS.exportProgress} unit="rows" onRetry={job.retry} />
    </AdminPage>
  );
}
