import { PlaceholderPage } from '@/components/placeholder-page';
import { COMMITTEE_MEMBERS_FRAGMENT } from '@/config/paths';

export function CommitteePage() {
  return (
    <PlaceholderPage title="Committee">
      {/* The hero's link targets this fragment (spec §2, committee page). */}
      <section id={COMMITTEE_MEMBERS_FRAGMENT} aria-labelledby="committee-members-heading">
        <h2 id="committee-members-heading">Committee members</h2>
      </section>
    </PlaceholderPage>
  );
}
