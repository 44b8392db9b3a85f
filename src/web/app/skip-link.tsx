import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import { FOCUS_RING } from './theme';

export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = 'Skip to main content';

/**
 * WCAG 2.4.1: the first thing a keyboard reaches, shown only while it has the focus, takes the focus past
 * the top bar and the navigation panel to the screen's content.
 */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      // the router would treat a change of the address's hash as a navigation
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
      sx={{
        position: 'absolute',
        top: 4,
        left: 4,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 500,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': {
          transform: 'none',
          outline: `${FOCUS_RING.width}px solid ${FOCUS_RING.onLight}`,
          outlineOffset: 2,
        },
      }}
    >
      {SKIP_LINK_TEXT}
    </Box>
  );
}
