export function DatasetOverviewPage() {
  return (
    <section aria-labelledby="dataset-overview-page-heading">
      <h2 id="dataset-overview-page-heading">Overview</h2>
    </section>
  );
}
