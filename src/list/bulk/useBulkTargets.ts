import { useDataProvider, useListContext, type Identifier, type RaRecord } from 'react-admin';

/**
 * The selected records: those on the page from the list, the ones selected on other pages read by id. The
 * calls that send a whole record (an archive is the record's own save) need each one as it is.
 */
export function useSelectedRecords<R extends RaRecord>(): {
  selectedIds: Identifier[];
  /** The selected records on this page, by id. */
  onPage: Map<string, R>;
  read: () => Promise<R[]>;
} {
  const { selectedIds, data, resource } = useListContext<R>();
  const dataProvider = useDataProvider();
  const onPage = new Map((data ?? []).map((record) => [String(record.id), record]));
  const read = async () => {
    const missing = selectedIds.filter((id) => !onPage.has(String(id)));
    const others = missing.length ? (await dataProvider.getMany<R>(resource, { ids: missing })).data : [];
    const byId = new Map([...onPage, ...others.map((record): [string, R] => [String(record.id), record])]);
    return selectedIds.flatMap((id) => byId.get(String(id)) ?? []);
  };
  return { selectedIds, onPage, read };
}
