// The launcher's code cache file: a header naming what the cache was compiled from, then V8's
// bytes. V8 checks only the length of the source against a cache, so a cache compiled from any
// other source of that length would run that source's code: the header binds the bytes to the
// bundle's content hash (computed by the build, so nothing is hashed at start-up) and to the V8
// version and architecture. The header does not stop someone who can write the file (the hash is
// no secret); keeping them out is the job of the directory checks (private-dir.ts) and of the
// owner and mode checks here.
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** What a cache must have been compiled from and for. */
export interface CacheIdentity {
  bundleHash: string;
  v8: string;
  /** The V8 flags the cache is compiled under (launcher/v8-flags.ts), as a tag. */
  flags: string;
  arch: string;
}

const MAGIC = 'ai-k8s-lint V8 code cache 1';
/** After the text part of the header: the length of V8's data, uint32 little-endian. */
const LENGTH_BYTES = 4;
/** The bundle's cache is about 1 MB; anything far larger is not one of ours. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
const SHARED_WRITE = 0o022;
// O_NOFOLLOW: a symlink at the path is not ours. O_NONBLOCK: a FIFO there must not hang the start.
const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
const CREATE_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
/** Caches kept: each build and each Node version makes a new one. */
const KEEP_CACHES = 3;
/** A temp file this old was left by a run that died; a younger one may be a concurrent writer's. */
const STALE_TEMP_MS = 60_000;

/** The cache's file name: a cache of another identity is another file (its header says the same). */
export function cacheFileName(id: CacheIdentity): string {
  return `cli-${id.bundleHash}-v8-${id.v8}-${id.flags}-${id.arch}.cache`;
}

function headerText(id: CacheIdentity): Buffer {
  return Buffer.from(`${MAGIC}\n${id.bundleHash}\n${id.v8}\n${id.flags}\n${id.arch}\n`, 'utf8');
}

/** The header for `dataLength` bytes of V8 data. */
export function cacheHeader(id: CacheIdentity, dataLength: number): Buffer {
  const text = headerText(id);
  const header = Buffer.alloc(text.length + LENGTH_BYTES);
  text.copy(header);
  header.writeUInt32LE(dataLength, text.length);
  return header;
}

/** V8's data in `file` when the header matches `id` and the length is right, else undefined. */
export function cacheData(id: CacheIdentity, file: Buffer): Buffer | undefined {
  const text = headerText(id);
  const headerLength = text.length + LENGTH_BYTES;
  if (file.length <= headerLength || !file.subarray(0, text.length).equals(text)) return undefined;
  if (file.readUInt32LE(text.length) !== file.length - headerLength) return undefined;
  return file.subarray(headerLength);
}

/**
 * V8's data from the cache at `path`, or undefined when there is none or it is not to be trusted:
 * not a regular file of the user's, writable by others, of an absurd size, or with a header
 * that does not match. The file is opened once and everything is read through that descriptor.
 */
export function readCache(path: string, id: CacheIdentity, uid: number): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(path, READ_FLAGS);
  } catch {
    return undefined;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.uid !== uid || (st.mode & SHARED_WRITE) !== 0 || st.size > MAX_FILE_BYTES) return undefined;
    const bytes = Buffer.allocUnsafe(st.size);
    let filled = 0;
    while (filled < bytes.length) {
      const n = readSync(fd, bytes, filled, bytes.length - filled, filled);
      if (n === 0) return undefined;
      filled += n;
    }
    return cacheData(id, bytes);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes the cache atomically: a concurrent run reads the old file or the new one, never half of
 * one. The temp file is created exclusively (never through a symlink or into someone's file) and
 * removed again when it cannot be renamed into place. Throws on failure.
 */
export function writeCache(path: string, id: CacheIdentity, data: Uint8Array): void {
  const partial = `${path}.${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.tmp`;
  const fd = openSync(partial, CREATE_FLAGS, 0o600);
  try {
    try {
      writeAll(fd, cacheHeader(id, data.length));
      writeAll(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
  } catch (e) {
    // For instance a directory where the cache should be: no 1 MB left behind by every run.
    unlinkQuietly(partial);
    throw e;
  }
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** Keeps the newest caches and removes temp files that died with their run. */
export function pruneCaches(dir: string, now = Date.now()): void {
  const caches: { path: string; time: number }[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('cli-')) continue;
    const path = join(dir, name);
    const st = lstatSync(path, { throwIfNoEntry: false });
    if (st === undefined || !st.isFile()) continue;
    if (name.endsWith('.tmp')) {
      if (now - st.mtimeMs > STALE_TEMP_MS) unlinkQuietly(path);
    } else if (name.endsWith('.cache')) caches.push({ path, time: st.mtimeMs });
  }
  caches.sort((a, b) => b.time - a.time);
  for (const old of caches.slice(KEEP_CACHES)) unlinkQuietly(old.path);
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Gone already (a concurrent run pruned it), or not ours to remove.
  }
}
