import { useEffect, useRef, useState, type ReactNode } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';

type Side = 'left' | 'right';

interface HiddenColumns {
  left: boolean;
  right: boolean;
  /** Where columns scroll out of sight on the left: the card's edge, or a fixed first column's. */
  leftEdge: number;
}

/** Whether the element's content reaches past its left or right edge, kept up to date. */
function useHiddenColumns(fixedFirstColumn: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenColumns>({ left: false, right: false, leftEdge: 0 });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      // a pixel of rounding is not a hidden column
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      const firstCell = fixedFirstColumn ? box.querySelector('tr > :first-child') : null;
      const leftEdge = Math.round(firstCell?.getBoundingClientRect().width ?? 0);
      setHidden((shown) =>
        shown.left === left && shown.right === right && shown.leftEdge === leftEdge
          ? shown
          : { left, right, leftEdge },
      );
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // rows that arrive, a panel that folds or a window turned widen or narrow the table
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [fixedFirstColumn]);
  return { ref, hidden };
}

function Cue({ side, inset = 0 }: { side: Side; inset?: number }) {
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <Box
      aria-hidden
      data-scroll-cue={side}
      sx={{
        position: 'absolute',
        top: 1,
        bottom: 1,
        [side]: 1 + inset,
        width: 32,
        display: 'flex',
        alignItems: 'center',
        justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
        pointerEvents: 'none',
        borderRadius: 1,
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.22), rgba(0, 0, 0, 0))`,
        color: 'text.secondary',
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}

export interface ScrollingTableCardProps {
  children: ReactNode;
  /** The card takes the keyboard's focus, so its columns can be scrolled with the arrow keys. */
  focusable?: boolean;
  /** The table's first column stays in place: columns hidden on the left are hidden behind it. */
  fixedFirstColumn?: boolean;
}

/**
 * The card a table scrolls sideways in when it is wider than the screen: a shadow with an arrow at each
 * edge past which columns are hidden, so a phone shows that more columns exist (every table of the
 * application, the data table and the report forms' sector table, is laid in one).
 */
export function ScrollingTableCard({
  children,
  focusable = false,
  fixedFirstColumn = false,
}: ScrollingTableCardProps) {
  const { ref, hidden } = useHiddenColumns(fixedFirstColumn);
  return (
    <Box sx={{ position: 'relative', minWidth: 0 }}>
      <TableContainer component={Paper} variant="outlined" ref={ref} {...(focusable && { tabIndex: 0 })}>
        {children}
      </TableContainer>
      {hidden.left && <Cue side="left" inset={hidden.leftEdge} />}
      {hidden.right && <Cue side="right" />}
    </Box>
  );
}
