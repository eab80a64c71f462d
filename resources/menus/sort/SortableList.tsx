/**
 * A list ordered by drag and drop (@dnd-kit/sortable): pointer and keyboard, the keyboard moving
 * 25 px per arrow press, arrows mirrored right-to-left. The new order shows at once;
 * when the save fails it goes back to the old one and says so. Up/down buttons do the same for
 * anyone who cannot drag (WCAG 2.5.7).
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/** The row's box: the element dnd-kit moves. Styled once, so a drag re-renders it without computing styles. */
const RowShell = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  height: 52,
  paddingInline: theme.spacing(1),
  borderBottom: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  // The rows off screen are neither laid out nor painted (their height is fixed, so dnd-kit still measures them
  // right): over a category of 640 items, each step of a drag lays out what is on screen only.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 52px',
  '&[data-dragging="true"]': { backgroundColor: theme.palette.action.selected, position: 'relative', zIndex: 1 },
}));

type Sortable = ReturnType<typeof useSortable>;

interface RowBodyProps {
  entry: SortableEntry;
  first: boolean;
  last: boolean;
  index: number;
  move: (from: number, to: number) => void;
  handleRef: (element: HTMLElement | null) => void;
  /** What makes the handle a handle: dnd-kit's attributes (role, aria-pressed…) and key and pointer listeners. */
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
}

/**
 * What a row shows: its handle, its text and its move buttons. Memoised: while a row is dragged over a long list
 * dnd-kit re-renders every row's box, and only the rows whose place or state changed render their insides.
 */
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

function Row({
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
  });
  return (
    <RowShell
      ref={setNodeRef}
      data-sortable-id={entry.id}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <RowBody
        entry={entry}
        first={index === 0}
        last={index === count - 1}
        index={index}
        move={move}
        handleRef={setActivatorNodeRef}
        // dnd-kit keeps these the same objects until this row's own state changes.
        attributes={attributes}
        listeners={listeners}
      />
    </RowShell>
  );
}

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
          <List dense disablePadding aria-label={label}>
            {order.map((entry, index) => (
              <Row key={entry.id} entry={entry} index={index} count={order.length} move={move} />
            ))}
          </List>
        </Paper>
      </SortableContext>
    </DndContext>
  );
}
