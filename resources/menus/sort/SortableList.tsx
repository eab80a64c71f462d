/**
 * A list ordered by drag and drop (@dnd-kit/sortable): pointer and keyboard, the keyboard moving
 * 25 px per arrow press, arrows mirrored right-to-left. The new order shows at once;
 * when the save fails it goes back to the old one and says so. Up/down buttons do the same for
 * anyone who cannot drag (WCAG 2.5.7).
 */
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
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { toast } from 'react-toastify';
import { watchNearWindow } from './nearWindow';

export const KEYBOARD_STEP = 25;
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
  /** i18n key of the failure toast. */
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

/**
 * The rows' boxes, styled once on the list: a row's own `li` carries no styles to compute, so the rows a drag or a
 * move re-renders (every one, as dnd-kit's contexts change) cost only their hooks.
 */
const Rows = styled(List)(({ theme }) => ({
  '& > li': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    height: 52,
    paddingInline: theme.spacing(1),
    borderBottom: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    // The rows off screen are neither laid out nor painted (their height is fixed, so dnd-kit still measures
    // them right): over a category of 640 items, each step of a drag lays out what is on screen only.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 52px',
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
  /**
   * What makes the handle a handle: dnd-kit's attributes (role, aria-pressed…) and key and pointer listeners;
   * none while the row is far off screen and not focused.
   */
  attributes?: Sortable['attributes'];
  listeners?: Sortable['listeners'];
}

/** What a row shows: its handle, its text and its move buttons. */
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
  dragging: boolean;
}

/**
 * Makes a row sortable: dnd-kit's hooks for it, their node refs set to the row's own elements, their transform
 * written to the row's style. It renders nothing, so the re-render dnd-kit gives every sortable item at each
 * change of a drag is this component's alone; the handle's attributes and listeners go up when they change.
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
  useLayoutEffect(() => {
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
  useLayoutEffect(
    () => onHandle({ attributes, listeners, dragging: isDragging }),
    [attributes, listeners, isDragging, onHandle],
  );
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

/**
 * One row. Only the rows near the screen, the focused one and the one being dragged are sortable items of
 * dnd-kit (SortableBinding), so a drag or a move over 640 rows re-renders those few and the rows that change
 * place; the others are the same elements with the same buttons, and become sortable as they scroll near.
 */
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
  const [near, setNear] = useState(false);
  const [focused, setFocused] = useState(false);
  const [handle, setHandle] = useState<Handle | null>(null);
  useEffect(() => (rowRef.current ? watchNearWindow(rowRef.current, setNear) : undefined), []);
  const sortable = near || focused || handle?.dragging === true;
  return (
    <li
      ref={rowRef}
      data-sortable-id={entry.id}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {sortable && <SortableBinding id={entry.id} rowRef={rowRef} handleRef={handleRef} onHandle={setHandle} />}
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
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      order.findIndex((e) => e.id === active.id),
      order.findIndex((e) => e.id === over.id),
    );
  };
  const ids = useMemo(() => order.map((e) => e.id), [order]);

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Paper variant="outlined">
          <Rows dense disablePadding aria-label={label}>
            {order.map((entry, index) => (
              <Row key={entry.id} entry={entry} index={index} count={order.length} move={move} />
            ))}
          </Rows>
        </Paper>
      </SortableContext>
    </DndContext>
  );
}
