import TaskAltIcon from '@mui/icons-material/TaskAlt';
import BlockIcon from '@mui/icons-material/Block';

/** The status moves' icons, on a request's screen and on the selected rows. */
export const CATERING_ICONS = { fulfill: <TaskAltIcon />, reject: <BlockIcon /> };
