// The part of unzipper (ExcelJS's own zip reader) that lib/sheet-guard.ts uses: the central
// directory of a zip held in memory, each entry's declared sizes, and a stream of its inflated bytes.
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  export interface CentralDirectoryEntry {
    path: string;
    type: 'File' | 'Directory';
    compressedSize: number;
    uncompressedSize: number;
    stream(password?: string): Readable;
  }

  export interface CentralDirectory {
    files: CentralDirectoryEntry[];
  }

  export const Open: {
    buffer(buffer: Buffer): Promise<CentralDirectory>;
  };
}
