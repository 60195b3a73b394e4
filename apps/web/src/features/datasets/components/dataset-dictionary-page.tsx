export function DatasetDictionaryPage() {
  return (
    <section aria-labelledby="dataset-dictionary-page-heading">
      <h2 id="dataset-dictionary-page-heading">Data dictionary</h2>
    </section>
  );
}
