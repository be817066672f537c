import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { collectGarbage } from '../../lib/collect-garbage';

// A new embedded database, made with less memory than PGlite makes one in a folder on disk.
//
// PGlite runs initdb in a second database instance and keeps a copy of that instance's 128 MB of
// WASM memory to reset it between initdb's steps. For a folder on disk it then packs the new files
// into a tarball and unpacks them into the folder, while the first instance and the initdb one are
// both still held: the first start peaked at 730–790 MB resident there (measured with
// `node dist/server.js` on an empty DATA_DIR, 2-core machine shared with other work).
//
// Here initdb writes into an in-memory file system, which PGlite hands to initdb as it is (no
// tarball), and the files are copied to the folder one at a time when that instance closes, before
// the server opens the folder. Two settings more:
// - shared_buffers=16MB for initdb's own runs (PostgreSQL's default, 128 MB, grew the initdb
//   instance's WASM memory from 128 to 189 MB);
// - a full collection right after initdb, before PGlite starts the database it made: the initdb
//   instance and its 128 MB copy are unreachable by then, and V8 had not let them go.
// Alone (no server around it), PGlite's own way peaked at 700–785 MB, the in-memory one with the
// copy at 570–625 MB, and with both settings at 522–535 MB (three or four runs each); in the server's
// first start this stage now peaks at 517–575 MB.

/** What PGlite writes last into a new data folder, and what tells an initialised folder. */
export const CLUSTER_MARK = 'PG_VERSION';

/** PGDATA inside PGlite's virtual file system. */
const PGDATA = '/pglite/data';

/** Writes a new, empty PostgreSQL cluster (initdb's output) into `dataDir`. */
export async function createCluster(dataDir: string): Promise<void> {
  const fs = new CopyToFolderFS(dataDir);
  const instance = await PGlite.create({ fs, initDbStartParams: ['-c', 'shared_buffers=16MB'] });
  await instance.close();
  // Let the instance's own memory go too before the server opens the folder (PGlite drops its last
  // references a turn of the event loop after closing).
  await setTimeout(0);
  collectGarbage();
}

/**
 * PGlite's in-memory file system, copied to a folder on disk when PGlite closes it (after
 * PostgreSQL's shutdown checkpoint, so the copy is a cleanly stopped cluster). PG_VERSION is written
 * last: a copy cut short is started again from the beginning on the next start.
 */
class CopyToFolderFS extends MemoryFS {
  private initdbDone = false;

  constructor(private readonly folder: string) {
    super();
  }

  /** PGlite calls this once initdb has finished and its instance is closed, then on every write. */
  override async syncToFs(): Promise<void> {
    if (this.initdbDone) return;
    this.initdbDone = true;
    await setTimeout(0);
    collectGarbage();
  }

  override async closeFs(): Promise<void> {
    const fs = this.pg!.Module.FS;
    const copy = (from: string, to: string) => {
      mkdirSync(to, { recursive: true, mode: 0o700 });
      for (const name of fs.readdir(from) as string[]) {
        if (name === '.' || name === '..' || (from === PGDATA && name === CLUSTER_MARK)) continue;
        const path = `${from}/${name}`;
        if (fs.isDir(fs.stat(path).mode)) copy(path, join(to, name));
        else writeFileSync(join(to, name), fs.readFile(path));
      }
    };
    copy(PGDATA, this.folder);
    writeFileSync(join(this.folder, CLUSTER_MARK), fs.readFile(`${PGDATA}/${CLUSTER_MARK}`));
    await super.closeFs();
  }
}

export const isCluster = (dataDir: string): boolean => existsSync(join(dataDir, CLUSTER_MARK));
