import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type L from 'leaflet';
import { CircleMarker, MapContainer, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { HOME_MAP, type MapLayer, type PlaceSearchItem } from '../../domain/maps/map-layers';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { FeaturePopupBody, MarkerPopupBody } from './feature-popup';
import { tileAttribution } from './base-map';
import { FeatureLayer, type FeatureClick, type FeatureLeafletLayer } from './feature-layer';
import { LayerControl, type LayerStatus } from './layer-control';
import {
  basinBoundaryLayer,
  drawOrder,
  initialSelection,
  isBaseMap,
  isTileOverlay,
  isWaterLevelLayer,
  selectBaseMap,
  toggleOverlay,
} from './layer-selection';
import { hasMarkers, layerFeaturesQuery, mapLayersQuery } from './map-api';
import {
  collectionBounds,
  paddingClearOf,
  placeTarget,
  type FitPadding,
  type LatLngTuple,
} from './map-geometry';
import { requestLocation } from './locate-me';
import { MAP_TEXTS } from './map-messages';
import { MapToolbar } from './map-toolbar';
import { MapSiteList } from './map-site-list';
import { PlaceSearch } from './place-search';
import {
  chartSiteOf,
  featurePopupContent,
  placePopupContent,
  type ChartSite,
  type PopupContent,
} from './popup-content';
import { useFullscreen } from './use-fullscreen';
import { useStableCallback } from './use-stable-callback';
import { WaterLevelChartPanel } from './water-level-chart-panel';
import { usePageTitle } from '../components/page-title/use-page-title';

/** How close the map comes to a place chosen in the search or to the user's location. */
const PLACE_ZOOM = 15;
const LOCATE_ZOOM = 14;
const MIN_HEIGHT = 500;

interface OpenPopup {
  key: number;
  position: LatLngTuple;
  content: PopupContent;
  /** A marker's site, whose Local Site ID the popup reads when it opens. */
  marker?: { layerId: number; siteId: number };
  /** A popup opened by the search waits for no pan: the map is already flying to it. */
  autoPan: boolean;
}

/** Route /dashboard (spec 1 §2.3): the home map, once its layer definitions have arrived. */
export function DashboardPage() {
  usePageTitle('Map');
  const layers = useQuery(mapLayersQuery);

  if (layers.isPending) {
    return (
      <Box sx={{ p: 2 }}>
        <LoadingState />
      </Box>
    );
  }
  if (layers.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState message={MAP_TEXTS.layersError} onRetry={() => void layers.refetch()} />
      </Box>
    );
  }
  return <HomeMap layers={layers.data} />;
}

