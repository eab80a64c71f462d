import { Box, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CustomerStats } from '@/dataProvider/types';
import { formatNumber, intlLocale } from '@/src/format/values';

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;

/**
 * Sign-ups per month as a small hand-written SVG bar chart. Bars run in reading direction (right to
 * left in Arabic); the numbers are also in a visually hidden table for screen readers.
 */
export function SignUpChart({ months }: { months: CustomerStats['signUpsByMonth'] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rtl = theme.direction === 'rtl';
  const max = Math.max(1, ...months.map((m) => m.count));
  const slot = WIDTH / Math.max(1, months.length);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(locale === 'ar' ? intlLocale(locale) : 'en-GB', { month: 'short', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  const title = translate('resources.customers.chartTitle');
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-label={title}
        sx={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
      >
        {months.map((m, i) => {
          const h = Math.round((m.count / max) * (HEIGHT - 20));
          const x = (rtl ? months.length - 1 - i : i) * slot;
          return (
            <g key={m.month}>
              <rect
                x={x + slot * 0.15}
                y={HEIGHT - h}
                width={slot * 0.7}
                height={h}
                rx={3}
                fill={theme.palette.primary.main}
              />
              <text
                x={x + slot / 2}
                y={HEIGHT - h - 4}
                textAnchor="middle"
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {formatNumber(m.count, locale)}
              </text>
              <text
                x={x + slot / 2}
                y={HEIGHT + 16}
                textAnchor="middle"
                fontSize={11}
                fill={theme.palette.text.primary}
              >
                {monthName(m.month)}
              </text>
            </g>
          );
        })}
      </Box>
      {/* A table takes its content's width whatever its own: the box around it is what is hidden. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>{m.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
