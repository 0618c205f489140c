/** Says which alternatives' data could not be read, so their locations are neither listed nor known to be present. */
export function UnreadableDataNotice({ alternatives }: { alternatives: readonly string[] }) {
  if (alternatives.length === 0) return null;
  return (
    <p className="admin-notice admin-notice--warning">
      The data of {alternatives.join(', ')} could not be read; {alternatives.length === 1 ? 'its' : 'their'} locations
      are not listed here.
    </p>
  );
}
