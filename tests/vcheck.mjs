#!/usr/bin/env node
// vcheck.mjs - an independent line-by-line checker for the press's banks.
//
// usage: node tests/vcheck.mjs FILE...      ('-' reads standard input)
//
// Reads puzzle banks of any kind of grid, one puzzle a line:
//
//   <puzzle> [<solution>] [<clues> <band> <min>-<max> <rating> <label> <score>]
//   <variant> <givens> [<solution>] [<layout>] [the same six fields]
//   <killerN[+x]> <givens> [<solution>] <map>/<sum>,<sum>,... [the same six fields]
//
// (classic lines are 81 cells with no variant; a Jigsaw line with a single
// grid after its givens holds the layout, not a solution; a Killer's clue
// count and band range count its cages).  Everything is done here, with
// nothing of the press: the variant's houses (rows, columns, boxes,
// diagonals, windows, Jigsaw regions, the 9x9 grids of the multi-grid
// kinds from Twodoku to Samurai and Windmill, placed by their published
// shapes, a box or line two grids share counted once), the layout
// (each region exactly one grid side of cells and orthogonally connected),
// a Killer's cages (named in order with no name skipped, one sum a cage,
// each orthogonally connected, no more cells than symbols, a sum that
// different symbols can make), the solution (every house holds each symbol
// once; every cage different symbols adding up to its sum), the givens (on
// the solution's symbols), the clue count and band fields, and the number
// of solutions, counted to two by a backtracking solver of its own
// (candidate bit sets; naked and hidden singles and locked candidates;
// for a Killer also the sums of its cages and, by the rule of 45, of the
// cells its houses and runs of lines leave over; branching where there are
// fewest choices), which must be exactly one and equal the line's
// solution.  The count is exhaustive, with no budget, so "one" is a proof.
// Blank lines and lines opening with '#' are skipped.
//
// Prints "vcheck: FILE:LINE: what" for each fault and exits 1 when there
// is any; with none, one line a variant: "vcheck: KIND: N lines checked".
// Exit status 2: bad usage or a file that cannot be read.
import { readFileSync } from 'node:fs';

const CLASSIC_SIDE = 9;
const CLASSIC_CELLS = CLASSIC_SIDE * CLASSIC_SIDE;
const MULTI_GRID = 9;
// The multi-grid kinds: name -> [canvas side, top-left corners of grids 1..],
// written out from the shapes' published descriptions: Samurai's four
// corner grids on the centre's corner boxes; Twodoku, the triple chain and
// multi4 its part of that; Butterfly's four grids two boxes apart on 12x12;
// Sohei's cross of four with the middle empty; Flower's centre under four
// petals six boxes each; Windmill's four blades on two boxes each of the
// centre, turning clockwise (the top blade stands left of it).
const MULTI = {
  twodoku: [15, [[0, 0], [6, 6]]],
  triple: [21, [[0, 0], [6, 6], [12, 12]]],
  multi4: [21, [[0, 0], [0, 12], [6, 6], [12, 12]]],
  samurai: [21, [[0, 0], [0, 12], [6, 6], [12, 0], [12, 12]]],
  butterfly: [12, [[0, 0], [0, 3], [3, 0], [3, 3]]],
  sohei: [21, [[0, 6], [6, 0], [6, 12], [12, 6]]],
  flower: [15, [[0, 3], [3, 0], [3, 3], [3, 6], [6, 3]]],
  windmill: [21, [[0, 3], [3, 12], [6, 6], [9, 0], [12, 9]]],
};
const WINDOW_STARTS = [1, 5];            // windows: rows/columns 2-4 and 6-8 (1-based)
const WINDOW_SIDE = 3;
const BANK_TAIL_FIELDS = 6;              // clues band min-max rating label score
const LABELS = new Set(['Easy', 'Medium', 'Hard', 'Expert', 'Extreme']);
const SOLUTION_LIMIT = 2;

// Boxed grids: name -> [side, box rows, box columns].
const BOXED = {
  '4x4': [4, 2, 2], '6x6': [6, 2, 3], '8x8': [8, 2, 4],
  '9x9': [9, 3, 3], '12x12': [12, 3, 4], '16x16': [16, 4, 4],
};
const JIGSAW = { jigsaw6: 6, jigsaw8: 8, jigsaw9: 9 };
// Killer grids: name -> the boxed grid they are drawn on.
const KILLER = { killer4: '4x4', killer6: '6x6', killer9: '9x9' };

// Rules between cells that share no house, each by its chess move: a cell
// and a cell one move away hold different symbols.  Only on these grids.
// A rule with `link` instead holds between a cell and each cell one move
// away: link(x, y) says whether symbols x and y may stand there.
const RULES = [
  { name: 'antiknight', what: 'a knight\'s move apart', moves: [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]] },
  { name: 'antiking', what: 'touching diagonally', moves: [[1, 1], [1, -1], [-1, 1], [-1, -1]] },
  { name: 'nonconsec', what: 'side by side, consecutive', moves: [[0, 1], [1, 0], [0, -1], [-1, 0]],
    link: (x, y) => Math.abs(x - y) !== 1 },
  // marks on cells: a field 'evenodd:' and a character a cell, '.' none,
  // 'e' even (grey square), 'o' odd (grey circle)
  { name: 'evenodd', moves: [], marks: 'evenodd:' },
  // every dot given on the edges: 'kropki:', a mark an edge between side
  // neighbours row by row, '/', a mark an edge between cells one above
  // the other row by row; 'w' consecutive, 'b' one double the other, '.'
  // neither
  { name: 'kropki', moves: [], marks: 'kropki:', edges: {
    w: [(x, y) => Math.abs(x - y) === 1, 'a white dot'],
    b: [(x, y) => x === 2 * y || y === 2 * x, 'a black dot'],
    '.': [(x, y) => Math.abs(x - y) !== 1 && x !== 2 * y && y !== 2 * x, 'no dot'] } },
  // the same shape: 'x' adding up to 10, 'v' to 5, '.' neither
  { name: 'xv', moves: [], marks: 'xv:', edges: {
    x: [(x, y) => x + y === 10, 'an X'],
    v: [(x, y) => x + y === 5, 'a V'],
    '.': [(x, y) => x + y !== 10 && x + y !== 5, 'no X or V'] } },
  // the same shape: '<' the left or upper cell smaller, '>' larger, '.' no sign
  { name: 'greater', moves: [], marks: 'greater:', edges: {
    '<': [(x, y) => x < y, 'a sign: smaller'],
    '>': [(x, y) => x > y, 'a sign: larger'],
    '.': [() => true, 'no sign'] } },
  // thermometers: 'thermo:', each thermometer's cells bulb first as row
  // and column digits, ',' between cells, ';' between thermometers;
  // digits rise strictly from the bulb
  { name: 'thermo', moves: [], marks: 'thermo:', paths: true },
  // arrows: 'arrow:', each arrow's circle then its shaft as row and column
  // digits, ',' between cells, ';' between arrows; the circle holds the
  // sum of the shaft
  { name: 'arrow', moves: [], marks: 'arrow:', sums: 'arrow' },
  // 'sandwich:', a number or '.' for each row, '/', the same for each
  // column: the sum strictly between the row's (column's) 1 and its largest
  { name: 'sandwich', moves: [], marks: 'sandwich:', sums: 'sandwich' },
  // 'littlekiller:', clues '<row><col><se|sw|ne|nw>=<sum>' separated by
  // ',': the diagonal from that cell (entered from outside the grid)
  // going that way adds up to the sum
  { name: 'littlekiller', moves: [], marks: 'littlekiller:', sums: 'little' },
];
const RULE_GRIDS = new Set(['6x6', '9x9']);

// ---- variants and their houses ------------------------------------------

// The variant named `name`, or null: { name, kind, side, boxRows, boxCols,
// x, rows, cols }.
function parseVariant(name) {
  let base = name, x = false;
  // Chess rules close the name, in the order of RULES, each once.
  const rules = [];
  for (let i = RULES.length - 1; i >= 0; i--)
    if (base.endsWith('+' + RULES[i].name)) {
      base = base.slice(0, -RULES[i].name.length - 1);
      rules.unshift(RULES[i]);
    }
  if (base.endsWith('+x')) { base = base.slice(0, -2); x = true; }
  if (rules.length && !RULE_GRIDS.has(base)) return null;
  if (BOXED[base] || KILLER[base]) {
    const [side, br, bc] = BOXED[KILLER[base] || base];
    return { name, kind: 'boxed', side, boxRows: br, boxCols: bc, x, killer: !!KILLER[base], rows: side, cols: side, rules };
  }
  if (JIGSAW[base]) {
    const side = JIGSAW[base];
    return { name, kind: 'jigsaw', side, x, rows: side, cols: side };
  }
  if (!x && base === '9x9+windoku')
    return { name, kind: 'windoku', side: 9, boxRows: 3, boxCols: 3, x, rows: 9, cols: 9 };
  if (!x && Object.hasOwn(MULTI, base)) {
    const [side, corners] = MULTI[base];
    return { name, kind: 'multi', side: MULTI_GRID, boxRows: 3, boxCols: 3, x, rows: side, cols: side, corners };
  }
  return null;
}

