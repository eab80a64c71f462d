import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import i18n from '@/i18n/instance';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage } from '@/i18n/core';
import type { Language } from '@/dataProvider/session';
import { useT } from '@/i18n/useT';

/** Named by the current language, as the admin's is. */
export function LanguageMenu() {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current: Language = i18n.language === 'ar' ? 'ar' : 'en';
  const choose = (language: Language) => {
    setAnchor(null);
    void setLanguage(language);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-haspopup="true"
        title={t('app.language.label')}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {LANGUAGE_NAMES[current]}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem key={language} selected={language === current} onClick={() => choose(language)} lang={language}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
