import { useRef, type ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

export interface FilePickButtonProps {
  /** The button's words. */
  children: ReactNode;
  icon: ReactNode;
  /** While the picked file is being sent: a spinner, and no second pick. */
  busy: boolean;
  accept: string;
  /** The file input's accessible name (the input itself is hidden; assistive tools and tests reach it by this). */
  inputLabel: string;
  inputId?: string;
  /** Called with the picked file; the input is emptied when it settles, so the same file can be picked again. */
  onFile: (file: File) => Promise<void>;
}

/**
 * A real button that opens the browser's file picker. (A `<label>` styled as a button, MUI's usual trick,
 * carries a button role a label may not have, and a keyboard cannot press it.)
 */
export function FilePickButton({ children, icon, busy, accept, inputLabel, inputId, onFile }: FilePickButtonProps) {
  const picker = useRef<HTMLInputElement>(null);
  const picked = async (file: File | undefined) => {
    if (!file) return;
    try {
      await onFile(file);
    } finally {
      if (picker.current) picker.current.value = '';
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} /> : icon}
        disabled={busy}
        onClick={() => picker.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={picker}
        id={inputId}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        onChange={(event) => void picked(event.target.files?.[0])}
      />
    </>
  );
}
