import { useEffect, useRef } from 'react';
import type { Feature, FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { MapLayer } from '../../domain/maps/map-layers';
import { shapeMarker } from './canvas-shape-marker';
import { MARKER_OUTLINE, referenceStyle, siteMarkerStyle } from './feature-styles';
import { isSiteLayer } from './layer-selection';
import type { LatLngTuple } from './map-geometry';

export interface FeatureClick {
  layer: MapLayer;
  feature: Feature;
  position: LatLngTuple;
}

/** Points of a reference layer (rare: most are shapes) are small circles in the layer colour. */
const REFERENCE_POINT_RADIUS = 5;

/**
 * Builds a layer's features as Leaflet layers. Everything draws on the map's canvas renderer
 * (preferCanvas): site markers as circles, squares or stars, reference shapes styled per feature.
 */
export function buildFeatureLayer(
  layer: MapLayer,
  data: FeatureCollection,
  onClick: (feature: Feature, position: LatLngTuple) => void,
): L.GeoJSON {
  const site = isSiteLayer(layer) ? siteMarkerStyle(layer) : null;
  const group = L.geoJSON(data, {
    pointToLayer: (feature, latlng) =>
      site
        ? shapeMarker(latlng, {
            shape: site.shape,
            radius: site.radius,
            color: MARKER_OUTLINE,
            weight: 1,
            fillColor: site.colour,
            fillOpacity: 0.9,
          })
        : L.circleMarker(latlng, { ...referenceStyle(layer, feature), radius: REFERENCE_POINT_RADIUS }),
    style: site ? undefined : (feature) => referenceStyle(layer, feature),
  });
  // one listener for the whole layer instead of one per feature
  group.on('click', (event) => {
    const clicked = (event as L.LeafletMouseEvent & { propagatedFrom?: { feature?: Feature } })
      .propagatedFrom;
    const { latlng } = event as L.LeafletMouseEvent;
    if (clicked?.feature && latlng) onClick(clicked.feature, [latlng.lat, latlng.lng]);
  });
  return group;
}

export interface FeatureLayerProps {
  layer: MapLayer;
  data: FeatureCollection;
  onFeatureClick: (click: FeatureClick) => void;
  /** Told when the Leaflet layer is on the map (and null when it leaves), so the page can order layers. */
  onMounted?: (layerId: number, leafletLayer: L.GeoJSON | null) => void;
}

/** One DMS or reference layer on the map, drawn imperatively: thousands of features, no React per feature. */
export function FeatureLayer({ layer, data, onFeatureClick, onMounted }: FeatureLayerProps) {
  const map = useMap();
  const clickRef = useRef(onFeatureClick);
  const mountedRef = useRef(onMounted);
  useEffect(() => {
    clickRef.current = onFeatureClick;
    mountedRef.current = onMounted;
  });

  useEffect(() => {
    const leafletLayer = buildFeatureLayer(layer, data, (feature, position) =>
      clickRef.current({ layer, feature, position }),
    );
    leafletLayer.addTo(map);
    mountedRef.current?.(layer.id, leafletLayer);
    return () => {
      mountedRef.current?.(layer.id, null);
      leafletLayer.remove();
    };
  }, [map, layer, data]);

  return null;
}
