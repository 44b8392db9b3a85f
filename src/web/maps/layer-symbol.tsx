import type { MapLayer } from '../../domain/maps/map-layers';
import { MARKER_OUTLINE, referenceStyle, siteMarkerStyle } from './feature-styles';
import { isSiteLayer } from './layer-selection';
import { shapeVertices } from './marker-shapes';

const SIZE = 16;
const MIDDLE = SIZE / 2;

/** The small picture beside a layer's title: its marker shape and colour, or its outline colour. */
export function LayerSymbol({ layer }: { layer: MapLayer }) {
  let drawing;
  if (isSiteLayer(layer)) {
    const { shape, colour } = siteMarkerStyle(layer);
    const radius = shape === 'star' ? MIDDLE : MIDDLE - 2;
    drawing =
      shape === 'circle' ? (
        <circle cx={MIDDLE} cy={MIDDLE} r={radius} fill={colour} stroke={MARKER_OUTLINE} />
      ) : (
        <polygon
          points={shapeVertices(shape, MIDDLE, MIDDLE, radius)
            .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
            .join(' ')}
          fill={colour}
          stroke={MARKER_OUTLINE}
        />
      );
  } else {
    const style = referenceStyle(layer);
    drawing = (
      <rect
        x={2}
        y={2}
        width={SIZE - 4}
        height={SIZE - 4}
        fill={style.fillColor}
        fillOpacity={layer.legend?.length ? 0.6 : 0.25}
        stroke={style.color}
        strokeWidth={2}
      />
    );
  }
  return (
    <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden focusable="false">
      {drawing}
    </svg>
  );
}