// Houses of one square grid of side n at (r0, c0) on a canvas `cols` wide.
// `regions` (Jigsaw) maps each cell of the grid to its region 0..n-1.
function gridHouses(v, prefix, r0, c0, regions, out) {
  const n = v.side, W = v.cols;
  const at = (r, c) => (r0 + r) * W + c0 + c;
  for (let r = 0; r < n; r++) {
    const h = [];
    for (let c = 0; c < n; c++) h.push(at(r, c));
    out.push({ name: `${prefix}row ${r + 1}`, cells: h });
  }
  for (let c = 0; c < n; c++) {
    const h = [];
    for (let r = 0; r < n; r++) h.push(at(r, c));
    out.push({ name: `${prefix}column ${c + 1}`, cells: h });
  }
  if (v.kind === 'jigsaw') {
    for (let k = 0; k < n; k++) {
      const h = [];
      for (let i = 0; i < n * n; i++) if (regions[i] === k) h.push(at(Math.floor(i / n), i % n));
      out.push({ name: `${prefix}region ${k + 1}`, cells: h });
    }
  } else {
    const across = n / v.boxCols;
    for (let b = 0; b < n; b++) {
      const br = Math.floor(b / across) * v.boxRows, bc = (b % across) * v.boxCols, h = [];
      for (let r = 0; r < v.boxRows; r++)
        for (let c = 0; c < v.boxCols; c++) h.push(at(br + r, bc + c));
      out.push({ name: `${prefix}box ${b + 1}`, cells: h });
    }
  }
  if (v.x) {
    const d = [], a = [];
    for (let i = 0; i < n; i++) { d.push(at(i, i)); a.push(at(i, n - 1 - i)); }
    out.push({ name: `${prefix}diagonal`, cells: d });
    out.push({ name: `${prefix}anti-diagonal`, cells: a });
  }
  if (v.kind === 'windoku') {
    let w = 0;
    for (const wr of WINDOW_STARTS)
      for (const wc of WINDOW_STARTS) {
        const h = [];
        for (let r = 0; r < WINDOW_SIDE; r++)
          for (let c = 0; c < WINDOW_SIDE; c++) h.push(at(wr + r, wc + c));
        out.push({ name: `${prefix}window ${++w}`, cells: h });
      }
  }
}

