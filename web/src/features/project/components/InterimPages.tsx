// Minimal pages for the shell's sub-routes whose full screens are built in their own features.

/** The draft info sheet for another river basin: a heading only (spec section 1). */
export function CondamineBalonnePage() {
  return (
    <main className="page">
      <h1>Condamine-Balonne</h1>
    </main>
  );
}
