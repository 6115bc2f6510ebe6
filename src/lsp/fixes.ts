// Where the rules' own fixes plug into the editor. A fix is a set of edits on the finding's file
// that makes the finding go away (set the request to the limit, add the /dev/shm volume). None
// is wired in yet: the `--fix` work gives findings their fixes, and a FixSource built on it is
// what the server is handed; the code actions offer its fixes first, as preferred quick fixes.
import type { Finding, Range } from '../core/types.js';

export interface FileEdit {
  /** In the finding's coordinates: 1-based lines and UTF-16 columns, end exclusive. */
  range: Range;
  newText: string;
}

export interface Fix {
  title: string;
  edits: FileEdit[];
}

export interface FixSource {
  /** The fixes of a finding, given the text it was found in. */
  fixesFor(finding: Finding, text: string): Fix[];
}

export const NO_FIXES: FixSource = { fixesFor: () => [] };