// The geometry: { active (Uint8Array), houses, houseOf, peers, pairs }.
function buildGeometry(v, regions) {
  const ncells = v.rows * v.cols;
  const active = new Uint8Array(ncells);
  let houses = [];
  if (v.kind === 'multi') {
    v.corners.forEach(([r0, c0], k) => {
      gridHouses(v, `grid ${k + 1} `, r0, c0, null, houses);
      for (let r = 0; r < MULTI_GRID; r++)
        for (let c = 0; c < MULTI_GRID; c++) active[(r0 + r) * v.cols + c0 + c] = 1;
    });
    const seen = new Set();   // a box or line two grids share is one house
    houses = houses.filter((h) => {
      const key = [...h.cells].sort((a, b) => a - b).join(',');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  } else {
    active.fill(1);
    gridHouses(v, '', 0, 0, regions, houses);
  }
  const houseOf = Array.from({ length: ncells }, () => []);
  houses.forEach((h, i) => { h.cells = Int16Array.from(h.cells); for (const c of h.cells) houseOf[c].push(i); });
  // Pairs of cells a rule keeps apart: [a, b, what], a < b; links the
  // same with the rule's test: [a, b, what, link].
  const apart = [], links = [];
  for (const rule of v.rules || [])
    for (let r = 0; r < v.rows; r++)
      for (let c = 0; c < v.cols; c++)
        for (const [dr, dc] of rule.moves) {
          const r2 = r + dr, c2 = c + dc;
          if (r2 < 0 || c2 < 0 || r2 >= v.rows || c2 >= v.cols) continue;
          const a = r * v.cols + c, b = r2 * v.cols + c2;
          if (a >= b) continue;
          const what = `r${r + 1}c${c + 1} and r${r2 + 1}c${c2 + 1}, ${rule.what}`;
          if (rule.link) links.push([a, b, what, rule.link]);
          else apart.push([a, b, what]);
        }
  const peers = new Array(ncells);
  for (let c = 0; c < ncells; c++) {
    const s = new Set();
    for (const h of houseOf[c]) for (const p of houses[h].cells) if (p !== c) s.add(p);
    for (const [a, b] of apart) if (a === c) s.add(b); else if (b === c) s.add(a);
    peers[c] = Int16Array.from([...s].sort((a, b) => a - b));
  }
  // Pairs of houses that meet in two or more cells, for locked candidates.
  const pairs = [];
  for (let a = 0; a < houses.length; a++)
    for (let b = a + 1; b < houses.length; b++) {
      const inB = new Set(houses[b].cells), inter = [...houses[a].cells].filter((c) => inB.has(c));
      if (inter.length < 2) continue;
      const inI = new Set(inter);
      pairs.push({
        inter: Int16Array.from(inter),
        aOut: Int16Array.from([...houses[a].cells].filter((c) => !inI.has(c))),
        bOut: Int16Array.from([...houses[b].cells].filter((c) => !inI.has(c))),
      });
    }
  return { v, ncells, active, houses, houseOf, peers, pairs, apart, links };
}

// ---- symbols and the layout -------------------------------------------------

// A cell's character as a symbol: 1..16, 0 blank, -1 outside every grid,
// null when not a character of the format.
function symbolOf(ch) {
  if (ch >= '1' && ch <= '9') return ch.charCodeAt(0) - 48;
  if (ch >= 'A' && ch <= 'G') return ch.charCodeAt(0) - 55;
  if (ch === '.' || ch === '0') return 0;
  if (ch === '-') return -1;
  return null;
}

// Checks a Jigsaw layout; returns [regions, fault] (regions 0..n-1).
function readLayout(v, text) {
  const n = v.side;
  if (text.length !== n * n) return [null, `layout has ${text.length} characters, want ${n * n}`];
  const regions = new Int8Array(n * n), size = new Array(n).fill(0);
  for (let i = 0; i < n * n; i++) {
    const k = symbolOf(text[i]);
    if (k === null || k < 1 || k > n) return [null, `layout column ${i + 1}: '${text[i]}' is not a region 1-${n}`];
    regions[i] = k - 1;
    size[k - 1]++;
  }
  for (let k = 0; k < n; k++) {
    if (size[k] !== n) return [null, `layout: region ${k + 1} has ${size[k]} cells, want ${n}`];
    const start = regions.indexOf(k), seen = new Uint8Array(n * n), stack = [start];
    let reached = 0;
    seen[start] = 1;
    while (stack.length) {
      const i = stack.pop(), r = Math.floor(i / n), c = i % n;
      reached++;
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const rr = r + dr, cc = c + dc, j = rr * n + cc;
        if (rr >= 0 && rr < n && cc >= 0 && cc < n && !seen[j] && regions[j] === k) { seen[j] = 1; stack.push(j); }
      }
    }
    if (reached !== n) return [null, `layout: region ${k + 1} is not connected`];
  }
  return [regions, null];
}

// Reads a grid field; returns [cells (Int8Array), fault].  `full`: every
// active cell must hold a symbol.
function readGrid(geo, text, what, full) {
  const { v, ncells, active } = geo;
  if (text.length !== ncells) return [null, `${what} has ${text.length} characters, want ${ncells}`];
  const cells = new Int8Array(ncells);
  for (let i = 0; i < ncells; i++) {
    const s = symbolOf(text[i]);
    if (s === null) return [null, `${what} column ${i + 1}: '${text[i]}' is not a cell`];
    if ((s === -1) !== !active[i])
      return [null, `${what} column ${i + 1}: ${active[i] ? "'-' on a cell of a grid" : 'a cell outside every grid must be -'}`];
    if (s > v.side) return [null, `${what} column ${i + 1}: '${text[i]}' is above ${v.side}`];
    if (full && s === 0) return [null, `${what} column ${i + 1}: blank in a solution`];
    cells[i] = s;
  }
  return [cells, null];
}

// The first house that holds a symbol twice, or two cells a rule keeps
// apart that hold the same symbol, or null; two linked cells whose
// symbols break their link as { link: what }.
function repeatedHouse(geo, cells) {
  for (const [a, b, what] of geo.apart)
    if (cells[a] > 0 && cells[a] === cells[b]) return what;
  for (const [a, b, what, link] of geo.links)
    if (cells[a] > 0 && cells[b] > 0 && !link(cells[a], cells[b])) return { link: what };
  for (const h of geo.houses) {
    let seen = 0;
    for (const c of h.cells) {
      const s = cells[c];
      if (s > 0) {
        if (seen & (1 << (s - 1))) return h.name;
        seen |= 1 << (s - 1);
      }
    }
  }
  return null;
}

// ---- the solver ---------------------------------------------------------------
//
// A state is a candidate set a cell (bit s-1 for symbol s) and the symbol
// of each filled cell, one copy a search depth.  Placing a symbol strikes
// it from the peers (a peer left with one candidate is queued: naked
// singles); at the queue's end each house is scanned with two running
// masks (symbols seen once, seen twice) for hidden singles and for a
// symbol with no place, then each pair of houses meeting in two or more
// cells for locked candidates.  At the fixed point the search branches on
// the cell with the fewest candidates, the one with the most open peers
// among equals, or on a house's symbol when it has fewer places.

const POP = new Uint8Array(1 << 16);
for (let m = 1; m < POP.length; m++) POP[m] = POP[m >> 1] + (m & 1);
const valueOfBit = (m) => 32 - Math.clz32(m); // 1-based symbol of a single bit

// Flattens the geometry into typed arrays for the search.
// What both counters share: each cell's peers and the pairs of houses
// that meet, flattened into typed arrays; the cells down to one candidate,
// queued to be placed (queue, qlen); a board (candidates, symbols) for
// each depth of the search; and the two moves, placing a symbol and
// striking candidates.
function makeBoard(ncells, peerLists, pairs, houses, n, links = []) {
  const H = houses.length, full = (1 << n) - 1;
  // links by cell: the other cell and, for each symbol here, the symbols
  // it may hold there
  const linkOf = Array.from({ length: ncells }, () => []);
  for (const [a, b, , link] of links) {
    const ab = new Uint16Array(n + 1), ba = new Uint16Array(n + 1);
    for (let x = 1; x <= n; x++)
      for (let y = 1; y <= n; y++) {
        if (link(x, y)) ab[x] |= 1 << (y - 1);
        if (link(y, x)) ba[x] |= 1 << (y - 1);
      }
    linkOf[a].push([b, ab]);
    linkOf[b].push([a, ba]);
  }
  const hcell = new Int16Array(H * n);
  houses.forEach((h, i) => hcell.set(h.cells, i * n));
  const pstart = new Int32Array(ncells + 1);
  for (let c = 0; c < ncells; c++) pstart[c + 1] = pstart[c] + peerLists[c].length;
  const pcell = new Int16Array(pstart[ncells]);
  for (let c = 0; c < ncells; c++) pcell.set(peerLists[c], pstart[c]);
  // pairs: [inter, outA, outB] as start offsets into one array each
  const flat = (key) => {
    const start = new Int32Array(pairs.length + 1);
    pairs.forEach((p, i) => { start[i + 1] = start[i] + p[key].length; });
    const cells = new Int16Array(start[pairs.length]);
    pairs.forEach((p, i) => cells.set(p[key], start[i]));
    return [start, cells];
  };
  const [iStart, iCell] = flat('inter'), [aStart, aCell] = flat('aOut'), [bStart, bCell] = flat('bOut');
  const B = { hcell, pstart, pcell, iStart, iCell, aStart, aCell, bStart, bCell,
    queue: new Int16Array(ncells * 2 + 16), qlen: 0, cds: [], vls: [] };
  B.level = (d) => {
    while (B.cds.length <= d) { B.cds.push(new Uint16Array(ncells)); B.vls.push(new Uint8Array(ncells)); }
  };
  // Places symbol s in cell c; false on a contradiction.
  B.place = (cd, vl, c, s) => {
    const bit = 1 << (s - 1);
    if (!(cd[c] & bit)) return false;
    vl[c] = s;
    cd[c] = bit;
    for (let k = pstart[c], e = pstart[c + 1]; k < e; k++) {
      const p = pcell[k], m = cd[p];
      if (m & bit) {
        if (vl[p]) return false;
        const r = m & ~bit;
        if (!r) return false;
        cd[p] = r;
        if (POP[r] === 1) B.queue[B.qlen++] = p;
      }
    }
    for (const [p, allow] of linkOf[c]) {
      const ok = allow[s], m = cd[p];
      if (vl[p]) { if (!(ok & m)) return false; continue; }
      if (!(m & ~ok)) continue;
      const r = m & ok;
      if (!r) return false;
      cd[p] = r;
      if (POP[r] === 1) B.queue[B.qlen++] = p;
    }
    return true;
  };
  // Strikes `bits` from cells lo..hi-1 of `cells`; -1 on a contradiction,
  // 1 when a candidate went, else 0.
  B.strip = (cd, vl, cells, lo, hi, bits) => {
    let changed = 0;
    for (let k = lo; k < hi; k++) {
      const c = cells[k], m = cd[c];
      if (m & bits) {
        if (vl[c]) return -1;
        const r = m & ~bits;
        if (!r) return -1;
        cd[c] = r;
        changed = 1;
        if (POP[r] === 1) B.queue[B.qlen++] = c;
      }
    }
    return changed;
  };
  // Locked candidates: a symbol of two meeting houses' shared cells that
  // the rest of one house lacks leaves the rest of the other; -1 on a
  // contradiction, 1 when a candidate went, else 0.
  B.locked = (cd, vl) => {
    let changed = 0;
    for (let i = 0; i < pairs.length; i++) {
      let inside = 0, outA = 0, outB = 0;
      for (let k = iStart[i], e = iStart[i + 1]; k < e; k++) {
        const c = iCell[k];
        if (!vl[c]) inside |= cd[c];
      }
      if (!inside) continue;
      for (let k = aStart[i], e = aStart[i + 1]; k < e; k++) outA |= cd[aCell[k]];
      const onlyA = inside & ~outA;
      if (onlyA) {
        const r = B.strip(cd, vl, bCell, bStart[i], bStart[i + 1], onlyA);
        if (r < 0) return -1;
        changed |= r;
      }
      for (let k = bStart[i], e = bStart[i + 1]; k < e; k++) outB |= cd[bCell[k]];
      const onlyB = inside & ~outB;
      if (onlyB) {
        const r = B.strip(cd, vl, aCell, aStart[i], aStart[i + 1], onlyB);
        if (r < 0) return -1;
        changed |= r;
      }
    }
    return changed;
  };
  // The singles: the queued cells placed, then each symbol with one place
  // left in a house put there; false on a contradiction (a house without
  // room for a symbol), else whether anything was placed by the scan.
  B.singles = (cd, vl) => {
    while (B.qlen) {
      const c = B.queue[--B.qlen];
      if (!vl[c] && !B.place(cd, vl, c, valueOfBit(cd[c]))) return -1;
    }
    let changed = 0;
    for (let h = 0, o = 0; h < H; h++, o += n) {
      let once = 0, twice = 0;
      for (let k = o; k < o + n; k++) {
        const m = cd[hcell[k]];
        twice |= once & m;
        once |= m;
      }
      if (once !== full) return -1;
      let alone = once & ~twice;
      while (alone) {
        const bit = alone & -alone;
        alone &= alone - 1;
        for (let k = o; k < o + n; k++) {
          const c = hcell[k];
          if (cd[c] & bit) {
            if (!vl[c]) {
              if (!B.place(cd, vl, c, valueOfBit(bit))) return -1;
              changed = 1;
            }
            break;
          }
        }
      }
    }
    return changed;
  };
  return B;
}

// `extra`: links of this line's own (Kropki dots), beside the variant's.
// `sums`: this line's sum rules (arrows, sandwiches, little killers), each
// { fits(masks) }: whether some filling of its cells' candidate sets can
// keep its sum (exact once every cell has one candidate).
function makeSolver(geo, extra = [], sums = []) {
  const { ncells, active, houses, peers, pairs, v } = geo;
  const n = v.side, H = houses.length;
  const bd = makeBoard(ncells, peers, pairs, houses, n, geo.links.concat(extra));
  const { hcell, pstart, pcell, cds, vls, level, place } = bd;
  const full = (1 << n) - 1;
  // cells of the sum rules weigh more when choosing where to branch
  const onSum = new Uint8Array(ncells);
  for (const x of sums) for (const c of x.cells) onSum[c] = 1;

  const singlesFound = [];
  function propagate(cd, vl) {
    for (;;) {
      const single = bd.singles(cd, vl);
      if (single < 0) return false;
      if (single || bd.qlen) continue;
      const locked = bd.locked(cd, vl);
      if (locked < 0) return false;
      if (locked || bd.qlen) continue;
      // the sum rules: each candidate tried alone against its sum
      let gone = 0;
      singlesFound.length = 0;
      for (const x of sums) {
        const g = x.narrow ? x.narrow(cd, peers, singlesFound) : shaveSum(x, cd, x.shave, singlesFound);
        if (g < 0) return false;
        gone += g;
      }
      for (const c of singlesFound) if (!vl[c]) bd.queue[bd.qlen++] = c;
      if (!gone) return true;
    }
  }

  // Counts solutions below depth d up to `limit` into res.
  function search(d, res, limit) {
    const cd = cds[d], vl = vls[d];
    if (!propagate(cd, vl)) { bd.qlen = 0; return; }
    for (const x of sums) if (!x.fits(cd)) return;
    let bestN = n + 1;
    for (let c = 0; c < ncells; c++)
      if (cd[c] && !vl[c] && POP[cd[c]] < bestN) bestN = POP[cd[c]];
    if (bestN > n) {
      if (res.count === 0) res.first = Int8Array.from(vl);
      res.count++;
      return;
    }
    let best = -1, bestDeg = -1;
    for (let c = 0; c < ncells; c++) {
      if (!cd[c] || vl[c] || POP[cd[c]] !== bestN) continue;
      let deg = 0;
      for (let k = pstart[c], e = pstart[c + 1]; k < e; k++) if (!vl[pcell[k]]) deg++;
      deg += onSum[c] * ncells;
      if (deg > bestDeg) { bestDeg = deg; best = c; }
    }
    let bestHouse = -1, bestBit = 0;
    for (let h = 0, o = 0; h < H && bestN > 2; h++, o += n) {
      let placed = 0;
      for (let k = o; k < o + n; k++) if (vl[hcell[k]]) placed |= cd[hcell[k]];
      for (let sy = full & ~placed; sy; sy &= sy - 1) {
        const bit = sy & -sy;
        let places = 0;
        for (let k = o; k < o + n; k++) if (cd[hcell[k]] & bit) places++;
        if (places < bestN) { bestN = places; bestHouse = o; bestBit = bit; }
      }
    }
    level(d + 1);
    const cd2 = cds[d + 1], vl2 = vls[d + 1];
    if (bestHouse >= 0) {
      const s = valueOfBit(bestBit);
      for (let k = bestHouse; k < bestHouse + n && res.count < limit; k++) {
        if (!(cd[hcell[k]] & bestBit)) continue;
        cd2.set(cd); vl2.set(vl);
        if (place(cd2, vl2, hcell[k], s)) search(d + 1, res, limit);
        else bd.qlen = 0;
      }
      return;
    }
    for (let m = cd[best]; m && res.count < limit; m &= m - 1) {
      cd2.set(cd); vl2.set(vl);
      if (place(cd2, vl2, best, valueOfBit(m & -m))) search(d + 1, res, limit);
      else bd.qlen = 0;
    }
  }

  // Counts the solutions of `givens` up to `limit`: { count, first }.
  // parity (or null): 1 a cell that must be odd, 2 even, 0 any.
  let odd = 0;
  for (let s = 1; s <= n; s += 2) odd |= 1 << (s - 1);
  const byParity = [full, odd, full & ~odd];
  return function count(givens, limit, parity = null) {
    const res = { count: 0, first: null };
    level(0);
    const cd = cds[0], vl = vls[0];
    for (let i = 0; i < ncells; i++) { cd[i] = active[i] ? byParity[parity ? parity[i] : 0] : 0; vl[i] = 0; }
    bd.qlen = 0;
    for (let i = 0; i < ncells; i++)
      if (givens[i] > 0 && !place(cd, vl, i, givens[i])) { bd.qlen = 0; return res; }
    search(0, res, limit);
    bd.qlen = 0;
    return res;
  };
}

function countSolutions(geo, givens, limit, parity = null) {
  if (!geo.count) geo.count = makeSolver(geo);
  return geo.count(givens, limit, parity);
}

// ---- Killer cages -------------------------------------------------------------
//
// A Killer line ends in "<map>/<sum>,<sum>,...": one character a cell
// naming its cage (0-9, A-Z, a-z for cages 0..61, each new cage the next
// name in reading order) and the k-th sum for cage k.  A cage is a group
// of orthogonally connected cells, no more than the symbols, whose
// symbols differ and add up to its sum.

const CAGE_NAMES = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const cellName = (v, i) => `r${Math.floor(i / v.cols) + 1}c${(i % v.cols) + 1}`;
const cageName = (v, cage) => `cage '${cage.name}' at ${cellName(v, cage.cells[0])}`;

// Checks the cage field; returns [{ of, list }, fault]: `of` the cage
// of each cell, `list` each cage's { name, cells, sum }.
function readCages(v, text) {
  const n = v.side, ncells = v.rows * v.cols, slash = text.indexOf('/');
  const map = text.slice(0, slash), sums = text.slice(slash + 1).split(',');
  if (map.length !== ncells) return [null, `cage map has ${map.length} characters, want ${ncells}`];
  const of = new Int8Array(ncells), list = [];
  for (let i = 0; i < ncells; i++) {
    const k = CAGE_NAMES.indexOf(map[i]);
    if (k < 0) return [null, `cage map column ${i + 1}: '${map[i]}' is not a cage name (0-9, A-Z, a-z)`];
    if (k > list.length)
      return [null, `cage map column ${i + 1}: a new cage '${map[i]}', want '${CAGE_NAMES[list.length]}' (cages are named in the order their first cell comes, no name skipped)`];
    if (k === list.length) list.push({ name: map[i], cells: [], sum: 0 });
    of[i] = k;
    list[k].cells.push(i);
  }
  for (const s of sums)
    if (!/^\d{1,3}$/.test(s)) return [null, `cage sums: '${s}' is not a number`];
  if (sums.length !== list.length) return [null, `${sums.length} cage sums for ${list.length} cages`];
  for (const [k, cage] of list.entries()) {
    cage.sum = Number(sums[k]);
    const size = cage.cells.length, lo = size * (size + 1) / 2, hi = size * (2 * n - size + 1) / 2;
    if (size > n) return [null, `${cageName(v, cage)} has ${size} cells, more than the ${n} symbols`];
    // Reached from its first cell through cells of the cage.
    const seen = new Uint8Array(ncells), stack = [cage.cells[0]];
    let reached = 0;
    seen[cage.cells[0]] = 1;
    while (stack.length) {
      const i = stack.pop(), r = Math.floor(i / v.cols), c = i % v.cols;
      reached++;
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const rr = r + dr, cc = c + dc, j = rr * v.cols + cc;
        if (rr >= 0 && rr < v.rows && cc >= 0 && cc < v.cols && !seen[j] && of[j] === k) { seen[j] = 1; stack.push(j); }
      }
    }
    if (reached !== size) return [null, `${cageName(v, cage)} is not connected`];
    // k different symbols of 1..n make every sum from 1+..+k to the k largest.
    if (cage.sum < lo || cage.sum > hi)
      return [null, `${cageName(v, cage)}: no ${size} different symbols of 1-${n} add up to ${cage.sum}`];
  }
  return [{ of, list }, null];
}