function HomeMap({ layers }: { layers: MapLayer[] }) {
  const queryClient = useQueryClient();
  const containerRef = useRef<HTMLDivElement>(null);
  const layerPanelRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [selection, setSelection] = useState(() => initialSelection(layers));
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const popupCount = useRef(0);
  const [chartMode, setChartMode] = useState(false);
  const [chartSite, setChartSite] = useState<ChartSite | null>(null);
  const [myPosition, setMyPosition] = useState<LatLngTuple | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const showFullscreenUnavailable = useCallback(() => setMessage(MAP_TEXTS.fullscreenUnavailable), []);
  const fullscreen = useFullscreen(containerRef, showFullscreenUnavailable);
  useEffect(() => {
    map?.invalidateSize();
  }, [map, fullscreen.isFullscreen]);

  const baseMap = layers.find((layer) => layer.id === selection.baseMapId && isBaseMap(layer));
  const overlays = layers.filter((layer) => selection.overlayIds.includes(layer.id));
  const tileOverlays = overlays.filter(isTileOverlay);
  const featureLayers = overlays.filter((layer) => !isTileOverlay(layer));
  const featureQueries = useQueries({ queries: featureLayers.map((layer) => layerFeaturesQuery(layer)) });

  const status: Record<number, LayerStatus> = {};
  featureLayers.forEach((layer, index) => {
    if (featureQueries[index].isPending) status[layer.id] = 'loading';
    else if (featureQueries[index].isError) status[layer.id] = 'error';
  });

  // one canvas draws every layer in the order they were added: put reference shapes under the sites
  const mounted = useRef(new Map<number, FeatureLeafletLayer>());
  const restack = useCallback(
    (layerId: number, leafletLayer: FeatureLeafletLayer | null) => {
      if (leafletLayer) mounted.current.set(layerId, leafletLayer);
      else mounted.current.delete(layerId);
      if (!leafletLayer) return;
      for (const id of drawOrder(layers, [...mounted.current.keys()]))
        mounted.current.get(id)?.bringToFront();
    },
    [layers],
  );

  const openPopup = (
    position: LatLngTuple,
    content: PopupContent,
    autoPan = true,
    marker?: OpenPopup['marker'],
  ) => {
    popupCount.current += 1;
    setPopup({ key: popupCount.current, position, content, autoPan, marker });
  };

  const onFeatureClick = ({ layer, feature, position }: FeatureClick, autoPan = true) => {
    const site = chartMode && isWaterLevelLayer(layer) ? chartSiteOf(feature) : null;
    if (site) {
      setPopup(null);
      setChartSite(site);
      return;
    }
    const siteId = Number(feature.id);
    const marker = hasMarkers(layer) && Number.isInteger(siteId) ? { layerId: layer.id, siteId } : undefined;
    openPopup(position, featurePopupContent(feature, layer), autoPan, marker);
  };

  const onSiteChoose = (click: FeatureClick) => {
    map?.flyTo(click.position, Math.max(map.getZoom(), PLACE_ZOOM));
    onFeatureClick(click, false);
  };

  const onPlaceSelect = (item: PlaceSearchItem) => {
    const target = placeTarget(item);
    if (!target || !map) return;
    if (target.type === 'point') map.flyTo(target.position, Math.max(map.getZoom(), PLACE_ZOOM));
    else map.flyToBounds(target.bounds);
    openPopup(target.position, placePopupContent(item), false);
  };

  /** Padding that keeps a fitted extent out from under the layer control, as it is now (open or not). */
  const clearOfLayerPanel = (): FitPadding => {
    const mapBox = containerRef.current?.getBoundingClientRect();
    const panelBox = layerPanelRef.current?.getBoundingClientRect();
    if (!mapBox) return paddingClearOf({ width: 0, height: 0 }, null);
    return paddingClearOf(
      mapBox,
      panelBox
        ? {
            left: panelBox.left - mapBox.left,
            top: panelBox.top - mapBox.top,
            right: panelBox.right - mapBox.left,
            bottom: panelBox.bottom - mapBox.top,
          }
        : null,
    );
  };

  const fullExtent = async () => {
    if (!map) return;
    const basin = basinBoundaryLayer(layers);
    if (basin) {
      try {
        const bounds = collectionBounds(
          await queryClient.fetchQuery({ ...layerFeaturesQuery(basin), retry: 1 }),
        );
        if (bounds) {
          map.fitBounds(bounds, clearOfLayerPanel());
          return;
        }
      } catch {
        // without the boundary the default view is the basin's extent
      }
    }
    map.setView(HOME_MAP.center, HOME_MAP.zoom);
  };

  const cancelLocate = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelLocate.current?.(), []);
  const locate = () => {
    cancelLocate.current?.();
    cancelLocate.current = requestLocation(navigator.geolocation, {
      onFound: (here) => {
        setMyPosition(here);
        map?.flyTo(here, Math.max(map.getZoom(), LOCATE_ZOOM));
      },
      onError: setMessage,
    });
  };

  const toggleChartMode = () => {
    const on = !chartMode;
    setChartMode(on);
    if (on) setMessage(MAP_TEXTS.chartHint);
    else setChartSite(null);
  };

  // the search, the site list, the tools and the layer panel (memoised) keep their props while layers
  // arrive and markers are drawn
  const onPlaceSelectStable = useStableCallback(onPlaceSelect);
  const onFullExtent = useStableCallback(() => void fullExtent());
  const onLocate = useStableCallback(locate);
  // the basin first shows whole beside the layer panel, not at a fixed view that runs under the panel
  const firstFit = useRef(false);
  useEffect(() => {
    if (!map || firstFit.current) return;
    firstFit.current = true;
    onFullExtent();
  }, [map, onFullExtent]);
  const onToggleChartMode = useStableCallback(toggleChartMode);
  const onSiteChooseStable = useStableCallback(onSiteChoose);
  const onBaseMapChange = useStableCallback((id: number) =>
    setSelection((current) => selectBaseMap(current, id)),
  );
  const onOverlayChange = useStableCallback((id: number, on: boolean) => {
    // the layer's answer is asked for at the tick, not once the page has drawn it
    const layer = layers.find((candidate) => candidate.id === id);
    if (on && layer && !isTileOverlay(layer)) void queryClient.prefetchQuery(layerFeaturesQuery(layer));
    setSelection((current) => toggleOverlay(current, layers, id, on));
  });

  return (
    <Box
      ref={containerRef}
      sx={{ position: 'relative', height: '100%', minHeight: MIN_HEIGHT, bgcolor: 'background.default' }}
    >
      <MapContainer
        ref={setMap}
        center={HOME_MAP.center}
        zoom={HOME_MAP.zoom}
        maxZoom={HOME_MAP.maxZoom}
        preferCanvas
        zoomControl={false}
        // its own stacking context, so the overlays below sit above Leaflet's panes and controls
        style={{ height: '100%', width: '100%', zIndex: 0 }}
      >
        {baseMap?.url && (
          <TileLayer
            key={`base-${baseMap.id}`}
            url={baseMap.url}
            maxZoom={HOME_MAP.maxZoom}
            attribution={tileAttribution(baseMap.url)}
          />
        )}
        {tileOverlays.map((layer) => (
          <TileLayer
            key={`tiles-${layer.id}`}
            url={layer.url!}
            maxZoom={HOME_MAP.maxZoom}
            opacity={0.7}
            zIndex={2}
          />
        ))}
        {featureLayers.map((layer, index) => {
          const data = featureQueries[index].data;
          return data ? (
            <FeatureLayer
              key={`features-${layer.id}`}
              layer={layer}
              data={data}
              onFeatureClick={onFeatureClick}
              onMounted={restack}
            />
          ) : null;
        })}
        {myPosition && (
          <CircleMarker
            center={myPosition}
            radius={7}
            pathOptions={{ color: '#fff', weight: 2, fillColor: '#1976d2', fillOpacity: 1 }}
          >
            <Popup>You are here</Popup>
          </CircleMarker>
        )}
        {popup && (
          <Popup
            key={`popup-${popup.key}`}
            position={popup.position}
            autoPan={popup.autoPan}
            eventHandlers={{
              remove: () => setPopup((current) => (current?.key === popup.key ? null : current)),
            }}
          >
            {popup.marker ? (
              <MarkerPopupBody content={popup.content} {...popup.marker} />
            ) : (
              <FeaturePopupBody content={popup.content} />
            )}
          </Popup>
        )}
        <ZoomControl position="bottomright" />
      </MapContainer>

      {/* the search and tools, and the layer panel: side by side where the map is wide enough, the panel
          under the tools on a phone, so the one never covers the other; the gap between them stays the map's */}
      <Box
        sx={{
          position: 'absolute',
          inset: 10,
          zIndex: 1,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: { xs: 'flex-start', sm: 'space-between' },
          alignItems: 'flex-start',
          gap: 1,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        <Stack spacing={1} sx={{ maxWidth: '100%', minWidth: 0, flexShrink: { xs: 0, sm: 1 } }}>
          <PlaceSearch onSelect={onPlaceSelectStable} />
          <MapSiteList
            shown={featureLayers.map((layer, index) => ({ layer, data: featureQueries[index].data }))}
            onChoose={onSiteChooseStable}
          />
          <MapToolbar
            onFullExtent={onFullExtent}
            onLocate={onLocate}
            isFullscreen={fullscreen.isFullscreen}
            onToggleFullscreen={fullscreen.toggle}
            chartMode={chartMode}
            onToggleChartMode={onToggleChartMode}
          />
        </Stack>

        {layers.length > 0 && (
          <Box
            ref={layerPanelRef}
            sx={{
              alignSelf: { xs: 'flex-end', sm: 'flex-start' },
              flexShrink: 0,
              minHeight: 0,
              maxHeight: '100%',
              maxWidth: '100%',
              display: 'flex',
            }}
          >
            <LayerControl
              layers={layers}
              selection={selection}
              onBaseMapChange={onBaseMapChange}
              onOverlayChange={onOverlayChange}
              status={status}
            />
          </Box>
        )}
      </Box>

      <Stack spacing={1} sx={{ position: 'absolute', bottom: 24, left: 10, zIndex: 1, maxWidth: 480 }}>
        {layers.length === 0 && <Alert severity="info">{MAP_TEXTS.noLayers}</Alert>}
        {featureLayers.map((layer, index) =>
          featureQueries[index].isError ? (
            <ErrorState
              key={layer.id}
              message={MAP_TEXTS.layerError(layer.title)}
              onRetry={() => void featureQueries[index].refetch()}
            />
          ) : null,
        )}
      </Stack>

      {chartSite && (
        <WaterLevelChartPanel key={chartSite.id} site={chartSite} onClose={() => setChartSite(null)} />
      )}

      <Snackbar
        open={message !== null}
        message={message ?? ''}
        autoHideDuration={6000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setMessage(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Box>
  );
}
