/**
 * The signed-in member's own card (/memberInfo, docs/portals.md): a profile summary, the membership fields of
 * their record in the 会员登记 model (null when they have none) and the text of their QR code.
 */
export interface MemberCard {
  userId: string;
  account: string;
  realName: string;
  headIcon: string;
  organizeName: string;
  positionName: string;
  /** label and display value of each membership field, in the model's order */
  membership: { field: string; label: string; value: string }[] | null;
  /** what the QR code encodes: MEMBER_QR_PREFIX + JSON {userId, account, memberNo} */
  qrText: string;
}

/** The QR code's text starts with this, so a scanner can tell a member code from any other QR code. */
export const MEMBER_QR_PREFIX = 'JNPF-MEMBER:';

export function memberQrText(card: { userId: string; account: string; memberNo: string }): string {
  return MEMBER_QR_PREFIX + JSON.stringify({ userId: card.userId, account: card.account, memberNo: card.memberNo });
}
