import { memo } from 'react';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';

export interface MapToolbarProps {
  onFullExtent: () => void;
  onLocate: () => void;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
  chartMode: boolean;
  onToggleChartMode: () => void;
}

/** The home map's buttons (spec 1 §2.3): full extent, locate me, fullscreen and the water level chart toggle. */
export const MapToolbar = memo(function MapToolbar({
  onFullExtent,
  onLocate,
  isFullscreen,
  onToggleFullscreen,
  chartMode,
  onToggleChartMode,
}: MapToolbarProps) {
  return (
    <Paper
      elevation={3}
      role="toolbar"
      aria-label="Map tools"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, maxWidth: 600 }}
    >
      <Button size="small" startIcon={<ZoomOutMapIcon />} onClick={onFullExtent}>
        Full Extent
      </Button>
      <Button size="small" startIcon={<MyLocationIcon />} onClick={onLocate}>
        Locate Me
      </Button>
      <Button
        size="small"
        startIcon={isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        onClick={onToggleFullscreen}
      >
        {isFullscreen ? 'Exit Fullscreen' : 'Fullscreen'}
      </Button>
      <Button
        size="small"
        variant={chartMode ? 'contained' : 'text'}
        aria-pressed={chartMode}
        startIcon={<ShowChartIcon />}
        onClick={onToggleChartMode}
      >
        Water Level Chart
      </Button>
    </Paper>
  );
});
