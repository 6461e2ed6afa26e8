// engine.mjs - the web edition's hint engine (build/web/engine.js, the
// grader as WebAssembly) asked for hints at many positions, in node.
//
// usage: node tests/engine.mjs ENGINE_JS BIN BANK...
//
// For each puzzle of each BANK it makes positions: the givens with a third
// and two thirds of the solution's cells filled in (cells chosen by a fixed
// sequence), and asks the engine for a hint at each.  Every hint must be a
// sound step (a placement of the solution's symbol; eliminations of no
// solution symbol; its cells on the canvas), and its rating and sentence
// must be the first step that `BIN grade --explain` prints for the same
// position written as a puzzle.  Then:
//   - a wrong entry is named before any step, and only the wrong cells;
//   - pencil marks that leave out a cell's symbol are named;
//   - pencil marks that narrow the candidates (keeping the solution's) give
//     a sound step, and one that uses them: a step at a position whose
//     marks hold only the solution's symbol in one cell is that cell's
//     naked single or easier;
//   - following hints alone, placing and striking what they say, solves
//     a puzzle of each kind, each step sound, among them one of every
//     modern rule (RULE_KINDS) when a bank holds them;
//   - a malformed request gets an error, never a step;
//   - `BIN web --engine` refuses a file that is not an engine, or none.
// Prints ok/FAIL lines and `engine: N passed, M failed`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const [enginePath, bin, ...banks] = process.argv.slice(2);
let passed = 0, failed = 0;
function ok(what) { passed++; console.log(`ok   ${what}`); }
function bad(what) { failed++; console.log(`FAIL ${what}`); }
function finish() {
    console.log(`engine: ${passed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
}

// ---- the engine, loaded as the page loads it ----------------------------------
const SYMBOLS = '123456789ABCDEFG';
let wasm;
async function load() {
    const text = fs.readFileSync(enginePath, 'utf8');
    const m = /window\.SB_ENGINE_WASM = "([A-Za-z0-9+/=]+)";/.exec(text);
    if (!m) throw new Error(`${enginePath}: no SB_ENGINE_WASM`);
    const bytes = Buffer.from(m[1], 'base64');
    const nosys = () => 52;  // WASI's ENOSYS: the engine does no I/O
    const { instance } = await WebAssembly.instantiate(bytes, {
        wasi_snapshot_preview1: { fd_close: nosys, fd_seek: nosys, fd_write: nosys }
    });
    instance.exports._initialize();
    wasm = instance.exports;
}
function ask(puzzle, cells, marks) {
    const req = Buffer.from(`${puzzle}\n${cells}\n${marks.join(',')}`, 'utf8');
    const at = wasm.sbw_input(req.length);
    new Uint8Array(wasm.memory.buffer, at, req.length).set(req);
    const out = wasm.sbw_hint();
    const mem = new Uint8Array(wasm.memory.buffer);
    let end = out;
    while (mem[end]) end++;
    return JSON.parse(Buffer.from(mem.subarray(out, end)).toString('utf8'));
}

// ---- puzzles --------------------------------------------------------------------
// A bank line's puzzle (p.line, as the engine reads it), its kind, givens and solution (symbol
// numbers; -1 off the canvas) and the rest of its grid fields.
function parseLine(line) {
    const f = line.trim().split(/\s+/);
    const classic = /^[0-9.]{81}$/.test(f[0]);
    const kind = classic ? null : f[0];
    const g = classic ? f[0] : f[1], s = classic ? f[1] : f[2];
    // a Jigsaw's layout (one character a cell), a Killer's cages (map/sums)
    // or a rule's marks ("<rule>:...")
    const extra = !classic && f[3] && (f[3].length === g.length || f[3].includes('/') || /^[a-z]+:/.test(f[3])) ? f[3] : '';
    const val = (ch) => ch === '-' ? -1 : ch === '.' || ch === '0' ? 0 : SYMBOLS.indexOf(ch) + 1;
    const p = { kind, givens: [...g].map(val), solution: [...s].map(val), extra };
    p.line = puzzleText(p, p.givens);
    return p;
}
function puzzleText(p, cells) {
    const grid = cells.map((v) => v < 0 ? '-' : v ? SYMBOLS[v - 1] : '.').join('');
    const sol = p.solution.map((v) => v < 0 ? '-' : SYMBOLS[v - 1]).join('');
    return p.kind ? `${p.kind} ${grid} ${sol}${p.extra ? ' ' + p.extra : ''}` : `${grid} ${sol}`;
}
function cellsText(cells) { return cells.map((v) => v < 0 ? '-' : v ? SYMBOLS[v - 1] : '.').join(''); }
function maxSymbol(p) { return Math.max(...p.solution); }

// A fixed order of the blank cells (an LCG, so every run is the same).
function blankOrder(p, seed) {
    const cells = [];
    p.givens.forEach((v, i) => { if (v === 0) cells.push(i); });
    let x = seed >>> 0;
    for (let i = cells.length - 1; i > 0; i--) {
        x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
        const j = x % (i + 1);
        [cells[i], cells[j]] = [cells[j], cells[i]];
    }
    return cells;
}

// Checks a step's soundness against the solution; '' when sound.
function unsound(p, h) {
    if (h.kind !== 'step') return `not a step: ${JSON.stringify(h)}`;
    const on = (c) => Number.isInteger(c) && c >= 0 && c < p.solution.length && p.solution[c] > 0;
    if (h.cell >= 0 && (!on(h.cell) || h.symbol !== p.solution[h.cell]))
        return `places ${h.symbol} at ${h.cell}, the solution has ${p.solution[h.cell]}`;
    if (h.cell < 0 && !h.elims.length) return 'neither places nor strikes';
    for (const [c, s] of h.elims) if (!on(c) || s === p.solution[c]) return `strikes ${s} at ${c}, the solution's`;
    if (!h.cells.length || !h.cells.every(on) || !h.area.every(on)) return 'shows cells off the canvas';
    if (typeof h.name !== 'string' || !h.name || !(h.rating > 0)) return 'no technique or rating';
    return '';
}

// The first step of `grade --explain` for each position: [rating, text].
function explainFirst(lines) {
    const file = `${process.env.TMPDIR || '/tmp'}/engine-positions.${process.pid}.txt`;
    fs.writeFileSync(file, lines.join('\n') + '\n');
    let out;
    try { out = execFileSync(bin, ['grade', '--explain', file], { encoding: 'utf8', maxBuffer: 1 << 28 }); }
    finally { fs.rmSync(file, { force: true }); }
    // Each position prints its puzzle, its steps, then "= " and its grade.
    const firsts = [];
    for (const l of out.split('\n')) {
        const m = /^  1\. (\d+)\.(\d) (.*)$/.exec(l);
        if (m) firsts[firsts.length - 1] = [Number(m[1]) * 10 + Number(m[2]), m[3]];
        else if (l && !l.startsWith(' ') && !l.startsWith('= ')) firsts.push(null);
    }
    return firsts;
}

await load().catch((e) => { bad(`the engine loads: ${e.message}`); finish(); });
ok('the engine loads from engine.js (base64 WebAssembly)');

const puzzles = [];
for (const bank of banks) {
    for (const line of fs.readFileSync(bank, 'utf8').split('\n')) {
        if (line && !line.startsWith('#')) puzzles.push(parseLine(line));
    }
}

// ---- steps at positions, against grade --explain ------------------------------
const positions = [];
puzzles.forEach((p, k) => {
    const order = blankOrder(p, 7 + k);
    for (const part of [0, 1, 2]) {
        const cells = p.givens.slice();
        order.slice(0, Math.floor(order.length * part / 3)).forEach((c) => { cells[c] = p.solution[c]; });
        positions.push({ p, cells });
    }
});
const firsts = explainFirst(positions.map(({ p, cells }) => puzzleText(p, cells)));
let sound = 0, agree = 0;
positions.forEach(({ p, cells }, k) => {
    const h = ask(p.line, cellsText(cells), cells.map(() => 0));
    const why = unsound(p, h);
    if (why) { bad(`position ${k} (${p.kind || 'classic'}): ${why}`); return; }
    sound++;
    const f = firsts[k];
    if (!f || f[0] !== h.rating || f[1] !== h.said) {
        bad(`position ${k} (${p.kind || 'classic'}): hint ${h.rating} "${h.said}", grade --explain ${f ? f[0] + ' "' + f[1] + '"' : 'nothing'}`);
        return;
    }
    agree++;
});
if (sound === positions.length) ok(`${sound} hints at ${positions.length} positions are sound steps`);
if (agree === positions.length) ok(`each hint's rating and words are grade --explain's first step (${agree} positions)`);
const kinds = [...new Set(puzzles.map((p) => p.kind || 'classic'))];
ok(`kinds asked: ${kinds.join(', ')}`);

// ---- wrong entries and wrong marks ----------------------------------------------
{
    const p = puzzles[0], order = blankOrder(p, 99), cells = p.givens.slice();
    order.slice(0, 10).forEach((c) => { cells[c] = p.solution[c]; });
    const w1 = order[3], w2 = order[12];
    cells[w1] = p.solution[w1] % maxSymbol(p) + 1;
    cells[w2] = p.solution[w2] % maxSymbol(p) + 1;
    const h = ask(p.line, cellsText(cells), cells.map(() => 0));
    const want = [w1, w2].sort((a, b) => a - b);
    if (h.kind === 'wrong' && JSON.stringify(h.cells) === JSON.stringify(want)) ok('wrong entries are named first, and only they');
    else bad(`wrong entries at ${want}: ${JSON.stringify(h)}`);
    const marks = cells.map(() => 0);
    cells[w1] = 0; cells[w2] = 0;
    marks[w1] = (1 << maxSymbol(p) + 1) - 2 & ~(1 << p.solution[w1]);
    const m = ask(p.line, cellsText(cells), marks);
    if (m.kind === 'marks' && JSON.stringify(m.cells) === JSON.stringify([w1])) ok('pencil marks that leave out the solution are named');
    else bad(`marks without the solution at ${w1}: ${JSON.stringify(m)}`);
}

// ---- marks narrow the position ------------------------------------------------
{
    let narrowed = 0, used = 0;
    puzzles.forEach((p, k) => {
        const cells = p.givens.slice(), all = (1 << maxSymbol(p) + 1) - 2;
        const blanks = blankOrder(p, 31 + k);
        const marks = cells.map((v, i) => v === 0 ? all & ~(1 << (p.solution[i] % maxSymbol(p) + 1)) : 0);
        const h = ask(p.line, cellsText(cells), marks);
        if (!unsound(p, h)) narrowed++;
        else bad(`narrowed marks, ${p.kind || 'classic'} ${k}: ${unsound(p, h)}`);
        // One cell whose marks hold its symbol alone: a single (or easier) there.
        const one = cells.map(() => 0);
        one[blanks[0]] = 1 << p.solution[blanks[0]];
        const s = ask(p.line, cellsText(cells), one);
        if (!unsound(p, s) && s.rating <= 23) used++;
        else bad(`a cell marked with its symbol alone, ${p.kind || 'classic'} ${k}: ${JSON.stringify(s).slice(0, 200)}`);
    });
    if (narrowed === puzzles.length) ok(`hints from narrowed pencil marks are sound (${narrowed} puzzles)`);
    if (used === puzzles.length) ok(`a cell marked with one symbol gives a single or easier (${used} puzzles)`);
}

// ---- solving by hints alone ---------------------------------------------------
// The kinds of every modern rule (tests/engine.sh's rules bank): the bank
// line the page sends, marks field and all.
const RULE_KINDS = ['9x9+antiknight', '6x6+antiking', '9x9+nonconsec', '9x9+x+antiknight', '9x9+evenodd',
    '9x9+kropki', '9x9+xv', '9x9+greater', '9x9+thermo', '9x9+arrow', '9x9+sandwich', '9x9+littlekiller'];
{
    const seen = new Set(), solved = new Set();
    for (const p of puzzles) {
        const kind = p.kind || 'classic';
        if (seen.has(kind)) continue;
        seen.add(kind);
        const cells = p.givens.slice(), all = (1 << maxSymbol(p) + 1) - 2;
        const marks = cells.map((v) => v === 0 ? all : 0);
        let steps = 0, why = '';
        for (; steps < 2000; steps++) {
            const h = ask(p.line, cellsText(cells), marks);
            if (h.kind === 'solved') break;
            if ((why = unsound(p, h))) break;
            if (h.cell >= 0) { cells[h.cell] = h.symbol; marks[h.cell] = 0; }
            else for (const [c, s] of h.elims) marks[c] &= ~(1 << s);
        }
        if (!why && cellsText(cells) === cellsText(p.solution)) { solved.add(kind); ok(`${kind}: hints alone solve the puzzle (${steps} steps)`); }
        else bad(`${kind}: solving by hints stopped after ${steps} steps: ${why}`);
    }
    if (puzzles.some((p) => RULE_KINDS.includes(p.kind))) {
        const missing = RULE_KINDS.filter((k) => !solved.has(k));
        if (!missing.length) ok(`every rule's puzzle solved by hints alone (${RULE_KINDS.length} rules)`);
        else bad(`rules not solved by hints alone: ${missing.join(', ')}`);
    }
}

// ---- malformed requests -------------------------------------------------------
{
    const p = puzzles[0], cells = cellsText(p.givens), marks = p.givens.map(() => 0);
    const cases = [
        ['a damaged puzzle', p.line.slice(5), cells, marks.join(',')],
        ['entries of another size', p.line, cells.slice(1), marks.join(',')],
        ['a symbol out of range', p.line, 'Z' + cells.slice(1), marks.join(',')],
        ['too few marks', p.line, cells, marks.slice(1).join(',')],
        ['a mark out of range', p.line, cells, ['999999'].concat(marks.slice(1)).join(',')],
        ['a given overwritten', p.line, cellsText(p.givens.map((v) => v > 0 ? v % maxSymbol(p) + 1 : v)), marks.join(',')]
    ];
    for (const [what, a, b, c] of cases) {
        const req = Buffer.from(`${a}\n${b}\n${c}`, 'utf8');
        const at = wasm.sbw_input(req.length);
        new Uint8Array(wasm.memory.buffer, at, req.length).set(req);
        const out = wasm.sbw_hint(), mem = new Uint8Array(wasm.memory.buffer);
        let end = out;
        while (mem[end]) end++;
        const h = JSON.parse(Buffer.from(mem.subarray(out, end)).toString('utf8'));
        if (typeof h.error === 'string' && h.error && !h.kind) ok(`${what}: "${h.error}"`);
        else bad(`${what}: ${JSON.stringify(h)}`);
    }
}
// ---- sudokubook web --engine: a file that is not an engine, or none ---------
{
    const out = `${process.env.TMPDIR || '/tmp'}/engine-web.${process.pid}`;
    for (const [what, file, want] of [['a file that is not an engine', 'Makefile', /^sudokubook: Makefile: is not a hint engine made by `make engine`\n$/],
        ['a missing engine', `${out}.none.js`, /^sudokubook: \S+none\.js: No such file or directory \(the hint engine: make engine, or see --engine\)\n$/]]) {
        let err = '', code = 0;
        try { execFileSync(bin, ['web', '--engine', file, '-o', out, 'tests/golden/small.bank'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }); }
        catch (e) { err = String(e.stderr); code = e.status; }
        if (code === 1 && want.test(err) && !fs.existsSync(out)) ok(`web refuses ${what} in one line, exit 1, no folder`);
        else bad(`web --engine ${file}: exit ${code}, "${err.trim()}"`);
        fs.rmSync(out, { recursive: true, force: true });
    }
}
finish();
