export function BookmarkedDatasetsPage() {
  return (
    <section aria-labelledby="bookmarked-datasets-page-heading">
      <h2 id="bookmarked-datasets-page-heading">Bookmarked datasets</h2>
    </section>
  );
}
