import { countryOfState } from '@clubjoin/domain/validation/regions';
import type { MemberDetails, MembershipState } from './membershipState';
import { membershipStore } from './membershipStore';

/** The membership address as the address form gives it (02 §3 Address, without the country). */
export interface AddressDetails {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** An address with its country, derived from the state (02 §3, §5: "Country is derived from the state"). */
function withCountry(address: AddressDetails): NonNullable<MembershipState['membershipAddress']> {
  return { ...address, country: countryOfState(address.state) };
}

/** Stores the primary member's details (02 §4: on submit store the data), keeping its party id. */
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

/** Stores the details of the additional adult at `position` of the adult list (02 §4). */
export function storeAdultMember(position: number, details: MemberDetails): void {
  membershipStore.setState((state) => ({
    adultMembers: withSlot(state.adultMembers, position, details),
  }));
}

/** Stores the details of the junior at `position` of the junior list (02 §4). */
export function storeJuniorMember(position: number, details: MemberDetails): void {
  membershipStore.setState((state) => ({
    juniorMembers: withSlot(state.juniorMembers, position, details),
  }));
}

/** Stores the membership address with the country its state belongs to (02 §4). */
export function storeMembershipAddress(address: AddressDetails): void {
  membershipStore.setState({ membershipAddress: withCountry(address) });
}

/**
 * Stores the purchaser and their address (02 §2: member info plus an address form). The address
 * becomes the membership address, which the address step then shows for checking: the stage call
 * carries one address (01 §7), and the child a purchaser pays for lives at the purchaser's.
 */
export function storePurchaser(details: MemberDetails, address: AddressDetails): void {
  membershipStore.setState((state) => ({
    purchaser: { partyId: state.purchaser?.partyId, ...details },
    membershipAddress: withCountry(address),
  }));
}

/** Stores the partner program's identifier values (01 §3 partnerProgramIdentifierParts). */
export function storeProgramIdentifierParts(
  parts: NonNullable<MembershipState['partnerProgramIdentifierParts']>,
): void {
  membershipStore.setState({ partnerProgramIdentifierParts: parts });
}

/** Forgets saved identifier values that no longer match the program's parts (02 §4). */
export function resetProgramIdentifierParts(): void {
  membershipStore.setState({ partnerProgramIdentifierParts: undefined });
}
