// browser.mjs - the web edition played in real headless Chromium.
//
// usage: node tests/browser.mjs --title TITLE --bank BANK [--variants DIR2 --variant-bank BANK2] [--shapes DIR3]
//            [--killer DIR4 --letters DIR5] [--rules DIR6 --bin BIN] [--german DIR7] DIR
//        node tests/browser.mjs --german DIR7 DIR
//        node tests/browser.mjs --measure DIR
//
// DIR is a web edition made by `sudokubook web` from BANK with the title
// TITLE; DIR2 one made from BANK2, a bank of a 9x9+x, a jigsaw6, a 16x16
// and a samurai chapter, whose grids, lines, conflicts, keys and Samurai
// cells outside the grids are checked too; DIR3 a book of 4x4 and 6x6
// grids with shapes; DIR4 a book of Killers and DIR5 one of 12x12 and
// Windoku grids with letters; DIR6 a book of one puzzle of every modern
// rule, whose marks, words, conflicts, auto-notes and hints are checked
// and which are played to the end; DIR7 one made with --language de (by
// default, with --bin, one made here from BANK), whose pages must say the
// German catalogue's words, not DIR's English ones (with --german and DIR
// alone, only that is checked).  With all of them, every kind is played to
// the end on a desktop and a phone viewport, and the player's features
// (cages, fitting and zoom, marks, auto-notes, timer, dark mode, colours,
// selection, storage failure, tabs, export/import, share links) are checked.
// The test talks WebDriver (HTTP) to Debian's chromedriver, with
// node's built-ins only, and plays the book as a person would: real key
// presses and pointer clicks.  It takes the book's order from DIR/book.js
// and checks each puzzle and its answer against BANK, so the answers it
// types are the bank's, not the page's.  Any console error
// or warning of any page fails it.  It prints `ok ...` or `FAIL ...` per
// check and `browser: N passed, M failed`; it exits 1 on any failure,
// including a Chromium that cannot run.
//
// --measure prints interactive_ms (window.SB_READY_MS of play.html#1, the
// median of three loads after a first, cold one) and bytes (the size of
// every file of DIR), for the benchmark.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const KEY = {
    left: '\uE012', up: '\uE013', right: '\uE014', down: '\uE015', home: '\uE011', end: '\uE010',
    back: '\uE003', del: '\uE017', tab: '\uE004', shift: '\uE008', ctrl: '\uE009'
};
const TEST_SECONDS = 600;     // the whole run, Chromium's start included

// ---- results ---------------------------------------------------------------
let passed = 0, failed = 0;
function ok(what) { passed++; console.log(`ok   ${what}`); }
function bad(what) { failed++; console.log(`FAIL ${what}`); }
class Failure extends Error {}
function expect(cond, what) { if (!cond) throw new Failure(what); }
function same(a, b) { return JSON.stringify(a) === JSON.stringify(b); }

// ---- processes and cleanup -------------------------------------------------
let driverProc = null, profileDir = null, scratchDir = null, driver = null;

// Ends chromedriver and the Chromium it started (one process group, ours)
// and removes the temporary profile.  Safe to call more than once.
function cleanup() {
    if (driverProc && driverProc.exitCode === null) {
        try { process.kill(-driverProc.pid, 'SIGKILL'); } catch { /* already gone */ }
    }
    driverProc = null;
    if (profileDir) { fs.rmSync(profileDir, { recursive: true, force: true }); profileDir = null; }
    if (scratchDir) { fs.rmSync(scratchDir, { recursive: true, force: true }); scratchDir = null; }
}
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => { console.log(`FAIL browser test stopped by ${sig}`); cleanup(); process.exit(1); });
}

