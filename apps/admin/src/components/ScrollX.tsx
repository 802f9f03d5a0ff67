import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

export interface ScrollXProps {
  children: ReactNode;
  /** Keep the first cell of every table row in view while the rest scrolls (the record's name or number). */
  stickyFirstColumn?: boolean;
  /** Runs before the table's own click handlers (the table header reads the shift key from it). */
  onClickCapture?: (event: MouseEvent<HTMLDivElement>) => void;
}

interface Edges {
  start: boolean;
  end: boolean;
}

/**
 * A wide table scrolls sideways inside its card instead of widening the page (width 0 with
 * min-width 100% keeps it out of the parent's intrinsic width). While there is more to see, the
 * scrolling edge fades out and the sticky first column casts a shadow, so that a cut column is
 * visibly cut (`data-more-start` / `data-more-end` say the same to tests and styles).
 */
export function ScrollX({ children, stickyFirstColumn = false, onClickCapture }: ScrollXProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: true, end: true });

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    const observers: { disconnect(): void }[] = [];
    if (typeof ResizeObserver !== 'undefined') {
      const resize = new ResizeObserver(update);
      resize.observe(element);
      observers.push(resize);
    }
    if (typeof MutationObserver !== 'undefined') {
      // Rows arrive after the first paint; a page change or a hidden column changes the width.
      const mutation = new MutationObserver(update);
      mutation.observe(element, { childList: true, subtree: true });
      observers.push(mutation);
    }
    window.addEventListener('resize', update);
    return () => {
      observers.forEach((observer) => observer.disconnect());
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const moreStart = !edges.start;
  const moreEnd = !edges.end;

  return (
    <Box sx={{ position: 'relative', width: 0, minWidth: '100%' }} data-testid="scroll-x">
      <Box
        ref={ref}
        onScroll={update}
        onClickCapture={onClickCapture}
        // Scrollable sideways: reachable with the keyboard, so the arrow keys scroll it (WCAG 2.1.1).
        tabIndex={moreStart || moreEnd ? 0 : undefined}
        data-more-start={moreStart ? 'true' : 'false'}
        data-more-end={moreEnd ? 'true' : 'false'}
        sx={(theme) => ({
          overflowX: 'auto',
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          ...(stickyFirstColumn && {
            '& table tr > :first-of-type': {
              position: 'sticky',
              left: 0,
              zIndex: 1,
              backgroundColor: theme.palette.background.paper,
              transition: theme.transitions.create('box-shadow', { duration: 150 }),
            },
            '& table thead tr > :first-of-type': { zIndex: 3 },
            '& table tbody tr:hover > :first-of-type': {
              backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
            },
            ...(moreStart && {
              '& table tr > :first-of-type': {
                position: 'sticky',
                left: 0,
                zIndex: 1,
                backgroundColor: theme.palette.background.paper,
                boxShadow: `6px 0 8px -6px ${alpha(theme.palette.mode === 'dark' ? '#000' : theme.palette.text.primary, 0.45)}`,
                clipPath: 'inset(0 -14px 0 0)',
              },
            }),
          }),
        })}
      >
        {children}
      </Box>
      {moreStart && !stickyFirstColumn ? <EdgeFade side="left" /> : null}
      {moreEnd ? <EdgeFade side="right" /> : null}
    </Box>
  );
}

function EdgeFade({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden
      data-testid={`scroll-x-fade-${side}`}
      sx={(theme) => ({
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: 0,
        width: 32,
        pointerEvents: 'none',
        zIndex: 2,
        background: `linear-gradient(to ${side}, ${alpha(theme.palette.background.paper, 0)}, ${alpha(
          theme.palette.mode === 'dark' ? '#000' : theme.palette.text.primary,
          theme.palette.mode === 'dark' ? 0.55 : 0.14,
        )})`,
      })}
    />
  );
}
