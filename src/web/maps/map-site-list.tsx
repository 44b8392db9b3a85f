import { memo, useState } from 'react';
import type { FeatureCollection } from 'geojson';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { MapLayer } from '../../domain/maps/map-layers';
import { formatCount } from '../../domain/numbers/number-format';
import type { FeatureClick } from './feature-layer';
import { isSiteLayer } from './layer-selection';
import { TwoLineOption } from './two-line-option';

/** One site drawn on the map, as the keyboard list offers it. */
export interface MapSite {
  key: string;
  label: string;
  layerTitle: string;
  click: FeatureClick;
}

export const MAP_SITE_LIST_TEXTS = {
  label: 'Sites on the map',
  placeholder: (count: number) => `${formatCount(count)} sites: type a site ID`,
  none: 'No site on the map matches',
  noLayers: 'No site layer is on',
} as const;

/** The list shows this many matches at a time: typing narrows it, so no list holds thousands of rows. */
export const MAP_SITE_LIST_LIMIT = 50;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

// the sites of a layer's answer are listed once, however often the page draws
const sitesOfAnswer = new WeakMap<FeatureCollection, MapSite[]>();

/** How many sites the site layers that are on show. */
export const mapSiteCount = (shown: ReadonlyArray<{ layer: MapLayer; data?: FeatureCollection }>) =>
  shown.reduce(
    (count, { layer, data }) =>
      data && isSiteLayer(layer)
        ? count + data.features.filter((feature) => feature.geometry?.type === 'Point').length
        : count,
    0,
  );

const NO_SITES: MapSite[] = [];

/** The sites of the site layers that are on, with what a click on their marker would report. */
export function mapSitesOf(shown: ReadonlyArray<{ layer: MapLayer; data?: FeatureCollection }>): MapSite[] {
  return shown.flatMap(({ layer, data }) => {
    if (!data || !isSiteLayer(layer)) return [];
    let sites = sitesOfAnswer.get(data);
    if (!sites) {
      sites = data.features.flatMap((feature): MapSite[] => {
        if (feature.geometry?.type !== 'Point') return [];
        const [longitude, latitude] = feature.geometry.coordinates;
        const properties = (feature.properties ?? {}) as Record<string, unknown>;
        const id = text(properties.dms_site_id) ?? String(feature.id ?? properties.id ?? '');
        const local = text(properties.local_site_id);
        return [
          {
            key: `${layer.id}|${String(feature.id ?? id)}`,
            label: local ? `${id} (${local})` : id,
            layerTitle: layer.title,
            click: { layer, feature, position: [latitude, longitude] },
          },
        ];
      });
      sitesOfAnswer.set(data, sites);
    }
    return sites;
  });
}

const filterSites = createFilterOptions<MapSite>({
  limit: MAP_SITE_LIST_LIMIT,
  stringify: (site) => `${site.label} ${site.layerTitle}`,
});

export interface MapSiteListProps {
  shown: ReadonlyArray<{ layer: MapLayer; data?: FeatureCollection }>;
  /** Does what a click on the site's marker does: its popup, or its chart in chart mode. */
  onChoose: (click: FeatureClick) => void;
}

// the page draws again as each layer's answer arrives and as a box is ticked: the list (an Autocomplete)
// is drawn again only when the layers it lists change
const sameProps = (before: MapSiteListProps, after: MapSiteListProps) =>
  before.onChoose === after.onChoose &&
  before.shown.length === after.shown.length &&
  before.shown.every(
    (entry, index) => entry.layer === after.shown[index].layer && entry.data === after.shown[index].data,
  );

/**
 * WCAG 2.1.1: the map's markers are drawn on a canvas, which a keyboard cannot reach, so the sites of
 * the layers that are on are offered here too; choosing one opens the same popup as its marker.
 */
export const MapSiteList = memo(function MapSiteList({ shown, onChoose }: MapSiteListProps) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  // made when the list opens: a map that shows thousands of sites draws them without waiting for the list
  const sites = open ? mapSitesOf(shown) : NO_SITES;
  const count = mapSiteCount(shown);

  return (
    <Autocomplete<MapSite, false, false, false>
      options={sites}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={filterSites}
      getOptionLabel={(site) => site.label}
      getOptionKey={(site) => site.key}
      isOptionEqualToValue={(option, value) => option.key === value.key}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, site) => {
        if (site) onChoose(site.click);
      }}
      noOptionsText={count ? MAP_SITE_LIST_TEXTS.none : MAP_SITE_LIST_TEXTS.noLayers}
      // stays inside the map, so the list shows in fullscreen too
      disablePortal
      size="small"
      sx={{ width: 320, maxWidth: '100%' }}
      renderOption={({ key, ...props }, site) => (
        <TwoLineOption key={key} optionKey={key} props={props} label={site.label} detail={site.layerTitle} />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={MAP_SITE_LIST_TEXTS.label}
          placeholder={MAP_SITE_LIST_TEXTS.placeholder(count)}
          sx={{ bgcolor: 'background.paper' }}
        />
      )}
    />
  );
}, sameProps);
