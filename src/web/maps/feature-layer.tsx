import { useEffect, useRef } from 'react';
import type { Feature, FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { MapLayer } from '../../domain/maps/map-layers';
import { MARKER_OUTLINE, referenceStyle, siteMarkerStyle } from './feature-styles';
import { isSiteLayer } from './layer-selection';
import type { LatLngTuple } from './map-geometry';
import { pointFeatures, SiteMarkers } from './site-markers-layer';

export interface FeatureClick {
  layer: MapLayer;
  feature: Feature;
  position: LatLngTuple;
}

/** Points of a reference layer (rare: most are shapes) are small circles in the layer colour. */
const REFERENCE_POINT_RADIUS = 5;

/** A layer's features on the map: a site layer's markers, or a reference layer's shapes. */
export type FeatureLeafletLayer = SiteMarkers | L.GeoJSON;

/**
 * Builds a layer's features as Leaflet layers. Everything draws on the map's canvas renderer
 * (preferCanvas): a site layer's markers as one path of circles, squares or stars (SiteMarkers), reference
 * shapes styled per feature.
 */
export function buildFeatureLayer(
  layer: MapLayer,
  data: FeatureCollection,
  onClick: (feature: Feature, position: LatLngTuple) => void,
): FeatureLeafletLayer {
  if (isSiteLayer(layer)) {
    const site = siteMarkerStyle(layer);
    const markers = new SiteMarkers(pointFeatures(data), {
      shape: site.shape,
      radius: site.radius,
      color: MARKER_OUTLINE,
      weight: 1,
      fillColor: site.colour,
      fillOpacity: 0.9,
    });
    markers.on('click', (event) => {
      const { latlng, layerPoint } = event as L.LeafletMouseEvent;
      const feature = layerPoint ? markers.featureAt(layerPoint) : null;
      if (feature && latlng) onClick(feature, [latlng.lat, latlng.lng]);
    });
    return markers;
  }
  const group = L.geoJSON(data, {
    pointToLayer: (feature, latlng) =>
      L.circleMarker(latlng, { ...referenceStyle(layer, feature), radius: REFERENCE_POINT_RADIUS }),
    style: (feature) => referenceStyle(layer, feature),
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
  onMounted?: (layerId: number, leafletLayer: FeatureLeafletLayer | null) => void;
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
