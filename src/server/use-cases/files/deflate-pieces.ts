import { constants, crc32, deflateRawSync, inflateRaw } from "node:zlib";
import { promisify } from "node:util";

/**
 * Raw deflate in pieces that concatenate (decision 170): each piece is compressed on its own and ends on a
 * sync flush (byte-aligned, no final block), so pieces laid end to end, then `DEFLATE_END`, are one valid
 * deflate stream, and their CRC-32s combine without the text (`crc32Combine`). A gzip member or a ZIP
 * entry is then made of stored pieces without compressing anything again.
 */
export type DeflatedPiece = {
  /** Raw deflate, ending on a sync flush. */
  bytes: Buffer;
  /** The uncompressed length in bytes. */
  rawLength: number;
  /** CRC-32 of the uncompressed bytes. */
  crc: number;
};

/** A piece of rows (of a CSV or a worksheet) with the number of rows it holds. */
export type RowsPiece = DeflatedPiece & { rowCount: number };

/** An empty final block: what ends a stream of pieces. */
export const DEFLATE_END: Buffer = deflateRawSync(Buffer.alloc(0));

/**
 * `text` (UTF-8) as a piece: at zlib's fastest level by default (a piece written during a request), or at
 * `level` (a piece built ahead, where a smaller piece is worth the time).
 */
export function deflatePiece(text: string | Buffer, level: number = constants.Z_BEST_SPEED): DeflatedPiece {
  const raw = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  return {
    bytes: deflateRawSync(raw, { level, finishFlush: constants.Z_SYNC_FLUSH }),
    rawLength: raw.length,
    crc: crc32(raw),
  };
}

const inflateRawAsync = promisify(inflateRaw);

/** A piece's text back (on zlib's thread pool): a piece needs nothing before it to inflate. */
export const inflatePiece = (bytes: Buffer): Promise<Buffer> =>
  inflateRawAsync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });

// CRC-32 (the reflected polynomial of gzip and ZIP) as arithmetic on polynomials over GF(2) modulo it:
// appending n zero bytes to a message multiplies its CRC by x^(8n), so crc(A·B) = crc(A)·x^(8·|B|) + crc(B).
// In the reflected form the highest bit (0x80000000) is the coefficient of x^0.
const POLY = 0xedb88320;

/** a·b modulo the CRC polynomial. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b >>> 0;
  for (let bit = 0x80000000; bit !== 0 && a !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= factor;
      a &= ~bit;
    }
    // factor · x
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial for k = 0..63: repeated squares of x (0x40000000 in this form). */
const xPowers: number[] = [0x40000000];
for (let k = 1; k < 64; k++) xPowers.push(multiplyModP(xPowers[k - 1]!, xPowers[k - 1]!));

/** x^n modulo the polynomial, by the binary digits of n (n < 2^53). */
function xPowerModP(n: number): number {
  let result = 0x80000000; // 1
  for (let k = 0; n > 0; k++, n = Math.floor(n / 2)) if (n % 2) result = multiplyModP(result, xPowers[k]!);
  return result;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(xPowerModP(lengthB * 8), crcA >>> 0) ^ crcB) >>> 0;
}

/** Pieces laid end to end, as one: their bytes (still without a final block), length and CRC. */
export function joinPieces(pieces: readonly DeflatedPiece[]): DeflatedPiece {
  let crc = 0;
  let rawLength = 0;
  for (const piece of pieces) {
    crc = crc32Combine(crc, piece.crc, piece.rawLength);
    rawLength += piece.rawLength;
  }
  return { bytes: Buffer.concat(pieces.map((piece) => piece.bytes)), rawLength, crc };
}

/** A gzip member's 10-byte header (RFC 1952: deflate, no name, no time, unknown OS). */
export const GZIP_HEADER: Buffer = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The gzip trailer after the final block: CRC-32 and the length modulo 2^32, little-endian. */
export function gzipTrailer(crc: number, rawLength: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(rawLength % 2 ** 32, 4);
  return trailer;
}
