import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/ManageSearch';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { AppDataProvider } from '@/dataProvider';

/** GET menu/search (id): an item id or the point-of-sale's id opens that item. */
export function FindById() {
  const [id, setId] = useState('');
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const find = async () => {
    const wanted = id.trim();
    if (!wanted) return;
    try {
      const { data } = await dataProvider.action('menus', { action: 'search', data: { id: wanted } });
      if (data) navigate(`/menus/${encodeURIComponent(String(data.id))}`);
    } catch {
      // The client has shown the server's "no item" message; say which id, too.
      notify('resources.menus.notFoundById', { type: 'warning', messageArgs: { id: wanted } });
    }
  };
  return (
    <TextField
      size="small"
      label={translate('resources.menus.findById')}
      placeholder={translate('resources.menus.findByIdHint')}
      value={id}
      onChange={(event) => setId(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void find();
      }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={translate('resources.menus.findById')} onClick={() => void find()} edge="end">
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
