import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Save, kept in view at the bottom of the screen however long the grid is, and a note while edits are unsaved. */
export function SaveBar({ saving, dirty, onSave }: { saving: boolean; dirty: boolean; onSave: () => void }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        py: 1.5,
        px: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        variant="contained"
        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
        onClick={onSave}
        disabled={saving}
      >
        {translate('ra.action.save')}
      </Button>
      {dirty && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.loyalty.unsavedHint')}
        </Typography>
      )}
    </Box>
  );
}