// The faults of a grid against its cages: a symbol twice in a cage, or
// (`full`, a solution) a cage that does not add up to its sum.
function cageFaults(v, cages, cells, what, full) {
  const f = [];
  for (const cage of cages.list) {
    let seen = 0, sum = 0, twice = false;
    for (const c of cage.cells) {
      const s = cells[c];
      if (s <= 0) continue;
      if (seen & (1 << (s - 1))) twice = true;
      seen |= 1 << (s - 1);
      sum += s;
    }
    if (twice) f.push(`${what} repeats a symbol in ${cageName(v, cage)}`);
    else if (full && sum !== cage.sum) f.push(`${what}: ${cageName(v, cage)} adds up to ${sum}, not its sum ${cage.sum}`);
  }
  return f;
}

// The Killer solver: the same candidate bit sets, with each cell's cage
// mates among its peers.  Sums work on groups of cells that hold different
// symbols and add up to a known sum: the cages; in each house, the cells
// outside the cages wholly inside it (they add up to 1+..+n less those
// cages' sums: the rule of 45); and the cells that the cages reaching out
// of a house have outside it, when one house holds them all (they add up
// to those cages' sums less what the house's own cells of them make).
// After the house scan (naked and hidden singles) comes the group scan:
// what is left of a group's sum must be made by different symbols in its
// open cells.  For a group of up to four open cells every way to fill them
// is followed (scanGroups), and a candidate that no way uses goes; a
// larger group keeps only the candidates in some set of symbols of the
// right size and sum that lies within the cells' candidates and meets each
// cell's, and a symbol all such sets hold is placed in its one place.  A
// symbol every way to finish a group holds goes from the rest of each
// house that holds the whole group.  Then each run of two to four rows or
// columns, whose cells add up to 1+..+n a line, bounds the cells outside
// its whole cages and the cells that the cages reaching out of it have
// outside (their digits may repeat, so only by least and most), and
// locked candidates between houses, as above.  The search branches on the
// open cell with fewest candidates, the one with the most open peers among
// equals.  Every step only strikes candidates that no solution has, with
// no budget on the search, so the count is exact.
const LAYER_CELLS = 4;   // groups of more open cells are scanned by their sets
const LINE_RUNS = 4;     // runs of 2 to this many rows or columns get sum bounds
function makeKillerSolver(geo, cages) {
  const { ncells, houses, pairs, v } = geo;
  const n = v.side, H = houses.length, full = (1 << n) - 1;
  const houseSum = n * (n + 1) / 2;
  // the group scan's work space: the sum of each set of symbols, the sets
  // of each layer and two marks a set and layer
  const msum = new Uint8Array(1 << n);
  for (let m = 1; m < 1 << n; m++) msum[m] = msum[m & (m - 1)] + valueOfBit(m & -m);
  const open = new Int16Array(n), size = new Int32Array(n + 1);
  const layer = Array.from({ length: n + 1 }, () => new Uint16Array(1 << n));
  const seen = new Int32Array((n + 1) << n), good = new Int32Array((n + 1) << n);
  let stamp = 0;
  // every set of k different symbols adding up to s: sets[k * (1+..+n + 1) + s]
  const sets = Array.from({ length: (n + 1) * (houseSum + 1) }, () => []);
  for (let m = 1; m < 1 << n; m++) sets[POP[m] * (houseSum + 1) + msum[m]].push(m);
  // peers: house peers and cage mates
  const plist = [];
  for (let c = 0; c < ncells; c++) {
    const s = new Set(geo.peers[c]);
    for (const p of cages.list[cages.of[c]].cells) if (p !== c) s.add(p);
    plist.push(Int16Array.from(s));
  }
  const bd = makeBoard(ncells, plist, pairs, houses, n);
  const { pstart, pcell, queue, cds, vls, level, place, strip } = bd;
  // the groups: cages, then each house's cells outside its whole cages
  const groups = cages.list.map((cage) => ({ cells: cage.cells, sum: cage.sum }));
  let impossible = false;
  for (const h of houses) {
    const inH = new Set(h.cells), inside = new Set();
    let left = houseSum;
    for (const cage of cages.list)
      if (cage.cells.every((c) => inH.has(c))) { left -= cage.sum; for (const c of cage.cells) inside.add(c); }
    const rest = [...h.cells].filter((c) => !inside.has(c));
    if (rest.length === 0 && left !== 0) impossible = true;
    if (rest.length > 0 && rest.length < n) groups.push({ cells: rest, sum: left });
    // the cages reaching out of the house: their cells outside it add up
    // to their sums less `left`, a group when one house holds them all
    const out = [];
    let outSum = -left;
    for (const cage of cages.list) {
      if (!cage.cells.some((c) => inH.has(c)) || cage.cells.every((c) => inH.has(c))) continue;
      outSum += cage.sum;
      for (const c of cage.cells) if (!inH.has(c)) out.push(c);
    }
    if (out.length > 0 && out.length < n && houses.some((o) => out.every((c) => o.cells.includes(c))))
      groups.push({ cells: out, sum: outSum });
  }
  // Runs of 2 to 4 rows or columns add up to 1+..+n a line too, their
  // cells not all different: the cells outside their whole cages, and the
  // cells of the cages reaching out of them that lie outside, each make a
  // known sum, which bounds each cell by the others' least and most.
  const bounds = [];
  for (let len = 2; len <= Math.min(LINE_RUNS, n - 1); len++)
    for (let first = 0; first + len <= n; first++)
      for (const across of [true, false]) {
        const inU = new Set();
        for (let a = first; a < first + len; a++)
          for (let b = 0; b < n; b++) inU.add(across ? a * n + b : b * n + a);
        let left = houseSum * len, outSum = 0;
        const rest = [], out = [];
        for (const cage of cages.list) {
          const inside = cage.cells.filter((c) => inU.has(c));
          if (!inside.length) continue;
          if (inside.length === cage.cells.length) { left -= cage.sum; continue; }
          rest.push(...inside);
          out.push(...cage.cells.filter((c) => !inU.has(c)));
          outSum += cage.sum;
        }
        if (rest.length) bounds.push({ cells: rest, sum: left }, { cells: out, sum: outSum - left });
        else if (left !== 0) impossible = true;
      }
  const B = bounds.length, bstart = new Int32Array(B + 1), bsum = new Int16Array(B);
  const bcells = Int16Array.from(bounds.flatMap((b) => b.cells));
  bounds.forEach((b, i) => { bstart[i + 1] = bstart[i] + b.cells.length; bsum[i] = b.sum; });

  // each group: its cells, its sum, and for every house holding all of
  // it, the house's other cells
  const G = groups.length, gstart = new Int32Array(G + 1), gcell = [], gsum = new Int16Array(G);
  const gout = new Int32Array(G + 1), ostart = [0], ocell = [];
  groups.forEach((g, k) => {
    gcell.push(...g.cells);
    gstart[k + 1] = gcell.length;
    gsum[k] = g.sum;
    const inG = new Set(g.cells);
    for (const h of houses) {
      const inH = new Set(h.cells);
      if (!g.cells.every((c) => inH.has(c))) continue;
      const out = [...h.cells].filter((c) => !inG.has(c));
      if (!out.length) continue;
      ocell.push(...out);
      ostart.push(ocell.length);
    }
    gout[k + 1] = ostart.length - 1;
  });
  const gcells = Int16Array.from(gcell), ocells = Int16Array.from(ocell), ostarts = Int32Array.from(ostart);
  // each group's candidates after its last scan, and the symbols every
  // way to finish it held then
  const after = new Uint16Array(gcells.length).fill(0xFFFF), lastMust = new Uint16Array(G);

  // The group scan; -1 on a contradiction, 1 when a candidate went, else 0.
  // A group's open cells c0..ck-1 are filled in that order, each with a
  // candidate not yet used: after i cells, the set of symbols used so far
  // (its sum bounded by what is left of the group's sum) is one of
  // layer i's sets.  The sets of layer k adding up to what is left are the
  // ways to finish the group; walking back, a set of layer i is good when
  // one candidate of ci leads to a good set of layer i+1, and those
  // candidates are exactly the ones some way to finish gives ci.
  function scanGroups(cd, vl) {
    let changed = 0;
    for (let g = 0; g < G; g++) {
      const lo = gstart[g], hi = gstart[g + 1];
      let left = gsum[g], k = 0, same = true;
      for (let i = lo; i < hi; i++) {
        const c = gcells[i];
        if (cd[c] !== after[i]) same = false;
        if (vl[c]) left -= vl[c]; else open[k++] = c;
      }
      // The same candidates as after an earlier scan: nothing to strike
      // in the group (the marks are the candidates themselves, so this is
      // exact), only its symbols to strike from its houses again.
      if (same) {
        for (let p = gout[g]; p < gout[g + 1] && lastMust[g]; p++) {
          const r = strip(cd, vl, ocells, ostarts[p], ostarts[p + 1], lastMust[g]);
          if (r < 0) return -1;
          if (r) changed = 1;
        }
        continue;
      }
      if (!k) { if (left !== 0) return -1; continue; }
      // fewest candidates first keeps the layers small
      for (let i = 1; i < k; i++) {
        const c = open[i], pc = POP[cd[c]];
        let j = i;
        for (; j > 0 && POP[cd[open[j - 1]]] > pc; j--) open[j] = open[j - 1];
        open[j] = c;
      }
      if (left < k * (k + 1) / 2 || left > k * (2 * n - k + 1) / 2) return -1;
      if (k > LAYER_CELLS) {
        // A large group: the sets of k symbols adding up to what is left,
        // each within the candidates and meeting every open cell's.
        let union = 0;
        for (let i = 0; i < k; i++) union |= cd[open[i]];
        const list = sets[k * (houseSum + 1) + left];
        let allowed = 0, must = full;
        for (let j = 0; j < list.length; j++) {
          const m = list[j];
          if (m & ~union) continue;
          let fits = true;
          for (let i = 0; i < k && fits; i++) if (!(cd[open[i]] & m)) fits = false;
          if (!fits) continue;
          allowed |= m;
          must &= m;
        }
        if (!allowed) return -1;
        if (union & ~allowed) {
          if (strip(cd, vl, open, 0, k, union & ~allowed) < 0) return -1;
          changed = 1;
        }
        for (let b = must; b; b &= b - 1) {  // a symbol every set holds, with one place
          const bit = b & -b;
          let places = 0, at = -1;
          for (let i = 0; i < k; i++) if (cd[open[i]] & bit) { places++; at = open[i]; }
          if (!places) return -1;
          if (places === 1 && cd[at] !== bit) { cd[at] = bit; queue[bd.qlen++] = at; changed = 1; }
        }
        lastMust[g] = must;
        for (let i = lo; i < hi; i++) after[i] = cd[gcells[i]];
        for (let p = gout[g]; p < gout[g + 1] && must; p++) {
          const r = strip(cd, vl, ocells, ostarts[p], ostarts[p + 1], must);
          if (r < 0) return -1;
          if (r) changed = 1;
        }
        continue;
      }
      stamp++;
      layer[0][0] = 0;
      size[0] = 1;
      for (let i = 0; i < k; i++) {
        const rest = k - i - 1, least = rest * (rest + 1) / 2, most = rest * (2 * n - rest + 1) / 2;
        const from = layer[i], to = layer[i + 1], cand = cd[open[i]], base = (i + 1) << n;
        let m2n = 0;
        for (let j = 0; j < size[i]; j++) {
          const m = from[j], sm = msum[m];
          for (let b = cand & ~m; b; b &= b - 1) {
            const bit = b & -b, s2 = sm + valueOfBit(bit);
            if (s2 + least > left) break;      // larger symbols only go further
            if (s2 + most < left) continue;
            const m2 = m | bit;
            if (seen[base | m2] !== stamp) { seen[base | m2] = stamp; to[m2n++] = m2; }
          }
        }
        size[i + 1] = m2n;
        if (!m2n) return -1;
      }
      let must = full;
      for (let j = 0; j < size[k]; j++) { good[(k << n) | layer[k][j]] = stamp; must &= layer[k][j]; }
      lastMust[g] = must;
      for (let i = k - 1; i >= 0; i--) {
        const cand = cd[open[i]], base = (i + 1) << n;
        let sup = 0;
        for (let j = 0; j < size[i]; j++) {
          const m = layer[i][j];
          let ok = false;
          for (let b = cand & ~m; b; b &= b - 1) {
            const bit = b & -b;
            if (good[base | m | bit] === stamp) { sup |= bit; ok = true; }
          }
          if (ok) good[(i << n) | m] = stamp;
        }
        if (!sup) return -1;
        if (sup !== cand) {
          cd[open[i]] = sup;
          changed = 1;
          if (POP[sup] === 1) queue[bd.qlen++] = open[i];
        }
      }
      for (let i = lo; i < hi; i++) after[i] = cd[gcells[i]];
      if (!must) continue;
      for (let p = gout[g]; p < gout[g + 1]; p++) {
        const r = strip(cd, vl, ocells, ostarts[p], ostarts[p + 1], must);
        if (r < 0) return -1;
        if (r) changed = 1;
      }
    }
    return changed;
  }

  // Sum bounds on the runs of lines; -1, 1 or 0 as scanGroups.
  function scanBounds(cd) {
    let changed = 0;
    for (let g = 0; g < B; g++) {
      const lo = bstart[g], hi = bstart[g + 1], sum = bsum[g];
      let least = 0, most = 0;
      for (let i = lo; i < hi; i++) {
        const m = cd[bcells[i]];
        least += valueOfBit(m & -m);
        most += valueOfBit(m);
      }
      if (sum < least || sum > most) return -1;
      if (sum - least >= n - 1 && most - sum >= n - 1) continue;  // nothing to cut
      for (let i = lo; i < hi; i++) {
        const c = bcells[i], m = cd[c], cl = valueOfBit(m & -m), cm = valueOfBit(m);
        const top = sum - (least - cl), bottom = sum - (most - cm);  // c's own bounds
        let keep = m;
        if (top < cm) keep &= (1 << Math.max(top, 0)) - 1;
        if (bottom > cl) keep &= ~((1 << (bottom - 1)) - 1);
        if (keep !== m) {
          if (!keep) return -1;
          cd[c] = keep;
          changed = 1;
          if (POP[keep] === 1) queue[bd.qlen++] = c;
          least += valueOfBit(keep & -keep) - cl;
          most += valueOfBit(keep) - cm;
        }
      }
    }
    return changed;
  }

  function propagate(cd, vl) {
    for (;;) {
      const single = bd.singles(cd, vl);
      if (single < 0) return false;
      if (single || bd.qlen) continue;
      const r = scanGroups(cd, vl);
      if (r < 0) return false;
      if (r || bd.qlen) continue;
      const rb = scanBounds(cd);
      if (rb < 0) return false;
      if (rb || bd.qlen) continue;
      const locked = bd.locked(cd, vl);
      if (locked < 0) return false;
      if (!locked && !bd.qlen) return true;
    }
  }

  function search(d, res, limit) {
    const cd = cds[d], vl = vls[d];
    if (!propagate(cd, vl)) { bd.qlen = 0; return; }
    let best = -1, bestN = n + 1, bestDeg = -1;
    for (let c = 0; c < ncells; c++) {
      if (vl[c] || POP[cd[c]] > bestN) continue;
      let deg = 0;
      for (let k = pstart[c], e = pstart[c + 1]; k < e; k++) if (!vl[pcell[k]]) deg++;
      if (POP[cd[c]] < bestN || deg > bestDeg) { bestN = POP[cd[c]]; best = c; bestDeg = deg; }
    }
    if (best < 0) {
      if (res.count === 0) res.first = Int8Array.from(vl);
      res.count++;
      return;
    }
    level(d + 1);
    const cd2 = cds[d + 1], vl2 = vls[d + 1];
    for (let m = cd[best]; m && res.count < limit; m &= m - 1) {
      cd2.set(cd); vl2.set(vl);
      if (place(cd2, vl2, best, valueOfBit(m & -m))) search(d + 1, res, limit);
      else bd.qlen = 0;
    }
  }

  return function count(givens, limit) {
    const res = { count: 0, first: null };
    if (impossible) return res;
    level(0);
    const cd = cds[0], vl = vls[0];
    cd.fill(full); vl.fill(0);
    bd.qlen = 0;
    for (let i = 0; i < ncells; i++)
      if (givens[i] > 0 && !place(cd, vl, i, givens[i])) { bd.qlen = 0; return res; }
    search(0, res, limit);
    bd.qlen = 0;
    return res;
  };
}

