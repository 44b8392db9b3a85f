import { createTheme } from '@mui/material/styles';

/** spec 1 §2.2: app bar height 50; panel 325 wide on large screens, 275 on medium, narrow when collapsed. */
export const APP_BAR_HEIGHT = 50;
export const PANEL_WIDTH = { md: 275, lg: 325 } as const;
export const COLLAPSED_PANEL_WIDTH = 56;

export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#2e7d32' },
  },
  mixins: {
    toolbar: { minHeight: APP_BAR_HEIGHT },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Leaflet's attribution links differ from their text by colour alone (WCAG 1.4.1, axe-core's
        // link-in-text-block): underlined on every map
        '.leaflet-container .leaflet-control-attribution a': { textDecoration: 'underline' },
      },
    },
  },
});
