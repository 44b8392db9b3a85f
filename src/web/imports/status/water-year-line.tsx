import Typography from '@mui/material/Typography';
import type { WaterYearAnswer } from '../../../domain/imports/import-answers';
import { waterYearText } from './status-texts';

/** spec 2 §2.2, §2.5: the water year the statuses are about, with its start and end. */
export function WaterYearLine({ waterYear }: { waterYear: WaterYearAnswer | undefined }) {
  if (!waterYear) return null;
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {waterYearText(waterYear)}
    </Typography>
  );
}
