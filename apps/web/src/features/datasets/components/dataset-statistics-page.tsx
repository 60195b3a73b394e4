export function DatasetStatisticsPage() {
  return (
    <section aria-labelledby="dataset-statistics-page-heading">
      <h2 id="dataset-statistics-page-heading">Data statistics</h2>
    </section>
  );
}
