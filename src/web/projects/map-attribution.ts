/**
 * Leaflet's attribution links are told from their text by colour alone (axe-core: link-in-text-block,
 * WCAG 1.4.1); underlined, they are not.
 */
export const UNDERLINED_MAP_ATTRIBUTION = {
  '& .leaflet-control-attribution a': { textDecoration: 'underline' },
} as const;
