// A list ordered by drag and drop (@dnd-kit/sortable), pointer and keyboard (25 px per arrow, mirrored right-to-left).
// The new order shows at once and goes back when the save fails; up/down buttons serve anyone who cannot drag
// (WCAG 2.5.7).
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { IconButton, List, ListItemText, Paper } from '@mui/material';
import { styled } from '@mui/material/styles';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { toast } from 'react-toastify';
import { useWindowRows } from './windowRows';

export const KEYBOARD_STEP = 25;
const ROW_HEIGHT = 52;
const POINTER = { activationConstraint: { distance: 5 } };

export interface SortableEntry {
  id: string;
  label: string;
  secondary?: string;
}

export interface SortableListProps {
  entries: SortableEntry[];
  /** Saves the new order; a rejection puts the old order back. */
  onSort: (ids: string[]) => Promise<unknown>;
  failure: string;
  label: string;
}

function stepper(rtl: boolean): KeyboardCoordinateGetter {
  return (event, { currentCoordinates: { x, y } }) => {
    const sideways = rtl ? -KEYBOARD_STEP : KEYBOARD_STEP;
    // When the row nears the window's edge dnd-kit scrolls the page by the step itself, without
    // cancelling the key: the browser's own arrow scroll then came on top and the row jumped rows.
    if (event.code.startsWith('Arrow')) event.preventDefault();
    switch (event.code) {
      case 'ArrowDown':
        return { x, y: y + KEYBOARD_STEP };
      case 'ArrowUp':
        return { x, y: y - KEYBOARD_STEP };
      case 'ArrowRight':
        return { x: x + sideways, y };
      case 'ArrowLeft':
        return { x: x - sideways, y };
      default:
        return undefined;
    }
  };
}

/** Styled once on the list: a row's own `li` has no styles to compute, so the rows dnd-kit re-renders cost only hooks. */
const Rows = styled(List)(({ theme }) => ({
  '& > li': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    height: ROW_HEIGHT,
    paddingInline: theme.spacing(1),
    borderBottom: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
  },
  '& > li[data-dragging]': {
    backgroundColor: theme.palette.action.selected,
    position: 'relative',
    zIndex: 1,
  },
}));

type Sortable = ReturnType<typeof useSortable>;

interface RowBodyProps {
  entry: SortableEntry;
  first: boolean;
  last: boolean;
  index: number;
  move: (from: number, to: number) => void;
  handleRef: RefObject<HTMLButtonElement | null>;
  /** dnd-kit's attributes (role, aria-pressed…) and listeners; none before the row's binding has run. */
  attributes?: Sortable['attributes'];
  listeners?: Sortable['listeners'];
}

const RowBody = memo(function RowBody({
  entry,
  first,
  last,
  index,
  move,
  handleRef,
  attributes,
  listeners,
}: RowBodyProps) {
  const translate = useTranslate();
  return (
    <>
      <IconButton
        ref={handleRef}
        {...attributes}
        {...listeners}
        aria-label={translate('resources.menus.sort.handle', { name: entry.label })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <ListItemText primary={entry.label} secondary={entry.secondary} sx={{ minWidth: 0 }} />
      <IconButton
        size="small"
        disabled={first}
        onClick={() => move(index, index - 1)}
        aria-label={`${translate('ra.action.move_up')}: ${entry.label}`}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={last}
        onClick={() => move(index, index + 1)}
        aria-label={`${translate('ra.action.move_down')}: ${entry.label}`}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </>
  );
});

interface Handle {
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
}

/**
 * Renders nothing, so the re-render dnd-kit gives every sortable item at each change of a drag is this component's
 * alone; the handle's attributes and listeners go up when they change.
 */
function SortableBinding({
  id,
  rowRef,
  handleRef,
  onHandle,
}: {
  id: string;
  rowRef: RefObject<HTMLLIElement | null>;
  handleRef: RefObject<HTMLButtonElement | null>;
  onHandle: (handle: Handle | null) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  // After the commit, not in its layout phase: this binding mounts with its row, whose element and handle
  // get their refs only after this component's layout effects have run.
  useEffect(() => {
    setNodeRef(rowRef.current);
    setActivatorNodeRef(handleRef.current);
  }, [setNodeRef, setActivatorNodeRef, rowRef, handleRef]);
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    row.style.transform = CSS.Transform.toString(transform) ?? '';
    row.style.transition = transition ?? '';
    row.toggleAttribute('data-dragging', isDragging);
  });
  useLayoutEffect(() => onHandle({ attributes, listeners }), [attributes, listeners, onHandle]);
  useLayoutEffect(
    () => () => {
      onHandle(null);
      rowRef.current?.style.removeProperty('transform');
      rowRef.current?.style.removeProperty('transition');
      rowRef.current?.removeAttribute('data-dragging');
    },
    [onHandle, rowRef],
  );
  return null;
}

