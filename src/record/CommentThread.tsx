import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, List, ListItem, Paper, Stack, TextField, Typography, useTheme } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useSingleMutation } from '@/src/save/useSingleMutation';
import type { AppDataProvider } from '@/dataProvider';
import { resourceName } from '@/dataProvider/endpoints';
import type { CommentInput, TicketComment } from '@/dataProvider/types';
import { TEXT_LIMITS } from '@/dataProvider/fieldRules';
import { formatDateTime } from '@/src/format/values';
import { TypedText } from '@/src/fields/TypedText';
import { draftKey, keepDraft, useCommentDraft } from './commentDrafts';
import { useKeyShortcut, type KeyShortcut } from '@/src/keyboard/keyShortcuts';

export const COMMENT_MAX_LENGTH = TEXT_LIMITS.comment;
export const COMMENT_BOX_ID = 'comment-box';

export interface CommentThreadProps {
  messages: string;
  focusKey?: KeyShortcut & { name: string };
}

export function CommentThread({ messages, focusKey }: CommentThreadProps) {
  const record = useRecordContext<{ id: string; comments: TicketComment[] }>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const rtl = useTheme().direction === 'rtl';
  const key = draftKey(resource, record?.id);
  const [text, setText] = useCommentDraft(key);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useKeyShortcut(focusKey, () => box.current?.focus());
  const { mutate, isPending } = useSingleMutation({
    mutationFn: ({ value }: { value: string; key: string | null }) =>
      dataProvider.action(resourceName(resource), {
        action: 'comment',
        id: record?.id,
        data: { text: value } satisfies CommentInput,
      }),
    onSuccess: (_answer, sent) => {
      // Even when its box has gone meanwhile (the person moved to the next record).
      keepDraft(sent.key, '');
      setText('');
      notify(`${messages}.comments.added`, { type: 'success' });
      refresh();
    },
  });
  if (!record) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return setError(`${messages}.comments.required`);
    if (value.length > COMMENT_MAX_LENGTH) return setError(`${messages}.comments.tooLong`);
    setError(null);
    mutate({ value, key });
  };

  const headingId = `comments-${record.id}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(`${messages}.comments.title`, { count: record.comments.length })}
      </Typography>
      {record.comments.length === 0 ? (
        <Typography color="text.secondary">{translate(`${messages}.comments.empty`)}</Typography>
      ) : (
        <List disablePadding aria-labelledby={headingId}>
          {record.comments.map((comment) => (
            <ListItem key={comment.id} disableGutters>
              <Paper variant="outlined" sx={{ p: 1.5, width: '100%' }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  <strong>{comment.author}</strong> ·{' '}
                  <time dateTime={comment.createdAt} dir="ltr">
                    {formatDateTime(comment.createdAt)}
                  </time>
                </Typography>
                <TypedText>{comment.text}</TypedText>
              </Paper>
            </ListItem>
          ))}
        </List>
      )}
      <Stack component="form" onSubmit={submit} spacing={1} sx={{ mt: 2 }} noValidate>
        <TextField
          id={COMMENT_BOX_ID}
          label={translate(`${messages}.comments.label`)}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          multiline
          minRows={2}
          error={error !== null}
          helperText={error ? translate(error) : `${text.length} / ${COMMENT_MAX_LENGTH}`}
          inputRef={box}
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH, 'aria-keyshortcuts': focusKey?.name } }}
          disabled={isPending}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon sx={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
            disabled={isPending}
          >
            {translate(`${messages}.comments.add`)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
