import { createTheme } from '@mui/material/styles';

/** spec 1 §2.2: app bar height 50; panel 325 wide on large screens, 275 on medium, narrow when collapsed. */
export const APP_BAR_HEIGHT = 50;
export const PANEL_WIDTH = { md: 275, lg: 325 } as const;
export const COLLAPSED_PANEL_WIDTH = 56;

const PRIMARY = '#1f4e79';
/**
 * WCAG 2.4.7 and 1.4.11: the keyboard focus shows as a solid ring of at least 3:1 against what surrounds
 * it: the primary blue on the light surfaces (8.6:1 on white), white on the dark ones (the top bar, a
 * snackbar). MUI's own focus ripple alone contrasts 1.3-2.8:1.
 */
export const FOCUS_RING = { onLight: PRIMARY, onDark: '#ffffff', width: 3 } as const;
const ring = (colour: string, offset: number) => ({
  outline: `${FOCUS_RING.width}px solid ${colour}`,
  outlineOffset: offset,
});
// entries of a list or menu fill their container's width, where a ring outside would be clipped
const insideRing = { '&.Mui-focusVisible': ring(FOCUS_RING.onLight, -FOCUS_RING.width) };
// as specific as the button's own ring, so it wins over it
const onDarkSurface = {
  '& .MuiButtonBase-root.Mui-focusVisible, & a:focus-visible': { outlineColor: FOCUS_RING.onDark },
};

export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY },
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
        'a:focus-visible': ring(FOCUS_RING.onLight, 2),
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': ring(FOCUS_RING.onLight, 2) } },
    },
    MuiListItemButton: { styleOverrides: { root: insideRing } },
    MuiMenuItem: { styleOverrides: { root: insideRing } },
    MuiTab: { styleOverrides: { root: insideRing } },
    // a table that scrolls sideways on a phone takes the focus, so a keyboard can scroll it
    MuiTableContainer: {
      styleOverrides: { root: { '&:focus-visible': ring(FOCUS_RING.onLight, -FOCUS_RING.width) } },
    },
    MuiAppBar: { styleOverrides: { root: onDarkSurface } },
    MuiSnackbarContent: { styleOverrides: { root: onDarkSurface } },
  },
});
