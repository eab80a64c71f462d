import { TextField } from '@mui/material';
import { useT } from '@/i18n/useT';
import { chooseDemoScale, demoScale, scaleFixedByBuild } from '@/dataProvider/fake/demoScale';

/** The spec's day, or a chain ten times that size (400 branches, 30,000 tickets). */
export function DemoScaleSwitch() {
  const translate = useT();
  if (scaleFixedByBuild()) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('app.demo.scale')}
      value={String(demoScale())}
      onChange={(event) => chooseDemoScale(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      fullWidth
    >
      <option value="1">{translate('app.demo.scaleDay')}</option>
      <option value="10">{translate('app.demo.scaleChain')}</option>
    </TextField>
  );
}
