/**
 * A list ordered by drag and drop (@dnd-kit/sortable): pointer and keyboard, the keyboard moving
 * 25 px per arrow press, arrows mirrored right-to-left. The new order shows at once;
 * when the save fails it goes back to the old one and says so. Up/down buttons do the same for
 * anyone who cannot drag (WCAG 2.5.7).
 */
import { useState } from 'react';
import { IconButton, List, ListItem, ListItemIcon, ListItemText, Paper } from '@mui/material';
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
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
  });
  return (
    <ListItem
      ref={setNodeRef}
      data-sortable-id={entry.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        height: 52,
      }}
      secondaryAction={
        <>
          <IconButton
            size="small"
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
            aria-label={`${translate('ra.action.move_up')}: ${entry.label}`}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            disabled={index === count - 1}
            onClick={() => move(index, index + 1)}
            aria-label={`${translate('ra.action.move_down')}: ${entry.label}`}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <ListItemIcon>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={translate('resources.menus.sort.handle', { name: entry.label })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
      </ListItemIcon>
      <ListItemText primary={entry.label} secondary={entry.secondary} />
    </ListItem>
  );
}

export default function SortableList({ entries, onSort, failure, label }: SortableListProps) {
  const theme = useTheme();
  const translate = useTranslate();
  // What was last shown for these entries; new entries (a refetch, another category) start afresh.
  const [shown, setShown] = useState({ source: entries, order: entries });
  const order = shown.source === entries ? shown.order : entries;
  const setOrder = (next: SortableEntry[]) => setShown({ source: entries, order: next });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // An instant scroll: a smooth one still runs when the next arrow is read, and that step is lost.
    useSensor(KeyboardSensor, { coordinateGetter: stepper(theme.direction === 'rtl'), scrollBehavior: 'auto' }),
  );

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= order.length) return;
    const before = order;
    const after = arrayMove(order, from, to);
    setOrder(after);
    onSort(after.map((entry) => entry.id)).catch(() => {
      setOrder(before);
      toast.error(translate(failure), { toastId: failure });
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      order.findIndex((e) => e.id === active.id),
      order.findIndex((e) => e.id === over.id),
    );
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={order.map((e) => e.id)} strategy={verticalListSortingStrategy}>
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
