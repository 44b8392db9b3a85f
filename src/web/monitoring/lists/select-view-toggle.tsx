import { ViewToggle } from '../../components/view-toggle/view-toggle';

export type SiteListView = 'map' | 'table';

export interface SelectViewToggleProps {
  value: SiteListView;
  onChange: (view: SiteListView) => void;
}

const SITE_LIST_VIEWS = [
  { value: 'map', label: 'Map' },
  { value: 'table', label: 'Table' },
] as const;

/** spec 1 §2.5: the 'Select View' toggle between Map and Table. */
export function SelectViewToggle({ value, onChange }: SelectViewToggleProps) {
  return <ViewToggle label="Select View" views={SITE_LIST_VIEWS} value={value} onChange={onChange} />;
}
