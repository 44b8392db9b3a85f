import type { HTMLAttributes, Key } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** An option of the map's search fields: what it is, and below it in small type where it comes from. */
export function TwoLineOption({
  optionKey,
  props,
  label,
  detail,
}: {
  optionKey: Key;
  props: HTMLAttributes<HTMLLIElement>;
  label: string;
  detail: string;
}) {
  return (
    <Box component="li" key={optionKey} {...props}>
      <Box>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      </Box>
    </Box>
  );
}
