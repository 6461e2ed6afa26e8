// solo2bank.mjs - Simon Tatham's Solo puzzles in the press's format.
//
//   node tests/solo2bank.mjs < solo-ids.txt > puzzles.txt
//
// Reads game IDs as `sgt-solo --generate` prints them ("3x3x:f8_7_2c1...",
// "9j:<clues>,<block structure>") and writes one press line each,
// "<variant> <givens>" (a Jigsaw adds its layout).  Solo's clues are runs
// of blanks as letters (a = 1 ... z = 26) and numbers apart from each other
// by '_'; a Jigsaw's block structure lists the runs of non-lines between
// the internal lines, vertical lines in reading order first, then the
// horizontal ones column by column.  Solo's "CxR" of a grid of boxes
// reads here as boxes of C rows by R columns, as the press's are ("2x3":
// 6x6 with boxes of 2 rows by 3 columns); a grid whose boxes come the other
// way is transposed, which keeps rows, columns, boxes and both diagonals.
import { readFileSync } from 'node:fs';

const SYMBOLS = '123456789ABCDEFG';
const NAMES = { 4: '4x4', 6: '6x6', 8: '8x8', 9: '9x9', 12: '12x12', 16: '16x16' };
const BOX_ROWS = { 4: 2, 6: 2, 8: 2, 9: 3, 12: 3, 16: 4 };

function clues(desc, area) {
  const g = [];
  let i = 0;
  while (i < desc.length && desc[i] !== ',') {
    const ch = desc[i];
    if (ch >= 'a' && ch <= 'z') { for (let k = 0; k < ch.charCodeAt(0) - 96; k++) g.push(0); i++; }
    else if (ch === '_') i++;
    else { let j = i; while (j < desc.length && /[0-9]/.test(desc[j])) j++; g.push(+desc.slice(i, j)); i = j; }
  }
  if (g.length !== area) throw new Error(`${g.length} cells, not ${area}`);
  return [g, desc.slice(i + 1)];
}

function blocks(spec, n) {
  const parent = [...Array(n * n).keys()];
  const find = (a) => (parent[a] === a ? a : (parent[a] = find(parent[a])));
  let pos = 0;
  for (const ch of spec) {
    const c = ch === '_' ? 0 : ch.charCodeAt(0) - 96;
    for (let k = 0; k < c; k++, pos++) {
      let p0, p1;
      if (pos < n * (n - 1)) { const y = Math.floor(pos / (n - 1)), x = pos % (n - 1); p0 = y * n + x; p1 = p0 + 1; }
      else { const x = Math.floor(pos / (n - 1)) - n, y = pos % (n - 1); p0 = y * n + x; p1 = p0 + n; }
      parent[find(p0)] = find(p1);
    }
    if (c !== 26) pos++;
  }
  const id = new Map(), layout = [];
  for (let i = 0; i < n * n; i++) { const r = find(i); if (!id.has(r)) id.set(r, id.size); layout.push(id.get(r)); }
  return layout;
}

const out = [];
for (const line of readFileSync(0, 'utf8').split('\n')) {
  const m = /^(\d+)(?:x(\d+))?(j?)(x?)[a-z0-9]*:(.*)$/.exec(line.trim());
  if (!m) continue;
  const jig = m[3] === 'j', x = m[4] === 'x';
  const c = +m[1], r = m[2] ? +m[2] : c;
  const n = jig ? (m[2] ? c * r : c) : c * r;
  let [g, rest] = clues(m[5], n * n);
  if (jig) {
    const layout = blocks(rest, n);
    out.push(`jigsaw${n}${x ? '+x' : ''} ${g.map((v) => (v ? SYMBOLS[v - 1] : '.')).join('')} ${layout.map((v) => SYMBOLS[v]).join('')}`);
    continue;
  }
  if (c !== BOX_ROWS[n]) g = g.map((_, i) => g[(i % n) * n + Math.floor(i / n)]); // transpose
  out.push(`${NAMES[n]}${x ? '+x' : ''} ${g.map((v) => (v ? SYMBOLS[v - 1] : '.')).join('')}`);
}
process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
