/* app.js - the playable web edition: the contents (index.html) and the
 * player (play.html#N).
 *
 * One classic script, no framework and no build step, so that the edition
 * works from file:// with no server and no network.  The book is
 * window.SB_BOOK, written by `sudokubook web` into book.js:
 *   {id, title, subtitle, author, volume, chapters: [{name, label, stars,
 *    first, last, variant?}], puzzles: [[givens, solution, chapter,
 *    variant?, layout?]]}
 * (a chapter's label is the difficulty of its puzzles, such as "Expert";
 * a puzzle's variant is its kind of grid, classic 9x9 when missing, and
 * its grids cover the whole canvas, '-' for a cell outside every grid; a
 * Jigsaw adds the layout of its regions; see src/book/web.h).
 * Every text of the book is the user's: it reaches the page through
 * textContent only.  Progress is kept in localStorage under
 * "sudokubook:<book id>:<puzzle number>", so two books never share it.
 * When a page has rendered and wired its events it sets
 * window.SB_READY_MS (the benchmark and the browser test read it).
 */
(function () {
    'use strict';

    var BOOK = window.SB_BOOK;
    var SYMBOLS = '123456789ABCDEFG';  // a cell's value v is SYMBOLS[v - 1]
    // With shapes (SYMBOLS=shapes, small grids), what 1-6 show as, and say.
    var SHAPE_NAMES = ['circle', 'square', 'triangle', 'diamond', 'star', 'cross'];
    // The shapes as the printed book draws them, in one box (SVG units of
    // the print's: a disc of radius 1), so that all six stand the same size.
    var SHAPE_SVG = [
        ['circle', { r: '1' }],
        ['rect', { x: '-.86', y: '-.86', width: '1.72', height: '1.72' }],
        ['polygon', { points: '0,-1.1 1.1,.85 -1.1,.85' }],
        ['polygon', { points: '0,-1.15 .9,0 0,1.15 -.9,0' }],
        ['polygon', { points: '0,-1.15 -0.276,-0.38 -1.094,-0.355 -0.447,0.145 -0.676,0.93 -0,0.47 0.676,0.93 0.447,0.145 1.094,-0.355 0.276,-0.38' }],
        ['path', { d: 'M-1 -.3H1V.3H-1ZM-.3 -1H.3V1H-.3Z' }]
    ];
    function faceName(v) { return BOOK.shapes && v >= 1 && v <= 6 ? SHAPE_NAMES[v - 1] : String(v); }
    // What a cell, a pencil mark or a key shows for v: its symbol as text,
    // or with shapes an SVG of the shape (aria-hidden; the cell says its name).
    function faceNode(v) {
        if (!(BOOK.shapes && v >= 1 && v <= 6)) return document.createTextNode(String(v));
        var NS = 'http://www.w3.org/2000/svg', svg = document.createElementNS(NS, 'svg');
        svg.setAttribute('class', 'shape');
        svg.setAttribute('viewBox', '-1.2 -1.2 2.4 2.4');
        svg.setAttribute('aria-hidden', 'true');
        svg.setAttribute('data-shape', SHAPE_NAMES[v - 1]);
        var part = document.createElementNS(NS, SHAPE_SVG[v - 1][0]), at = SHAPE_SVG[v - 1][1];
        for (var k in at) part.setAttribute(k, at[k]);
        svg.appendChild(part);
        return svg;
    }
    // Box height x width of each grid size a variant "NxN" may name.
    var BOXES = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 12: [3, 4], 16: [4, 4] };
    var HISTORY_MAX = 500;             // undo steps kept in storage

    function $(id) { return document.getElementById(id); }

    function el(tag, className, text) {
        var e = document.createElement(tag);
        if (className) e.className = className;
        if (text !== undefined) e.textContent = text;
        return e;
    }

    // The stars of a chapter, for sight (aria-hidden) and in words.
    function stars(n) {
        var s = el('span', 'stars');
        s.textContent = '\u2605\u2605\u2605\u2605\u2605'.slice(0, n) + '\u2606\u2606\u2606\u2606\u2606'.slice(n);
        s.setAttribute('aria-hidden', 'true');
        var words = el('span', 'sr', n + (n === 1 ? ' star of 5' : ' stars of 5'));
        var wrap = el('span', 'rating');
        wrap.appendChild(s);
        wrap.appendChild(words);
        return wrap;
    }

    // ---- storage -------------------------------------------------------
    // localStorage may be missing or refuse (private modes, full disk): the
    // game then plays on without keeping progress.
    var store = {
        prefix: function () { return 'sudokubook:' + BOOK.id + ':'; },
        get: function (key) {
            try {
                var s = window.localStorage.getItem(store.prefix() + key);
                return s ? JSON.parse(s) : null;
            } catch (e) { return null; }
        },
        set: function (key, value) {
            try {
                if (value === null) window.localStorage.removeItem(store.prefix() + key);
                else window.localStorage.setItem(store.prefix() + key, JSON.stringify(value));
            } catch (e) { /* progress is not kept */ }
        },
        // {puzzle number: "progress" | "solved"} for every puzzle stored.
        states: function () {
            var out = {}, pre = store.prefix();
            try {
                var ls = window.localStorage;
                for (var i = 0; i < ls.length; i++) {
                    var k = ls.key(i);
                    if (k.lastIndexOf(pre, 0) !== 0 || !/^\d+$/.test(k.slice(pre.length))) continue;
                    var v = JSON.parse(ls.getItem(k));
                    if (!v || (v.status !== 'solved' && v.status !== 'progress')) continue;
                    // Solved only when the stored cells are the puzzle's
                    // solution: a damaged entry is at most in progress.
                    var n = Number(k.slice(pre.length)), entry = BOOK.puzzles[n - 1];
                    var solvedHere = v.status === 'solved' && Array.isArray(entry) && typeof v.cells === 'string' &&
                        v.cells.replace(/-/g, '') === String(entry[1]).replace(/-/g, '');
                    out[n] = solvedHere ? 'solved' : 'progress';
                }
            } catch (e) { /* nothing stored */ }
            return out;
        }
    };

    // The book must be there and hold what the pages need.
    function bookIsSound() {
        return BOOK && typeof BOOK.id === 'string' && typeof BOOK.title === 'string' &&
            Array.isArray(BOOK.chapters) && Array.isArray(BOOK.puzzles);
    }

    function showBroken(message) {
        var main = $('main');
        main.textContent = '';
        main.appendChild(el('p', 'broken', message));
    }

    // ---- the contents --------------------------------------------------
    var STATE_WORDS = { none: 'not started', progress: 'in progress', solved: 'solved' };

    function initIndex() {
        document.title = BOOK.title;
        $('title').textContent = BOOK.title;
        $('subtitle').textContent = BOOK.subtitle || '';
        $('author').textContent = BOOK.author || '';
        $('volume').textContent = BOOK.volume > 0 ? 'Volume ' + BOOK.volume : '';
        ['subtitle', 'author', 'volume'].forEach(function (id) { $(id).hidden = !$(id).textContent; });

        var states = store.states(), solved = 0, started = 0;
        var nav = $('contents'), frag = document.createDocumentFragment();
        BOOK.chapters.forEach(function (ch, c) {
            var sec = el('section', 'chapter');
            sec.id = 'chapter-' + (c + 1);
            var h = el('h2');
            h.appendChild(el('span', 'chapter-number', 'Chapter ' + (c + 1)));
            h.appendChild(el('span', 'chapter-name', ch.name));
            sec.appendChild(h);
            var meta = el('p', 'chapter-meta');
            meta.appendChild(stars(ch.stars));
            // The difficulty label of its puzzles, when the name is another word.
            if (ch.label && ch.label !== ch.name) meta.appendChild(el('span', 'label', ch.label));
            var kind = ch.variant === undefined ? null : parseKind(ch.variant);
            if (kind) meta.appendChild(el('span', 'kind', kindWords(kind, '\u00d7')));
            meta.appendChild(el('span', 'span', 'Puzzles ' + ch.first + ' to ' + ch.last));
            sec.appendChild(meta);
            var list = el('ol', 'puzzles');
            list.setAttribute('aria-label', ch.name + ' puzzles');
            for (var n = ch.first; n <= ch.last; n++) {
                var st = states[n] || 'none';
                if (st === 'solved') solved++;
                if (st !== 'none') started++;
                var a = el('a', 'tile ' + st, String(n));
                a.href = 'play.html#' + n;
                a.setAttribute('aria-label', 'Puzzle ' + n + ', ' + STATE_WORDS[st]);
                a.title = STATE_WORDS[st];
                var li = el('li');
                li.appendChild(a);
                list.appendChild(li);
            }
            sec.appendChild(list);
            frag.appendChild(sec);
        });
        nav.appendChild(frag);

        var total = BOOK.puzzles.length;
        $('summary').textContent = total + (total === 1 ? ' puzzle' : ' puzzles') +
            (started ? ': ' + solved + ' solved, ' + (started - solved) + ' in progress' : '');
        var last = store.get('last');
        if (typeof last === 'number' && last >= 1 && last <= total) {
            var go = $('continue');
            go.href = 'play.html#' + last;
            go.textContent = 'Continue with puzzle ' + last;
            go.hidden = false;
        }
    }

    // ---- the kinds of grid --------------------------------------------
    // A puzzle's kind is named as the bank names it (src/model/variant.h):
    // "NxN" with boxes (may end in "+x": both diagonals are houses too),
    // "9x9+windoku" (four windows too), "jigsawN" (may end in "+x") whose
    // regions a layout gives, and "samurai": five 9x9 grids on a 21x21
    // canvas, each corner grid sharing a box with the centre one; the
    // other cells of the canvas lie outside every grid.  A classic puzzle
    // names no kind: "9x9".
    var SAMURAI_SIDE = 21;
    var SAMURAI_AT = [[0, 0], [0, 12], [6, 6], [12, 0], [12, 12]];  // top-left of each grid
    var WINDOWS_AT = [1, 5];   // Windoku: windows at rows and columns 2-4 and 6-8
    var WINDOW = 3;            // ... each 3 by 3
    var JIGSAW_SIZES = { 6: true, 8: true, 9: true };

    // The kind named `name`: {name, kind, n (symbols), bh, bw (box), x,
    // rows, cols (canvas)}, or null for a name this edition does not know.
    function parseKind(name) {
        var m;
        if (name === undefined) name = '9x9';
        if (typeof name !== 'string') return null;
        var k = { name: name, kind: 'plain', n: 9, bh: 3, bw: 3, x: false, rows: 9, cols: 9 };
        if (name === 'samurai') {
            k.kind = 'samurai';
            k.rows = k.cols = SAMURAI_SIDE;
        } else if (name === '9x9+windoku') {
            k.kind = 'windoku';
        } else if ((m = /^(\d+)x(\d+)(\+x)?$/.exec(name)) && m[1] === m[2] && BOXES[m[1]]) {
            k.n = k.rows = k.cols = Number(m[1]);
            k.bh = BOXES[m[1]][0];
            k.bw = BOXES[m[1]][1];
            k.x = !!m[3];
        } else if ((m = /^jigsaw(\d+)(\+x)?$/.exec(name)) && JIGSAW_SIZES[m[1]]) {
            k.kind = 'jigsaw';
            k.n = k.rows = k.cols = Number(m[1]);
            k.bh = k.bw = 0;
            k.x = !!m[2];
        } else {
            return null;
        }
        return k;
    }

    // The kind in words, as the index and the grid's label give it.
    function kindWords(k, by) {
        var side = k.n + by + k.n;
        if (k.kind === 'samurai') return 'Samurai';
        if (k.kind === 'windoku') return side + ' Windoku';
        return (k.kind === 'jigsaw' ? 'Jigsaw ' : '') + side + (k.x ? ' X' : '');
    }

    // A Jigsaw layout, one character a cell naming its region ('1'-'9',
    // 'A'-'G'), as region numbers 0..n-1; null unless each of the n regions
    // has n cells and is connected.
    function parseLayout(text, n) {
        if (typeof text !== 'string' || text.length !== n * n) return null;
        var reg = [], count = [];
        for (var r = 0; r < n; r++) count.push(0);
        for (var i = 0; i < text.length; i++) {
            var v = SYMBOLS.indexOf(text.charAt(i));
            if (v < 0 || v >= n) return null;
            reg.push(v);
            count[v]++;
        }
        if (count.some(function (c) { return c !== n; })) return null;
        var seen = reg.map(function () { return false; });
        for (i = 0; i < reg.length; i++) {
            if (seen[i]) continue;
            var stack = [i], reached = 0;
            seen[i] = true;
            while (stack.length) {
                var c = stack.pop(), cr = Math.floor(c / n), cc = c % n;
                reached++;
                [cr > 0 ? c - n : -1, cr < n - 1 ? c + n : -1, cc > 0 ? c - 1 : -1, cc < n - 1 ? c + 1 : -1]
                    .forEach(function (d) {
                        if (d >= 0 && !seen[d] && reg[d] === reg[c]) { seen[d] = true; stack.push(d); }
                    });
            }
            if (reached !== n) return null;
        }
        return reg;
    }

    // The geometry of a puzzle of kind `name` (and, for a Jigsaw, its
    // layout): the kind's fields and size (canvas cells); on[i], whether
    // cell i lies in a grid; houses (lists of cells holding each symbol
    // once); peers[i]; block[i], the box or region of cell i (-1 outside);
    // shade[i], whether it lies on a diagonal or in a window.  Null when
    // the kind or layout is not one this edition can show.
    function geometry(name, layoutText) {
        var g = parseKind(name);
        if (!g) return null;
        var n = g.n, W = g.cols, layout = null, i;
        if (g.kind === 'jigsaw') {
            if (!(layout = parseLayout(layoutText, n))) return null;
        } else if (layoutText !== undefined) {
            return null;
        }
        g.size = g.rows * g.cols;
        g.on = []; g.block = []; g.shade = []; g.peers = []; g.houses = [];
        for (i = 0; i < g.size; i++) { g.on.push(g.kind !== 'samurai'); g.block.push(-1); g.shade.push(false); }
        var grids = g.kind === 'samurai' ? SAMURAI_AT : [[0, 0]];
        var add = function (kind, cells) {
            g.houses.push(cells);
            cells.forEach(function (c) {
                g.on[c] = true;
                if (kind === 'block') g.block[c] = g.houses.length - 1;
                if (kind === 'shade') g.shade[c] = true;
            });
        };
        grids.forEach(function (at) {
            var cell = function (r, c) { return (at[0] + r) * W + at[1] + c; };
            var k, j, house, across = n / g.bw;
            for (k = 0; k < n; k++) {
                var row = [], col = [], block = [];
                for (j = 0; j < n; j++) {
                    row.push(cell(k, j));
                    col.push(cell(j, k));
                    if (!layout) block.push(cell(Math.floor(k / across) * g.bh + Math.floor(j / g.bw), (k % across) * g.bw + j % g.bw));
                }
                if (layout) layout.forEach(function (reg, c) { if (reg === k) block.push(c); });
                add('line', row);
                add('line', col);
                add('block', block);
            }
            if (g.x) {
                for (house = [], j = 0; j < n; j++) house.push(cell(j, j));
                add('shade', house);
                for (house = [], j = 0; j < n; j++) house.push(cell(j, n - 1 - j));
                add('shade', house);
            }
            if (g.kind === 'windoku') {
                WINDOWS_AT.forEach(function (r) {
                    WINDOWS_AT.forEach(function (c) {
                        for (var win = [], q = 0; q < WINDOW * WINDOW; q++) {
                            win.push(cell(r + Math.floor(q / WINDOW), c + q % WINDOW));
                        }
                        add('shade', win);
                    });
                });
            }
        });
        for (i = 0; i < g.size; i++) g.peers.push([]);
        g.houses.forEach(function (h) {
            h.forEach(function (a) {
                h.forEach(function (b) { if (b !== a && g.peers[a].indexOf(b) < 0) g.peers[a].push(b); });
            });
        });
        // Marks are laid out like a box; a Jigsaw's in the nearest square.
        g.markCols = g.bw || Math.ceil(Math.sqrt(n));
        return g;
    }

    // The lines of a grid, as SVG path data in cells: for each kind
    // ('thin', 'heavy') the runs of cell edges of that kind.  An edge is
    // heavy where it parts two boxes or regions or a cell of a grid from
    // one outside (so each grid has its outline), thin inside a box, and
    // absent between two cells outside every grid.
    function gridLines(g) {
        var R = g.rows, C = g.cols, out = { thin: '', heavy: '' };
        var kindOf = function (a, b) {
            var ba = a < 0 || !g.on[a] ? -1 : g.block[a], bb = b < 0 || !g.on[b] ? -1 : g.block[b];
            if (ba < 0 && bb < 0) return '';
            return ba === bb ? 'thin' : 'heavy';
        };
        var run = function (kindAt, len, moveTo, lineTo) {
            var start = -1, kind = '';
            for (var t = 0; t <= len; t++) {
                var k = t < len ? kindAt(t) : '';
                if (k !== kind) {
                    if (kind) out[kind] += moveTo(start) + lineTo(t);
                    kind = k;
                    start = t;
                }
            }
        };
        var r, c;
        for (r = 0; r <= R; r++) {
            run(function (cc) { return kindOf(r > 0 ? (r - 1) * C + cc : -1, r < R ? r * C + cc : -1); }, C,
                function (s) { return 'M' + s + ' ' + r; }, function (e) { return 'H' + e; });
        }
        for (c = 0; c <= C; c++) {
            run(function (rr) { return kindOf(c > 0 ? rr * C + c - 1 : -1, c < C ? rr * C + c : -1); }, R,
                function (s) { return 'M' + c + ' ' + s; }, function (e) { return 'V' + e; });
        }
        return out;
    }

    // The SVG drawn over the cells: the grid's lines (aria-hidden; the
    // cells themselves carry what a screen reader says).
    function linesOverlay(g) {
        var NS = 'http://www.w3.org/2000/svg', svg = document.createElementNS(NS, 'svg');
        svg.setAttribute('class', 'lines');
        svg.setAttribute('aria-hidden', 'true');
        svg.setAttribute('focusable', 'false');
        svg.setAttribute('viewBox', '0 0 ' + g.cols + ' ' + g.rows);
        svg.setAttribute('preserveAspectRatio', 'none');
        var paths = gridLines(g);
        ['thin', 'heavy'].forEach(function (kind) {
            if (!paths[kind]) return;
            var p = document.createElementNS(NS, 'path');
            p.setAttribute('class', kind);
            p.setAttribute('d', paths[kind]);
            p.setAttribute('vector-effect', 'non-scaling-stroke');
            svg.appendChild(p);
        });
        return svg;
    }

    // ---- the player ----------------------------------------------------
    // "4..1" -> [4, 0, 0, 1], a cell outside every grid (always '-') 0 too;
    // null when the text does not fit the geometry g.
    function parseCells(s, g) {
        if (typeof s !== 'string' || s.length !== g.size) return null;
        var out = [];
        for (var i = 0; i < s.length; i++) {
            var ch = s.charAt(i);
            if (!g.on[i]) {
                if (ch !== '-') return null;
                out.push(0);
                continue;
            }
            var v = ch === '.' || ch === '0' ? 0 : SYMBOLS.indexOf(ch) + 1;
            if (v < 0 || v > g.n) return null;
            out.push(v);
        }
        return out;
    }

    function cellsString(values) {
        return values.map(function (v, i) { return !P.g.on[i] ? '-' : v ? SYMBOLS.charAt(v - 1) : '.'; }).join('');
    }

    // One puzzle being played.  A cell's state is its value (0: empty), its
    // pencil marks (bit d for digit d) and whether it was revealed; a move
    // is a list of changes [cell, old value, old marks, old revealed, new
    // value, new marks, new revealed], undone and redone whole.
    var P = null;          // the puzzle: number, geometry, givens, solution, chapter
    var S = null;          // its state: value, marks, revealed, wrong, undo, redo
    var sel = 0;           // the selected cell
    var pencil = false;    // digits toggle pencil marks
    var cellEls = [];

    function loadPuzzle(num) {
        var entry = BOOK.puzzles[num - 1];
        var g = Array.isArray(entry) && entry.length <= 5 && geometry(entry[3], entry[4]);
        var givens = g && parseCells(entry[0], g), solution = g && parseCells(entry[1], g);
        if (!givens || !solution || !BOOK.chapters[entry[2]]) return null;
        for (var i = 0; i < g.size; i++) {
            if (g.on[i] && (!solution[i] || (givens[i] && givens[i] !== solution[i]))) return null;
        }
        return { num: num, g: g, givens: givens, solution: solution, chapter: BOOK.chapters[entry[2]] };
    }

    // The first and last cell of the canvas that lie in a grid.
    function firstCell() { return P.g.on.indexOf(true); }
    function lastCell() { return P.g.on.lastIndexOf(true); }

    // The stored state of P, or a fresh one when none is stored or it does
    // not fit this puzzle.
    function loadState() {
        var size = P.g.size, st = {
            value: P.givens.slice(), marks: [], revealed: [], wrong: [], undo: [], redo: []
        };
        for (var i = 0; i < size; i++) { st.marks.push(0); st.revealed.push(0); st.wrong.push(0); }
        var saved = store.get(P.num);
        var values = saved && parseCells(saved.cells, P.g);
        if (!values || !Array.isArray(saved.marks) || saved.marks.length !== size) return st;
        for (i = 0; i < size; i++) {
            if (!P.g.on[i]) continue;
            if (P.givens[i] && values[i] !== P.givens[i]) return st;  // not this puzzle's state
            st.value[i] = values[i];
            st.marks[i] = P.givens[i] ? 0 : (saved.marks[i] | 0) & ((2 << P.g.n) - 2);
        }
        (Array.isArray(saved.revealed) ? saved.revealed : []).forEach(function (i) {
            if (i >= 0 && i < size && P.g.on[i] && !P.givens[i]) st.revealed[i] = 1;
        });
        // A stored move is [cell, value, marks, revealed] before and after:
        // every field a whole number in its range, or the whole history goes.
        var mask = (2 << P.g.n) - 2;
        var whole = function (x, hi) { return typeof x === 'number' && x % 1 === 0 && x >= 0 && x <= hi; };
        var moveOk = function (m) {
            return Array.isArray(m) && m.every(function (c) {
                return Array.isArray(c) && c.length === 7 && whole(c[0], size - 1) && P.g.on[c[0]] && !P.givens[c[0]] &&
                    whole(c[1], P.g.n) && whole(c[4], P.g.n) && whole(c[2], mask) && whole(c[5], mask) &&
                    (c[2] & ~mask) === 0 && (c[5] & ~mask) === 0 && whole(c[3], 1) && whole(c[6], 1);
            });
        };
        if (Array.isArray(saved.undo) && saved.undo.every(moveOk)) st.undo = saved.undo;
        if (Array.isArray(saved.redo) && saved.redo.every(moveOk)) st.redo = saved.redo;
        if (saved.selected >= 0 && saved.selected < size && P.g.on[saved.selected]) sel = saved.selected;
        return st;
    }

    function isSolved() {
        for (var i = 0; i < P.g.size; i++) if (S.value[i] !== P.solution[i]) return false;
        return true;
    }

    function saveState() {
        var touched = S.undo.length || S.redo.length, revealed = [];
        for (var i = 0; i < P.g.size; i++) {
            if (S.revealed[i]) revealed.push(i);
            if ((S.value[i] && !P.givens[i]) || S.marks[i]) touched = true;
        }
        if (!touched) { store.set(P.num, null); return; }
        store.set(P.num, {
            cells: cellsString(S.value), marks: S.marks, revealed: revealed,
            undo: S.undo.slice(-HISTORY_MAX), redo: S.redo.slice(-HISTORY_MAX),
            selected: sel, status: isSolved() ? 'solved' : 'progress'
        });
    }

    // Cells whose digit repeats in one of their houses.
    function conflicts() {
        var bad = new Array(P.g.size).fill(false);
        P.g.houses.forEach(function (h) {
            var seen = {};
            h.forEach(function (i) {
                var v = S.value[i];
                if (!v) return;
                if (seen[v] !== undefined) { bad[i] = true; bad[seen[v]] = true; } else seen[v] = i;
            });
        });
        return bad;
    }

    function render() {
        var g = P.g, bad = conflicts(), selValue = S.value[sel];
        for (var i = 0; i < g.size; i++) {
            if (!g.on[i]) continue;
            var c = cellEls[i], v = S.value[i], r = Math.floor(i / g.cols), k = i % g.cols;
            var given = P.givens[i] !== 0;
            var cls = 'cell' + (g.shade[i] ? ' shade' : '') +
                (given ? ' given' : v ? ' entry' : '') + (S.revealed[i] ? ' revealed' : '') +
                (bad[i] ? ' conflict' : '') + (S.wrong[i] ? ' wrong' : '') +
                (i === sel ? ' selected' : g.peers[sel].indexOf(i) >= 0 ? ' peer' : '') +
                (v && v === selValue && i !== sel ? ' same' : '');
            if (c.className !== cls) c.className = cls;
            c.setAttribute('aria-selected', i === sel ? 'true' : 'false');
            c.tabIndex = i === sel ? 0 : -1;
            var label = 'row ' + (r + 1) + ' column ' + (k + 1) + ', ';
            if (v) {
                label += faceName(v) + (given ? ', given' : '') + (S.revealed[i] ? ', revealed' : '') +
                    (bad[i] ? ', conflict' : '') + (S.wrong[i] ? ', wrong' : '');
            } else {
                label += 'empty';
                if (S.marks[i]) label += ', pencil marks ' + markList(S.marks[i]).map(faceName).join(' ');
            }
            c.setAttribute('aria-label', label);
            if (given) c.setAttribute('aria-readonly', 'true'); else c.removeAttribute('aria-readonly');
            drawCell(c, v, v ? 0 : S.marks[i]);
        }
        var solved = isSolved();
        $('grid').classList.toggle('solved', solved);
        $('grid').setAttribute('data-solved', solved ? 'true' : 'false');
        $('status').classList.toggle('done', solved);
        $('undo').disabled = !S.undo.length;
        $('redo').disabled = !S.redo.length;
        return solved;
    }

    function markList(m) {
        var out = [];
        for (var d = 1; d <= P.g.n; d++) if (m & (1 << d)) out.push(d);
        return out;
    }

    // A cell's face: its digit, or its pencil marks laid out like its box.
    function drawCell(c, v, marks) {
        var key = v + ':' + marks;
        if (c._face === key) return;
        c._face = key;
        c.textContent = '';
        if (v) {
            c.appendChild(el('span', BOOK.shapes && v <= 6 ? 'v shaped' : 'v')).appendChild(faceNode(v));
        } else if (marks) {
            var box = el('span', 'marks');
            box.setAttribute('aria-hidden', 'true');
            for (var d = 1; d <= P.g.n; d++) {
                var m = box.appendChild(el('span', ''));
                if (marks & (1 << d)) m.appendChild(faceNode(d));
            }
            c.appendChild(box);
        }
    }

    function say(text) { $('status').textContent = text; }

    // Apply a move forward (redo) or backward (undo).
    function applyMove(move, forward) {
        move.forEach(function (ch) {
            var o = forward ? 4 : 1;
            S.value[ch[0]] = ch[o];
            S.marks[ch[0]] = ch[o + 1];
            S.revealed[ch[0]] = ch[o + 2];
            S.wrong[ch[0]] = 0;
        });
    }

    // Make a move from the wanted new states {cell: [value, marks, revealed]}.
    function play(wanted, message) {
        var move = [];
        Object.keys(wanted).forEach(function (k) {
            var i = Number(k), w = wanted[k];
            if (S.value[i] !== w[0] || S.marks[i] !== w[1] || S.revealed[i] !== w[2])
                move.push([i, S.value[i], S.marks[i], S.revealed[i], w[0], w[1], w[2]]);
        });
        if (!move.length) return;
        applyMove(move, true);
        S.undo.push(move);
        S.redo = [];
        after(message);
    }

    function after(message) {
        var wasSolved = $('grid').getAttribute('data-solved') === 'true';
        var solved = render();
        saveState();
        if (solved) say(solvedMessage());
        else if (message !== undefined) say(message);
        else if (wasSolved) say('');
    }

    function solvedMessage() {
        var n = S.revealed.filter(Boolean).length;
        return 'Solved!' + (n ? ' (' + n + (n === 1 ? ' cell' : ' cells') + ' revealed)' : ' Well done.');
    }

    function editable(i) { return !P.givens[i] && !S.revealed[i]; }

    function enter(v) {
        var i = sel;
        if (!editable(i)) return say('That cell cannot be changed.');
        var wanted = {};
        wanted[i] = [v, 0, 0];
        // A placed digit is no longer a candidate of the cell's peers.
        P.g.peers[i].forEach(function (j) {
            if (S.marks[j] & (1 << v)) wanted[j] = [S.value[j], S.marks[j] & ~(1 << v), S.revealed[j]];
        });
        play(wanted);
    }

    function toggleMark(v) {
        var i = sel;
        if (!editable(i)) return say('That cell cannot be changed.');
        if (S.value[i]) return say('Clear the cell first to add pencil marks.');
        var wanted = {};
        wanted[i] = [0, S.marks[i] ^ (1 << v), 0];
        play(wanted);
    }

    function erase() {
        if (!editable(sel)) return say(P.givens[sel] ? 'That cell cannot be changed.' : 'Undo to take back a revealed cell.');
        var wanted = {};
        wanted[sel] = [0, 0, 0];
        play(wanted);
    }

    function undo() {
        var m = S.undo.pop();
        if (!m) return;
        applyMove(m, false);
        S.redo.push(m);
        after('');
    }

    function redo() {
        var m = S.redo.pop();
        if (!m) return;
        applyMove(m, true);
        S.undo.push(m);
        after('');
    }

    function check() {
        var wrong = 0, empty = 0;
        for (var i = 0; i < P.g.size; i++) {
            if (!P.g.on[i]) continue;
            S.wrong[i] = S.value[i] && S.value[i] !== P.solution[i] ? 1 : 0;
            wrong += S.wrong[i];
            if (!S.value[i]) empty++;
        }
        render();
        if (isSolved()) return say(solvedMessage());
        say(wrong ? wrong + (wrong === 1 ? ' entry is wrong (marked).' : ' entries are wrong (marked).')
            : 'No mistakes so far; ' + empty + (empty === 1 ? ' cell' : ' cells') + ' to go.');
    }

    function reveal() {
        if (P.givens[sel]) return say('That cell is a given.');
        var wanted = {};
        wanted[sel] = [P.solution[sel], 0, S.value[sel] === P.solution[sel] ? S.revealed[sel] : 1];
        play(wanted, 'Cell revealed.');
    }

    function revealAll() {
        if (isSolved()) return;
        if (!window.confirm('Show the whole answer to puzzle ' + P.num + '?')) return;
        var wanted = {};
        for (var i = 0; i < P.g.size; i++) {
            if (P.g.on[i] && !P.givens[i] && S.value[i] !== P.solution[i]) wanted[i] = [P.solution[i], 0, 1];
        }
        play(wanted);
    }

    function restart() {
        if (!window.confirm('Clear every entry and pencil mark of puzzle ' + P.num + '? (Undo brings them back.)')) return;
        var wanted = {};
        for (var i = 0; i < P.g.size; i++) if (P.g.on[i] && !P.givens[i]) wanted[i] = [0, 0, 0];
        play(wanted, 'Started over.');
    }

    function setPencil(on) {
        pencil = on;
        var b = $('pencil');
        b.setAttribute('aria-pressed', on ? 'true' : 'false');
        $('grid').classList.toggle('pencil', on);
        say(on ? 'Pencil marks on: ' + (BOOK.shapes ? 'shapes' : 'digits') + ' toggle candidates.' : 'Pencil marks off.');
    }

    function select(i, focus) {
        if (i >= 0 && i < P.g.size && P.g.on[i]) sel = i;
        render();
        if (focus) cellEls[sel].focus();
    }

    // The value a key stands for, 0 if none.  Shift+digit comes as "!"
    // etc., so the key's code gives the digit then.
    function keyValue(e) {
        var ch = e.key;
        if (e.shiftKey && /^(Digit|Numpad)[1-9]$/.test(e.code)) ch = e.code.slice(-1);
        if (ch.length !== 1) return 0;
        var v = SYMBOLS.indexOf(ch.toUpperCase()) + 1;
        return v >= 1 && v <= P.g.n ? v : 0;
    }

    function onKey(e) {
        if (!P || e.defaultPrevented || e.altKey) return;
        var k = e.key, g = P.g;
        if (e.ctrlKey || e.metaKey) {
            var lk = k.toLowerCase(), inGridC = $('grid').contains(document.activeElement);
            if (lk === 'z' && !e.shiftKey) undo();
            else if (lk === 'y' || (lk === 'z' && e.shiftKey)) redo();
            else if (inGridC && k === 'Home') select(firstCell(), true);
            else if (inGridC && k === 'End') select(lastCell(), true);
            else return;
            e.preventDefault();
            return;
        }
        var active = document.activeElement;
        var inGrid = $('grid').contains(active) || active === document.body || !active;
        // Arrows move to the next cell of a grid that way, over cells
        // outside every grid, and stop at the edges; Home and End go to
        // the row's first and last cell.
        var moves = {
            ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0], Home: [0, -1], End: [0, 1]
        };
        if (moves[k]) {
            if (!inGrid) return;
            var r = Math.floor(sel / g.cols), c = sel % g.cols, to = sel;
            var far = k === 'Home' || k === 'End';
            for (;;) {
                r += moves[k][0];
                c += moves[k][1];
                if (r < 0 || r >= g.rows || c < 0 || c >= g.cols) break;
                if (g.on[r * g.cols + c]) {
                    to = r * g.cols + c;
                    if (!far) break;
                }
            }
            select(to, true);
            e.preventDefault();
            return;
        }
        var v = keyValue(e);
        if (v) {
            if (pencil || e.shiftKey) toggleMark(v); else enter(v);
        } else if (k === 'Backspace' || k === 'Delete') {
            erase();
        } else if (k === 'p' || k === 'P') {
            setPencil(!pencil);
        } else {
            return;
        }
        e.preventDefault();
    }

    function onAction(act) {
        if (!P) return;
        if (act === 'pencil') setPencil(!pencil);
        else if (act === 'erase') erase();
        else if (act === 'undo') undo();
        else if (act === 'redo') redo();
        else if (act === 'check') check();
        else if (act === 'reveal') reveal();
        else if (act === 'solve') revealAll();
        else if (act === 'restart') restart();
    }

    // Build the grid and keypad of P and show its state.
    function showPuzzle(num) {
        P = loadPuzzle(num);
        if (!P) {
            $('puzzle').hidden = $('controls').hidden = true;
            var entry = BOOK.puzzles[num - 1];
            say(entry ? 'Puzzle ' + num + (typeof entry[3] === 'string' ? ' (' + entry[3] + ')' : '') +
                ' cannot be shown by this edition.' : 'There is no puzzle ' + num + ' in this book.');
            document.title = BOOK.title;
            return;
        }
        $('puzzle').hidden = $('controls').hidden = false;
        sel = firstCell();
        S = loadState();
        if (P.givens[sel] && !S.undo.length) {
            for (var i = 0; i < P.g.size; i++) if (P.g.on[i] && !S.value[i]) { sel = i; break; }
        }
        store.set('last', num);

        var g = P.g, grid = $('grid'), chName = P.chapter.name;
        document.title = 'Puzzle ' + num + ' \u00b7 ' + chName + ' \u00b7 ' + BOOK.title;
        $('cap-num').textContent = String(num);
        $('cap-chapter').textContent = chName;
        var st = $('cap-stars');
        st.textContent = '';
        st.appendChild(stars(P.chapter.stars));
        grid.setAttribute('aria-label', 'Puzzle ' + num + ', ' + chName + ', ' + kindWords(g, ' by '));
        grid.setAttribute('aria-rowcount', String(g.rows));
        grid.setAttribute('aria-colcount', String(g.cols));
        grid.style.setProperty('--n', g.cols);
        grid.style.setProperty('--mw', g.markCols);
        grid.classList.toggle('wide', g.n > 9);   // two-digit values
        $('puzzle').classList.toggle('big', g.cols > 12);
        grid.textContent = '';
        cellEls = [];
        for (var r = 0; r < g.rows; r++) {
            var row = el('div', 'row');
            row.setAttribute('role', 'row');
            row.setAttribute('aria-rowindex', String(r + 1));
            for (var c = 0; c < g.cols; c++) {
                var at = r * g.cols + c, cell = el('div', g.on[at] ? 'cell' : 'cell off');
                if (g.on[at]) {
                    cell.setAttribute('role', 'gridcell');
                    cell.setAttribute('aria-colindex', String(c + 1));
                    cell.setAttribute('data-i', String(at));
                } else {
                    cell.setAttribute('aria-hidden', 'true');   // outside every grid: not a cell to play
                }
                cellEls.push(cell);
                row.appendChild(cell);
            }
            grid.appendChild(row);
        }
        grid.appendChild(linesOverlay(g));

        var pad = $('keypad');
        pad.textContent = '';
        pad.style.setProperty('--keys', g.n > 9 ? Math.ceil(g.n / 2) : g.n);
        for (var d = 1; d <= g.n; d++) {
            var b = el('button', 'key');
            b.appendChild(faceNode(d));
            b.type = 'button';
            b.setAttribute('data-v', String(d));
            if (BOOK.shapes) b.setAttribute('aria-label', faceName(d) + ' (key ' + d + ')');
            pad.appendChild(b);
        }
        var help = $('help-digits');
        if (BOOK.shapes) {
            // the keys and, drawn as on the board, their shapes (named for a screen reader)
            help.textContent = '1\u2013' + g.n + ' (for ';
            for (var k = 1; k <= g.n; k++) {
                var sh = help.appendChild(faceNode(k));
                sh.setAttribute('class', 'shape inline');
                if (k < g.n) help.appendChild(document.createTextNode(' '));
            }
            help.appendChild(document.createTextNode(')'));
            help.setAttribute('aria-label', '1\u2013' + g.n + ' (for ' + SHAPE_NAMES.slice(0, g.n).join(', ') + ')');
        } else {
            help.textContent = g.n > 9 ? '1\u20139 and A\u2013' + SYMBOLS.charAt(g.n - 1) + ' (for 10\u2013' + g.n + ')' :
                '1\u2013' + g.n;
        }
        // a book of shapes speaks of shapes and their keys, not digits
        $('help-type').textContent = BOOK.shapes ? 'a shape\u2019s key' : g.n > 9 ? 'a symbol' : 'a digit';
        $('help-repeat').textContent = BOOK.shapes ? 'shape' : g.n > 9 ? 'symbol' : 'digit';

        var prev = $('prev'), next = $('next'), last = BOOK.puzzles.length;
        prev.hidden = num <= 1;
        next.hidden = num >= last;
        prev.href = 'play.html#' + (num - 1);
        next.href = 'play.html#' + (num + 1);
        $('contents-link').href = 'index.html#chapter-' + (BOOK.puzzles[num - 1][2] + 1);

        render();
        say(isSolved() ? solvedMessage() : '');
    }

    function hashNumber() {
        var m = /^#(\d+)$/.exec(window.location.hash);
        return m ? Number(m[1]) : 1;
    }

    function initPlay() {
        $('booktitle').textContent = BOOK.title;
        document.addEventListener('keydown', onKey);
        $('grid').addEventListener('pointerdown', function (e) {
            var cell = e.target.closest('[role="gridcell"]');
            if (!cell) return;
            select(Number(cell.getAttribute('data-i')), true);
            e.preventDefault();   // keep focus where select() put it
        });
        // Mouse clicks on the controls leave the keyboard focus in the grid.
        $('controls').addEventListener('mousedown', function (e) {
            if (e.target.closest('button') && $('grid').contains(document.activeElement)) e.preventDefault();
        });
        $('controls').addEventListener('click', function (e) {
            var b = e.target.closest('button');
            if (!b || !P) return;
            if (b.hasAttribute('data-v')) {
                var v = Number(b.getAttribute('data-v'));
                if (pencil) toggleMark(v); else enter(v);
            } else {
                onAction(b.getAttribute('data-act'));
            }
        });
        window.addEventListener('hashchange', function () {
            showPuzzle(hashNumber());
            window.scrollTo(0, 0);
        });
        showPuzzle(hashNumber());
    }

    function init() {
        var page = document.body.getAttribute('data-page');
        if (!bookIsSound()) {
            showBroken('This edition is damaged: its book.js is missing or unreadable.');
        } else if (page === 'index') {
            initIndex();
        } else if (page === 'play') {
            initPlay();
        }
        window.SB_READY_MS = performance.now();
    }

    init();
})();
