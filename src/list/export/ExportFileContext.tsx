import { createContext } from 'react';
import type { CsvExport } from './columns';

export const ExportFileContext = createContext<CsvExport | undefined>(undefined);