// ---- sum rules ----------------------------------------------------------------
//
// Each sum rule's constraint works on candidate sets (bit s-1 for symbol
// s, one bit for a placed cell): fits(masks) says whether the least and
// the most its cells can hold still reach its sum.

const lowSym = (m) => 32 - Math.clz32(m & -m);
const highSym = (m) => 32 - Math.clz32(m);

// A grid of symbols as candidate sets: a symbol's bit, or every symbol.
function masksOf(v, grid) {
  const full = (1 << v.side) - 1;
  return Array.from(grid, (s) => (s > 0 ? 1 << (s - 1) : full));
}

// Strikes from cd every candidate of `cells` (which `shave` lists) with
// which the constraint no longer fits, trying each alone in its cell;
// -1 when a cell is left none, else how many went.  (Placed cells hold
// one candidate: losing it is a contradiction.)
function shaveSum(x, cd, shave, queue) {
  let gone = 0;
  for (const c of x.cells) {
    const m = cd[c];
    let keep = 0;
    for (let b = m & shave; b; b &= b - 1) {
      const bit = b & -b;
      cd[c] = bit;
      if (x.fits(cd)) keep |= bit;
    }
    cd[c] = m;
    const r = (m & ~shave) | keep;
    if (!r) return -1;
    if (r !== m) {
      cd[c] = r;
      gone++;
      if (POP[r] === 1) queue.push(c);
    }
  }
  return gone;
}

