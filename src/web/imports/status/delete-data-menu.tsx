import { useId, useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { GspStatusRecord } from '../../../domain/imports/import-answers';
import { IMPORT_TEXTS } from '../../../domain/imports/import-texts';
import type { StatusDataset } from './status-datasets';
import { STATUS_CELL_BUTTON } from './reporting-status-cell';

export interface DeleteDataMenuProps {
  gsp: GspStatusRecord;
  /** The GSP's datasets that hold data of the year and may be deleted here. */
  datasets: readonly StatusDataset[];
  /** A change of this dataset of the GSP is under way. */
  isBusy: (dataset: StatusDataset) => boolean;
  onChoose: (dataset: StatusDataset) => void;
}

/**
 * The one Delete Data of a GSP's row on GSP reporting status: it lists the datasets that can be deleted,
 * and the one chosen is confirmed before anything is deleted.
 */
export function DeleteDataMenu({ gsp, datasets, isBusy, onChoose }: DeleteDataMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  if (datasets.length === 0) return null;
  const open = anchor !== null;

  return (
    <>
      <Button
        id={buttonId}
        size="small"
        variant="outlined"
        color="error"
        aria-label={`${IMPORT_TEXTS.deleteData} of ${gsp.name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ...STATUS_CELL_BUTTON, '& .MuiButton-endIcon': { ml: 0 } }}
      >
        {IMPORT_TEXTS.deleteData}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {datasets.map((dataset) => (
          <MenuItem
            key={dataset.module}
            disabled={isBusy(dataset)}
            onClick={() => {
              setAnchor(null);
              onChoose(dataset);
            }}
          >
            {dataset.header}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