/** One row: sortable while it is rendered, which it is near the screen, focused or dragged. */
const Row = memo(function Row({
  entry,
  index,
  count,
  move,
}: {
  entry: SortableEntry;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
}) {
  const rowRef = useRef<HTMLLIElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const [handle, setHandle] = useState<Handle | null>(null);
  return (
    <li ref={rowRef} data-sortable-id={entry.id} aria-posinset={index + 1} aria-setsize={count}>
      <SortableBinding id={entry.id} rowRef={rowRef} handleRef={handleRef} onHandle={setHandle} />
      <RowBody
        entry={entry}
        first={index === 0}
        last={index === count - 1}
        index={index}
        move={move}
        handleRef={handleRef}
        attributes={handle?.attributes}
        listeners={handle?.listeners}
      />
    </li>
  );
});

export default function SortableList({ entries, onSort, failure, label }: SortableListProps) {
  const theme = useTheme();
  const translate = useTranslate();
  // What was last shown for these entries; new entries (a refetch, another category) start afresh.
  const [shown, setShown] = useState({ source: entries, order: entries });
  const order = shown.source === entries ? shown.order : entries;
  const rtl = theme.direction === 'rtl';
  // The same sensors from one render to the next: new ones would give every row new listeners, and re-render it.
  const keyboard = useMemo(
    // An instant scroll: a smooth one still runs when the next arrow is read, and that step is lost.
    () => ({ coordinateGetter: stepper(rtl), scrollBehavior: 'auto' as const }),
    [rtl],
  );
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, keyboard));

  // The rows' move buttons keep one `move` for the list's life, so a move re-renders only the rows it shifts;
  // it reads the order and the save through this ref.
  const latest = useRef({ order, entries, onSort, failure });
  useLayoutEffect(() => {
    latest.current = { order, entries, onSort, failure };
  });
  const move = useCallback(
    (from: number, to: number) => {
      const { order: before, entries: source, onSort: save, failure: message } = latest.current;
      if (from === to || to < 0 || to >= before.length) return;
      const after = arrayMove(before, from, to);
      setShown({ source, order: after });
      save(after.map((entry) => entry.id)).catch(() => {
        setShown({ source, order: before });
        toast.error(translate(message), { toastId: message });
      });
    },
    [translate],
  );
  // The row being dragged and the focused one stay rendered when they scroll away: dnd-kit holds the first's
  // node, and the keyboard the second's.
  const [dragged, setDragged] = useState<UniqueIdentifier | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over || active.id === over.id) return;
    move(
      order.findIndex((e) => e.id === active.id),
      order.findIndex((e) => e.id === over.id),
    );
  };
  const ids = useMemo(() => order.map((e) => e.id), [order]);
  const listRef = useRef<HTMLUListElement>(null);
  const near = useWindowRows(listRef, order.length, ROW_HEIGHT);
  let start = near.start;
  let end = near.end;
  for (const id of [dragged, focused]) {
    const index = id === null ? -1 : ids.indexOf(String(id));
    if (index < 0) continue;
    start = Math.min(start, index);
    end = Math.max(end, index + 1);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDragged(active.id)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Paper variant="outlined">
          <Rows
            ref={listRef}
            dense
            disablePadding
            aria-label={label}
            // The rows not rendered keep their place, so the page scrolls as if all were there. A style, not sx:
            // each scroll would add a class.
            style={{ paddingBlockStart: start * ROW_HEIGHT, paddingBlockEnd: (order.length - end) * ROW_HEIGHT }}
            onFocus={(event) => setFocused(event.target.closest('li')?.dataset.sortableId ?? null)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
            }}
          >
            {order.slice(start, end).map((entry, offset) => (
              <Row key={entry.id} entry={entry} index={start + offset} count={order.length} move={move} />
            ))}
          </Rows>
        </Paper>
      </SortableContext>
    </DndContext>
  );
}
