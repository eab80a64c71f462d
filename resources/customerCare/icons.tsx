import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReplayIcon from '@mui/icons-material/Replay';

/** The status moves' icons, on a ticket's screen and on the selected rows. */
export const TICKET_ICONS = { accept: <CheckIcon />, resolve: <DoneAllIcon />, reopen: <ReplayIcon /> };
