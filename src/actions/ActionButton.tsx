import type { MouseEvent, ReactElement } from 'react';
import { IconButton } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import { useInRow } from './RowActions';
import { ROW_TIP } from './RowActionTip';

export interface ActionButtonProps {
  label: string;
  icon?: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  color?: 'primary' | 'error' | 'inherit';
  variant?: 'text' | 'outlined' | 'contained';
  keyName?: string;
}

/** In a list row, an icon named by its label, so the row keeps to one line; its click never opens the record. */
export function ActionButton({
  label,
  icon,
  onClick,
  disabled,
  color = 'primary',
  variant,
  keyName,
}: ActionButtonProps) {
  const inRow = useInRow();
  const translate = useTranslate();
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    onClick();
  };
  if (!inRow || !icon) {
    return (
      <Button
        label={label}
        onClick={click}
        disabled={disabled}
        color={color}
        variant={variant}
        aria-keyshortcuts={keyName}
      >
        {icon}
      </Button>
    );
  }
  const name = translate(label);
  return (
    <IconButton
      {...{ [ROW_TIP]: true }}
      aria-label={name}
      aria-keyshortcuts={keyName}
      onClick={click}
      disabled={disabled}
      color={color}
      size="small"
      sx={{ p: 0.5, '& svg': { fontSize: 20 } }}
    >
      {icon}
    </IconButton>
  );
}
