/** A file chosen for an audit with its path inside the dropped or picked folder ("SOPs/Sanitation.pdf"). */
export interface ChosenFile {
  file: File;
  path: string;
}

const readEntries = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

async function walk(entry: FileSystemEntry, into: ChosenFile[]): Promise<void> {
  if (entry.isFile) {
    into.push({ file: await fileOf(entry as FileSystemFileEntry), path: entry.fullPath.replace(/^\//, "") });
    return;
  }
  if (!entry.isDirectory) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in batches (about 100 in Chromium) until it answers an empty one.
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader))
    for (const child of batch) await walk(child, into);
}

/** Every file of a drop, folders walked through `webkitGetAsEntry`; plain files when entries are not offered. */
export async function readDroppedFiles(data: DataTransfer): Promise<ChosenFile[]> {
  const entries = Array.from(data.items)
    .filter((item) => item.kind === "file")
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((e) => e === null))
    return Array.from(data.files).map((file) => ({ file, path: file.name }));
  const files: ChosenFile[] = [];
  for (const entry of entries) if (entry) await walk(entry, files);
  return files;
}

/** Files from an `<input type="file">` (with `webkitdirectory` their relative path is kept). */
export const pickedFiles = (list: FileList | null): ChosenFile[] =>
  Array.from(list ?? []).map((file) => ({ file, path: file.webkitRelativePath || file.name }));
