// Minimal page for the shell's map sub-route, whose full screens are built in their own feature.

export function MapSurveyOverview() {
  return (
    <main className="page">
      <h1>Map</h1>
    </main>
  );
}
