import { isIP } from 'node:net';
import { fillingMessages } from '@showdesk/domain/forms/filling';
import { formatUploadLimit } from '@showdesk/domain/platform/uploads';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { envelopeBytes, tooLarge } from '../../platform/uploads/receive-upload.ts';
import {
  guestUploadBytes,
  insertGuestUpload,
  lockQuotaScope,
  type QuotaScope,
  secondsUntilFreed,
} from './queries.ts';

/**
 * The hourly quotas of guests' uploads (GUEST_UPLOAD_QUOTA_PER_ADDRESS_MB, per client address
 * across every event; GUEST_UPLOAD_QUOTA_PER_FORM_MB, per form from every address together),
 * counted in the database over `guest_uploads` so that every app process and a restart see the
 * same sums. An upload over either is refused with a 429 whose Retry-After (and message) says
 * when enough of the last hour's bytes will have left the window for it.
 */

type Config = AppDeps['config'];

/** Who uploads: the guest's form and submission, and the key of their address. */
export interface GuestUploader {
  eventId: string;
  formId: string;
  submissionId: string;
  clientKey: string;
}

/**
 * The key an address's uploads are counted under: an IPv4 address as it is (an IPv4-mapped IPv6
 * one as its IPv4), an IPv6 address by its /64 network, the block one subscriber usually holds
 * whole: stepping through its addresses does not reset the quota.
 */
export function clientKeyOf(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  // A dotted IPv4 tail fills the last two groups.
  const split = (part: string) =>
    part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = head ? split(head) : [];
  const right = tail ? split(tail) : [];
  const fill = Array(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = tail === undefined ? left : [...left, ...fill, ...right];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

const scopesOf = (who: GuestUploader) => ({
  address: { clientKey: who.clientKey } satisfies QuotaScope,
  form: { eventId: who.eventId, formId: who.formId } satisfies QuotaScope,
});

/** The 429 for an upload that needs `excessBytes` more than the scope's quota leaves. */
async function overQuota(
  db: DbOrTx,
  config: Config,
  who: GuestUploader,
  which: 'address' | 'form',
  excessBytes: number,
): Promise<AppError> {
  const seconds =
    (await secondsUntilFreed(db, scopesOf(who)[which], Math.max(1, excessBytes))) ?? 3600;
  const message =
    which === 'address'
      ? fillingMessages.guestAddressQuota(
          formatUploadLimit(config.guestUploadQuota.perAddressBytes),
          seconds,
        )
      : fillingMessages.guestFormQuota(seconds);
  return AppError.tooManyRequests(message, seconds);
}

/**
 * The room a guest has left before their upload is read: the smaller of what their address and
 * the form may still take this hour, and the refusal for a file that does not fit in it
 * (`sizeHint`: what the request says it carries). A file larger than a whole hour's quota would
 * never fit: that is a 413 naming the quota as the largest size, not a wait.
 */
export async function guestUploadRoom(
  deps: Pick<AppDeps, 'db' | 'config'>,
  who: GuestUploader,
  sizeHint: number,
) {
  const { perAddressBytes, perFormBytes } = deps.config.guestUploadQuota;
  const scopes = scopesOf(who);
  const addressRoom = perAddressBytes - (await guestUploadBytes(deps.db, scopes.address));
  const formRoom = perFormBytes - (await guestUploadBytes(deps.db, scopes.form));
  const which = addressRoom <= formRoom ? 'address' : 'form';
  const roomBytes = Math.min(addressRoom, formRoom);
  const wholeHour = Math.min(perAddressBytes, perFormBytes);
  return {
    roomBytes: Math.max(0, roomBytes),
    refuse: async () =>
      sizeHint - envelopeBytes > wholeHour
        ? tooLarge(wholeHour)
        : overQuota(deps.db, deps.config, who, which, Math.max(1, sizeHint) - roomBytes),
  };
}

/**
 * In the transaction that records a guest's file: counts it against both quotas, under locks
 * that make concurrent uploads of the same address or form take turns, and records it; over
 * either quota it throws the 429 and the transaction (so the file) is not kept.
 */
export async function claimGuestUpload(
  tx: Tx,
  config: Config,
  who: GuestUploader,
  file: { fileId: string; size: number },
) {
  const { perAddressBytes, perFormBytes } = config.guestUploadQuota;
  const scopes = scopesOf(who);
  await lockQuotaScope(tx, scopes.address);
  await lockQuotaScope(tx, scopes.form);
  const byAddress = (await guestUploadBytes(tx, scopes.address)) + file.size;
  if (byAddress > perAddressBytes)
    throw await overQuota(tx, config, who, 'address', byAddress - perAddressBytes);
  const byForm = (await guestUploadBytes(tx, scopes.form)) + file.size;
  if (byForm > perFormBytes) throw await overQuota(tx, config, who, 'form', byForm - perFormBytes);
  await insertGuestUpload(tx, {
    eventId: who.eventId,
    fileId: file.fileId,
    formId: who.formId,
    submissionId: who.submissionId,
    clientKey: who.clientKey,
    size: file.size,
  });
}
