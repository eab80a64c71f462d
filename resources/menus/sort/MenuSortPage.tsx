export default function MenuSortPage() {
  return null;
}
