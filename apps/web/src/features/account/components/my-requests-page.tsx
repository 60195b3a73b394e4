export function MyRequestsPage() {
  return (
    <section aria-labelledby="my-requests-page-heading">
      <h2 id="my-requests-page-heading">My requests</h2>
    </section>
  );
}
