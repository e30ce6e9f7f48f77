import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software authenticator for the API tests: what a security key or a phone does in a WebAuthn
 * ceremony, built from the specification (https://w3c.github.io/webauthn/) with node:crypto,
 * so the server's checks run for real. It holds one ES256 (P-256) key pair and answers
 * `navigator.credentials.create()` with attestation 'none' and `navigator.credentials.get()`
 * with a signature over the authenticator data and the client data's hash. Each answer can be
 * spoiled one way (another challenge, origin or key, a counter going back) to prove a refusal.
 */

// A small CBOR encoder (RFC 8949): unsigned and negative integers, byte and text strings, maps.
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  }
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** Flags of the authenticator data: user present, user verified, credential data attached. */
const flags = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 };

export interface CeremonyOptions {
  /** The page's origin as the browser reports it (`https://host`). */
  origin: string;
  /** Sign another challenge than the server's. */
  challenge?: string;
  /** Bind the answer to another relying party than the options name. */
  rpId?: string;
  /** Sign with another key (a forged signature). */
  key?: KeyObject;
  /** Report this signature counter instead of the next one. */
  counter?: number;
  /** Leave out user verification (a key without a PIN or fingerprint). */
  isUserVerified?: boolean;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string | undefined };
}
interface RequestOptions {
  challenge: string;
  rpId?: string | undefined;
  allowCredentials?: Array<{ id: string }> | undefined;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The signature counter: moves on with every signature. */
  counter = 0;

  /** The credential's id as the API reads it (base64url). */
  get id(): string {
    return b64url(this.credentialId);
  }

  /** The public key as COSE (EC2, ES256, P-256), as the attested credential data carries it. */
  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, flagBits: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flagBits]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  private userFlags(spoil: CeremonyOptions) {
    return flags.up | (spoil.isUserVerified === false ? 0 : flags.uv);
  }

  /** The answer of `navigator.credentials.create()` to registration options. */
  register(options: CreationOptions, spoil: CeremonyOptions) {
    const rpId = spoil.rpId ?? options.rp.id ?? new URL(spoil.origin).hostname;
    const clientData = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: spoil.challenge ?? options.challenge,
        origin: spoil.origin,
        crossOrigin: false,
      }),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authenticatorData(
      rpId,
      this.userFlags(spoil) | flags.at,
      spoil.counter ?? this.counter,
      attested,
    );
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform' as const,
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ['usb'],
      },
    };
  }

  /** The answer of `navigator.credentials.get()` to a login's options: a signed assertion. */
  authenticate(options: RequestOptions, spoil: CeremonyOptions) {
    const rpId = spoil.rpId ?? options.rpId ?? new URL(spoil.origin).hostname;
    const counter = spoil.counter ?? ++this.counter;
    const clientData = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: spoil.challenge ?? options.challenge,
        origin: spoil.origin,
        crossOrigin: false,
      }),
    );
    const authData = this.authenticatorData(rpId, this.userFlags(spoil), counter);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      spoil.key ?? this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
    };
  }
}

/** A key that is no authenticator's: its signatures are forgeries. */
export const strangerKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
