import { crc32, deflateRawSync } from "node:zlib";
import { Zip, type ZipInputFile } from "fflate";

/**
 * The pack's ZIP, written as its entries come (fflate's streaming `Zip`), its chunks collected for the stored
 * file. Each entry is deflated whole by Node's zlib (native: 3–6× fflate's JavaScript deflate, decision
 * 177), on the pack thread that renders it, so it takes no worker of its own and leaves the server's
 * thread and the libuv pool alone. A file that deflate does not
 * shrink (a photo) is stored.
 */
export class PackZip {
  private readonly chunks: Uint8Array[] = [];
  private readonly zip: Zip;
  readonly done: Promise<Buffer>;

  constructor() {
    let settle: { resolve: (data: Buffer) => void; reject: (error: Error) => void } | undefined;
    this.done = new Promise<Buffer>((resolve, reject) => (settle = { resolve, reject }));
    this.zip = new Zip((error, chunk, final) => {
      if (error) return settle!.reject(error);
      this.chunks.push(chunk);
      if (final) settle!.resolve(Buffer.concat(this.chunks));
    });
    // Awaited by `end`; a failure before then is handled there, not reported as unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  /**
   * An entry whose bytes come later (the PDF, laid out while the CSVs and attached files are added after
   * it), always deflated (its header is written now): the returned function gives its bytes. fflate keeps
   * the later entries' bytes until this one has them.
   */
  reserve(filename: string) {
    const entry: ZipInputFile = { filename, size: 0, crc: 0, compression: 8 };
    this.zip.add(entry);
    return (data: Uint8Array) => this.give(entry, data, deflateRawSync(data, { level: 6 }));
  }

  file(filename: string, data: Uint8Array<ArrayBuffer>) {
    const deflated = deflateRawSync(data, { level: 6 });
    const stored = deflated.length >= data.length;
    const entry: ZipInputFile = { filename, size: 0, crc: 0, compression: stored ? 0 : 8 };
    this.zip.add(entry);
    this.give(entry, data, stored ? data : deflated);
  }

  /** The entry's size and CRC are those of its bytes as given; `written` what the archive holds. */
  private give(entry: ZipInputFile, data: Uint8Array, written: Uint8Array<ArrayBuffer>) {
    entry.size = data.length;
    entry.crc = crc32(data);
    entry.ondata!(null, written, true);
  }

  end() {
    this.zip.end();
    return this.done;
  }
}