function freePort() {
    return new Promise((resolve, reject) => {
        const s = net.createServer();
        s.on('error', reject);
        s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
    });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- a small WebDriver client ----------------------------------------------
class Driver {
    // Starts chromedriver on a free port and a headless Chromium session;
    // throws an Error whose message says why Chromium cannot run.
    static async start() {
        const port = await freePort();
        profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudokubook-chromium-'));
        const log = [];
        // Its scratch files (a file handed to an upload, Chromium's own) go
        // under the profile's folder, which cleanup() removes whole, unless
        // that folder's path is too long for the Unix socket Chromium makes
        // in its scratch folder (sun_path holds 107 bytes): then a folder of
        // its own under /tmp, removed with the profile.
        let scratch = path.join(profileDir, 'tmp');
        if (Buffer.byteLength(path.join(scratch, '.org.chromium.Chromium.XXXXXX', 'SingletonSocket')) > 100) {
            scratchDir = fs.mkdtempSync('/tmp/sbc-');
            scratch = scratchDir;
        } else {
            fs.mkdirSync(scratch);
        }
        driverProc = spawn('chromedriver', [`--port=${port}`], {
            stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, TMPDIR: scratch }
        });
        const spawnError = new Promise((resolve) => driverProc.on('error', resolve));
        driverProc.stdout.on('data', (d) => log.push(String(d)));
        driverProc.stderr.on('data', (d) => log.push(String(d)));
        const base = `http://127.0.0.1:${port}`;
        for (let i = 0; ; i++) {
            const err = await Promise.race([spawnError, sleep(50).then(() => null)]);
            if (err) throw new Error(err.code === 'ENOENT' ? 'chromedriver is not installed (scripts/install-deps test)' : `chromedriver: ${err.message}`);
            if (driverProc.exitCode !== null) throw new Error(`chromedriver exited: ${log.join('').trim().split('\n').pop()}`);
            try { if ((await (await fetch(`${base}/status`)).json()).value.ready) break; } catch { /* not up yet */ }
            if (i > 200) throw new Error('chromedriver did not start within 10 s');
        }
        const options = {
            args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                `--user-data-dir=${profileDir}`, '--window-size=1280,1000', '--no-first-run']
        };
        if (process.env.CHROMIUM) options.binary = process.env.CHROMIUM;
        const d = new Driver(base);
        const res = await d.raw('POST', '/session', {
            capabilities: { alwaysMatch: { browserName: 'chrome', 'goog:loggingPrefs': { browser: 'ALL' }, 'goog:chromeOptions': options } }
        });
        if (!res.value || !res.value.sessionId) {
            const msg = (res.value && res.value.message) || JSON.stringify(res);
            throw new Error(msg.split('\n').slice(0, 2).join(': '));
        }
        d.sid = res.value.sessionId;
        return d;
    }

    constructor(base) { this.base = base; this.sid = null; this.logs = []; }

    async raw(method, url, body) {
        const res = await fetch(this.base + url, {
            method, headers: { 'Content-Type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(60000)
        });
        return res.json();
    }

    // A command of this session; throws on a WebDriver error.
    async cmd(method, url, body) {
        const res = await this.raw(method, `/session/${this.sid}${url}`, body);
        if (res.value && res.value.error) throw new Error(`webdriver ${url}: ${res.value.error}: ${String(res.value.message).split('\n')[0]}`);
        return res.value;
    }

    // Opens a URL and waits until the app says it is ready.
    async open(url) { await this.cmd('POST', '/url', { url }); return this.ready(); }
    async reload() { await this.cmd('POST', '/refresh', {}); return this.ready(); }
    async ready() {
        for (let i = 0; i < 250; i++) {
            const ms = await this.exec('return window.SB_READY_MS === undefined ? null : window.SB_READY_MS');
            if (ms !== null) { await this.collectLogs(); return ms; }
            await sleep(20);
        }
        await this.collectLogs();
        throw new Failure(`the page never set window.SB_READY_MS${this.logs.length ? ': ' + this.logs.join(' | ') : ''}`);
    }

    exec(script, ...args) { return this.cmd('POST', '/execute/sync', { script, args }); }
    cdp(cmd, params) { return this.cmd('POST', '/goog/cdp/execute', { cmd, params }); }

    async find(css) { return Object.values(await this.cmd('POST', '/element', { using: 'css selector', value: css }))[0]; }
    async click(css) { await this.cmd('POST', `/element/${await this.find(css)}/click`, {}); }

    // Presses keys: each item a string (its characters typed one by one) or
    // [modifiers..., key] pressed together.
    async keys(...items) {
        const acts = [];
        for (const it of items) {
            if (Array.isArray(it)) {
                for (const k of it) acts.push({ type: 'keyDown', value: k });
                for (const k of [...it].reverse()) acts.push({ type: 'keyUp', value: k });
            } else {
                for (const ch of it) acts.push({ type: 'keyDown', value: ch }, { type: 'keyUp', value: ch });
            }
        }
        await this.cmd('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: acts }] });
        await this.cmd('DELETE', '/actions');
    }

    // Console messages of warning level or worse since the last call.
    async collectLogs() {
        const entries = await this.cmd('POST', '/se/log', { type: 'browser' });
        for (const e of entries) if (e.level === 'SEVERE' || e.level === 'WARNING') this.logs.push(`${e.level}: ${e.message}`);
    }

    async screenshot(file) { fs.writeFileSync(file, Buffer.from(await this.cmd('GET', '/screenshot'), 'base64')); }

    async quit() { if (this.sid) { try { await this.raw('DELETE', `/session/${this.sid}`); } catch { /* gone */ } this.sid = null; } }
}

// ---- what the page shows -----------------------------------------------------
// The grid as the player shows it: per cell its digit, pencil marks,
// aria-label and classes; the selected and focused cell; solved or not.
const GRID_STATE = `
    // a symbol as text, or a shape by its name
    const face = (e) => { const sh = e.querySelector('svg.shape'); return sh ? sh.getAttribute('data-shape') : e.textContent; };
    const g = document.getElementById('grid');
    const cells = [...g.querySelectorAll('[role="row"] > [role="gridcell"]')];
    const active = document.activeElement;
    return {
        rows: g.querySelectorAll(':scope > [role="row"]').length,
        cells: cells.map((c) => ({
            v: c.querySelector('.v') ? face(c.querySelector('.v')) : '',
            marks: [...c.querySelectorAll('.marks span')].map(face).join(''),
            label: c.getAttribute('aria-label'), cls: c.className, selected: c.getAttribute('aria-selected') === 'true',
            i: Number(c.getAttribute('data-i'))
        })),
        selected: cells.findIndex((c) => c.getAttribute('aria-selected') === 'true'),
        focused: cells.indexOf(active),
        activeText: active ? active.tagName + ':' + (active.querySelector('.face') || active).textContent : '',
        solved: g.getAttribute('data-solved') === 'true',
        status: document.getElementById('status').textContent,
        caption: document.querySelector('.caption').textContent,
        num: document.getElementById('cap-num').textContent,
        chapter: document.getElementById('cap-chapter').textContent,
        pencil: document.getElementById('pencil').getAttribute('aria-pressed') === 'true'
    };`;
const gridState = () => driver.exec(GRID_STATE);
const shown = (st) => st.cells.map((c) => c.v || '.').join('');

// The symbols of the book's text ('1'-'9', 'A'-'G') as the page shows
// them: 1 to 16.
const SYMBOLS = '123456789ABCDEFG';
const face = (ch) => (ch === '.' ? '' : String(SYMBOLS.indexOf(ch) + 1));

// The grid's lines as drawn (the SVG laid over the cells): every unit edge
// of the thin and of the heavy path, "h R C" the edge above cell (R, C)
// (R = rows for the bottom edge), "v R C" the edge left of it; sorted.
const LINES = `
    const out = { thin: [], heavy: [] };
    for (const kind of ['thin', 'heavy']) {
        const p = document.querySelector('#grid .lines .' + kind);
        const d = p ? p.getAttribute('d') : '', re = /M(\\d+) (\\d+)([HV])(\\d+)/g;
        let m;
        while ((m = re.exec(d))) {
            const x = Number(m[1]), y = Number(m[2]), e = Number(m[4]);
            if (m[3] === 'H') for (let k = x; k < e; k++) out[kind].push('h ' + y + ' ' + k);
            else for (let k = y; k < e; k++) out[kind].push('v ' + k + ' ' + x);
        }
        out[kind].sort();
    }
    return out;`;
const lineEdges = () => driver.exec(LINES);

// The edges a canvas of rows x cols should have, as lineEdges gives them:
// block(i) names the box or region of cell i, -1 outside every grid; an
// edge is heavy between two blocks or a block and the outside, thin inside
// a block, and absent where neither side is in a grid.
function edgesOf(rows, cols, block) {
    const out = { thin: [], heavy: [] };
    const at = (r, c) => (r < 0 || r >= rows || c < 0 || c >= cols ? -1 : block(r * cols + c));
    const put = (a, b, name) => {
        if (a < 0 && b < 0) return;
        out[a === b ? 'thin' : 'heavy'].push(name);
    };
    for (let r = 0; r <= rows; r++) for (let c = 0; c < cols; c++) put(at(r - 1, c), at(r, c), `h ${r} ${c}`);
    for (let r = 0; r < rows; r++) for (let c = 0; c <= cols; c++) put(at(r, c - 1), at(r, c), `v ${r} ${c}`);
    out.thin.sort();
    out.heavy.sort();
    return out;
}

// The bank: [{givens, solution, band}] in its file's order.
function readBank(file) {
    return fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'))
        .map((l) => { const f = l.trim().split(/\s+/); return { givens: f[0], solution: f[1], band: f[3] }; });
}

// DIR/book.js, "window.SB_BOOK = {...};", as an object.
function readBook(dir) {
    const text = fs.readFileSync(path.join(dir, 'book.js'), 'utf8');
    const m = /^window\.SB_BOOK = ([^]*);\s*$/.exec(text);
    if (!m) throw new Failure('book.js is not "window.SB_BOOK = {...};"');
    return JSON.parse(m[1]);
}

// Keys that walk from cell `from` to cell `to` of an n x n grid by arrows.
function walk(from, to, n) {
    const out = [];
    const dr = Math.floor(to / n) - Math.floor(from / n), dc = (to % n) - (from % n);
    for (let i = 0; i < Math.abs(dr); i++) out.push(dr > 0 ? KEY.down : KEY.up);
    for (let i = 0; i < Math.abs(dc); i++) out.push(dc > 0 ? KEY.right : KEY.left);
    return out.join('');
}

// ---- the checks ----------------------------------------------------------------
async function check(what, fn) {
    try {
        const detail = await fn();
        ok(detail ? `${what}: ${detail}` : what);
    } catch (e) {
        // A WebDriver error (say, a missing element) fails this check only.
        bad(`${what}: ${e.message}`);
    }
}

async function runTests(dir, title, bankFile) {
    const bank = readBank(bankFile);
    let book = null;
    await check('book.js: the bank\'s puzzles and answers, chapter by chapter', async () => {
        book = readBook(dir);
        expect(/^[0-9a-f]{8}$/.test(book.id) && book.title === title, `id ${book.id}, title ${JSON.stringify(book.title)}`);
        expect(book.puzzles.length === bank.length, `${book.puzzles.length} puzzles for ${bank.length} in the bank`);
        book.puzzles.forEach(([g, sol, c], i) => {
            const b = bank.find((x) => x.givens === g);
            expect(b && b.solution === sol, `puzzle ${i + 1} ${g} is not in the bank with that answer`);
            const ch = book.chapters[c];
            expect(ch && ch.name === b.band && ch.first <= i + 1 && i + 1 <= ch.last, `puzzle ${i + 1} is in chapter ${c}, not its band ${b.band}`);
        });
    });
    if (!book) return;
    // The puzzles in book order: {givens, solution, band}.
    const puzzles = book.puzzles.map(([givens, solution, c]) => ({ givens, solution, band: book.chapters[c].name }));
    // pathToFileURL would escape a '#', so the fragment is added after.
    const url = (page) => { const [f, h] = page.split('#'); return pathToFileURL(path.resolve(dir, f)).href + (h ? '#' + h : ''); };
    const shots = path.dirname(path.resolve(dir));
    const p2 = puzzles[1];

    await driver.open(url('index.html'));
    await check('index: the title is shown as text, not markup', async () => {
        const t = await driver.exec(`const h = document.querySelector('h1');
            return { text: h.textContent, children: h.children.length, doc: document.title };`);
        expect(t.text === title, `h1 is ${JSON.stringify(t.text)}, want ${JSON.stringify(title)}`);
        expect(t.children === 0, 'h1 holds elements (the title was taken as HTML)');
        expect(t.doc === title, `document.title is ${JSON.stringify(t.doc)}`);
        return JSON.stringify(t.text);
    });
    const bands = bank.map((b) => b.band).filter((b, i, a) => a.indexOf(b) === i);
    await check('index: every chapter and puzzle is listed, none started', async () => {
        const ix = await driver.exec(`return {
            volume: document.getElementById('volume').hidden,
            chapters: [...document.querySelectorAll('.chapter .chapter-name')].map((e) => e.textContent),
            links: [...document.querySelectorAll('.chapter a')].map((a) => [a.getAttribute('href'), a.textContent, a.getAttribute('aria-label')]) };`);
        expect(same(ix.chapters, bands), `chapters ${JSON.stringify(ix.chapters)}, want ${JSON.stringify(bands)}`);
        expect(ix.links.length === bank.length, `${ix.links.length} links for ${bank.length} puzzles`);
        expect(ix.volume === (book.volume === 0), `volume ${book.volume} shown: ${!ix.volume}`);
        ix.links.forEach(([href, text, label], i) => {
            expect(href === `play.html#${i + 1}` && text === String(i + 1), `link ${i + 1} is ${href} "${text}"`);
            expect(label === `Puzzle ${i + 1}, not started`, `link ${i + 1} says "${label}"`);
        });
        return `${ix.chapters.length} chapters, ${ix.links.length} links`;
    });
    await driver.screenshot(path.join(shots, 'index.png'));

    await driver.open(url('play.html#2'));
    let st = await gridState();
    await check('play: puzzle 2 is an ARIA grid with its caption and givens', async () => {
        expect(st.num === '2' && st.chapter === p2.band, `caption "${st.caption}", want 2 and ${p2.band}`);
        expect(st.rows === 9 && st.cells.length === 81, `${st.rows} rows, ${st.cells.length} cells`);
        expect(shown(st) === p2.givens, `grid ${shown(st)}, want ${p2.givens}`);
        const g = p2.givens.indexOf('.') === 0 ? p2.givens.search(/[1-9]/) : 0;
        const want = `row ${Math.floor(g / 9) + 1} column ${g % 9 + 1}, ${p2.givens[g]}, given`;
        expect(st.cells[g].label === want, `cell ${g} is labelled "${st.cells[g].label}", want "${want}"`);
        const e = p2.givens.indexOf('.');
        expect(st.cells[e].label === `row ${Math.floor(e / 9) + 1} column ${e % 9 + 1}, empty`, `cell ${e} is labelled "${st.cells[e].label}"`);
    });

    await check('keyboard: arrows, Home, End move the selection and stop at the edges', async () => {
        await driver.click('[data-i="0"]');
        const seq = [['left', 0], ['up', 0], ['right', 1], ['down', 10], ['end', 17], ['right', 17], ['home', 9],
            ['ctrl end', 80], ['down', 80], ['ctrl home', 0]];
        let s = await gridState();
        expect(s.selected === 0 && s.focused === 0, `a click on cell 0 selected ${s.selected}, focused ${s.focused}`);
        for (const [k, want] of seq) {
            const ks = k.split(' ').map((name) => KEY[name]);
            await driver.keys(ks.length > 1 ? ks : ks[0]);
            s = await gridState();
            expect(s.selected === want && s.focused === want, `after ${k} cell ${s.selected} is selected, ${s.focused} focused; want ${want}`);
        }
        return `${seq.length} moves`;
    });

    await check('keyboard: Tab leaves the grid for the keypad, Shift+Tab comes back', async () => {
        await driver.keys(KEY.tab);
        let s = await gridState();
        expect(s.focused === -1 && s.activeText === 'BUTTON:1', `Tab focused ${s.activeText} (cell ${s.focused})`);
        await driver.keys([KEY.shift, KEY.tab]);
        s = await gridState();
        expect(s.focused === 0, `Shift+Tab focused ${s.activeText}`);
    });

    // The first empty cell of row 1 and a digit given in that row.
    const e = p2.givens.indexOf('.');
    const rowGiven = p2.givens.slice(0, 9).split('').findIndex((c) => c !== '.');
    const d = p2.givens[rowGiven];
    await check('givens cannot be changed', async () => {
        await driver.click(`[data-i="${rowGiven}"]`);
        await driver.keys(d === '9' ? '1' : '9', KEY.back);
        const s = await gridState();
        expect(s.cells[rowGiven].v === d, `given ${d} became "${s.cells[rowGiven].v}"`);
    });

    await check('conflicts: a repeated digit is marked, undo and redo clear and restore it', async () => {
        await driver.click(`[data-i="${e}"]`);
        await driver.keys(d);
        let s = await gridState();
        const flagged = () => s.cells.map((c, i) => (/\bconflict\b/.test(c.cls) ? i : -1)).filter((i) => i >= 0);
        expect(s.cells[e].v === d, `typing ${d} left cell ${e} "${s.cells[e].v}"`);
        expect(flagged().includes(e) && flagged().includes(rowGiven), `conflict cells ${JSON.stringify(flagged())}, want ${e} and ${rowGiven}`);
        expect(/, conflict$/.test(s.cells[e].label), `cell ${e} is labelled "${s.cells[e].label}"`);
        const look = await driver.exec(`const c = getComputedStyle(document.querySelector('[data-i="${e}"] .v'));
            return [c.textDecorationLine, c.color];`);
        expect(look[0].includes('underline') && look[1] !== 'rgb(17, 17, 17)', `conflict is drawn as ${JSON.stringify(look)}`);
        await driver.keys([KEY.ctrl, 'z']);
        s = await gridState();
        expect(s.cells[e].v === '' && flagged().length === 0, `after Ctrl+Z cell ${e} is "${s.cells[e].v}", conflicts ${JSON.stringify(flagged())}`);
        await driver.keys([KEY.ctrl, 'y']);
        s = await gridState();
        expect(s.cells[e].v === d && flagged().includes(e), `Ctrl+Y did not bring ${d} back`);
        await driver.keys([KEY.ctrl, 'z'], [KEY.ctrl, KEY.shift, 'z']);
        s = await gridState();
        expect(s.cells[e].v === d, `Ctrl+Shift+Z did not redo`);
        await driver.keys(KEY.del);
        s = await gridState();
        expect(s.cells[e].v === '' && flagged().length === 0, `Delete left "${s.cells[e].v}", conflicts ${JSON.stringify(flagged())}`);
    });

    await check('pencil marks: P toggles the mode, digits toggle marks, Shift+digit too', async () => {
        await driver.keys('p');
        let s = await gridState();
        expect(s.pencil, 'P did not press the Pencil button');
        await driver.keys('35', '3');
        s = await gridState();
        expect(s.cells[e].v === '' && s.cells[e].marks === '5', `marks "${s.cells[e].marks}" after 3, 5, 3; want "5"`);
        expect(s.cells[e].label.endsWith('pencil marks 5'), `cell labelled "${s.cells[e].label}"`);
        await driver.keys('p', [KEY.shift, '7']);
        s = await gridState();
        expect(!s.pencil && s.cells[e].marks === '57', `pencil ${s.pencil}, marks "${s.cells[e].marks}" after P, Shift+7`);
        await driver.keys([KEY.ctrl, 'z']);
        s = await gridState();
        expect(s.cells[e].marks === '5', `undo of a mark left "${s.cells[e].marks}"`);
        await driver.keys(KEY.back);
        s = await gridState();
        expect(s.cells[e].marks === '', `Backspace left marks "${s.cells[e].marks}"`);
    });

    // An empty cell, and a digit that breaks no rule there but is wrong.
    let wCell = -1, wDigit = '';
    for (let i = 0; i < 81 && wCell < 0; i++) {
        if (p2.givens[i] !== '.') continue;
        const r = Math.floor(i / 9), c = i % 9, b = (Math.floor(r / 3) * 3) * 9 + Math.floor(c / 3) * 3;
        const seen = new Set();
        for (let k = 0; k < 9; k++) {
            seen.add(p2.givens[r * 9 + k]).add(p2.givens[k * 9 + c]).add(p2.givens[b + Math.floor(k / 3) * 9 + k % 3]);
        }
        for (const x of '123456789') if (!seen.has(x) && x !== p2.solution[i]) { wCell = i; wDigit = x; break; }
    }
    await check('check: a wrong entry is marked wrong, a right one is not', async () => {
        expect(wCell >= 0, 'no cell of puzzle 2 takes a wrong digit without a conflict');
        const right = p2.givens.indexOf('.', wCell + 1);
        await driver.click(`[data-i="${right}"]`);
        await driver.keys(p2.solution[right]);
        await driver.click(`[data-i="${wCell}"]`);
        await driver.keys(wDigit);
        await driver.click('button[data-act="check"]');
        const s = await gridState();
        expect(!/conflict/.test(s.cells[wCell].cls), `cell ${wCell} shows a conflict`);
        expect(/\bwrong\b/.test(s.cells[wCell].cls) && s.cells[wCell].label.endsWith(', wrong'), `cell ${wCell} (${wDigit}) is "${s.cells[wCell].label}"`);
        expect(!/\bwrong\b/.test(s.cells[right].cls), `the right entry in cell ${right} is marked wrong`);
        expect(/1 entry is wrong/.test(s.status), `status "${s.status}"`);
        expect(s.focused === wCell, `a click on Check moved the focus to ${s.activeText}`);
        await driver.keys(KEY.back);
    });

    await check('solving by typing: arrows and digits fill the grid; then it says Solved', async () => {
        await driver.click('[data-i="0"]');
        let at = 0, s = await gridState();
        const todo = [];
        for (let i = 0; i < 81; i++) if (!s.cells[i].v) todo.push(i);
        const lastCell = todo.pop();
        let seq = '';
        for (const i of todo) { seq += walk(at, i, 9) + p2.solution[i]; at = i; }
        await driver.keys(seq);
        s = await gridState();
        expect(!s.solved && !/Solved/.test(s.status), 'the grid says solved with a cell still empty');
        await driver.keys(walk(at, lastCell, 9) + p2.solution[lastCell]);
        s = await gridState();
        expect(shown(s) === p2.solution, `grid ${shown(s)}, want ${p2.solution}`);
        expect(s.solved && /^Solved!/.test(s.status), `solved ${s.solved}, status "${s.status}"`);
        return `${todo.length + 1} cells typed`;
    });
    await driver.screenshot(path.join(shots, 'play.png'));

    await check('progress is kept: after a reload the solved grid is still there', async () => {
        await driver.reload();
        const s = await gridState();
        expect(shown(s) === p2.solution && s.solved && /^Solved!/.test(s.status), `after reload: ${shown(s)}, status "${s.status}"`);
    });

    await check('Next goes to puzzle 3 in place; an entry there is kept', async () => {
        await driver.click('#next');
        let s;
        for (let i = 0; i < 50; i++) { s = await gridState(); if (s.num === '3') break; await sleep(20); }
        expect(s.num === '3' && shown(s) === puzzles[2].givens, `after Next: caption ${s.num}, grid ${shown(s)}`);
        const i = puzzles[2].givens.indexOf('.');
        expect(s.selected === i, `puzzle 3 opened with cell ${s.selected} selected, want the first empty one, ${i}`);
        await driver.keys(puzzles[2].solution[i]);
        s = await gridState();
        expect(s.cells[i].v === puzzles[2].solution[i], `typing in puzzle 3 left "${s.cells[i].v}"`);
    });

    await driver.open(url('index.html'));
    await check('index: puzzle 2 solved, 3 in progress, 1 not started', async () => {
        const ix = await driver.exec(`return [1, 2, 3].map((n) => {
            const a = document.querySelector('.chapter a[href="play.html#' + n + '"]');
            return [a.getAttribute('aria-label'), a.className]; }).concat([[document.getElementById('summary').textContent,
            document.getElementById('continue').getAttribute('href')]]);`);
        expect(same(ix.slice(0, 3), [['Puzzle 1, not started', 'tile none'], ['Puzzle 2, solved', 'tile solved'],
            ['Puzzle 3, in progress', 'tile progress']]), `links ${JSON.stringify(ix.slice(0, 3))}`);
        expect(/1 solved, 1 in progress/.test(ix[3][0]) && ix[3][1] === 'play.html#3', `summary ${JSON.stringify(ix[3])}`);
    });

    await check('damaged saved progress: no wrong value in a cell, no false "solved"', async () => {
        const p5 = puzzles[4], i = p5.givens.indexOf('.');
        await driver.exec(`const pre = 'sudokubook:' + window.SB_BOOK.id + ':';
            localStorage.setItem(pre + '1', JSON.stringify({ status: 'solved', cells: 'x'.repeat(81), marks: [] }));
            localStorage.setItem(pre + '5', JSON.stringify({ status: 'progress', cells: arguments[0], marks: new Array(81).fill(0),
                revealed: [], undo: [[arguments[1], 0, 0, 0, 99, 0, 0]], redo: [[arguments[1], 0, 0, 0, '<b>x</b>', 0, 0]] }));`,
            p5.givens, i);
        await driver.open(url('index.html'));
        const t1 = await driver.exec(`return document.querySelector('.chapter a[href="play.html#1"]').className;`);
        expect(t1 === 'tile progress', `a damaged "solved" entry shows as ${t1}`);
        await driver.open(url('play.html#5'));
        await driver.click('button[data-act="redo"]');
        await driver.click('button[data-act="undo"]');
        const s = await gridState();
        expect(s.cells[i].v === '' && s.cells.every((c) => /^[1-9]?$/.test(c.v)), `cell ${i} shows "${s.cells[i].v}"`);
        await driver.exec(`const pre = 'sudokubook:' + window.SB_BOOK.id + ':';
            localStorage.removeItem(pre + '1'); localStorage.removeItem(pre + '5');`);
    });

    await driver.open(url('play.html#4'));
    await check('reveal: one cell, then the whole answer after a confirm', async () => {
        const p4 = puzzles[3], i = p4.givens.indexOf('.');
        await driver.click(`[data-i="${i}"]`);
        await driver.click('button[data-act="reveal"]');
        let s = await gridState();
        expect(s.cells[i].v === p4.solution[i] && /, revealed/.test(s.cells[i].label), `cell ${i}: "${s.cells[i].label}"`);
        await driver.click('button[data-act="solve"]');
        const text = await driver.cmd('GET', '/alert/text');
        expect(/whole answer/.test(text), `the confirm says "${text}"`);
        await driver.cmd('POST', '/alert/accept', {});
        s = await gridState();
        const n = p4.givens.split('.').length - 1;
        // the whole answer shown is not solved: the grid and the contents say so
        expect(shown(s) === p4.solution && !s.solved && s.status === `Answer complete, not solved: ${n} cells revealed.`, `status "${s.status}", solved ${s.solved}`);
        const st = await driver.exec(`return [document.getElementById('grid').getAttribute('data-state'),
            JSON.parse(localStorage.getItem('sudokubook:' + window.SB_BOOK.id + ':4')).status];`);
        expect(same(st, ['revealed', 'revealed']), `state ${JSON.stringify(st)}, want revealed twice`);
    });

    await check('print: controls hidden, grid centred with its caption above', async () => {
        await driver.cdp('Emulation.setEmulatedMedia', { media: 'print' });
        const p = await driver.exec(`const box = (s) => document.querySelector(s).getBoundingClientRect();
            const shownEl = (s) => getComputedStyle(document.querySelector(s)).display !== 'none';
            const g = box('#grid'), c = box('.caption');
            return { hidden: ['.bar', '.pager', '.side', '#keypad'].filter((s) => shownEl(s) && box(s).height > 0),
                grid: shownEl('#grid') && g.width > 100, caption: c.bottom <= g.top + 1 && c.height > 0,
                centre: Math.abs(g.left - (document.documentElement.clientWidth - g.right)),
                given: getComputedStyle(document.querySelector('.cell.given')).color };`);
        await driver.cdp('Emulation.setEmulatedMedia', { media: '' });
        expect(p.hidden.length === 0, `still shown in print: ${p.hidden.join(' ')}`);
        expect(p.grid && p.caption, 'the grid or its caption above it is missing in print');
        expect(p.centre < 2, `the grid is ${p.centre}px off centre`);
        expect(p.given === 'rgb(0, 0, 0)', `givens print in ${p.given}`);
    });

    await check('phone: at 360 px the grid fits the width and the keypad is below it', async () => {
        await driver.cdp('Emulation.setDeviceMetricsOverride', { width: 360, height: 780, deviceScaleFactor: 2, mobile: true });
        await driver.open(url('play.html#1'));
        const m = await driver.exec(`const g = document.getElementById('grid').getBoundingClientRect();
            const k = document.getElementById('keypad').getBoundingClientRect();
            return { left: g.left, right: g.right, width: document.documentElement.clientWidth,
                scroll: document.documentElement.scrollWidth, keypadTop: k.top, gridBottom: g.bottom, keyW: k.width / 9 };`);
        await driver.screenshot(path.join(shots, 'phone.png'));
        await driver.cdp('Emulation.clearDeviceMetricsOverride', {});
        expect(m.width === 360, `the viewport is ${m.width} px`);
        expect(m.left >= 0 && m.right <= m.width && m.scroll <= m.width, `grid ${m.left}-${m.right} px, page ${m.scroll} px wide`);
        expect(m.keypadTop >= m.gridBottom, `keypad at ${m.keypadTop} px, grid ends at ${m.gridBottom} px`);
        expect(m.keyW >= 32, `keypad keys are ${m.keyW.toFixed(1)} px wide`);
        return `grid ${Math.round(m.right - m.left)} px wide`;
    });

    await check('6x6 variant: its own book and progress, boxes 2x3, keypad 1-6, solved by tapping the keypad', async () => {
        const dir6 = `${path.resolve(dir)}-6x6`;
        fs.rmSync(dir6, { recursive: true, force: true });
        fs.cpSync(dir, dir6, { recursive: true });
        // A hand-made 6x6 book: boxes of 2 rows by 3 columns.
        const solution = '123456456123231564564231312645645312';
        const givens = solution.split('').map((c, i) => ((i * 7) % 3 === 0 ? c : '.')).join('');
        // the words of the edition it copies (its language's)
        const made = JSON.parse(fs.readFileSync(path.join(dir, 'book.js'), 'utf8').replace(/^[^{]*/, '').replace(/;\s*$/, ''));
        fs.writeFileSync(path.join(dir6, 'book.js'), `window.SB_BOOK = ${JSON.stringify({
            language: made.language, plural: made.plural, decimal: made.decimal, words: made.words,
            id: '0000c0de', title: 'Six', subtitle: 'A <i>small</i> one', author: 'A. N. Other', volume: 3,
            chapters: [{ name: 'Mini', label: 'Mini', stars: 1, first: 1, last: 1 }],
            puzzles: [[givens, solution, 0, '6x6']]
        })};\n`);
        await driver.open(pathToFileURL(path.join(dir6, 'index.html')).href);
        const head = await driver.exec(`return ['subtitle', 'author', 'volume'].map((id) => document.getElementById(id))
            .map((e) => (e.hidden ? '' : e.textContent)).concat(document.querySelectorAll('.chapter .tile.progress, .chapter .tile.solved').length);`);
        expect(same(head, ['A <i>small</i> one', 'A. N. Other', 'Volume 3', 0]), `index shows ${JSON.stringify(head)} (another book's progress?)`);
        await driver.open(pathToFileURL(path.join(dir6, 'play.html')).href + '#1');
        let s = await gridState();
        const keys = await driver.exec(`return [...document.querySelectorAll('#keypad button .face')].map((b) => b.textContent).join('')`);
        expect(s.rows === 6 && s.cells.length === 36 && shown(s) === givens, `${s.rows} rows, ${s.cells.length} cells, ${shown(s)}`);
        expect(keys === '123456', `keypad ${keys}`);
        // Heavy lines: the border and between boxes of 2 rows by 3 columns.
        const box = (i) => Math.floor(Math.floor(i / 6) / 2) * 2 + Math.floor((i % 6) / 3);
        const want = edgesOf(6, 6, (i) => box(i));
        const drawn = await lineEdges();
        expect(same(drawn.heavy, want.heavy), `heavy lines ${drawn.heavy.join(' ')}, want ${want.heavy.join(' ')}`);
        expect(same(drawn.thin, want.thin), `thin lines ${drawn.thin.join(' ')}, want ${want.thin.join(' ')}`);
        const empty = givens.indexOf('.');
        await driver.click(`[data-i="${empty}"]`);
        await driver.keys('7');
        s = await gridState();
        expect(s.cells[empty].v === '', `7 was taken in a 6x6 grid`);
        for (let i = 0; i < 36; i++) {
            if (givens[i] !== '.') continue;
            await driver.click(`[data-i="${i}"]`);
            await driver.click(`#keypad button[data-v="${solution[i]}"]`);
        }
        s = await gridState();
        expect(shown(s) === solution && s.solved, `grid ${shown(s)}, solved ${s.solved}`);
    });

    await driver.collectLogs();
    await check('no console errors or warnings', async () => {
        expect(driver.logs.length === 0, driver.logs.join(' | '));
    });
}

// ---- grids of other kinds ----------------------------------------------------
// A bank of other kinds of grid: [{variant, givens, solution, layout, band}].
function readVariantBank(file) {
    return fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => {
        const f = l.trim().split(/\s+/), jigsaw = f[0].startsWith('jigsaw');
        return { variant: f[0], givens: f[1], solution: f[2], layout: jigsaw ? f[3] : undefined, band: f[jigsaw ? 5 : 4] };
    });
}

// What the tests need of a kind: canvas side, symbols, box shape, the
// five Samurai grids' corners.
const KINDS = {
    '9x9+x': { side: 9, n: 9, bh: 3, bw: 3 }, jigsaw6: { side: 6, n: 6 },
    '16x16': { side: 16, n: 16, bh: 4, bw: 4 }, samurai: { side: 21, n: 9, bh: 3, bw: 3 }
};
const SAMURAI_AT = [[0, 0], [0, 12], [6, 6], [12, 0], [12, 12]];

// The houses of a puzzle, as lists of canvas cells, from its kind and
// layout alone: lines (rows and columns), blocks (boxes or regions) and
// the diagonals of an X grid.
function housesOf(p) {
    const k = KINDS[p.variant], n = k.n, out = { lines: [], blocks: [], diagonals: [] };
    for (const [r0, c0] of p.variant === 'samurai' ? SAMURAI_AT : [[0, 0]]) {
        const at = (r, c) => (r0 + r) * k.side + c0 + c;
        for (let a = 0; a < n; a++) {
            const row = [], col = [], box = [];
            for (let b = 0; b < n; b++) {
                row.push(at(a, b));
                col.push(at(b, a));
                if (k.bw) box.push(at(Math.floor(a / (n / k.bw)) * k.bh + Math.floor(b / k.bw), (a % (n / k.bw)) * k.bw + (b % k.bw)));
            }
            if (p.layout) for (let c = 0; c < n * n; c++) if (SYMBOLS.indexOf(p.layout[c]) === a) box.push(c);
            out.lines.push(row, col);
            out.blocks.push(box);
        }
        if (p.variant.endsWith('+x')) {
            out.diagonals.push([...Array(n).keys()].map((j) => at(j, j)), [...Array(n).keys()].map((j) => at(j, n - 1 - j)));
        }
    }
    return out;
}

// An empty cell e of one of the houses pick(housesOf(p)) and a symbol
// given in that house (at cell f) that no other house of e holds: typing
// it in e breaks that house alone.
function conflictIn(p, pick) {
    const h0 = housesOf(p), houses = [...h0.lines, ...h0.blocks, ...h0.diagonals];
    for (const h of pick(h0)) {
        for (const e of h) {
            if (p.givens[e] !== '.') continue;
            const others = houses.filter((x) => x !== h && x.includes(e)).flat().map((c) => p.givens[c]);
            for (const f of h) {
                const d = p.givens[f];
                if (d !== '.' && !others.includes(d)) return { e, f, d };
            }
        }
    }
    return null;
}

// The cells the page shows, over the canvas: '-' where it shows no cell.
// A cell shows a number, a letter (10-16 as A-G) or a shape's name.
const SHAPE_NAMES = ['circle', 'square', 'triangle', 'diamond', 'star', 'cross'];
function canvasOf(st, size) {
    const out = Array(size).fill('-');
    const sym = (v) => (/^[A-G]$/.test(v) ? v : SHAPE_NAMES.includes(v) ? String(SHAPE_NAMES.indexOf(v) + 1) : SYMBOLS[Number(v) - 1]);
    for (const c of st.cells) out[c.i] = c.v ? sym(c.v) : '.';
    return out.join('');
}

async function runVariantTests(dir, bankFile) {
    const bank = readVariantBank(bankFile);
    let book = null;
    await check('variants: book.js holds each puzzle with its kind, grids over the canvas and layout', async () => {
        book = readBook(dir);
        expect(book.puzzles.length === bank.length, `${book.puzzles.length} puzzles for ${bank.length} in the bank`);
        book.puzzles.forEach(([g, sol, c, variant, layout], i) => {
            const b = bank.find((x) => x.givens === g);
            expect(b && b.solution === sol && b.variant === variant && b.layout === layout,
                `puzzle ${i + 1} (${variant}) is not in the bank as it is`);
            expect(book.chapters[c].name === b.band && book.chapters[c].variant === variant, `puzzle ${i + 1} in chapter ${JSON.stringify(book.chapters[c])}`);
        });
        return book.chapters.map((ch) => ch.variant).join(', ');
    });
    if (!book) return;
    const url = (n) => pathToFileURL(path.resolve(dir, 'play.html')).href + '#' + n;
    const shots = path.dirname(path.resolve(dir));
    // The first puzzle of each kind, with its number.
    const first = {};
    book.puzzles.forEach(([givens, solution, , variant, layout], i) => {
        if (!first[variant]) first[variant] = { num: i + 1, variant, givens, solution, layout };
    });
    const words = { '9x9+x': '9 by 9 X', jigsaw6: 'Jigsaw 6 by 6', '16x16': '16 by 16', samurai: 'Samurai' };
    // The box or region of a cell (a Samurai's shared box is one), -1 outside.
    const block = (p) => {
        const blocks = housesOf(p).blocks;
        return (i) => blocks.findIndex((h) => h.includes(i));
    };

    for (const variant of Object.keys(KINDS)) {
        const p = first[variant];
        await check(`${variant}: puzzle ${p ? p.num : '?'} renders its grid, givens, lines and keypad`, async () => {
            expect(p, `the book has no ${variant} puzzle`);
            const k = KINDS[variant];
            await driver.open(url(p.num));
            const st = await gridState();
            const info = await driver.exec(`const g = document.getElementById('grid');
                return { label: g.getAttribute('aria-label'), off: g.querySelectorAll('.cell.off').length,
                    keys: [...document.querySelectorAll('#keypad button .face')].map((b) => b.textContent).join(' '),
                    shaded: [...g.querySelectorAll('[role="gridcell"]')].filter((c) => c.classList.contains('shade')).map((c) => Number(c.dataset.i)) };`);
            const active = p.givens.split('').filter((ch) => ch !== '-').length;
            expect(st.rows === k.side && st.cells.length === active, `${st.rows} rows, ${st.cells.length} cells; want ${k.side} and ${active}`);
            expect(info.off === k.side * k.side - active, `${info.off} cells hidden, want ${k.side * k.side - active}`);
            expect(canvasOf(st, k.side * k.side) === p.givens, `grid ${canvasOf(st, k.side * k.side)}, want ${p.givens}`);
            expect(info.label.endsWith(words[variant]), `grid labelled "${info.label}"`);
            const keys = [...Array(k.n).keys()].map((d) => String(d + 1)).join(' ');
            expect(info.keys === keys, `keypad ${info.keys}, want ${keys}`);
            const diag = variant.endsWith('+x') ? [...Array(k.n).keys()].flatMap((j) => [j * k.side + j, j * k.side + k.n - 1 - j]) : [];
            expect(same(info.shaded, [...new Set(diag)].sort((a, b) => a - b)), `shaded cells ${info.shaded}`);
            const want = edgesOf(k.side, k.side, block(p)), drawn = await lineEdges();
            expect(same(drawn.heavy, want.heavy), `heavy lines ${drawn.heavy.length} edges, want ${want.heavy.length}: ${drawn.heavy.filter((e) => !want.heavy.includes(e)).slice(0, 5)}`);
            expect(same(drawn.thin, want.thin), `thin lines ${drawn.thin.length} edges, want ${want.thin.length}`);
            const names = { jigsaw6: 'jigsaw', '16x16': 'big', samurai: 'samurai', '9x9+x': 'diagonal' };
            await driver.screenshot(path.join(shots, `play-${names[variant]}.png`));
            return `${st.cells.length} cells, ${drawn.heavy.length} heavy and ${drawn.thin.length} thin edges`;
        });
    }

    // A conflict that only the diagonal or the region makes.
    const conflictCheck = async (variant, what, houses) => {
        const p = first[variant];
        const c = conflictIn(p, houses);
        expect(c, `no cell of puzzle ${p.num} takes a symbol that repeats only in a ${what}`);
        await driver.open(url(p.num));
        await driver.click(`[data-i="${c.e}"]`);
        await driver.keys(c.d);
        let s = await gridState();
        const at = (i) => s.cells.find((x) => x.i === i);
        const flagged = s.cells.filter((x) => /\bconflict\b/.test(x.cls)).map((x) => x.i).sort((a, b) => a - b);
        expect(at(c.e).v === face(c.d), `typing ${c.d} left cell ${c.e} "${at(c.e).v}"`);
        expect(same(flagged, [c.e, c.f].sort((a, b) => a - b)), `conflicts ${JSON.stringify(flagged)}, want ${c.e} and ${c.f}`);
        await driver.keys(KEY.back);
        s = await gridState();
        expect(s.cells.every((x) => !/\bconflict\b/.test(x.cls)), 'Backspace left a conflict');
        return `${c.d} in cell ${c.e} repeats cell ${c.f}`;
    };
    await check('9x9+x: a symbol repeated on a diagonal alone is flagged', () => conflictCheck('9x9+x', 'diagonal', (h) => h.diagonals));
    await check('jigsaw6: a symbol repeated in a region alone is flagged', () => conflictCheck('jigsaw6', 'region', (h) => h.blocks));

    await check('16x16: the letters A-G enter 10-16, shown as numbers', async () => {
        const p = first['16x16'];
        await driver.open(url(p.num));
        const todo = [...p.solution].map((ch, i) => [ch, i]).filter(([ch, i]) => p.givens[i] === '.' && ch >= 'A');
        expect(todo.length >= 2, 'fewer than two empty cells hold 10-16');
        for (const [ch, i] of todo.slice(0, 2)) {
            await driver.click(`[data-i="${i}"]`);
            await driver.keys(ch.toLowerCase());
            const s = await gridState(), c = s.cells.find((x) => x.i === i);
            expect(c.v === face(ch), `key ${ch.toLowerCase()} left cell ${i} "${c.v}", want ${face(ch)}`);
            expect(c.label.includes(`, ${face(ch)}`), `cell ${i} labelled "${c.label}"`);
        }
        await driver.keys([KEY.shift, 'g']);
        const s = await gridState(), c = s.cells.find((x) => x.i === todo[1][1]);
        expect(c.v === face(todo[1][0]), 'Shift+G changed a filled cell');
        return `${todo.slice(0, 2).map(([ch]) => `${ch} -> ${face(ch)}`).join(', ')}`;
    });

    await check('samurai: cells outside the grids are neither cells nor stops of Tab or the arrows', async () => {
        const p = first.samurai;
        await driver.open(url(p.num));
        const dom = await driver.exec(`const g = document.getElementById('grid');
            const off = [...g.querySelectorAll('.cell.off')];
            return { off: off.length, bad: off.filter((c) => c.hasAttribute('role') || c.hasAttribute('tabindex') || c.getAttribute('aria-hidden') !== 'true').length,
                tabbable: [...g.querySelectorAll('[tabindex]')].filter((c) => c.tabIndex >= 0).length,
                visible: off.filter((c) => getComputedStyle(c).visibility !== 'hidden').length };`);
        expect(dom.off === 72 && dom.bad === 0 && dom.visible === 0, `outside cells: ${JSON.stringify(dom)}`);
        expect(dom.tabbable === 1, `${dom.tabbable} cells in the Tab order, want the selected one`);
        const cell = (r, c) => r * 21 + c;
        const steps = [[cell(0, 8), KEY.right, cell(0, 12)], [cell(0, 12), KEY.left, cell(0, 8)],
            [cell(8, 0), KEY.down, cell(12, 0)], [cell(12, 0), KEY.up, cell(8, 0)], [cell(10, 6), KEY.left, cell(10, 6)],
            [cell(10, 14), KEY.right, cell(10, 14)], [cell(14, 10), KEY.down, cell(14, 10)], [cell(3, 4), KEY.end, cell(3, 20)],
            [cell(10, 9), KEY.home, cell(10, 6)]];
        for (const [from, k, to] of steps) {
            await driver.click(`[data-i="${from}"]`);
            await driver.keys(k);
            const s = await gridState();
            const sel = s.cells[s.selected].i, foc = s.focused >= 0 ? s.cells[s.focused].i : -1;
            expect(sel === to && foc === to, `from ${from} a key took the selection to ${sel} (focus ${foc}), want ${to}`);
        }
        await driver.keys(KEY.tab);
        const s = await gridState();
        expect(s.focused === -1 && s.activeText === 'BUTTON:1', `Tab went to ${s.activeText}`);
        return `${steps.length} moves`;
    });

    await check('jigsaw6: solved by typing, arrows and digits; then it says Solved', async () => {
        const p = first.jigsaw6;
        await driver.open(url(p.num));
        const todo = [...p.givens].map((ch, i) => i).filter((i) => p.givens[i] === '.');
        await driver.click(`[data-i="${todo[0]}"]`);
        let at = todo[0], seq = '';
        for (const i of todo.slice(0, -1)) { seq += walk(at, i, 6) + p.solution[i]; at = i; }
        await driver.keys(seq);
        let s = await gridState();
        expect(!s.solved && !/Solved/.test(s.status), 'the grid says solved with a cell still empty');
        const lastCell = todo[todo.length - 1];
        await driver.keys(walk(at, lastCell, 6) + p.solution[lastCell]);
        s = await gridState();
        expect(canvasOf(s, 36) === p.solution, `grid ${canvasOf(s, 36)}, want ${p.solution}`);
        expect(s.solved && /^Solved!/.test(s.status), `solved ${s.solved}, status "${s.status}"`);
        return `${todo.length} cells typed`;
    });

    await driver.collectLogs();
    await check('variants: no console errors or warnings', async () => {
        expect(driver.logs.length === 0, driver.logs.join(' | '));
    });
}

// A book of 4x4 and 6x6 grids made with --shapes: the board, the pencil
// marks and the keys show shapes, typing 1-6 enters them, and a cell says
// its shape's name.
async function runShapesTests(dir) {
    const NAMES = ['circle', 'square', 'triangle', 'diamond', 'star', 'cross'];
    const book = readBook(dir);
    await check('shapes: book.js says so, and each puzzle is a 4x4 or 6x6', async () => {
        expect(book.shapes === 1, `shapes ${book.shapes}`);
        book.puzzles.forEach(([, , , variant], i) => expect(variant === '4x4' || variant === '6x6', `puzzle ${i + 1} is ${variant}`));
        return `${book.puzzles.length} puzzles`;
    });
    const num = book.puzzles.findIndex(([, , , variant]) => variant === '6x6') + 1;
    await check(`shapes: puzzle ${num} shows its givens and keys as shapes, and types them`, async () => {
        expect(num > 0, 'the book has no 6x6 puzzle');
        const [givens, solution] = book.puzzles[num - 1];
        await driver.open(pathToFileURL(path.resolve(dir, 'play.html')).href + '#' + num);
        let s = await gridState();
        const shown = s.cells.map((c) => c.v).join('');
        const want = [...givens].map((ch) => (ch === '.' ? '' : NAMES[Number(ch) - 1])).join('');
        expect(shown === want, `grid "${shown}", want "${want}"`);
        // the keys: each a drawn shape, no glyph, all six the same size
        const keys = await driver.exec(`return [...document.querySelectorAll('#keypad button')].map((b) => {
            const sh = b.querySelector('svg.shape'), r = sh ? sh.getBoundingClientRect() : { width: 0, height: 0 };
            const f = b.querySelector('.face');
            return [sh ? sh.getAttribute('data-shape') : f.textContent, f.textContent, Math.round(r.width * 10), Math.round(r.height * 10)]; });`);
        expect(keys.map((k) => k[0]).join(' ') === NAMES.join(' '), `keypad "${keys.map((k) => k[0]).join(' ')}"`);
        expect(keys.every((k) => k[1] === '' && k[2] > 100 && k[2] === keys[0][2] && k[3] === keys[0][3]),
            `keys not drawn alike: ${JSON.stringify(keys)}`);
        const i = [...givens].findIndex((ch) => ch === '.'), d = Number(solution[i]);
        await driver.click(`[data-i="${i}"]`);
        await driver.keys(String(d));
        s = await gridState();
        const c = s.cells.find((x) => x.i === i);
        expect(c.v === NAMES[d - 1], `key ${d} left "${c.v}", want ${NAMES[d - 1]}`);
        expect(c.label.includes(`, ${NAMES[d - 1]}`), `cell labelled "${c.label}"`);
        // the same shape again in the row: underlined, as a repeated digit is
        const row = Math.floor(i / 6), j = [...givens].findIndex((ch, k) => ch === '.' && k !== i && Math.floor(k / 6) === row);
        if (j >= 0) {
            await driver.click(`[data-i="${j}"]`);
            await driver.keys(String(d));
            const line = await driver.exec(`const v = document.querySelector('[data-i="${j}"] .v.shaped');
                return v ? parseFloat(getComputedStyle(v).borderBottomWidth) : -1;`);
            expect(line > 0, `a repeated shape is not underlined (${line})`);
            await driver.screenshot(path.join(path.dirname(path.resolve(dir)), 'play-shapes-repeat.png'));
            await driver.keys(KEY.back);
        }
        expect(!/[0-9]/.test(shown), 'a digit shows on the board');
        const help = await driver.exec(`return document.querySelector('.help').textContent.replace(/\\s+/g, ' ');`);
        expect(!/\bdigit/.test(help) && help.includes('a shape\u2019s key') && help.includes('A repeated shape'),
            `the help speaks of digits: "${help}"`);
        const helpShapes = await driver.exec(`return [...document.querySelectorAll('#help-digits svg.shape')].map((e) => e.getAttribute('data-shape')).join(' ');`);
        expect(helpShapes === NAMES.join(' '), `the help's keys show "${helpShapes}", not the six shapes`);
        await driver.screenshot(path.join(path.dirname(path.resolve(dir)), 'play-shapes.png'));
        return `${NAMES[d - 1]} typed as ${d}`;
    });
    await driver.collectLogs();
    await check('shapes: no console errors or warnings', async () => {
        expect(driver.logs.length === 0, driver.logs.join(' | '));
    });
}

// ---- the player's features, every kind played to the end ------------------------
const VIEW = { desktop: [1280, 800], laptop: [1366, 768], phone: [390, 844] };
async function viewport(name) {
    const [width, height] = VIEW[name];
    await driver.cdp('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: name === 'phone' });
}
const playUrl = (dir, hash) => pathToFileURL(path.resolve(dir, 'play.html')).href + '#' + hash;
const indexUrl = (dir) => pathToFileURL(path.resolve(dir, 'index.html')).href;
// The value of a symbol of the book's text as a key types it: 1-9, a-g.
const keyOf = (ch) => ch.toLowerCase();
// Each grid cell's data-i and centre, and the keypad keys' centres.
const CELL_BOXES = `const out = {};
    for (const c of document.querySelectorAll('#grid [role="gridcell"]')) {
        const r = c.getBoundingClientRect();
        out[c.dataset.i] = [r.left, r.top, r.right, r.bottom];
    }
    const keys = {};
    for (const b of document.querySelectorAll('#keypad button')) {
        const r = b.getBoundingClientRect();
        keys[b.dataset.v] = [r.left + r.width / 2, r.top + r.height / 2];
    }
    return { cells: out, keys, w: innerWidth, h: innerHeight, sx: scrollX, sy: scrollY };`;

// Plays the open puzzle p ({givens, solution} over the canvas) to the
// end as a person would: on a desktop a click on each empty cell and its
// key typed; on a phone a tap on the cell and a tap on the keypad.
async function playToEnd(p, phone) {
    const at = await driver.exec(CELL_BOXES);
    const todo = [...p.givens].map((ch, i) => i).filter((i) => p.givens[i] === '.');
    const ptr = [], key = [];
    const centre = (i) => { const b = at.cells[i]; return [Math.round((b[0] + b[2]) / 2), Math.round((b[1] + b[3]) / 2)]; };
    for (const i of todo) {
        const [x, y] = centre(i);
        ptr.push({ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 });
        key.push({ type: 'pause' }, { type: 'pause' }, { type: 'pause' });
        if (phone) {
            const [kx, ky] = at.keys[SYMBOLS.indexOf(p.solution[i]) + 1].map(Math.round);
            ptr.push({ type: 'pointerMove', x: kx, y: ky, origin: 'viewport', duration: 0 }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 });
            key.push({ type: 'pause' }, { type: 'pause' }, { type: 'pause' });
        } else {
            ptr.push({ type: 'pause' }, { type: 'pause' });
            key.push({ type: 'keyDown', value: keyOf(p.solution[i]) }, { type: 'keyUp', value: keyOf(p.solution[i]) });
        }
    }
    await driver.cmd('POST', '/actions', { actions: [
        { type: 'pointer', id: 'finger', parameters: { pointerType: phone ? 'touch' : 'mouse' }, actions: ptr },
        { type: 'key', id: 'keyboard', actions: key }] });
    await driver.cmd('DELETE', '/actions');
    return todo.length;
}

// The first puzzle of each kind in an edition: {num, kind, givens, solution, extra}.
function firstOfKind(dir) {
    const book = readBook(dir), out = {};
    book.puzzles.forEach(([givens, solution, , kind = '9x9', extra], i) => { if (!out[kind]) out[kind] = { num: i + 1, kind, givens, solution, extra }; });
    return out;
}

// Candidates of every cell of a puzzle of kind houses (lists of cells) given values.
function candidatesOf(values, houses, n) {
    const out = values.map(() => new Set());
    values.forEach((v, i) => {
        if (v !== '.' && v !== '-') return;
        if (v === '-') return;
        const seen = new Set(houses.filter((h) => h.includes(i)).flat().map((c) => values[c]));
        for (let d = 1; d <= n; d++) if (!seen.has(SYMBOLS[d - 1])) out[i].add(SYMBOLS[d - 1]);
    });
    return out;
}
function classicHouses() {
    const out = [];
    for (let a = 0; a < 9; a++) {
        const row = [], col = [], box = [];
        for (let b = 0; b < 9; b++) {
            row.push(a * 9 + b); col.push(b * 9 + a);
            box.push((Math.floor(a / 3) * 3 + Math.floor(b / 3)) * 9 + (a % 3) * 3 + (b % 3));
        }
        out.push(row, col, box);
    }
    return out;
}
const clearStore = () => driver.exec('localStorage.clear();');
const hide = (hidden) => driver.exec(`Object.defineProperty(document, 'visibilityState', { value: arguments[0] ? 'hidden' : 'visible', configurable: true });
    Object.defineProperty(document, 'hidden', { value: arguments[0], configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));`, hidden);
const seconds = (t) => t.split(':').reduce((a, x) => a * 60 + Number(x), 0);
const timerText = () => driver.exec(`return document.getElementById('timer').textContent;`);

// ---- hints ------------------------------------------------------------------------
// Types symbols into cells of the open puzzle: a click on each, then its key.
async function typeInto(entries) {
    const at = await driver.exec(CELL_BOXES), ptr = [], key = [];
    for (const [i, ch] of entries) {
        const b = at.cells[i], x = Math.round((b[0] + b[2]) / 2), y = Math.round((b[1] + b[3]) / 2);
        ptr.push({ type: 'pointerMove', x, y, origin: 'viewport', duration: 0 }, { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 }, { type: 'pause' }, { type: 'pause' });
        key.push({ type: 'pause' }, { type: 'pause' }, { type: 'pause' }, { type: 'keyDown', value: keyOf(ch) }, { type: 'keyUp', value: keyOf(ch) });
    }
    await driver.cmd('POST', '/actions', { actions: [
        { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: ptr },
        { type: 'key', id: 'keyboard', actions: key }] });
    await driver.cmd('DELETE', '/actions');
}

// The hint the page shows: its step (data-hint of the status line), the
// status line's words and the cells it marks.
const HINT_STATE = `
    const st = document.getElementById('status'), h = st.getAttribute('data-hint');
    const cls = (c) => [...document.querySelectorAll('#grid .' + c)].map((e) => Number(e.dataset.i)).sort((a, b) => a - b);
    return { step: h ? JSON.parse(h) : null, words: st.textContent, area: cls('hint-area'), cells: cls('hint-cell'),
        place: cls('hint-place'), elim: cls('hint-elim'), bad: cls('hint-bad'), wrong: cls('wrong'),
        struck: [...document.querySelectorAll('#grid .marks .struck')].length };`;
const hintState = () => driver.exec(HINT_STATE);
// Presses H and waits until the engine has answered (it starts once).
async function pressHint() {
    await driver.keys('h');
    for (let i = 0; i < 200; i++) {
        const s = await hintState();
        if (!/starting/.test(s.words)) return s;
        await sleep(25);
    }
    throw new Failure('the hint engine never started');
}

// The first step `grade --explain` prints for a puzzle line: [rating, words].
function explainFirst(bin, line) {
    const out = execFileSync(bin, ['grade', '--explain', '-'], { input: line + '\n', encoding: 'utf8' });
    const m = /^  1\. (\d+)\.(\d) (.*)$/m.exec(out);
    if (!m) throw new Failure(`grade --explain gave no step for ${line}`);
    return [Number(m[1]) * 10 + Number(m[2]), m[3]];
}

async function runHintTests(opt, mainDir) {
    const bin = opt.bin;
    const main = readBook(mainDir), vars = firstOfKind(opt.variants), shp = firstOfKind(opt.shapes);
    const kil = firstOfKind(opt.killer), let_ = firstOfKind(opt.letters);
    // The hardest classic puzzle of the main book, and one of each other kind.
    let hard = 0;
    main.puzzles.forEach((p, i) => { if (main.chapters[p[2]].stars > main.chapters[main.puzzles[hard][2]].stars) hard = i; });
    const classic = (n) => ({ num: n, kind: '9x9', givens: main.puzzles[n - 1][0], solution: main.puzzles[n - 1][1] });
    const cases = [['classic', mainDir, classic(1), 0], ['classic, hardest chapter', mainDir, classic(hard + 1), 6],
        ['16x16', opt.variants, vars['16x16'], 12], ['samurai', opt.variants, vars.samurai, 8], ['jigsaw 6x6', opt.variants, vars.jigsaw6, 3],
        ['X', opt.variants, vars['9x9+x'], 5], ['killer 9x9', opt.killer, kil.killer9, 4], ['killer 6x6 X', opt.killer, kil['killer6+x'], 0],
        ['12x12 letters', opt.letters, let_['12x12'], 10], ['windoku', opt.letters, let_['9x9+windoku'], 2], ['4x4 shapes', opt.shapes, shp['4x4'], 1]];
    const multi = firstOfKind(opt.multi);
    MULTI_KINDS.forEach((k, n) => cases.push([k, opt.multi, multi[k], 3 + 4 * n]));
    await viewport('desktop');
    for (const [name, dir, p, typed] of cases) {
        await check(`hint at a position of ${name}: a sound step, grade --explain's first step, in two levels, then played`, async () => {
            expect(p, `no ${name} puzzle`);
            await driver.open(playUrl(dir, p.num));
            await clearStore();
            await driver.reload();
            // A position: some blank cells filled with their answers.
            const blanks = [...p.givens].map((ch, i) => i).filter((i) => p.givens[i] === '.');
            const entries = blanks.filter((_, k) => k % 3 === 1).slice(0, typed).map((i) => [i, p.solution[i]]);
            if (entries.length) await typeInto(entries);
            const grid = [...p.givens];
            for (const [i, ch] of entries) grid[i] = ch;
            const s1 = await pressHint();
            expect(s1.step && s1.step.level === 1, `no step: "${s1.words}"`);
            const h = s1.step;
            const shot = (level) => driver.screenshot(path.join(path.dirname(path.resolve(mainDir)), `hint-${name.replace(/\W+/g, '-')}-${level}.png`));
            await shot(1);
            // sound: a placement of the answer, eliminations of anything else
            if (h.cell >= 0) expect(p.solution[h.cell] === SYMBOLS[h.symbol - 1], `places ${h.symbol} at ${h.cell}, the answer is ${p.solution[h.cell]}`);
            else expect(h.elims.length > 0, 'neither places nor strikes');
            for (const [c, sy] of h.elims) expect(p.solution[c] !== SYMBOLS[sy - 1], `strikes the answer ${sy} at ${c}`);
            // the same step as the grader prints for this position
            const line = p.kind === '9x9' ? grid.join('') : `${p.kind} ${grid.join('')} ${p.solution}${p.extra ? ' ' + p.extra : ''}`;
            const [rating, words] = explainFirst(bin, line);
            expect(h.rating === rating && h.said === words, `hint ${h.rating} "${h.said}", grade --explain ${rating} "${words}"`);
            const shownRating = /\(rated (\d+\.\d)\)/.exec(s1.words);
            expect(shownRating && Number(shownRating[1]) * 10 === rating, `level 1 says "${s1.words}"`);
            // level 1 shows where (a house shaded or cells ringed), not the answer
            expect(s1.cells.length + s1.area.length > 0 && s1.place.length === 0 && s1.elim.length === 0, `level 1 marks ${JSON.stringify(s1)}`);
            if (h.cell >= 0 && s1.area.length) expect(!s1.cells.includes(h.cell), `level 1 rings the cell ${h.cell} it fills`);
            // level 2: what it gives
            const s2 = await pressHint();
            expect(s2.step && s2.step.level === 2, `second press: "${s2.words}"`);
            await shot(2);
            expect(s2.words.toLowerCase().startsWith(h.said.toLowerCase()), `level 2 says "${s2.words}"`);
            if (h.cell >= 0) expect(same(s2.place, [h.cell]), `placement shown at ${s2.place}`);
            else expect(same(s2.elim, [...new Set(h.elims.map((e) => e[0]))].sort((a, b) => a - b)), `eliminations shown at ${s2.elim}`);
            // a third press plays it
            await driver.keys('h');
            const after = await gridState();
            if (h.cell >= 0) expect(after.cells.find((c) => c.i === h.cell).v !== '', 'the placement was not played');
            const s3 = await hintState();
            expect(!s3.step, 'the hint stays after its step was played');
            return `${name}: ${h.tech} ${(h.rating / 10).toFixed(1)}`;
        });
    }
    await check('hint: a wrong entry is named first, then a pencil mark that leaves out the answer', async () => {
        const p = classic(1);
        await driver.open(playUrl(mainDir, 1));
        await clearStore();
        await driver.reload();
        const blanks = [...p.givens].map((ch, i) => i).filter((i) => p.givens[i] === '.');
        const i = blanks[4], wrongCh = SYMBOLS[(SYMBOLS.indexOf(p.solution[i]) + 1) % 9];
        await typeInto([[i, wrongCh], [blanks[9], p.solution[blanks[9]]]]);
        const s = await pressHint();
        expect(!s.step && same(s.wrong, [i]) && /put right this entry/.test(s.words), `wrong entry: ${JSON.stringify(s)}`);
        // Erase it; a pencil mark without the answer in another cell.
        await driver.click(`[data-i="${i}"]`);
        await driver.keys(KEY.back);
        const j = blanks[6], markCh = SYMBOLS[(SYMBOLS.indexOf(p.solution[j]) + 1) % 9];
        await driver.click(`[data-i="${j}"]`);
        await driver.keys([KEY.shift, keyOf(markCh)]);
        const m = await pressHint();
        expect(!m.step && same(m.bad, [j]) && /leave out/.test(m.words), `wrong mark: ${JSON.stringify(m)}`);
    });
    await check('hint: from auto-notes, the step strikes pencil marks and a third press strikes them', async () => {
        const p = classic(hard + 1);
        await driver.open(playUrl(mainDir, p.num));
        await clearStore();
        await driver.reload();
        await driver.keys('n');
        // Hints played until one that strikes candidates (or 40 steps).
        for (let k = 0; k < 40; k++) {
            const s1 = await pressHint();
            expect(s1.step, `no step: "${s1.words}"`);
            const s2 = await pressHint();
            if (s2.step.cell < 0) {
                expect(s2.struck >= s2.step.elims.length, `${s2.struck} marks struck for ${s2.step.elims.length} eliminations`);
                await driver.screenshot(path.join(path.dirname(path.resolve(mainDir)), 'hint-strikes.png'));
                await viewport('phone');
                await driver.screenshot(path.join(path.dirname(path.resolve(mainDir)), 'hint-strikes-phone.png'));
                await viewport('desktop');
                await driver.keys('h');
                const left = await driver.exec(`return [...document.querySelectorAll('#grid [role="gridcell"]')].map((c) => c.querySelector('.marks') ? c.querySelector('.marks').textContent : '');`);
                const cells = await driver.exec(`return [...document.querySelectorAll('#grid [role="gridcell"]')].map((c) => Number(c.dataset.i));`);
                for (const [c, sy] of s2.step.elims) expect(!left[cells.indexOf(c)].includes(SYMBOLS[sy - 1]), `r${c} still shows ${sy}`);
                return `after ${k} placements: ${s2.step.tech}`;
            }
            await driver.keys('h');
        }
        throw new Failure('no hint struck candidates in 40 steps');
    });
    await check('no request leaves the folder: the pages\' policy allows their own files only, and refuses a fetch', async () => {
        for (const f of ['index.html', 'play.html']) {
            const html = fs.readFileSync(path.join(mainDir, f), 'utf8');
            const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
            expect(csp && /default-src 'none'/.test(csp[1]) && !/https?:|\*/.test(csp[1]), `${f}: policy ${csp && csp[1]}`);
        }
        // No file of the edition names an address to fetch (the SVG
        // namespace is a name, not a request).
        for (const f of fs.readdirSync(mainDir)) {
            const text = fs.readFileSync(path.join(mainDir, f), 'utf8').replace(/http:\/\/www\.w3\.org\/2000\/svg/g, '');
            expect(!/https?:\/\//.test(text), `${f} names an address: ${(/https?:\/\/\S{0,40}/.exec(text) || [''])[0]}`);
        }
        await driver.open(playUrl(mainDir, 1));
        const r = await driver.cmd('POST', '/execute/async', { script: `const done = arguments[0]; let v = 0;
            document.addEventListener('securitypolicyviolation', () => v++);
            fetch('https://example.com/x').then(() => done('fetched'), () => setTimeout(() => done('refused, violations ' + v), 100));`, args: [] });
        expect(r === 'refused, violations 1', r);
        await driver.collectLogs();
        driver.logs = driver.logs.filter((l) => !/example\.com/.test(l));   // the refusal asked for
    });
    await driver.collectLogs();
    await check('hints: no console errors or warnings', async () => {
        expect(driver.logs.length === 0, driver.logs.join(' | '));
    });
}

// The multi-grid shapes besides Samurai (tests/browser.sh's multi-grid book).
const MULTI_KINDS = ['twodoku', 'triple', 'multi4', 'butterfly', 'sohei', 'flower', 'windmill'];

async function runPlayerTests(opt, mainDir) {
    const kinds = [], main = firstOfKind(mainDir), vars = firstOfKind(opt.variants), shp = firstOfKind(opt.shapes);
    const kil = firstOfKind(opt.killer), let_ = firstOfKind(opt.letters);
    kinds.push(['classic', mainDir, main['9x9']], ['4x4', opt.shapes, shp['4x4']], ['6x6', opt.shapes, shp['6x6']],
        ['12x12 letters', opt.letters, let_['12x12']], ['16x16', opt.variants, vars['16x16']], ['X', opt.variants, vars['9x9+x']],
        ['windoku', opt.letters, let_['9x9+windoku']], ['jigsaw', opt.variants, vars.jigsaw6], ['samurai', opt.variants, vars.samurai],
        ['killer 9x9', opt.killer, kil.killer9], ['killer 6x6 X', opt.killer, kil['killer6+x']]);
    const multi = opt.multi ? firstOfKind(opt.multi) : {};
    for (const k of MULTI_KINDS) kinds.push([k, opt.multi, multi[k]]);
    for (const size of ['desktop', 'phone']) {
        await viewport(size);
        for (const [name, dir, p] of kinds) {
            await check(`${size}: ${name} (puzzle ${p ? p.num : '?'}) played to the end`, async () => {
                expect(p, `no ${name} puzzle`);
                await driver.open(playUrl(dir, p.num));
                await clearStore();
                await driver.reload();
                const n = await playToEnd(p, size === 'phone');
                const s = await gridState();
                expect(canvasOf(s, p.givens.length) === p.solution, `grid ${canvasOf(s, p.givens.length)}, want ${p.solution}`);
                expect(s.solved && /^Solved!/.test(s.status), `solved ${s.solved}, status "${s.status}"`);
                const keys = await driver.exec(`return [...document.querySelectorAll('#keypad button')].filter((b) => !b.classList.contains('done')).length;`);
                expect(keys === 0, `${keys} keys not shown as done once every symbol is placed`);
                return `${n} cells`;
            });
        }
    }

    // Every cell of a 16x16 and a Samurai in the window, at three sizes.
    for (const size of ['desktop', 'laptop', 'phone']) {
        await viewport(size);
        for (const [name, p, dir] of [['16x16', vars['16x16'], opt.variants], ['samurai', vars.samurai, opt.variants]]
            .concat(MULTI_KINDS.map((k) => [k, multi[k], opt.multi]))) {
            await check(`${size} ${VIEW[size].join('x')}: every cell of the ${name} is in the window`, async () => {
                expect(p, `no ${name} puzzle`);
                await driver.open(playUrl(dir, p.num));
                const at = await driver.exec(CELL_BOXES);
                const out = Object.entries(at.cells).filter(([, b]) => b[0] < 0 || b[1] < 0 || b[2] > at.w + 0.5 || b[3] > at.h + 0.5);
                expect(out.length === 0, `${out.length} cells outside ${at.w}x${at.h}, e.g. ${JSON.stringify(out[0])}`);
                const side = Object.values(at.cells)[0];
                return `cells ${(side[2] - side[0]).toFixed(1)} px`;
            });
        }
    }

    await check('phone: a Samurai zooms with + and - and 0 and Ctrl+wheel; zoomed cells are big enough to tap and pan', async () => {
        await viewport('phone');
        await driver.open(playUrl(opt.variants, vars.samurai.num));
        const cellW = () => driver.exec(`const c = document.querySelector('#grid [role="gridcell"]').getBoundingClientRect(); const z = document.getElementById('zoom');
            return [c.width, z.scrollWidth > z.clientWidth];`);
        const [w0] = await cellW();
        await driver.keys('++');
        const [w2, scrolls] = await cellW();
        expect(w2 >= 34 && w2 > w0 * 1.9 && scrolls, `cells ${w0.toFixed(1)} px, after + + ${w2.toFixed(1)} px, scrolls ${scrolls}`);
        await driver.keys('-');
        const [w1] = await cellW();
        await driver.keys('0');
        const [wf] = await cellW();
        expect(w1 < w2 && Math.abs(wf - w0) < 0.5, `after -, ${w1.toFixed(1)} px; after 0, ${wf.toFixed(1)} px`);
        await driver.exec(`const z = document.getElementById('zoom'), r = z.getBoundingClientRect();
            z.dispatchEvent(new WheelEvent('wheel', { deltaY: -300, ctrlKey: true, clientX: r.left + 50, clientY: r.top + 50, cancelable: true, bubbles: true }));`);
        const [ww] = await cellW();
        expect(ww > w0 * 1.5, `Ctrl+wheel left cells ${ww.toFixed(1)} px`);
        return `${w0.toFixed(1)} -> ${w2.toFixed(1)} px`;
    });
    await viewport('desktop');

    await check('killer: cages drawn dashed inside the cells, each sum at its first cell\'s top-left', async () => {
        const p = kil.killer9;
        await driver.open(playUrl(opt.killer, p.num));
        const [map, sums] = p.extra.split('/');
        const sumList = sums.split(',');
        const d = await driver.exec(`const path = document.querySelector('#grid .cage-lines path');
            return { d: path ? path.getAttribute('d') : '', dash: path ? getComputedStyle(path).strokeDasharray : 'none',
                sums: [...document.querySelectorAll('#grid .cage-sum')].map((s) => { const r = s.getBoundingClientRect(); return [s.textContent, r.left, r.top]; }) };`);
        const at = await driver.exec(CELL_BOXES);
        expect(d.d.length > 100 && d.dash !== 'none', `cage path ${d.d.length} chars, dashes ${d.dash}`);
        expect(d.sums.length === sumList.length, `${d.sums.length} sums drawn, ${sumList.length} cages`);
        d.sums.forEach(([text, x, y], k) => {
            const first = map.indexOf('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'[k]), b = at.cells[first];
            expect(text === sumList[k] && x >= b[0] && x < (b[0] + b[2]) / 2 && y >= b[1] && y < (b[1] + b[3]) / 2, `sum ${k} "${text}" at ${x},${y}, cell ${first} ${b}`);
        });
        // every line point lies inside the grid, a tenth of a cell in
        const pts = [...d.d.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
        expect(pts.every(([x, y]) => x >= 0.09 && y >= 0.09 && x <= 8.91 && y <= 8.91), 'a cage line reaches the grid\'s edge');
        return `${sumList.length} cages`;
    });

    await check('killer: a repeat inside a cage alone is a conflict; the cage says what it still needs', async () => {
        // two empty cells of one cage in different rows, columns and boxes
        let found = null;
        for (const p of readBook(opt.killer).puzzles.map(([givens, solution, , kind, extra], i) => ({ num: i + 1, givens, solution, kind, extra }))) {
            if (p.kind !== 'killer9' || found) continue;
            const map = p.extra.split('/')[0], box = (i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3);
            for (let a = 0; a < 81 && !found; a++) for (let b = a + 1; b < 81 && !found; b++) {
                if (map[a] === map[b] && Math.floor(a / 9) !== Math.floor(b / 9) && a % 9 !== b % 9 && box(a) !== box(b)) found = { p, a, b };
            }
        }
        expect(found, 'no Killer cage spans two rows, columns and boxes');
        const { p, a, b } = found;
        await driver.open(playUrl(opt.killer, p.num));
        await clearStore();
        await driver.reload();
        await driver.click(`[data-i="${a}"]`);
        await driver.keys(p.solution[a]);
        await driver.click(`[data-i="${b}"]`);
        await driver.keys(p.solution[a]);
        const s = await gridState();
        const bad = s.cells.filter((c) => /\bconflict\b/.test(c.cls)).map((c) => c.i);
        expect(bad.includes(a) && bad.includes(b), `conflicts ${bad}, want ${a} and ${b}`);
        const [map, sums] = p.extra.split('/'), k = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.indexOf(map[a]);
        const cells = [...map].filter((x) => x === map[a]).length, sum = Number(sums.split(',')[k]);
        const info = await driver.exec(`return document.getElementById('cage-info').textContent;`);
        const want = `Cage of ${cells} adding to ${sum}: ${sum - 2 * Number(p.solution[a])} left for ${cells - 2} empty cell`;
        expect(info.startsWith(want), `cage info "${info}", want "${want}..."`);
        return info;
    });

    for (const [name, dir, p] of [['16x16', opt.variants, vars['16x16']], ['12x12', opt.letters, let_['12x12']]]) {
        await check(`${name}: auto-notes lay out marks as a grid of one-character symbols inside each cell`, async () => {
            await driver.open(playUrl(dir, p.num));
            await clearStore();
            await driver.reload();
            await driver.keys('n');
            const m = await driver.exec(`const out = { cells: 0, bad: [], texts: new Set(), font: 99 };
                for (const c of document.querySelectorAll('#grid [role="gridcell"]')) {
                    const spans = [...c.querySelectorAll('.marks > span')];
                    if (!spans.length) continue;
                    out.cells++;
                    const r = c.getBoundingClientRect();
                    out.font = Math.min(out.font, parseFloat(getComputedStyle(c.querySelector('.marks')).fontSize));
                    for (const s of spans) {
                        if (!s.textContent) continue;
                        out.texts.add(s.textContent);
                        const q = document.createRange(); q.selectNodeContents(s); const b = q.getBoundingClientRect();
                        if (b.left < r.left - 0.5 || b.right > r.right + 0.5 || b.top < r.top - 0.5 || b.bottom > r.bottom + 0.5) out.bad.push(c.dataset.i + ':' + s.textContent);
                    }
                }
                out.texts = [...out.texts].sort().join(''); return out;`);
            const empty = [...p.givens].filter((ch) => ch === '.').length;
            expect(m.cells === empty, `${m.cells} cells with marks, ${empty} empty`);
            expect(m.bad.length === 0, `marks outside their cell: ${m.bad.slice(0, 5)}`);
            expect([...m.texts].every((t) => t.length === 1), `marks "${m.texts}" are not single symbols`);
            expect(m.font >= 7, `marks ${m.font} px`);
            await driver.screenshot(path.join(path.dirname(path.resolve(dir)), `play-marks-${name}.png`));
            return `${m.cells} cells, symbols ${m.texts}, ${m.font.toFixed(1)} px`;
        });
    }

    await check('letters: 10-12 show as A-C on the board, the keys and in words', async () => {
        const p = let_['12x12'];
        await driver.open(playUrl(opt.letters, p.num));
        const s = await gridState();
        const keys = await driver.exec(`return [...document.querySelectorAll('#keypad .face')].map((b) => b.textContent).join('');`);
        expect(keys === '123456789ABC', `keypad ${keys}`);
        const want = [...p.givens].map((ch) => (ch === '.' ? '.' : ch)).join('');
        expect(shown(s) === want, `grid ${shown(s)}, want ${want}`);
        const c = s.cells.find((x) => /^[A-C]$/.test(x.v));
        expect(c && c.label.includes(`, ${c.v}, given`), `a letter cell is labelled "${c && c.label}"`);
        return `e.g. ${c.label}`;
    });

    const p = main['9x9'], cands = (values) => candidatesOf([...values], classicHouses(), 9);
    await check('auto-notes: every empty cell gets its candidates, kept right on a placement, one undo takes them away', async () => {
        await driver.open(playUrl(mainDir, p.num));
        await clearStore();
        await driver.reload();
        await driver.click('button[data-act="notes"]');
        let s = await gridState();
        const want = cands(p.givens);
        s.cells.forEach((c, i) => expect(c.v || c.marks === [...want[i]].sort().join(''), `cell ${i} marks "${c.marks}", want "${[...want[i]].sort().join('')}"`));
        const e = p.givens.indexOf('.'), d = p.solution[e];
        await driver.click(`[data-i="${e}"]`);
        await driver.keys(d);
        s = await gridState();
        const now = cands(p.givens.slice(0, e) + d + p.givens.slice(e + 1));
        s.cells.forEach((c, i) => expect(c.v || c.marks === [...now[i]].sort().join(''), `after ${d} in ${e}: cell ${i} marks "${c.marks}"`));
        await driver.keys([KEY.ctrl, 'z'], [KEY.ctrl, 'z']);
        s = await gridState();
        expect(s.cells.every((c) => c.marks === ''), 'two undos left pencil marks');
        expect(/^Undone/.test(s.status), `status "${s.status}"`);
        return `${s.cells.length} cells`;
    });

    await check('announcements: each placement and removal is said in the live region', async () => {
        const e = p.givens.indexOf('.'), r = Math.floor(e / 9) + 1, c = e % 9 + 1;
        await driver.click(`[data-i="${e}"]`);
        await driver.keys(p.solution[e]);
        let s = await gridState();
        expect(s.status === `r${r}c${c}: ${p.solution[e]}`, `status "${s.status}"`);
        await driver.keys(KEY.back);
        s = await gridState();
        expect(s.status === `r${r}c${c} cleared`, `status "${s.status}"`);
        const live = await driver.exec(`return document.getElementById('status').getAttribute('aria-live');`);
        expect(live === 'polite', `aria-live ${live}`);
    });

    await check('keyboard: after focus goes to a button, arrows still move the selection', async () => {
        await driver.click('[data-i="0"]');
        await driver.keys(KEY.tab);
        let s = await gridState();
        expect(s.focused === -1, 'Tab stayed in the grid');
        await driver.keys(KEY.right);
        s = await gridState();
        expect(s.selected === 1 && s.focused === 1, `arrow from a button: selected ${s.selected}, focused ${s.focused}`);
        await driver.click('button[data-act="check"]');
        await driver.keys(KEY.down);
        s = await gridState();
        expect(s.selected === 10 && s.focused === 10, `arrow after a click on Check: selected ${s.selected}, focused ${s.focused}`);
    });

    await check('multi-cell selection: Ctrl+click, Shift+arrows; marks and colours on all; colours undo and are kept', async () => {
        const empties = [...p.givens].map((ch, i) => i).filter((i) => p.givens[i] === '.');
        const [a, b] = empties;
        await driver.click(`[data-i="${a}"]`);
        await driver.cmd('POST', '/actions', { actions: [{ type: 'key', id: 'kb', actions: [{ type: 'keyDown', value: KEY.ctrl }, { type: 'pause' }, { type: 'pause' }, { type: 'pause' }, { type: 'keyUp', value: KEY.ctrl }] },
            { type: 'pointer', id: 'm', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pause' }, { type: 'pointerMove', origin: { 'element-6066-11e4-a52e-4f735466cecf': await driver.find(`[data-i="${b}"]`) }, x: 0, y: 0 }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }, { type: 'pause' }] }] });
        await driver.cmd('DELETE', '/actions');
        let s = await gridState();
        let sel = s.cells.filter((c) => c.selected).map((c) => c.i);
        expect(same(sel, [a, b].sort((x, y) => x - y)), `selected ${sel}, want ${a} and ${b}`);
        await driver.keys([KEY.shift, '5']);
        s = await gridState();
        expect(s.cells[a].marks === '5' && s.cells[b].marks === '5', `marks ${s.cells[a].marks} and ${s.cells[b].marks}`);
        await driver.keys('v', '3', 'v');
        s = await gridState();
        expect(/colour-3/.test(s.cells[a].cls) && /colour-3/.test(s.cells[b].cls), `classes ${s.cells[a].cls} / ${s.cells[b].cls}`);
        await driver.reload();
        s = await gridState();
        expect(/colour-3/.test(s.cells[a].cls) && /colour-3/.test(s.cells[b].cls), 'colours not kept over a reload');
        await driver.keys([KEY.ctrl, 'z']);
        s = await gridState();
        expect(!/colour-/.test(s.cells[a].cls) && s.cells[a].marks === '5', `undo of the colours left ${s.cells[a].cls}, marks ${s.cells[a].marks}`);
        // Shift+arrows add cells
        await driver.click('[data-i="40"]');
        await driver.keys([KEY.shift, KEY.right], [KEY.shift, KEY.down]);
        s = await gridState();
        sel = s.cells.filter((c) => c.selected).map((c) => c.i);
        expect(same(sel, [40, 41, 50]), `Shift+arrows selected ${sel}`);
        await driver.keys(KEY.left);
        s = await gridState();
        expect(s.cells.filter((c) => c.selected).length === 1, 'an arrow did not go back to one cell');
    });

    await check('forced colours: the selection and givens against entries stay visible', async () => {
        const e = p.givens.indexOf('.');
        await driver.click(`[data-i="${e}"]`);
        await driver.keys(p.solution[e]);
        await driver.cdp('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
        const f = await driver.exec(`const sel = getComputedStyle(document.querySelector('.cell.selected')), g = getComputedStyle(document.querySelector('.cell.given')),
            en = getComputedStyle(document.querySelector('.cell.entry'));
            return { fc: matchMedia('(forced-colors: active)').matches, outline: sel.outlineStyle, ow: parseFloat(sel.outlineWidth), gw: g.fontWeight, ew: en.fontWeight, gc: g.color, ec: en.color };`);
        await driver.cdp('Emulation.setEmulatedMedia', { features: [] });
        expect(f.fc, 'forced colours not emulated');
        expect(f.outline !== 'none' && f.ow >= 2, `selected cell outline ${f.outline} ${f.ow}px`);
        expect(f.gw !== f.ew && f.gc !== f.ec, `given ${f.gw} ${f.gc}, entry ${f.ew} ${f.ec}`);
        return JSON.stringify(f);
    });

    await check('timer: runs, stops while the page is hidden, is kept over a reload', async () => {
        await driver.open(playUrl(mainDir, p.num));
        await clearStore();
        await driver.reload();
        const e = p.givens.indexOf('.');
        await driver.click(`[data-i="${e}"]`);
        await driver.keys(p.solution[e]);
        await sleep(1300);
        const t1 = await timerText();
        expect(seconds(t1) >= 1, `timer ${t1} after 1.3 s`);
        await hide(true);
        const th = await timerText();
        const kept = await driver.exec(`return JSON.parse(localStorage.getItem('sudokubook:' + SB_BOOK.id + ':' + arguments[0])).time;`, p.num === undefined ? 1 : p.num);
        await sleep(1600);
        const th2 = await timerText();
        expect(th2 === th && kept >= 1000, `hidden: ${th} then ${th2}; stored ${kept} ms`);
        await hide(false);
        await sleep(1200);
        const t2 = await timerText();
        expect(seconds(t2) > seconds(th), `shown again: ${th} then ${t2}`);
        await driver.reload();
        const t3 = await timerText();
        expect(seconds(t3) >= seconds(t2), `after a reload ${t3}, before ${t2}`);
        return `${t1}, hidden ${th}, ${t2}, reloaded ${t3}`;
    });

    await check('start over: the puzzle is not started again (no stored entry, time 0:00)', async () => {
        await driver.click('button[data-act="restart"]');
        await driver.cmd('POST', '/alert/accept', {});
        const s = await gridState();
        const st = await driver.exec(`return [localStorage.getItem('sudokubook:' + SB_BOOK.id + ':' + arguments[0]), document.getElementById('timer').textContent];`, p.num);
        expect(shown(s) === p.givens && st[0] === null && /^0:0[01]$/.test(st[1]), `grid ${shown(s)}, stored ${st[0]}, timer ${st[1]}`);
        await driver.open(indexUrl(mainDir));
        const t = await driver.exec(`return document.querySelector('.chapter a[href="play.html#${p.num}"]').getAttribute('aria-label');`);
        expect(t === `Puzzle ${p.num}, not started`, `index says "${t}"`);
    });

    await check('dark mode: the switch changes the colours and is kept', async () => {
        await driver.open(playUrl(mainDir, p.num));
        const look = () => driver.exec(`return [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.querySelector('.cell:not(.selected):not(.peer)')).backgroundColor,
            getComputedStyle(document.body).color, document.getElementById('theme').getAttribute('aria-pressed')];`);
        const before = await look();
        await driver.click('#theme');
        const after = await look();
        expect(before[0] !== after[0] && before[1] !== after[1] && before[2] !== after[2] && after[3] === 'true', `before ${before}, after ${after}`);
        await driver.screenshot(path.join(path.dirname(path.resolve(mainDir)), 'play-dark.png'));
        await driver.reload();
        const again = await look();
        expect(same(again, after), `after a reload ${again}`);
        await driver.click('#theme');
        expect(same(await look(), before), 'the switch did not go back');
    });

    await check('a failed save is shown at once, and Free space saves again', async () => {
        await driver.exec(`window.__setItem = Storage.prototype.setItem;
            Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };`);
        const e = p.givens.indexOf('.');
        await driver.click(`[data-i="${e}"]`);
        await driver.keys(p.solution[e]);
        const a = await driver.exec(`const b = document.getElementById('save-alert'); return [b.hidden, b.textContent, b.getAttribute('role')];`);
        expect(!a[0] && /could not be saved/.test(a[1]) && a[2] === 'alert', `alert ${JSON.stringify(a)}`);
        await driver.exec(`Storage.prototype.setItem = window.__setItem;`);
        await driver.click('#free-space');
        const b = await driver.exec(`return [document.getElementById('save-alert').hidden, document.getElementById('status').textContent,
            JSON.parse(localStorage.getItem('sudokubook:' + SB_BOOK.id + ':' + arguments[0])).cells];`, p.num);
        expect(b[0] && /saved/.test(b[1]) && b[2][e] === p.solution[e], `after Free space: ${JSON.stringify(b)}`);
    });

    await check('a second tab sees the first tab\'s moves', async () => {
        const first = await driver.cmd('GET', '/window');
        const second = await driver.cmd('POST', '/window/new', { type: 'tab' });
        await driver.cmd('POST', '/window', { handle: second.handle });
        await driver.open(playUrl(mainDir, p.num));
        const e = p.givens.indexOf('.', p.givens.indexOf('.') + 1);
        await driver.click(`[data-i="${e}"]`);
        await driver.keys(p.solution[e]);
        await driver.cmd('DELETE', '/window');
        await driver.cmd('POST', '/window', { handle: first });
        let s;
        for (let k = 0; k < 50; k++) { s = await gridState(); if (s.cells[e].v) break; await sleep(20); }
        expect(s.cells[e].v === p.solution[e], `the first tab shows "${s.cells[e].v}" in cell ${e}`);
    });

    await check('export and import: all progress round-trips through a file; a bad file is refused with a reason', async () => {
        await driver.open(indexUrl(mainDir));
        const before = await driver.exec(`return [...document.querySelectorAll('.chapter a')].map((a) => a.className).join(' ');`);
        const text = await driver.cmd('POST', '/execute/async', { script: `const done = arguments[0];
            URL.createObjectURL = (blob) => { blob.text().then(done); return 'blob:x'; };
            HTMLAnchorElement.prototype.click = function () { window.__downloaded = this.download; };
            document.getElementById('export').click();`, args: [] });
        const data = JSON.parse(text);
        expect(data.format === 'sudokubook-progress' && Object.keys(data.entries).length >= 2, `exported ${text.slice(0, 200)}`);
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-export-'));
        try {
            fs.writeFileSync(path.join(tmp, 'progress.json'), text);
            fs.writeFileSync(path.join(tmp, 'bad.json'), JSON.stringify({ ...data, book: '12345678', title: 'Other' }));
            await clearStore();
            await driver.reload();
            const cleared = await driver.exec(`return document.querySelectorAll('.chapter a:not(.none)').length;`);
            expect(cleared === 0, `${cleared} puzzles still started after clearing`);
            const input = await driver.find('#import');
            await driver.cmd('POST', `/element/${input}/value`, { text: path.join(tmp, 'bad.json') });
            let msg = '';
            for (let k = 0; k < 50 && !msg; k++) { msg = await driver.exec(`return document.getElementById('progress-msg').textContent;`); await sleep(20); }
            expect(/^Not imported: bad\.json: it holds the progress of another book/.test(msg), `message "${msg}"`);
            await driver.cmd('POST', `/element/${input}/value`, { text: path.join(tmp, 'progress.json') });
            for (let k = 0; k < 50 && !/^Imported/.test(msg); k++) { msg = await driver.exec(`return document.getElementById('progress-msg').textContent;`); await sleep(20); }
            const after = await driver.exec(`return [...document.querySelectorAll('.chapter a')].map((a) => a.className).join(' ');`);
            expect(/^Imported the progress of/.test(msg) && after === before, `message "${msg}"; tiles ${after}, want ${before}`);
            return msg;
        } finally {
            fs.rmSync(tmp, { recursive: true, force: true });
        }
    });

    await check('share link: a Killer plays from its link alone, with no book, hints included, and keeps its own progress', async () => {
        const k = kil['killer6+x'];
        await driver.open(playUrl(opt.killer, k.num));
        await driver.click('button[data-act="share"]');
        const href = await driver.exec(`return document.getElementById('share-link').getAttribute('href');`);
        expect(/#p=killer6%2Bx~/.test(href), `link ${href}`);
        const bare = `${path.resolve(opt.killer)}-bare`;
        fs.rmSync(bare, { recursive: true, force: true });
        fs.mkdirSync(bare);
        for (const f of ['play.html', 'index.html', 'app.js', 'hints.js', 'engine.js', 'style.css']) fs.copyFileSync(path.join(opt.killer, f), path.join(bare, f));
        await driver.open(playUrl(bare, href.split('#')[1]));
        await clearStore();
        await driver.reload();
        await driver.collectLogs();
        driver.logs = driver.logs.filter((l) => !/book\.js/.test(l));   // no book.js: that is the point
        const sums = await driver.exec(`return document.querySelectorAll('#grid .cage-sum').length;`);
        expect(sums === k.extra.split('/')[1].split(',').length, `${sums} cage sums`);
        const hinted = await pressHint();
        expect(hinted.step && /cage/.test(hinted.step.said), `a hint from the link alone: "${hinted.words}"`);
        await playToEnd(k, false);
        const s = await gridState();
        expect(s.solved && canvasOf(s, 36) === k.solution, `solved ${s.solved}, grid ${canvasOf(s, 36)}`);
        const keys = await driver.exec(`return Object.keys(localStorage);`);
        expect(keys.length === 1 && /^sudokubook:link:[0-9a-f]{8}:p$/.test(keys[0]), `stored under ${keys}`);
        fs.rmSync(bare, { recursive: true, force: true });
        return href.split('#')[1].slice(0, 40) + '...';
    });

    await driver.cdp('Emulation.clearDeviceMetricsOverride', {});
    await driver.collectLogs();
    await check('player: no console errors or warnings', async () => {
        expect(driver.logs.length === 0, driver.logs.join(' | '));
    });
}

// ---- the modern rules --------------------------------------------------------------
// tests/browser.sh's book of every rule, one puzzle each.
const RULE_KINDS = ['9x9+antiknight', '6x6+antiking', '9x9+nonconsec', '9x9+x+antiknight', '9x9+evenodd', '9x9+kropki',
    '9x9+xv', '9x9+greater', '9x9+thermo', '9x9+arrow', '9x9+sandwich', '9x9+littlekiller'];
// The marks the page draws (class "mark <kind>" in the rules' overlay),
// each with its kind, the centre of its box in cells of the grid, and for
// a greater-than sign its point, for a thermometer its bulb's centre, for
// an X or V its letter.
const DRAWN_MARKS = `
    const svg = document.querySelector('#grid .rule-marks'), g = document.getElementById('grid').getBoundingClientRect();
    const n = Number(getComputedStyle(document.getElementById('grid')).getPropertyValue('--n')), cell = g.width / n;
    const at = (x, y) => [(x - g.left) / cell, (y - g.top) / cell];
    return { overlay: !!svg, cell, marks: svg ? [...svg.querySelectorAll('.mark')].map((e) => {
        const r = e.getBoundingClientRect(), out = { cls: e.getAttribute('class'), at: at(r.left + r.width / 2, r.top + r.height / 2), w: r.width, h: r.height };
        if (e.matches('.sign')) { const p = e.getAttribute('d').match(/-?[\\d.]+/g).map(Number); out.tip = [p[2], p[3]]; }
        if (e.matches('.thermo')) { const b = e.querySelector('.bulb'); out.bulb = [Number(b.getAttribute('cx')), Number(b.getAttribute('cy'))]; }
        if (e.matches('.xv')) out.letter = e.textContent;
        return out;
    }) : [] };`;

// What the marks field of p should draw: [kind, count] pairs, and for
// edges and thermometers where.
function expectedMarks(p) {
    const field = p.extra || '', body = field.slice(field.indexOf(':') + 1);
    const count = (s, ch) => [...s].filter((x) => x === ch).length;
    if (/^evenodd:/.test(field)) return { even: count(body, 'e'), odd: count(body, 'o') };
    if (/^kropki:/.test(field)) return { 'dot white': count(body, 'w'), 'dot black': count(body, 'b') };
    if (/^xv:/.test(field)) return { xv: count(body, 'x') + count(body, 'v') };
    if (/^greater:/.test(field)) return { sign: count(body, '<') + count(body, '>') };
    if (/^thermo:/.test(field)) return { thermo: body.split(';').length };
    if (/^arrow:/.test(field)) return { arrow: body.split(';').length };
    if (/^sandwich:/.test(field)) return { 'clue sandwich': body.split(/[,/]/).filter((t) => t !== '.').length };
    if (/^littlekiller:/.test(field)) return { little: body.split(',').length };
    return {};
}

// Opens puzzle num of the edition in dir as new: the storage cleared from
// another page (a page being left saves its puzzle's state).
async function freshPage(dir, num) {
    await driver.open(indexUrl(dir));
    await clearStore();
    await driver.open(playUrl(dir, num));
}

async function runRulesTests(opt) {
    const dir = opt.rules, bin = opt.bin, book = readBook(dir), kinds = firstOfKind(dir);
    const side = (p) => Math.round(Math.sqrt(p.givens.length));
    await viewport('desktop');
    for (const kind of RULE_KINDS) {
        const p = kinds[kind];
        await check(`rules, ${kind}: every mark of its marks field drawn where it belongs, and the rule in the book's words`, async () => {
            expect(p, `no ${kind} puzzle in the rules book`);
            await driver.open(playUrl(dir, p.num));
            const d = await driver.exec(DRAWN_MARKS), n = side(p), want = expectedMarks(p);
            expect(d.overlay, 'no overlay of the rules\' marks');
            const got = {};
            d.marks.forEach((m) => { const k = m.cls.replace(/^mark /, ''); got[k] = (got[k] || 0) + 1; });
            expect(same(Object.keys(got).sort(), Object.keys(want).filter((k) => want[k]).sort()) &&
                Object.keys(want).every((k) => (got[k] || 0) === want[k]), `drawn ${JSON.stringify(got)}, the field has ${JSON.stringify(want)}`);
            // each mark on its cell or edge
            const body = (p.extra || '').slice((p.extra || '').indexOf(':') + 1);
            const near = (a, b) => Math.abs(a[0] - b[0]) < 0.06 && Math.abs(a[1] - b[1]) < 0.06;
            if (/^evenodd:/.test(p.extra || '')) {
                const cells = [...body].map((ch, i) => [ch, i]).filter(([ch]) => ch !== '.');
                d.marks.forEach((m, k) => {
                    const [ch, i] = cells[k], centre = [i % n + 0.5, Math.floor(i / n) + 0.5];
                    expect(m.cls === 'mark ' + (ch === 'e' ? 'even' : 'odd') && near(m.at, centre), `mark ${k} ${m.cls} at ${m.at}, want ${ch} at ${centre}`);
                });
            }
            if (/^(kropki|xv|greater):/.test(p.extra || '')) {
                const [across, down] = body.split('/'), edges = [];
                [...across].forEach((ch, k) => { if (ch !== '.') edges.push([ch, Math.floor(k / (n - 1)) * n + k % (n - 1), 0]); });
                [...down].forEach((ch, k) => { if (ch !== '.') edges.push([ch, k, 1]); });
                d.marks.forEach((m, k) => {
                    const [ch, a, isDown] = edges[k], b = a + (isDown ? n : 1);
                    const mid = isDown ? [a % n + 0.5, Math.floor(a / n) + 1] : [a % n + 1, Math.floor(a / n) + 0.5];
                    expect(near(m.at, mid), `mark ${k} at ${m.at}, its edge at ${mid}`);
                    if (m.letter !== undefined) expect(m.letter === ch.toUpperCase(), `edge ${k} shows ${m.letter}, the field ${ch}`);
                    if (m.tip) {
                        // the point turns to the smaller cell of the solution
                        const towardsFirst = isDown ? m.tip[1] < mid[1] : m.tip[0] < mid[0];
                        const firstSmaller = SYMBOLS.indexOf(p.solution[a]) < SYMBOLS.indexOf(p.solution[b]);
                        expect(towardsFirst === firstSmaller && (ch === '<') === firstSmaller, `sign ${k} '${ch}' points ${towardsFirst ? 'to' : 'away from'} r${Math.floor(a / n) + 1}c${a % n + 1}`);
                    }
                });
            }
            if (/^thermo:/.test(p.extra || '')) {
                body.split(';').forEach((th, k) => {
                    const bulb = th.split(',')[0], centre = [Number(bulb[1]) - 0.5, Number(bulb[0]) - 0.5];
                    expect(near(d.marks[k].bulb, centre), `thermometer ${k}'s bulb at ${d.marks[k].bulb}, want ${centre}`);
                });
            }
            // the rule's words, from book.js (the line's words too: "{title}: {forbids}.")
            const words = await driver.exec(`return [...document.querySelectorAll('#rules .rule')].map((e) => e.textContent);`);
            const rules = kind.split('+').slice(1).filter((r) => r !== 'x');
            const wantWords = rules.map((r) => {
                const w = book.rules[r], title = w.title.charAt(0).toUpperCase() + w.title.slice(1);
                return book.words['rules.line'].replace('{title}', () => title).replace('{forbids}', () => w.forbids);
            });
            expect(rules.every((r) => book.rules[r] && book.rules[r].forbids.length > 10) && same(words, wantWords), `rules line ${JSON.stringify(words)}, want ${JSON.stringify(wantWords)}`);
            await driver.screenshot(path.join(path.dirname(path.resolve(dir)), `play-rule-${kind.replace(/\W+/g, '-')}.png`));
            return `${d.marks.length} marks; "${words.join(' ')}"`;
        });
    }

    await check('rules: marks stay readable on a phone (dots, letters and signs big enough, inside the grid)', async () => {
        await viewport('phone');
        const out = [];
        for (const kind of ['9x9+kropki', '9x9+xv', '9x9+greater', '9x9+evenodd', '9x9+thermo']) {
            const p = kinds[kind];
            expect(p, `no ${kind} puzzle`);
            await driver.open(playUrl(dir, p.num));
            const d = await driver.exec(DRAWN_MARKS), n = side(p);
            expect(d.marks.length > 0, `${kind}: no marks`);
            const least = Math.min(...d.marks.map((m) => Math.min(m.w, m.h)));
            const want = { '9x9+kropki': 7, '9x9+xv': 9, '9x9+greater': 6, '9x9+evenodd': 20, '9x9+thermo': 10 }[kind];
            expect(least >= want, `${kind}: a mark ${least.toFixed(1)} px across on a phone (cells ${d.cell.toFixed(1)} px), want ${want}`);
            expect(d.marks.every((m) => m.at[0] > 0 && m.at[1] > 0 && m.at[0] < n && m.at[1] < n), `${kind}: a mark outside the grid`);
            out.push(`${kind.slice(4)} ${least.toFixed(1)} px`);
        }
        await driver.screenshot(path.join(path.dirname(path.resolve(dir)), 'play-rule-phone.png'));
        await viewport('desktop');
        return out.join(', ');
    });

    for (const size of ['desktop', 'phone']) {
        await viewport(size);
        for (const kind of size === 'phone' ? ['9x9+kropki', '9x9+thermo'] : RULE_KINDS) {
            const p = kinds[kind];
            await check(`rules, ${size}: ${kind} (puzzle ${p ? p.num : '?'}) played to the end, no cell in conflict on the way`, async () => {
                expect(p, `no ${kind} puzzle`);
                await freshPage(dir, p.num);
                const cells = await playToEnd(p, size === 'phone');
                const s = await gridState();
                expect(canvasOf(s, p.givens.length) === p.solution, `grid ${canvasOf(s, p.givens.length)}, want ${p.solution}`);
                expect(s.solved && /^Solved!/.test(s.status), `solved ${s.solved}, status "${s.status}"`);
                expect(!s.cells.some((c) => /\bconflict\b/.test(c.cls)), 'the solution shows a conflict');
                return `${cells} cells`;
            });
        }
    }
    await viewport('desktop');

    // A symbol that breaks the rule alone (no house), in an empty cell: a
    // conflict there and at the cell it breaks with.
    await check('rules: a symbol a knight\'s move from the same symbol is a conflict, and so is one against its grey square or circle', async () => {
        const p = kinds['9x9+antiknight'], q = kinds['9x9+evenodd'];
        expect(p && q, 'no anti-knight or even/odd puzzle');
        const row = (i) => Math.floor(i / 9), col = (i) => i % 9, box = (i) => Math.floor(row(i) / 3) * 3 + Math.floor(col(i) / 3);
        const housed = (a, b) => row(a) === row(b) || col(a) === col(b) || box(a) === box(b);
        const houseHas = (g, i, ch) => [...g].some((x, j) => j !== i && x === ch && housed(i, j));
        const knights = (a) => [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]]
            .map(([dr, dc]) => [row(a) + dr, col(a) + dc]).filter(([r, c]) => r >= 0 && r < 9 && c >= 0 && c < 9).map(([r, c]) => r * 9 + c);
        let pick = null;
        for (let a = 0; a < 81 && !pick; a++) {
            if (p.givens[a] !== '.') continue;
            // a given a knight's move away whose symbol no other such given
            // and no house of the cell holds
            for (const b of knights(a)) {
                const ch = p.givens[b];
                if (ch !== '.' && !houseHas(p.givens, a, ch) && knights(a).filter((x) => p.givens[x] === ch).length === 1) { pick = [a, b]; break; }
            }
        }
        expect(pick, 'no empty cell a knight\'s move from a given');
        await freshPage(dir, p.num);
        await typeInto([[pick[0], p.givens[pick[1]]]]);
        let bad = (await gridState()).cells.filter((c) => /\bconflict\b/.test(c.cls)).map((c) => c.i).sort((x, y) => x - y);
        expect(same(bad, pick.slice().sort((x, y) => x - y)), `anti-knight: conflicts at ${bad}, want ${pick}`);
        // even/odd: a blank marked cell, a symbol of the other parity its houses lack
        const marks = q.extra.slice('evenodd:'.length);
        let at = -1, ch = '';
        for (let i = 0; i < 81 && at < 0; i++) {
            if (q.givens[i] !== '.' || marks[i] === '.') continue;
            for (let v = 1; v <= 9; v++) {
                if ((v % 2 === 0) !== (marks[i] === 'e') && !houseHas(q.givens, i, String(v))) { at = i; ch = String(v); break; }
            }
        }
        expect(at >= 0, 'no blank marked cell');
        await freshPage(dir, q.num);
        await typeInto([[at, ch]]);
        bad = (await gridState()).cells.filter((c) => /\bconflict\b/.test(c.cls)).map((c) => c.i);
        expect(same(bad, [at]), `even/odd: ${ch} against the ${marks[at] === 'e' ? 'square' : 'circle'} at ${at}: conflicts at ${bad}`);
        return `anti-knight r${row(pick[0]) + 1}c${col(pick[0]) + 1}, even/odd r${row(at) + 1}c${col(at) + 1}`;
    });

    await check('rules: auto-notes keep the grey squares even and the circles odd, and leave out a knight\'s move\'s symbols', async () => {
        const q = kinds['9x9+evenodd'], p = kinds['9x9+antiknight'], out = [];
        for (const [r, cand] of [[q, (i, d) => q.extra[8 + i] === '.' || (d % 2 === 0) === (q.extra[8 + i] === 'e')],
            [p, (i, d) => [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]].every(([dr, dc]) => {
                const rr = Math.floor(i / 9) + dr, cc = i % 9 + dc;
                return rr < 0 || rr > 8 || cc < 0 || cc > 8 || p.givens[rr * 9 + cc] !== String(d);
            })]]) {
            await freshPage(dir, r.num);
            await driver.keys('n');
            const s = await gridState(), houses = candidatesOf([...r.givens], classicHouses(), 9);
            s.cells.forEach((c) => {
                if (r.givens[c.i] !== '.') return;
                const want = [...houses[c.i]].filter((ch) => cand(c.i, Number(ch))).join('');
                expect(c.marks === want, `${r.kind}: r${Math.floor(c.i / 9) + 1}c${c.i % 9 + 1} marks "${c.marks}", want "${want}"`);
            });
            out.push(`${r.kind} ${s.cells.filter((c) => c.marks).length} cells`);
        }
        return out.join(', ');
    });

    for (const [k, kind] of RULE_KINDS.entries()) {
        const p = kinds[kind];
        await check(`hint at a position of ${kind}: a sound step, grade --explain's first step for the bank line and its marks`, async () => {
            expect(p, `no ${kind} puzzle`);
            await freshPage(dir, p.num);
            const blanks = [...p.givens].map((ch, i) => i).filter((i) => p.givens[i] === '.');
            const entries = blanks.filter((_, j) => j % 3 === 1).slice(0, k % 4).map((i) => [i, p.solution[i]]);
            if (entries.length) await typeInto(entries);
            const grid = [...p.givens];
            for (const [i, ch] of entries) grid[i] = ch;
            const s1 = await pressHint();
            expect(s1.step && s1.step.level === 1, `no step: "${s1.words}"`);
            const h = s1.step;
            if (h.cell >= 0) expect(p.solution[h.cell] === SYMBOLS[h.symbol - 1], `places ${h.symbol} at ${h.cell}, the answer is ${p.solution[h.cell]}`);
            else expect(h.elims.length > 0, 'neither places nor strikes');
            for (const [c, sy] of h.elims) expect(p.solution[c] !== SYMBOLS[sy - 1], `strikes the answer ${sy} at ${c}`);
            const line = `${p.kind} ${grid.join('')} ${p.solution}${p.extra ? ' ' + p.extra : ''}`;
            const [rating, words] = explainFirst(bin, line);
            expect(h.rating === rating && h.said === words, `hint ${h.rating} "${h.said}", grade --explain ${rating} "${words}"`);
            // the third press plays it
            await pressHint();
            await driver.keys('h');
            if (h.cell >= 0) expect((await gridState()).cells.find((c) => c.i === h.cell).v === String(h.symbol), 'the placement was not played');
            return `${h.tech} ${(h.rating / 10).toFixed(1)}: ${h.said}`;
        });
    }
    await driver.collectLogs();
    await check('rules: no console errors or warnings', async () => {
        expect(driver.logs.length === 0, driver.logs.join(' | '));
    });
}

// Total bytes of the files under dir.
function dirBytes(dir) {
    let n = 0;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        n += e.isDirectory() ? dirBytes(p) : fs.statSync(p).size;
    }
    return n;
}

// An edition made with --language de: its pages' words are the German
// catalogue's (book.js's words), its buttons say none of the English
// edition's words (mainDir's), and <html lang> is "de".
async function runGermanTests(dir, mainDir) {
    const url = (page) => { const [f, h] = page.split('#'); return pathToFileURL(path.resolve(dir, f)).href + (h ? '#' + h : ''); };
    const BUTTONS = { pencil: 'button.pencil', hint: 'button.hint', notes: 'button.notes', colour: 'button.colour', erase: 'button.erase',
        undo: 'button.undo', redo: 'button.redo', check: 'button.check', reveal: 'button.reveal', solve: 'button.solve',
        restart: 'button.restart', share: 'button.share' };
    let de = null, en = null;
    await check('German: an edition made with --language de has the German words in its book.js', async () => {
        if (!fs.existsSync(path.join(dir, 'book.js'))) {
            let why = '';
            try { why = fs.readFileSync(`${dir}.out`, 'utf8').trim(); } catch { /* no message */ }
            throw new Failure(`${dir} is not a web edition: ${why || 'it was not made'}`);
        }
        de = readBook(dir);
        en = readBook(mainDir);
        expect(de.language === 'de' && en.language === 'en', `languages ${de.language} and ${en.language}`);
        expect(de.words && typeof de.words['button.pencil'] === 'string', 'book.js has no words');
        const differ = Object.values(BUTTONS).filter((k) => de.words[k] !== en.words[k]);
        expect(differ.length >= 8, `only ${differ.length} of the buttons' words are not English`);
    });
    if (!de) return;
    await check('German: the player\'s buttons, labels and messages say the German words', async () => {
        await driver.open(url('play.html#1'));
        const s = await driver.exec(`return { lang: document.documentElement.lang,
            buttons: [...document.querySelectorAll('#controls [data-act]')].map((b) => [b.getAttribute('data-act'), b.textContent.trim(), b.getAttribute('aria-label')]),
            contents: document.getElementById('contents-link').textContent, theme: document.getElementById('theme').textContent,
            grid: document.getElementById('grid').getAttribute('aria-label'), help: document.querySelector('.help').textContent };`);
        expect(s.lang === 'de', `<html lang="${s.lang}">`);
        for (const [act, text, label] of s.buttons) {
            if (BUTTONS[act]) expect(text === de.words[BUTTONS[act]], `the ${act} button says "${text}", want "${de.words[BUTTONS[act]]}"`);
            if (act === 'zoom-in' || act === 'zoom-out') expect(label === de.words[`button.${act}`], `the ${act} button is labelled "${label}"`);
        }
        const english = s.buttons.filter(([act, text]) => BUTTONS[act] && text === en.words[BUTTONS[act]] && text !== de.words[BUTTONS[act]]);
        expect(!english.length, `English buttons: ${JSON.stringify(english)}`);
        expect(s.contents === de.words.contents && s.theme === de.words.theme, `the bar says "${s.contents}", "${s.theme}"`);
        expect(s.grid.startsWith(de.words.puzzle.replace('{n}', '1')), `the grid is labelled "${s.grid}"`);
        expect(s.help.includes(de.words['help.rest']) && !s.help.includes(en.words['help.rest']), 'the help is not the German one');
        await driver.click('[data-act="pencil"]');
        const said = await driver.exec(`return document.getElementById('status').textContent;`);
        expect(said === de.words['said.pencil'], `Pencil said "${said}", want "${de.words['said.pencil']}"`);
        return s.buttons.map((b) => b[1]).filter(Boolean).join(', ');
    });
    await check('German: a hint names its technique and house in German, with a decimal comma, and no English', async () => {
        await driver.open(url('play.html#1'));
        await driver.keys('h');
        let s = null;
        for (let i = 0; i < 200; i++) {
            s = await hintState();
            if (s.step && s.words !== de.words['hint.starting']) break;
            await sleep(25);
        }
        expect(s && s.step, `no hint: "${s && s.words}"`);
        const name = de.words[`tech.${s.step.tech}`];
        expect(typeof name === 'string', `no German name for the technique ${s.step.tech}`);
        const first = s.words;
        expect(first.toLowerCase().includes(name.toLowerCase()), `the hint "${first}" does not name ${name}`);
        expect(first.includes(`${Math.floor(s.step.rating / 10)},${s.step.rating % 10}`), `the rating in "${first}" has no decimal comma`);
        await driver.keys('h');
        const second = (await hintState()).words;
        const english = [en.words['hint.look'].split(' ')[0], 'Hint again', 'rated', s.step.said].filter((w) => w && (first.includes(w) || second.includes(w)));
        expect(!english.length, `English in the hints: ${JSON.stringify(english)} ("${first}" / "${second}")`);
        return `${first} / ${second}`;
    });
    await check('German: the contents page says the German words', async () => {
        await driver.open(url('index.html'));
        const s = await driver.exec(`return { lang: document.documentElement.lang, exp: document.getElementById('export').textContent,
            chapter: document.querySelector('.chapter-number').textContent, summary: document.getElementById('summary').textContent };`);
        expect(s.lang === 'de' && s.exp === de.words.export, `lang ${s.lang}, export button "${s.exp}"`);
        expect(s.chapter === de.words.chapter.replace('{n}', '1'), `the first chapter is headed "${s.chapter}"`);
        return `${s.chapter}; ${s.summary}`;
    });
}

async function measure(dir) {
    await driver.open(pathToFileURL(path.resolve(dir, 'play.html')).href + '#1');
    const times = [];
    for (let i = 0; i < 3; i++) times.push(await driver.reload());
    times.sort((a, b) => a - b);
    console.log(`interactive_ms=${times[1].toFixed(1)}`);
    console.log(`bytes=${dirBytes(dir)}`);
}

async function main() {
    const argv = process.argv.slice(2), opt = {};
    while (argv.length && argv[0].startsWith('--')) {
        const k = argv.shift();
        if (k === '--measure') opt.measure = true;
        else if (['--title', '--bank', '--variants', '--variant-bank', '--shapes', '--killer', '--letters', '--multi', '--rules', '--bin', '--german'].includes(k)) opt[k.slice(2)] = argv.shift();
        else { console.error(`browser.mjs: unknown option ${k}`); return 2; }
    }
    const dir = argv[0];
    const germanOnly = !!opt.german && opt.title === undefined && !opt.bank;
    if (!dir || argv.length > 1 || (!opt.measure && !germanOnly && (opt.title === undefined || !opt.bank)) || !opt.variants !== !opt['variant-bank']) {
        console.error('usage: node tests/browser.mjs --title TITLE --bank BANK [--variants DIR2 --variant-bank BANK2] DIR | --german DIR7 DIR | --measure DIR');
        return 2;
    }
    if (!fs.existsSync(path.join(dir, 'play.html')) || !fs.existsSync(path.join(dir, 'book.js'))) {
        bad(`${dir} is not a web edition (no play.html or book.js)`);
        console.log(`browser: ${passed} passed, ${failed} failed`);
        return 1;
    }
    const timer = setTimeout(() => {
        bad(`browser test did not finish within ${TEST_SECONDS} s`);
        console.log(`browser: ${passed} passed, ${failed} failed`);
        process.exit(1);
    }, TEST_SECONDS * 1000);
    try {
        try {
            driver = await Driver.start();
        } catch (e) {
            bad(`chromium cannot run: ${e.message}`);
            return 1;
        }
        if (opt.measure) {
            await measure(dir);
            return 0;
        }
        if (germanOnly) {
            await runGermanTests(opt.german, dir);
            return failed ? 1 : 0;
        }
        await runTests(dir, opt.title, opt.bank);
        if (opt.variants) await runVariantTests(opt.variants, opt['variant-bank']);
        if (opt.shapes) await runShapesTests(opt.shapes);
        if (opt.variants && opt.shapes && opt.killer && opt.letters) await runPlayerTests(opt, dir);
        if (opt.variants && opt.shapes && opt.killer && opt.letters && opt.multi && opt.bin) await runHintTests(opt, dir);
        if (opt.rules && opt.bin) await runRulesTests(opt);
        // A book in German, made here from BANK unless --german names one.
        if (!opt.german && opt.bin) {
            opt.german = path.join(path.dirname(path.resolve(dir)), 'web-de');
            fs.rmSync(opt.german, { recursive: true, force: true });
            fs.rmSync(`${opt.german}.out`, { force: true });
            try {
                execFileSync(opt.bin, ['web', '--language', 'de', '--title', 'Deutsch', '-o', opt.german, opt.bank], { stdio: 'pipe' });
            } catch (e) {
                fs.writeFileSync(`${opt.german}.out`, String(e.stderr || e.message));
            }
        }
        if (opt.german) await runGermanTests(opt.german, dir);
    } catch (e) {
        bad(`browser test stopped: ${e.message}`);
    } finally {
        clearTimeout(timer);
        if (driver) await driver.quit();
        cleanup();
        if (!opt.measure) console.log(`browser: ${passed} passed, ${failed} failed`);
    }
    return failed ? 1 : 0;
}

process.exitCode = await main();
