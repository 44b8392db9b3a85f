import { useId, useState, useSyncExternalStore } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { OUTBOX_KIND_LABELS, OUTBOX_KINDS, outboxCounts } from './outbox-entry';
import { syncOutbox, useOutbox } from './outbox';

export const SYNC_TEXTS = {
  summary: (count: number, online: boolean) =>
    `${count} ${count === 1 ? 'entry' : 'entries'} not yet sent${online ? '' : ' (offline)'}`,
  offline: 'Offline: entries are kept on this device and sent when the connection returns.',
  sendNow: 'Send now',
  columns: ['Data', 'Waiting', 'Sending', 'Not sent', 'Refused'],
  refusedHint: 'A refused entry shows the server’s reason on its well: fix it there or discard it.',
} as const;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network connection, as it tells. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/**
 * The top bar's sync state (spec 3 §4: per data type): shown while the signed-in user has entries the
 * server has not stored, or while offline; it opens the counts per data type and a way to send now.
 */
export function SyncIndicator() {
  const entries = useOutbox();
  const online = useOnline();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  if (entries.length === 0 && online) return null;
  const counts = outboxCounts(entries);
  const summary = entries.length === 0 ? SYNC_TEXTS.offline : SYNC_TEXTS.summary(entries.length, online);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={summary}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={entries.length} color="warning">
          {online ? <CloudUploadIcon /> : <CloudOffIcon />}
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Entries not yet sent' } }}
      >
        <Box sx={{ p: 2, maxWidth: 420 }}>
          <Typography component="h2" variant="subtitle1" gutterBottom>
            {summary}
          </Typography>
          {!online && entries.length > 0 && <Typography variant="body2">{SYNC_TEXTS.offline}</Typography>}
          {entries.length > 0 && (
            <Table size="small" aria-label="Entries not yet sent, by data type">
              <TableHead>
                <TableRow>
                  {SYNC_TEXTS.columns.map((column) => (
                    <TableCell key={column}>{column}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {OUTBOX_KINDS.filter((kind) => Object.values(counts[kind]).some(Boolean)).map((kind) => (
                  <TableRow key={kind}>
                    <TableCell component="th" scope="row">
                      {OUTBOX_KIND_LABELS[kind]}
                    </TableCell>
                    <TableCell>{counts[kind].pending}</TableCell>
                    <TableCell>{counts[kind].sending}</TableCell>
                    <TableCell>{counts[kind].failed}</TableCell>
                    <TableCell>{counts[kind].refused}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {entries.some((entry) => entry.state === 'refused') && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {SYNC_TEXTS.refusedHint}
            </Typography>
          )}
          {entries.length > 0 && (
            <Button sx={{ mt: 1 }} variant="outlined" disabled={!online} onClick={() => void syncOutbox()}>
              {SYNC_TEXTS.sendNow}
            </Button>
          )}
        </Box>
      </Popover>
    </>
  );
}
