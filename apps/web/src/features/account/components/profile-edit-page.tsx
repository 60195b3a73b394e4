export function ProfileEditPage() {
  return (
    <section aria-labelledby="profile-edit-page-heading">
      <h2 id="profile-edit-page-heading">Edit profile</h2>
    </section>
  );
}
