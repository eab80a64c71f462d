import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { SimpleList, useCreatePath, type RaRecord, type SimpleListProps } from 'react-admin';
import { ItemCheckbox, ItemLink, ItemSelectionToolbar } from './ItemSelection';
import { useNavigateAtOnce } from '@/src/screens/dataRouter';
import { openRowAtOnce, type RowClick } from './openRowAtOnce';
import { Values } from '@/src/fields/Values';
import { useIsPhone, useIsSmallScreen } from '@/src/theme/screenSize';

export interface ListRowsProps<R extends object> {
  children: ReactElement<{ rowClick?: RowClick; bulkActionButtons?: ReactNode }>;
  primary: (record: R) => ReactNode;
  secondary?: (record: R) => ReactNode[];
  status?: (record: R) => ReactNode;
  actions?: (record: R) => ReactNode;
  rowClick?: SimpleListProps['rowClick'];
  empty?: ReactNode;
}

/** On a tablet or a phone, react-admin's SimpleList (as its demo does): no sideways scroll. */
export function ListRows<R extends object>({
  children,
  primary,
  secondary,
  status,
  actions,
  rowClick = 'edit',
  empty,
}: ListRowsProps<R>) {
  const small = useIsSmallScreen();
  const phone = useIsPhone();
  const navigate = useNavigateAtOnce();
  const createPath = useCreatePath();
  if (!small)
    return navigate
      ? cloneElement(children, { rowClick: openRowAtOnce(navigate, createPath, children.props.rowClick) })
      : children;
  const as = (record: RaRecord) => record as unknown as R;
  // On a tablet, a checkbox per item and the link on its first line: a checkbox inside a link would be neither for
  // the keyboard.
  const { bulkActionButtons } = children.props;
  const selection = !phone && isValidElement(bulkActionButtons);
  return (
    <>
      {selection && <ItemSelectionToolbar>{bulkActionButtons}</ItemSelectionToolbar>}
      <SimpleList
        primaryText={(record: RaRecord) =>
          selection ? (
            <ItemLink record={record} rowClick={rowClick}>
              {primary(as(record))}
            </ItemLink>
          ) : (
            primary(as(record))
          )
        }
        leftIcon={selection ? (record: RaRecord) => <ItemCheckbox record={record} /> : undefined}
        secondaryText={secondary ? (record: RaRecord) => <Values values={secondary(as(record))} /> : undefined}
        tertiaryText={status ? (record: RaRecord) => status(as(record)) : undefined}
        rightIcon={actions ? (record: RaRecord) => actions(as(record)) : undefined}
        rowClick={selection ? false : rowClick}
        empty={empty}
        // The status keeps its full colour (react-admin fades the third text, a chip's text then reads below 4.5:1).
        sx={{
          '& .RaSimpleList-tertiary': { whiteSpace: 'nowrap', opacity: 1 },
          '& .MuiListItemText-root': { overflowWrap: 'anywhere' },
        }}
      />
    </>
  );
}
