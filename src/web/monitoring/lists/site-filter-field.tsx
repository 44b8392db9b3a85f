import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export interface SiteFilterFieldProps {
  value: string;
  onChange: (keyword: string) => void;
}

const PLACEHOLDER = 'Filter Sites';

/**
 * The keyword filter of the site lists (spec 1 §2.5). It sits outside the DataTable because the map view
 * shows the same filtered sites; it looks like the DataTable's own filter.
 */
export function SiteFilterField({ value, onChange }: SiteFilterFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={PLACEHOLDER}
      slotProps={{
        htmlInput: { 'aria-label': PLACEHOLDER },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
