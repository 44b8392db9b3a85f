import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { lastChangedText } from '../../domain/admin/change-history';
import { lastChangeQuery } from './admin-api';

/** 'Last changed by {name} on {date}' under a form, from the record's newest change history entry. */
export function LastChangedLine({ path, id }: { path: string; id: number | string }) {
  const { data } = useQuery(lastChangeQuery(path, id));
  const entry = data?.results[0];
  if (!entry) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {lastChangedText(entry)}
    </Typography>
  );
}