// An arrow's every filling from its cells' candidates, the shaft's cells
// that see each other (peers) differing and the circle, which holds their
// sum, differing from those it sees: each candidate that no filling uses
// is struck (as shaveSum returns).
function narrowArrow(cells, cd, peers, queue) {
  const n = cells.length, sees = [];
  for (let i = 0; i < n; i++) {
    sees.push([]);
    for (let j = 0; j < i; j++) if (peers[cells[i]].includes(cells[j])) sees[i].push(j);
  }
  const support = new Uint16Array(n), val = new Int8Array(n);
  const circleMax = highSym(cd[cells[0]]);
  let found = false;
  const walk = (i, sum) => {
    if (i === n) {
      if (!(cd[cells[0]] & (1 << (sum - 1)))) return;
      for (let j = 1; j < n; j++) if (val[j] === sum && peers[cells[0]].includes(cells[j])) return;
      found = true;
      support[0] |= 1 << (sum - 1);
      for (let j = 1; j < n; j++) support[j] |= 1 << (val[j] - 1);
      return;
    }
    for (let m = cd[cells[i]]; m; m &= m - 1) {
      const s = lowSym(m);
      if (sum + s + (n - 1 - i) > circleMax) break;
      if (sees[i].some((j) => j > 0 && val[j] === s)) continue;
      val[i] = s;
      walk(i + 1, sum + s);
    }
  };
  walk(1, 0);
  if (!found) return -1;
  let gone = 0;
  for (let i = 0; i < n; i++) {
    const c = cells[i], r = cd[c] & support[i];
    if (r !== cd[c]) {
      cd[c] = r;
      gone++;
      if (POP[r] === 1) queue.push(c);
    }
  }
  return gone;
}

// Cells and steps of a little killer's diagonal from its first cell.
const WAYS = { se: [1, 1], sw: [1, -1], ne: [-1, 1], nw: [-1, -1] };

