import type { CommitteeMember, SocialMediaLink } from '@portal/shared';

import { Dialog } from '@/components/dialog';
import { MediaImage } from '@/components/media-image';
import { RichText } from '@/components/rich-text';
import { useT } from '@/lib/i18n';

/** Spec §9: the person dialog is up to 1440px wide. */
const MEMBER_DIALOG_WIDTH = '90rem';

function linkName(link: SocialMediaLink): string {
  const named = link.label?.trim() || link.icon?.alternativeText?.trim();
  if (named) return named;
  try {
    return new URL(link.url).hostname;
  } catch {
    return link.url;
  }
}

function SocialLinks({ member }: { member: CommitteeMember }) {
  const t = useT();
  if (member.socialMediaLinks.length === 0) return null;
  return (
    <ul className="member-profile__links" aria-label={t('governance.committee.links', { name: member.name })}>
      {member.socialMediaLinks.map((link) => (
        <li key={link.id}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="member-profile__link"
            aria-label={`${t('governance.committee.socialLink', { label: linkName(link), name: member.name })} ${t('common.opensInNewTab')}`}
          >
            {link.icon ? (
              <MediaImage media={link.icon} className="member-profile__link-icon" />
            ) : (
              <span className="member-profile__link-text">{linkName(link)}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

export type MemberDialogProps = { member: CommitteeMember | null; onClose: () => void };

/** A committee member's profile: photo, social links, name, title, description and bio (spec §2). */
export function MemberDialog({ member, onClose }: MemberDialogProps) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={member?.name ?? ''}
      width={MEMBER_DIALOG_WIDTH}
      className="member-dialog"
    >
      {member ? (
        <div className="member-profile">
          {member.profilePicture ? (
            <MediaImage
              media={member.profilePicture}
              className="member-profile__photo"
              sizes="(max-width: 768px) 100vw, 320px"
            />
          ) : null}
          <div className="member-profile__text">
            <SocialLinks member={member} />
            <p className="member-profile__title">{member.title}</p>
            {member.description ? <p className="member-profile__description">{member.description}</p> : null}
            <RichText markdown={member.bio} className="member-profile__bio" />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
