import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import { useNavigate } from 'react-router';

export interface SiteViewButtonProps {
  dmsSiteId: string;
  to: string;
}

/** The row action of a site list: opens the site's detail screen. */
export function SiteViewButton({ dmsSiteId, to }: SiteViewButtonProps) {
  const navigate = useNavigate();
  return (
    <IconButton size="small" aria-label={`View ${dmsSiteId}`} onClick={() => void navigate(to)}>
      <VisibilityIcon fontSize="small" />
    </IconButton>
  );
}
