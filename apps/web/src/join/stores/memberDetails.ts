import { countryOfState } from '@clubjoin/domain/validation/regions';
import type { MemberDetails, MembershipState } from './membershipState';
import { membershipStore } from './membershipStore';

/**
 * The membership address as the address form gives it (product/member-forms.md#address, without the
 * country).
 */
export interface AddressDetails {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * An address with its country, derived from the state (product/member-forms.md#address: Country is
 * derived from the state).
 */
function withCountry(address: AddressDetails): NonNullable<MembershipState['membershipAddress']> {
  return { ...address, country: countryOfState(address.state) };
}

/**
 * Stores the primary member's details (product/member-forms.md#submitting-a-member-step: on submit
 * store the data), keeping its party id.
 */
export function storePrimaryMember(details: MemberDetails): void {
  membershipStore.setState((state) => ({
    primaryMember: { partyId: state.primaryMember?.partyId, ...details },
  }));
}

/** Replaces one slot of a member list, keeping the slot's party id unless the details bring one. */
function withSlot(list: readonly MemberDetails[], position: number, details: MemberDetails) {
  return list.map((member, index) =>
    index === position ? { partyId: member.partyId, ...details } : member,
  );
}

/**
 * Stores the details of the additional adult at `position` of the adult list
 * (product/member-forms.md#submitting-a-member-step).
 */
export function storeAdultMember(position: number, details: MemberDetails): void {
  membershipStore.setState((state) => ({
    adultMembers: withSlot(state.adultMembers, position, details),
  }));
}

/**
 * Stores the details of the junior at `position` of the junior list
 * (product/member-forms.md#submitting-a-member-step).
 */
export function storeJuniorMember(position: number, details: MemberDetails): void {
  membershipStore.setState((state) => ({
    juniorMembers: withSlot(state.juniorMembers, position, details),
  }));
}

/**
 * Stores the membership address with the country its state belongs to
 * (product/member-forms.md#address).
 */
export function storeMembershipAddress(address: AddressDetails): void {
  membershipStore.setState({ membershipAddress: withCountry(address) });
}

/**
 * Stores the purchaser and their address (product/member-forms.md#address: member info plus an
 * address form). The address becomes the membership address, which the address step then shows for
 * checking: the stage call carries one address (product/payment-and-confirmation.md#staging), and
 * the child a purchaser pays for lives at the purchaser's.
 */
export function storePurchaser(details: MemberDetails, address: AddressDetails): void {
  membershipStore.setState((state) => ({
    purchaser: { partyId: state.purchaser?.partyId, ...details },
    membershipAddress: withCountry(address),
  }));
}

/** Stores the partner program's identifier values (product/member-forms.md#program-information). */
export function storeProgramIdentifierParts(
  parts: NonNullable<MembershipState['partnerProgramIdentifierParts']>,
): void {
  membershipStore.setState({ partnerProgramIdentifierParts: parts });
}

/**
 * Forgets saved identifier values that no longer match the program's parts
 * (product/member-forms.md#program-information).
 */
export function resetProgramIdentifierParts(): void {
  membershipStore.setState({ partnerProgramIdentifierParts: undefined });
}
