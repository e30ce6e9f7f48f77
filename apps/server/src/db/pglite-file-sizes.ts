import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PostgreSQL asks for a relation's size by seeking to its file's end (`lseek(fd, 0, SEEK_END)`):
 * at every plan, for each table and index it touches, and at every scan. Native, that is a cheap
 * system call. In PGlite's Node file system (Emscripten's NODEFS) each such seek is an
 * `fs.fstatSync` made from JavaScript: 8 % of the embedded server's whole CPU time in the bench's
 * fairness run, on the one thread that also answers every request.
 *
 * The data folder is this process's alone (PGlite's lock file keeps a second one out), so every
 * change to a file's size passes through this file system: a write past the end, a truncation
 * (by path or by descriptor; fallocate is one), an open that truncates. The size is remembered per file from the first seek to its end and
 * kept current by those three; anything else leaves it alone. A file replaced by a rename or
 * removed gets a new node, and so a size of its own.
 */

interface FsNode {
  mode: number;
}

interface FsStream {
  node: FsNode;
  nfd: number;
  position: number;
}

type Seek = (stream: FsStream, offset: number, whence: number) => number;
type Write = (
  stream: FsStream,
  buffer: Uint8Array,
  offset: number,
  length: number,
  position: number,
  canOwn?: boolean,
) => number;
type Open = (stream: FsStream & { flags: number }) => void;
type SetAttributes = (node: FsNode, attributes: { size?: number }) => void;
type SetStreamAttributes = (stream: FsStream, attributes: { size?: number }) => void;

/** The part of PGlite's Emscripten module this reaches into (Emscripten 3's NODEFS). */
export interface NodeFsModule {
  FS: { isFile(mode: number): boolean; ErrnoError: new (errno: number) => Error };
  NODEFS: {
    stream_ops: { llseek: Seek; write: Write; open: Open; setattr?: SetStreamAttributes };
    node_ops: { setattr: SetAttributes };
  };
}

const seekEnd = 2;
const openTruncates = 512; // O_TRUNC as Emscripten numbers it
const invalidArgument = 28; // EINVAL

/**
 * Makes `mod`'s NODEFS answer a seek to a file's end from the remembered size. Returns the
 * sizes (for tests). Leaves a module whose NODEFS has another shape alone (returns null).
 */
export function rememberFileSizes(mod: NodeFsModule): WeakMap<FsNode, number> | null {
  const ops = mod.NODEFS?.stream_ops;
  const nodeOps = mod.NODEFS?.node_ops;
  if (!ops?.llseek || !ops.write || !ops.open || !nodeOps?.setattr) return null;
  const sizes = new WeakMap<FsNode, number>();
  const { llseek, write, open } = ops;
  const setattr = nodeOps.setattr;

  ops.llseek = (stream, offset, whence) => {
    if (whence !== seekEnd || !mod.FS.isFile(stream.node.mode)) {
      return llseek(stream, offset, whence);
    }
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = fs.fstatSync(stream.nfd).size;
      sizes.set(stream.node, size);
    }
    const position = size + offset;
    if (position < 0) throw new mod.FS.ErrnoError(invalidArgument);
    return position;
  };

  ops.write = (stream, buffer, offset, length, position, canOwn) => {
    // Forgotten first: a write that fails part way leaves a size read again at the next seek.
    const known = sizes.get(stream.node);
    sizes.delete(stream.node);
    const written = write(stream, buffer, offset, length, position, canOwn);
    if (known !== undefined) sizes.set(stream.node, Math.max(known, position + written));
    return written;
  };

  ops.open = (stream) => {
    if (stream.flags & openTruncates) sizes.delete(stream.node);
    open(stream);
  };

  // A truncation (ftruncate, truncate, fallocate's extension) goes through the stream's
  // setattr when it has one, else the node's.
  nodeOps.setattr = (node, attributes) => {
    if (attributes.size !== undefined) sizes.delete(node);
    setattr(node, attributes);
  };
  const streamSetattr = ops.setattr;
  if (streamSetattr) {
    ops.setattr = (stream, attributes) => {
      if (attributes.size !== undefined) sizes.delete(stream.node);
      streamSetattr(stream, attributes);
    };
  }
  return sizes;
}

/** PGlite's Node file system with `rememberFileSizes` applied before the data folder mounts. */
export class SizeCachingNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const preRun = [
      (mod: unknown) => {
        rememberFileSizes(mod as NodeFsModule);
      },
      ...((emscriptenOpts.preRun as ((mod: unknown) => void)[] | undefined) ?? []),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as typeof emscriptenOpts };
  }
}
