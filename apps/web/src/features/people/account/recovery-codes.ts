import { plural, t } from '@lingui/core/macro';
import type { SecondFactorStatus } from '@showdesk/domain/people/second-factor';

/** At or below this many recovery codes left, the account page asks for new ones. */
export const fewRecoveryCodes = 3;

/** What the account page says about the recovery codes left, when they are running out. */
export function recoveryCodesWarning(
  status: Pick<SecondFactorStatus, 'totp' | 'recoveryCodesLeft'>,
): string | null {
  if (!status.totp || status.recoveryCodesLeft > fewRecoveryCodes) return null;
  const left = status.recoveryCodesLeft;
  if (left === 0) {
    return t`You have no recovery codes left. Make new ones, so you can still log in if you lose your phone.`;
  }
  return t({
    message: plural(left, {
      one: 'Only # recovery code left. Make new ones, so you can still log in if you lose your phone.',
      other:
        'Only # recovery codes left. Make new ones, so you can still log in if you lose your phone.',
    }),
  });
}

export interface RecoveryCodesSheet {
  codes: readonly string[];
  eventName?: string;
  email?: string;
  madeAt: Date;
}

/** The lines of the saved or printed sheet of recovery codes: where they work, then the codes. */
export function recoveryCodesLines({ codes, eventName, email, madeAt }: RecoveryCodesSheet) {
  const day = madeAt.toISOString().slice(0, 10);
  return {
    title: eventName ? t`Recovery codes for ${eventName}` : t`Recovery codes`,
    about: [
      ...(email ? [t`Account: ${email}`] : []),
      t`Made on ${day}. Making new codes stops these from working.`,
      t`Each code logs you in once, in place of a code from your authenticator app.`,
      t`Keep them somewhere safe, away from your phone.`,
    ],
    codes: [...codes],
  };
}

/** The sheet as a plain text file. */
export function recoveryCodesText(sheet: RecoveryCodesSheet): string {
  const { title, about, codes } = recoveryCodesLines(sheet);
  return `${[title, '', ...about, '', ...codes].join('\r\n')}\r\n`;
}

/** The text file's name: the event's name as a slug, e.g. harbour-expo-recovery-codes.txt. */
export function recoveryCodesFileName(eventName?: string): string {
  const slug = (eventName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `${slug}-recovery-codes.txt` : 'recovery-codes.txt';
}

/** An authenticator key in groups of four, as it is easier to type from the screen. */
export function groupedKey(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
