import { readFileSync } from 'node:fs';
import { FlagRuleRecord } from '@clubjoin/contract/flags';
import type { FlagRule } from '@clubjoin/domain/flags/featureFlags';

/**
 * Reads the flag rules of data/flags.json. They are release configuration, the same for every
 * process; a bad file stops start-up with the rule and field named.
 */
export function readFlagRules(file: string): FlagRule[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Flag rules data/flags.json cannot be read: ${(error as Error).message}`);
  }
  const parsed = FlagRuleRecord.array().safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const [index, ...field] = issue?.path ?? [];
    throw new Error(
      `Flag rules data/flags.json, rule ${Number(index) + 1}, field ${field.join('.') || '(the rule)'}: ${issue?.message}`,
    );
  }
  return parsed.data;
}