// The constraints of a sum rule's field (without its tag): [list, fault].
function readSums(v, kind, body) {
  const list = [], inGrid = (r, c) => r >= 0 && r < v.rows && c >= 0 && c < v.cols;
  if (kind === 'arrow') {
    const seen = new Set();
    for (const path of body.split(';')) {
      const cells = [];
      for (const rc of path.split(',')) {
        if (!/^[1-9][1-9]$/.test(rc)) return [null, `arrow cell '${rc}' is not a row and a column digit`];
        const r = Number(rc[0]) - 1, c = Number(rc[1]) - 1;
        if (!inGrid(r, c)) return [null, `arrow cell r${r + 1}c${c + 1} is off the grid`];
        const cell = r * v.cols + c;
        if (seen.has(cell)) return [null, `r${r + 1}c${c + 1} is on an arrow twice`];
        if (cells.length) {
          const p = cells[cells.length - 1];
          if (Math.abs(Math.floor(p / v.cols) - r) > 1 || Math.abs((p % v.cols) - c) > 1)
            return [null, `arrow steps from ${cellName(v, p)} to r${r + 1}c${c + 1}, not a cell around`];
        }
        seen.add(cell);
        cells.push(cell);
      }
      if (cells.length < 2 || cells.length > v.side) return [null, `an arrow of ${cells.length} cells (2 to ${v.side})`];
      const [circle, ...shaft] = cells;
      list.push({
        cells, shave: (1 << v.side) - 1, narrow: (cd, peers, queue) => narrowArrow(cells, cd, peers, queue),
        what: `the arrow from ${cellName(v, circle)}`,
        fits: (m) => {
          let lo = 0, hi = 0;
          for (const c of shaft) { lo += lowSym(m[c]); hi += highSym(m[c]); }
          return Math.max(lo, lowSym(m[circle])) <= Math.min(hi, highSym(m[circle]));
        },
      });
    }
  } else if (kind === 'sandwich') {
    const sides = body.split('/');
    if (sides.length !== 2) return [null, 'sandwich clues: want the rows\' clues, \'/\', the columns\''];
    const most = (v.side * (v.side + 1)) / 2 - 1 - v.side;
    for (let side = 0; side < 2; side++) {
      const clues = sides[side].split(',');
      if (clues.length !== v.side) return [null, `${clues.length} sandwich clues for the ${side ? 'columns' : 'rows'}, want ${v.side}`];
      clues.forEach((t, k) => {
        if (t === '.') return;
        const total = /^\d+$/.test(t) ? Number(t) : -1;
        if (total < 0 || total > most) { list.bad = `sandwich clue '${t}' is not a number from 0 to ${most}`; return; }
        const cells = [];
        for (let i = 0; i < v.side; i++) cells.push(side ? i * v.cols + k : k * v.cols + i);
        const one = 1, top = 1 << (v.side - 1), ends = one | top;
        const plo = new Int32Array(v.side + 1), phi = new Int32Array(v.side + 1), none = new Uint8Array(v.side);
        list.push({
          cells, shave: (1 << v.side) - 1,
          what: `the sandwich of ${side ? 'column' : 'row'} ${k + 1}`,
          fits: (m) => {
            // running totals of the least and most each cell adds as a
            // filling between the ends, and of cells that cannot be one
            let empty = 0;
            plo[0] = phi[0] = 0;
            for (let q = 0; q < cells.length; q++) {
              const mid = m[cells[q]] & ~ends;
              none[q] = mid ? 0 : 1;
              empty += none[q];
              plo[q + 1] = plo[q] + (mid ? lowSym(mid) : 0);
              phi[q + 1] = phi[q] + (mid ? highSym(mid) : 0);
            }
            for (let i = 0; i < cells.length; i++) {
              if (!(m[cells[i]] & one)) continue;
              for (let j = 0; j < cells.length; j++) {
                if (j === i || !(m[cells[j]] & top) || empty - none[i] - none[j]) continue;
                const a = Math.min(i, j), b = Math.max(i, j);
                if (plo[b] - plo[a + 1] <= total && total <= phi[b] - phi[a + 1]) return true;
              }
            }
            return false;
          },
        });
      });
    }
    if (list.bad) return [null, list.bad];
  } else {
    const spots = new Set();
    for (const clue of body.split(',')) {
      const mt = /^([1-9])([1-9])(se|sw|ne|nw)=(\d+)$/.exec(clue);
      if (!mt) return [null, `little killer clue '${clue}' is not <row><column><se|sw|ne|nw>=<sum>`];
      const [dr, dc] = WAYS[mt[3]];
      let r = Number(mt[1]) - 1, c = Number(mt[2]) - 1;
      if (!inGrid(r, c) || inGrid(r - dr, c - dc)) return [null, `little killer clue '${clue}': its diagonal does not enter the grid at r${r + 1}c${c + 1}`];
      const spot = `${r - dr},${c - dc}`;
      if (spots.has(spot)) return [null, `little killer clue '${clue}' stands where another clue stands`];
      spots.add(spot);
      const cells = [];
      for (; inGrid(r, c); r += dr, c += dc) cells.push(r * v.cols + c);
      const total = Number(mt[4]);
      if (total < cells.length || total > cells.length * v.side) return [null, `little killer clue '${clue}': ${cells.length} cells cannot add up to ${total}`];
      list.push({
        cells, shave: (1 << v.side) - 1,
        what: `the little killer ${clue}`,
        fits: (m) => {
          let lo = 0, hi = 0;
          for (const c of cells) { lo += lowSym(m[c]); hi += highSym(m[c]); }
          return lo <= total && total <= hi;
        },
      });
    }
  }
  return [list, null];
}

// ---- bank lines ---------------------------------------------------------------

function isClassicGrid(t) {
  return t.length === CLASSIC_CELLS && /^[0-9.]+$/.test(t);
}

