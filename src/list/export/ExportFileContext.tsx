import { createContext } from 'react';
import type { CsvExport } from './columns';

/** The file an area's list exports (AreaList's `exporter`), for the buttons of its selection's toolbar. */
export const ExportFileContext = createContext<CsvExport | undefined>(undefined);
