import { ACCOUNT_BINDING_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { create } from 'zustand';
import type { ApiError } from '../../api/ApiError';

/**
 * Why staging refused the account the membership was set up under
 * (product/accounts-and-sign-in.md#accounts-and-proof: proof, not ids).
 */
export type AccountRefusal = keyof typeof ACCOUNT_BINDING_MESSAGES;

/** The refusal a failed stage call answered, if it is one about the account. */
export function accountRefusalOf(error: ApiError): AccountRefusal | undefined {
  const found = Object.entries(ACCOUNT_BINDING_MESSAGES).find(
    ([, message]) => message === error.message || error.fields.some((f) => f.message === message),
  );
  return found?.[0] as AccountRefusal | undefined;
}

/** The refusal on screen: the frame of the step shows it until the person acts on it. */
export const stageRefusalStore = create<{ refusal: AccountRefusal | undefined }>(() => ({
  refusal: undefined,
}));

export function showStageRefusal(refusal: AccountRefusal | undefined): void {
  stageRefusalStore.setState({ refusal });
}