// Checks one line; returns a list of faults and the variant's name.
function checkLine(line) {
  const tok = line.split(/[ \t]+/);
  let v, at;
  if (isClassicGrid(tok[0])) {
    v = parseVariant('9x9');
    v.name = 'classic';
    at = 0;
  } else {
    v = parseVariant(tok[0]);
    if (!v) {
      const shown = tok[0].length > 24 ? tok[0].slice(0, 24) + '...' : tok[0];
      return [[`unknown variant '${shown}'`], 'unknown'];
    }
    at = 1;
  }
  const ncells = v.rows * v.cols;
  const givensText = tok[at++];
  if (givensText === undefined) return [['no givens'], v.name];
  const grids = [];
  while (at < tok.length && tok[at].length === ncells && /^[0-9A-Za-z.-]+$/.test(tok[at]) && grids.length < 2) grids.push(tok[at++]);
  let solutionText = null, layoutText = null, cageText = null;
  if (v.killer) {
    if (grids.length > 1) return [['two grids after the givens'], v.name];
    if (at >= tok.length || !tok[at].includes('/')) return [['a Killer line without its cages (<map>/<sum>,<sum>,...)'], v.name];
    cageText = tok[at++];
    solutionText = grids.length ? grids[0] : null;
  } else if (v.kind === 'jigsaw') {
    if (grids.length === 0) return [['a Jigsaw line without its layout'], v.name];
    layoutText = grids.pop();
    solutionText = grids.length ? grids[0] : null;
  } else {
    if (grids.length > 1) return [['two grids after the givens (a layout on a grid without regions?)'], v.name];
    solutionText = grids.length ? grids[0] : null;
  }
  // Marks: the parity each cell must have (0 any, 1 odd, 2 even), or the
  // dots as links [a, b, what, test].
  let parity = null, dots = null, sums = null;
  const marked = v.rules && v.rules.find((r) => r.marks);
  if (marked && marked.paths) {
    const m = tok[at++];
    if (m === undefined || !m.startsWith(marked.marks)) return [[`no '${marked.marks}' thermometers field after the grids`], v.name];
    dots = [];
    const seen = new Set();
    const rises = (x, y) => x < y;
    for (const path of m.slice(marked.marks.length).split(';')) {
      const cells = path.split(',');
      if (cells.length < 2 || cells.length > v.side) return [[`a thermometer of ${cells.length} cells (2 to ${v.side})`], v.name];
      let prev = -1;
      for (const rc of cells) {
        if (!/^[1-9][1-9]$/.test(rc)) return [[`thermometer cell '${rc}' is not a row and a column digit`], v.name];
        const r = Number(rc[0]) - 1, c = Number(rc[1]) - 1, cell = r * v.cols + c;
        if (r >= v.rows || c >= v.cols) return [[`thermometer cell r${r + 1}c${c + 1} is off the grid`], v.name];
        if (seen.has(cell)) return [[`r${r + 1}c${c + 1} is on a thermometer twice`], v.name];
        seen.add(cell);
        if (prev >= 0) {
          const pr = Math.floor(prev / v.cols), pc = prev % v.cols;
          if (Math.abs(pr - r) > 1 || Math.abs(pc - c) > 1)
            return [[`thermometer steps from r${pr + 1}c${pc + 1} to r${r + 1}c${c + 1}, not a cell around`], v.name];
          dots.push([prev, cell, `r${pr + 1}c${pc + 1} to r${r + 1}c${c + 1}, a thermometer that does not rise`, rises]);
        }
        prev = cell;
      }
    }
  } else if (marked && marked.sums) {
    const m = tok[at++];
    if (m === undefined || !m.startsWith(marked.marks)) return [[`no '${marked.marks}' field after the grids`], v.name];
    let f;
    [sums, f] = readSums(v, marked.sums, m.slice(marked.marks.length));
    if (f) return [[f], v.name];
  } else if (marked && marked.edges) {
    const m = tok[at++];
    if (m === undefined || !m.startsWith(marked.marks)) return [[`no '${marked.marks}' dots field after the grids`], v.name];
    const parts = m.slice(marked.marks.length).split('/');
    const across = v.rows * (v.cols - 1), down = (v.rows - 1) * v.cols;
    if (parts.length !== 2 || parts[0].length !== across || parts[1].length !== down)
      return [[`dots: want ${across} marks, '/', ${down} marks`], v.name];
    dots = [];
    for (let i = 0; i < across + down; i++) {
      const ch = i < across ? parts[0][i] : parts[1][i - across];
      const mark = Object.hasOwn(marked.edges, ch) ? marked.edges[ch] : null;
      if (!mark) return [[`dot ${i + 1} is '${ch}', not one of '${Object.keys(marked.edges).join('')}'`], v.name];
      let a, b;
      if (i < across) { const r = Math.floor(i / (v.cols - 1)), c = i % (v.cols - 1); a = r * v.cols + c; b = a + 1; }
      else { a = i - across; b = a + v.cols; }
      const name = (x) => `r${Math.floor(x / v.cols) + 1}c${x % v.cols + 1}`;
      dots.push([a, b, `${name(a)} and ${name(b)}, ${mark[1]}`, mark[0]]);
    }
  } else if (marked) {
    const m = tok[at++];
    if (m === undefined || !m.startsWith(marked.marks)) return [[`no '${marked.marks}' marks field after the grids`], v.name];
    const body = m.slice(marked.marks.length);
    if (body.length !== ncells) return [[`${body.length} marks, want one a cell (${ncells})`], v.name];
    parity = new Uint8Array(ncells);
    for (let i = 0; i < ncells; i++) {
      const ch = body[i];
      if (ch === 'e') parity[i] = 2;
      else if (ch === 'o') parity[i] = 1;
      else if (ch !== '.') return [[`mark ${i + 1} is '${ch}', not '.', 'e' or 'o'`], v.name];
    }
  }
  const tail = tok.slice(at);
  const faults = [];
  let regions = null;
  if (layoutText !== null) {
    let f;
    [regions, f] = readLayout(v, layoutText);
    if (f) return [[f], v.name];
  }
  let cages = null;
  if (cageText !== null) {
    let f;
    [cages, f] = readCages(v, cageText);
    if (f) return [[f], v.name];
  }
  const geo = geometryFor(v, regions, layoutText);
  const [givens, gf] = readGrid(geo, givensText, 'givens', false);
  if (gf) return [[gf], v.name];
  // A mark against a symbol, or a house with more marks of a parity than
  // symbols of it.
  const against = (cells) => {
    if (!parity) return null;
    for (let i = 0; i < ncells; i++)
      if (parity[i] && cells[i] > 0 && (cells[i] % 2 === 0 ? 2 : 1) !== parity[i])
        return `r${Math.floor(i / v.cols) + 1}c${i % v.cols + 1}`;
    return null;
  };
  if (parity)
    for (const h of geo.houses) {
      let even = 0, odd = 0;
      for (const c of h.cells) { if (parity[c] === 2) even++; if (parity[c] === 1) odd++; }
      if (even > Math.floor(v.side / 2) || odd > Math.ceil(v.side / 2))
        return [[`${h.name} has ${even} even and ${odd} odd marks, more than its symbols allow`], v.name];
    }
  let solution = null;
  if (solutionText !== null) {
    let sf;
    [solution, sf] = readGrid(geo, solutionText, 'solution', true);
    if (sf) return [[sf], v.name];
    const rep = repeatedHouse(geo, solution);
    if (rep) faults.push(typeof rep === 'object' ? `solution breaks a rule at ${rep.link}` : `solution repeats a symbol in ${rep}`);
    if (cages) faults.push(...cageFaults(v, cages, solution, 'solution', true));
    const off = against(solution);
    if (off) faults.push(`solution is against the even/odd mark at ${off}`);
    const dot = dots && dots.find(([a, b, , ok]) => !ok(solution[a], solution[b]));
    if (dot) faults.push(`solution breaks the dots at ${dot[2]}`);
    const sum = sums && sums.find((x) => !x.fits(masksOf(v, solution)));
    if (sum) faults.push(`solution breaks ${sum.what}`);
    for (let i = 0; i < ncells; i++)
      if (givens[i] > 0 && givens[i] !== solution[i]) {
        faults.push(`given at column ${i + 1} is not the solution's symbol`);
        break;
      }
  }
  let clues = 0;
  for (let i = 0; i < ncells; i++) if (givens[i] > 0) clues++;
  // A Killer's clue count (and band range) counts its cages.
  if (tail.length && !solution) faults.push('bank fields after the givens without a solution before them');
  else if (tail.length) faults.push(...(cages ? checkTail(tail, cages.list.length, 'cages') : checkTail(tail, clues, 'givens')));
  const rep = repeatedHouse(geo, givens);
  if (rep) {
    faults.push(typeof rep === 'object' ? `givens break a rule at ${rep.link}` : `givens repeat a symbol in ${rep}`);
    return [faults, v.name];
  }
  if (cages) {
    const f = cageFaults(v, cages, givens, 'givens', false);
    if (f.length) return [faults.concat(f), v.name];
  }
  const goff = against(givens);
  if (goff) return [faults.concat([`givens are against the even/odd mark at ${goff}`]), v.name];
  const gdot = dots && dots.find(([a, b, , ok]) => givens[a] > 0 && givens[b] > 0 && !ok(givens[a], givens[b]));
  if (gdot) return [faults.concat([`givens break the dots at ${gdot[2]}`]), v.name];
  const gsum = sums && sums.find((x) => !x.fits(masksOf(v, givens)));
  if (gsum) return [faults.concat([`givens break ${gsum.what}`]), v.name];
  const { count, first } = cages ? makeKillerSolver(geo, cages)(givens, SOLUTION_LIMIT)
    : dots || sums ? makeSolver(geo, dots || [], sums || [])(givens, SOLUTION_LIMIT)
    : countSolutions(geo, givens, SOLUTION_LIMIT, parity);
  if (count === 0) faults.push('no solution');
  else if (count > 1) faults.push('more than one solution');
  else if (solution && !first.every((s, i) => s === (solution[i] < 0 ? 0 : solution[i])))
    faults.push('the solution is not the puzzle\'s only solution');
  return [faults, v.name];
}

// The six fields after the grids; `clues` counts the line's `what`
// ('givens', or a Killer's 'cages').
function checkTail(tail, clues, what) {
  if (tail.length !== BANK_TAIL_FIELDS)
    return [`${tail.length} fields after the grids, want ${BANK_TAIL_FIELDS} (clues band min-max rating label score)`];
  const [c, band, range, rating, label, score] = tail, f = [];
  if (!/^\d+$/.test(c)) f.push(`clue count '${c}' is not a number`);
  else if (Number(c) !== clues)
    f.push(what === 'cages' ? `clue count ${c}, but the line has ${clues} cages` : `clue count ${c}, but the givens hold ${clues}`);
  if (!/^[A-Za-z0-9_-]+$/.test(band)) f.push(`band name '${band}' has other characters than letters, digits, '-' and '_'`);
  const m = /^(\d+)-(\d+)$/.exec(range);
  if (!m) f.push(`band range '${range}' is not MIN-MAX`);
  else if (Number(m[1]) > Number(m[2])) f.push(`band range ${range} is reversed`);
  else if (clues < Number(m[1]) || clues > Number(m[2])) f.push(`${clues} ${what} outside the band's ${range}`);
  if (!/^\d+\.\d$/.test(rating)) f.push(`rating '${rating}' is not a number with one decimal`);
  if (!LABELS.has(label)) f.push(`label '${label}' is not Easy, Medium, Hard, Expert or Extreme`);
  if (!/^\d+$/.test(score)) f.push(`score '${score}' is not a whole number`);
  return f;
}

// Geometries are built once a variant (and once a Jigsaw layout).
const geoCache = new Map();
function geometryFor(v, regions, layoutText) {
  const key = v.name + (layoutText ? ' ' + layoutText : '');
  let g = geoCache.get(key);
  if (!g) {
    g = buildGeometry(v, regions);
    if (geoCache.size > 4096) geoCache.clear();
    geoCache.set(key, g);
  }
  return g;
}

// ---- main -----------------------------------------------------------------------

function main(args) {
  if (args.length === 0 || args.includes('--help')) {
    const out = args.length ? process.stdout : process.stderr;
    out.write('usage: node tests/vcheck.mjs FILE...  (\'-\': standard input)\n');
    return args.length ? 0 : 2;
  }
  let faults = 0, lines = 0;
  const perVariant = new Map();
  for (const file of args) {
    let text;
    try {
      text = readFileSync(file === '-' ? 0 : file, 'utf8');
    } catch (e) {
      process.stderr.write(`vcheck: ${file}: ${e.code || e.message}\n`);
      return 2;
    }
    const rows = text.split('\n');
    if (rows.length && rows[rows.length - 1] === '') rows.pop();
    let inFile = 0;
    rows.forEach((raw, i) => {
      const line = raw.replace(/\r$/, '').trim();
      if (line === '' || line.startsWith('#')) return;
      inFile++;
      const [f, name] = checkLine(line);
      for (const what of f) {
        process.stdout.write(`vcheck: ${file}:${i + 1}: ${what}\n`);
        faults++;
      }
      perVariant.set(name, (perVariant.get(name) || 0) + 1);
    });
    if (inFile === 0) {
      process.stdout.write(`vcheck: ${file}: no puzzle lines\n`);
      faults++;
    }
    lines += inFile;
  }
  if (faults) {
    process.stdout.write(`vcheck: ${faults} fault${faults === 1 ? '' : 's'} in ${lines} lines\n`);
    return 1;
  }
  for (const [name, n] of perVariant) process.stdout.write(`vcheck: ${name}: ${n} lines checked\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
