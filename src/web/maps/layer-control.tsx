import { memo, useId, useState, type ReactNode } from 'react';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LayersIcon from '@mui/icons-material/Layers';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MapLayer } from '../../domain/maps/map-layers';
import { legendEntries } from './feature-styles';
import { LayerSymbol } from './layer-symbol';
import { isBaseMap, layerControlGroups, type LayerSelection } from './layer-selection';

/** A layer whose features are on their way or failed to arrive. */
export type LayerStatus = 'loading' | 'error';

export interface LayerControlProps {
  layers: readonly MapLayer[];
  selection: LayerSelection;
  onBaseMapChange: (layerId: number) => void;
  onOverlayChange: (layerId: number, on: boolean) => void;
  status?: Readonly<Record<number, LayerStatus | undefined>>;
  /** Default: open from a tablet's width up, collapsed on a phone, where it would cover the map. */
  defaultOpen?: boolean;
}

function StatusMark({ status, title }: { status: LayerStatus | undefined; title: string }) {
  if (status === 'loading') return <CircularProgress size={12} aria-label={`Loading ${title}`} />;
  if (status === 'error') {
    return <ErrorOutlineIcon color="error" sx={{ fontSize: 16 }} aria-label={`${title} failed to load`} />;
  }
  return null;
}

function LayerLabel({ layer, status }: { layer: MapLayer; status?: LayerStatus }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      {!isBaseMap(layer) && <LayerSymbol layer={layer} />}
      <Typography variant="body2">{layer.title}</Typography>
      <StatusMark status={status} title={layer.title} />
    </Stack>
  );
}

/** The colour swatches of a layer with a legend (land use crop classes). */
export function LayerLegend({ layer }: { layer: MapLayer }) {
  const entries = legendEntries(layer);
  if (entries.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={`${layer.title} legend`}
      sx={{ listStyle: 'none', m: 0, mb: 0.5, ml: 4, p: 0, display: 'grid', gap: 0.25 }}
    >
      {entries.map((entry) => (
        <Stack component="li" key={entry.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            data-colour={entry.colour}
            sx={{
              width: 14,
              height: 10,
              bgcolor: entry.colour,
              border: '1px solid',
              borderColor: 'grey.600',
            }}
          />
          <Typography variant="caption">{entry.label}</Typography>
        </Stack>
      ))}
    </Box>
  );
}

function GroupSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" sx={{ display: 'block', mb: 1 }}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary' }}>
        {name}
      </FormLabel>
      {children}
    </FormControl>
  );
}

const sameStatus = (before: LayerControlProps['status'] = {}, after: LayerControlProps['status'] = {}) => {
  const ids = Object.keys(before);
  return ids.length === Object.keys(after).length && ids.every((id) => before[+id] === after[+id]);
};

// the page draws again as each layer's answer arrives: the panel only when what it shows changes
const sameProps = (before: LayerControlProps, after: LayerControlProps) =>
  before.layers === after.layers &&
  before.selection === after.selection &&
  before.onBaseMapChange === after.onBaseMapChange &&
  before.onOverlayChange === after.onOverlayChange &&
  before.defaultOpen === after.defaultOpen &&
  sameStatus(before.status, after.status);

/**
 * The home map's layer control (spec 1 §2.3): Base Maps as radio buttons (exactly one), DMS Layers
 * and Reference Layers as checkboxes, with the legend of each layer that is on; it collapses to its heading.
 */
export const LayerControl = memo(function LayerControl({
  layers,
  selection,
  onBaseMapChange,
  onOverlayChange,
  status = {},
  defaultOpen,
}: LayerControlProps) {
  const theme = useTheme();
  // read at the first render (noSsr), since it only sets where the panel starts
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true, defaultMatches: true });
  const [open, setOpen] = useState(defaultOpen ?? wide);
  const contentId = useId();
  const groups = layerControlGroups(layers);

  return (
    <Paper
      elevation={3}
      component="section"
      aria-label="Layers"
      sx={{
        width: open ? 290 : 'auto',
        maxWidth: '100%',
        maxHeight: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1.5, py: 0.5 }}>
        <LayersIcon fontSize="small" aria-hidden />
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          Layers
        </Typography>
        <IconButton
          size="small"
          aria-label={open ? 'Hide layers' : 'Show layers'}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Stack>
      <Collapse in={open} id={contentId} sx={{ overflow: 'auto' }}>
        <Box sx={{ px: 1.5, pb: 1 }}>
          {groups.map((group) =>
            group.control === 'radio' ? (
              <GroupSection key={group.name} name={group.name}>
                <RadioGroup
                  aria-label={group.name}
                  value={selection.baseMapId === null ? '' : String(selection.baseMapId)}
                  onChange={(event) => onBaseMapChange(Number(event.target.value))}
                >
                  {group.layers.map((layer) => (
                    <FormControlLabel
                      key={layer.id}
                      value={String(layer.id)}
                      control={<Radio size="small" sx={{ py: 0.25 }} />}
                      label={<LayerLabel layer={layer} />}
                    />
                  ))}
                </RadioGroup>
              </GroupSection>
            ) : (
              <GroupSection key={group.name} name={group.name}>
                <FormGroup aria-label={group.name}>
                  {group.layers.map((layer) => (
                    <Box key={layer.id}>
                      <FormControlLabel
                        control={
                          <Checkbox
                            size="small"
                            sx={{ py: 0.25 }}
                            checked={selection.overlayIds.includes(layer.id)}
                            onChange={(event) => onOverlayChange(layer.id, event.target.checked)}
                            slotProps={{ input: { 'aria-label': layer.title } }}
                          />
                        }
                        label={<LayerLabel layer={layer} status={status[layer.id]} />}
                      />
                      {selection.overlayIds.includes(layer.id) && <LayerLegend layer={layer} />}
                    </Box>
                  ))}
                </FormGroup>
              </GroupSection>
            ),
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}, sameProps);
