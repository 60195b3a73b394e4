import { BREAKPOINTS, type CommitteeMember } from '@portal/shared';
import type { CSSProperties } from 'react';

import { Carousel } from '@/components/carousel';
import { MediaImage } from '@/components/media-image';
import { COMMITTEE_ROW_PATTERN, toAlternatingRows } from '@/features/governance/alternating-rows';
import { maxWidth, useMediaQuery } from '@/lib/use-media-query';

/** At ≤768px the members scroll: 2 at a time, 1 on small phones. */
const MEMBERS_CAROUSEL = { slidesToShow: 2, breakpoints: { 599: 1 }, gap: 16, stagePadding: 24 } as const;

function MemberCard({ member, onSelect }: { member: CommitteeMember; onSelect: (member: CommitteeMember) => void }) {
  return (
    <button type="button" className="member-card" aria-haspopup="dialog" onClick={() => onSelect(member)}>
      {member.profilePicture ? (
        // The name follows in text; the portrait would only repeat it to a screen reader.
        <MediaImage
          media={member.profilePicture}
          alt=""
          className="member-card__photo"
          sizes="(max-width: 768px) 50vw, 240px"
        />
      ) : (
        <span className="member-card__photo member-card__photo--empty" aria-hidden="true" />
      )}
      <span className="member-card__name">{member.name}</span>
      <span className="member-card__title">{member.title}</span>
    </button>
  );
}

export type CommitteeMembersProps = {
  members: CommitteeMember[];
  /** Accessible name of the mobile carousel (the section title). */
  label: string;
  onSelect: (member: CommitteeMember) => void;
};

/** Spec §2: rows alternating 2 and 3 members on desktop, a carousel at 768px or narrower. */
export function CommitteeMembers({ members, label, onSelect }: CommitteeMembersProps) {
  const mobile = useMediaQuery(maxWidth(BREAKPOINTS.mobile));
  if (mobile) {
    return (
      <Carousel label={label} {...MEMBERS_CAROUSEL} className="committee-carousel">
        {members.map((member) => (
          <MemberCard key={member.id} member={member} onSelect={onSelect} />
        ))}
      </Carousel>
    );
  }
  return (
    <div className="committee-grid">
      {toAlternatingRows(members).map((row, index) => {
        // A shorter last row keeps the card width of its place in the pattern, centred.
        const slots = COMMITTEE_ROW_PATTERN[index % COMMITTEE_ROW_PATTERN.length] ?? row.length;
        return (
          <ul
            key={index}
            className="committee-grid__row"
            data-row-size={row.length}
            style={{ '--row-slots': slots } as CSSProperties}
          >
            {row.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
