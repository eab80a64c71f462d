import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { TEXT_LIMITS } from '@/dataProvider/fieldRules';
import { Box, Button, Card, CardContent, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The programme as typed: numbers stay text until saved, so a half-typed value is never lost. */
export interface RewardDraft {
  id: string;
  nameEn: string;
  nameAr: string;
  points: string;
  threshold: string;
}

export interface ProgrammeDraft {
  threshold: string;
  pointsPerSar: string;
  rewards: RewardDraft[];
}

const positive = (text: string) => text.trim() !== '' && Number(text) > 0;

export function RewardsCard({
  draft,
  showErrors,
  onChange,
  onRemove,
}: {
  draft: ProgrammeDraft;
  /** After a refused save: marks each empty or zero field. */
  showErrors: boolean;
  onChange: (draft: ProgrammeDraft) => void;
  onRemove: (reward: RewardDraft) => void;
}) {
  const translate = useTranslate();
  const setReward = (id: string, patch: Partial<RewardDraft>) =>
    onChange({ ...draft, rewards: draft.rewards.map((r) => (r.id === id ? { ...r, ...patch } : r)) });
  const numberField = (label: string, value: string, set: (text: string) => void, width = 150) => (
    <TextField
      label={translate(label)}
      type="number"
      size="small"
      value={value}
      onChange={(event) => set(event.target.value)}
      error={showErrors && !positive(value)}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
      sx={{ width }}
    />
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.loyalty.rewards.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.loyalty.rewards.intro')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
          {numberField(
            'resources.loyalty.fields.threshold',
            draft.threshold,
            (threshold) => onChange({ ...draft, threshold }),
            200,
          )}
          {numberField(
            'resources.loyalty.fields.pointsPerSar',
            draft.pointsPerSar,
            (pointsPerSar) => onChange({ ...draft, pointsPerSar }),
            200,
          )}
        </Stack>
        <Stack
          spacing={1.5}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={translate('resources.loyalty.rewards.title')}
        >
          {draft.rewards.map((reward, index) => (
            <Box
              component="li"
              key={reward.id}
              sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <TextField
                label={translate('resources.loyalty.fields.nameEn')}
                size="small"
                value={reward.nameEn}
                onChange={(event) => setReward(reward.id, { nameEn: event.target.value })}
                error={showErrors && !reward.nameEn.trim()}
                slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.name } }}
                sx={{ width: 180 }}
              />
              <TextField
                label={translate('resources.loyalty.fields.nameAr')}
                size="small"
                value={reward.nameAr}
                onChange={(event) => setReward(reward.id, { nameAr: event.target.value })}
                error={showErrors && !reward.nameAr.trim()}
                slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.name } }}
                sx={{ width: 180 }}
              />
              {numberField(
                'resources.loyalty.fields.points',
                reward.points,
                (points) => setReward(reward.id, { points }),
                130,
              )}
              {numberField(
                'resources.loyalty.fields.rewardThreshold',
                reward.threshold,
                (threshold) => setReward(reward.id, { threshold }),
                130,
              )}
              <Tooltip title={translate('resources.loyalty.rewards.remove')}>
                <IconButton
                  aria-label={`${translate('resources.loyalty.rewards.remove')} ${reward.nameEn || String(index + 1)}`}
                  onClick={() => onRemove(reward)}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Stack>
        <Button
          startIcon={<AddIcon />}
          sx={{ mt: 1.5 }}
          onClick={() =>
            onChange({
              ...draft,
              rewards: [
                ...draft.rewards,
                { id: `rw_${Date.now().toString(36)}`, nameEn: '', nameAr: '', points: '', threshold: '' },
              ],
            })
          }
        >
          {translate('resources.loyalty.rewards.add')}
        </Button>
      </CardContent>
    </Card>
  );
}
