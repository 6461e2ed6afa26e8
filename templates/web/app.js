/* app.js - the playable web edition: the contents (index.html) and the
 * player (play.html#N, or play.html#p=... for one puzzle shared by link).
 *
 * One classic script, no framework and no build step, so that the edition
 * works from file:// with no server and no network.  The book is
 * window.SB_BOOK, written by `sudokubook web` into book.js:
 *   {id, title, subtitle, author, volume, shapes?, letters?, language,
 *    plural, decimal, words: {key: text or {form: text}}, rules:
 *    {name: {title, forbids}}, chapters: [{name, label, stars, first,
 *    last, variant?}], puzzles: [[givens, solution, chapter, variant?,
 *    layout, cages or marks?]]}
 * (a chapter's label is the difficulty of its puzzles, such as "Expert";
 * a puzzle's variant is its kind of grid, classic 9x9 when missing, and
 * its grids cover the whole canvas, '-' for a cell outside every grid; a
 * Jigsaw adds the layout of its regions, a Killer its cages as
 * "<map>/<sum>,...", a puzzle of a rule with marks its marks field as the
 * bank writes it ("kropki:<across>/<down>"); rules: what each modern rule
 * is called and forbids, in the press's words; shapes: 1-6 show as shapes;
 * letters: 10-16 show as A-G; words: every word the pages say, in the
 * book's language; see src/book/web.h).
 * Every text of the book is the user's: it reaches the page through
 * textContent only.  Progress is kept in localStorage under
 * "sudokubook:<book id>:<puzzle number>", so two books never share it (a
 * shared puzzle's under "sudokubook:link:<its hash>:p"); the theme under
 * "sudokubook:theme".  When a page has rendered and wired its events it
 * sets window.SB_READY_MS (the benchmark and the browser test read it).
 */
(function () {
    'use strict';

    var BOOK = window.SB_BOOK;

    // ---- words -----------------------------------------------------------
    // Every word the pages show is the book's, in its language: BOOK.words
    // holds the "web." entries of its catalogue (templates/lang/<code>.txt)
    // without "web.", each a text or, for a count, its forms ({one, other},
    // or {one, few, many}) chosen by the language's plural rule
    // (BOOK.plural) as the press chooses them (src/book/words.c).  A text's
    // {name} is filled in from args.  The pages' fixed words are written
    // into them by `sudokubook web`; the script says the rest.
    var WORDS = BOOK && BOOK.words && typeof BOOK.words === 'object' ? BOOK.words : {};
    var PLURAL = BOOK && typeof BOOK.plural === 'string' ? BOOK.plural : 'en';
    function pluralForm(n) {
        var a = Math.abs(n), d = a % 10, h = a % 100;
        if (PLURAL === 'fr') return a <= 1 ? 'one' : 'other';
        if (PLURAL === 'pl' || PLURAL === 'ru') {
            if (PLURAL === 'pl' ? a === 1 : d === 1 && h !== 11) return 'one';
            return d >= 2 && d <= 4 && !(h >= 12 && h <= 14) ? 'few' : 'many';
        }
        return a === 1 ? 'one' : 'other';
    }
    function fill(text, args) {
        return text.replace(/\{([a-z0-9._-]+)\}/g, function (all, name) {
            return args && Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : all;
        });
    }
    // The entry key with args filled in (a count's "other" form); the key
    // itself when the book has no such entry.
    function word(key, args) {
        var t = WORDS[key];
        if (t && typeof t === 'object') t = t.other || t.many;
        return typeof t === 'string' ? fill(t, args) : key;
    }
    // The entry key for a count of n ({n} is n unless args says otherwise).
    function wordN(key, n, args) {
        var t = WORDS[key], a = { n: n };
        if (t && typeof t === 'object') t = t[pluralForm(n)] || t.other || t.many;
        for (var k in args) a[k] = args[k];
        return typeof t === 'string' ? fill(t, a) : key;
    }
    // Fills element e with text, each {name} of nodes replaced by the node
    // nodes[name]() makes (a key of the keyboard, a span the script fills).
    function fillNodes(e, text, nodes) {
        e.textContent = '';
        text.split(/(\{[a-z0-9._-]+\})/).forEach(function (part) {
            var make = /^\{.*\}$/.test(part) && nodes[part.slice(1, -1)];
            if (make) e.appendChild(make());
            else if (part) e.appendChild(document.createTextNode(part));
        });
    }
    // A number with the book's decimal sign, `decimals` digits after it.
    function decimal(x, decimals) {
        return x.toFixed(decimals).replace('.', BOOK && typeof BOOK.decimal === 'string' ? BOOK.decimal : '.');
    }
    var SYMBOLS = '123456789ABCDEFG';  // a cell's value v is SYMBOLS[v - 1]
    // How symbols show: LOOK.shapes, 1-6 as shapes (small grids);
    // LOOK.letters, 10-16 as A-G (else as 10-16).  From the book, or from
    // a shared puzzle's link.
    var LOOK = { shapes: false, letters: false };
    // With shapes (SYMBOLS=shapes, small grids), what 1-6 show as (their
    // names in the page, data-shape) and say.
    var SHAPE_NAMES = ['circle', 'square', 'triangle', 'diamond', 'star', 'cross'];
    var SHAPE_WORDS = ['shape.circle', 'shape.square', 'shape.triangle', 'shape.diamond', 'shape.star', 'shape.cross'];
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
    function shaped(v) { return LOOK.shapes && v >= 1 && v <= 6; }
    // A value as text on the board and keys: 1-9, then 10-16 or A-G.
    function symText(v) { return LOOK.letters && v > 9 ? SYMBOLS.charAt(v - 1) : String(v); }
    function faceName(v) { return shaped(v) ? word(SHAPE_WORDS[v - 1]) : symText(v); }
    // What a cell or a key shows for v: its symbol as text, or with shapes
    // an SVG of the shape (aria-hidden; the cell says its name).  A pencil
    // mark (mark true) is always one character: 1-9, then A-G.
    function faceNode(v, mark) {
        if (!shaped(v)) return document.createTextNode(mark ? SYMBOLS.charAt(v - 1) : symText(v));
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
    var COLOURS = 9;                   // cell colours, keys 1-9 in colour mode
    var COLOUR_WORDS = ['colour.red', 'colour.orange', 'colour.yellow', 'colour.green', 'colour.teal', 'colour.blue',
        'colour.purple', 'colour.pink', 'colour.grey'];

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
        var words = el('span', 'sr', wordN('stars', n));
        var wrap = el('span', 'rating');
        wrap.appendChild(s);
        wrap.appendChild(words);
        return wrap;
    }

    // FNV-1a of a string, as eight hex digits.
    function fnv(text) {
        var h = 2166136261;
        for (var i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
        return ('0000000' + h.toString(16)).slice(-8);
    }

    // ---- storage -------------------------------------------------------
    // localStorage may be missing or refuse (private modes, a full disk):
    // a save that fails is shown at once (showSaveFailure), with an offer
    // to free space; the game plays on.
    var store = {
        ns: '',            // "sudokubook:<book id>:" or a shared puzzle's
        onFail: null,      // called with the error when a save fails
        book: function () { store.ns = 'sudokubook:' + BOOK.id + ':'; },
        get: function (key) {
            try {
                var s = window.localStorage.getItem(store.ns + key);
                return s ? JSON.parse(s) : null;
            } catch (e) { return null; }
        },
        // Returns true when kept.
        set: function (key, value) {
            try {
                if (value === null) window.localStorage.removeItem(store.ns + key);
                else window.localStorage.setItem(store.ns + key, JSON.stringify(value));
                return true;
            } catch (e) {
                if (store.onFail) store.onFail(e);
                return false;
            }
        },
        // Every key under the namespace and its value: {key: value}.
        all: function () {
            var out = {};
            try {
                var ls = window.localStorage;
                for (var i = 0; i < ls.length; i++) {
                    var k = ls.key(i);
                    if (k.lastIndexOf(store.ns, 0) !== 0) continue;
                    try { out[k.slice(store.ns.length)] = JSON.parse(ls.getItem(k)); } catch (e) { /* not ours */ }
                }
            } catch (e) { /* nothing stored */ }
            return out;
        },
        // {puzzle number: "progress" | "solved" | "revealed"} for every puzzle stored.
        states: function () {
            var out = {}, all = store.all();
            Object.keys(all).forEach(function (k) {
                var v = all[k];
                if (!/^\d+$/.test(k) || !v || ['solved', 'revealed', 'progress'].indexOf(v.status) < 0) return;
                // Finished only when the stored cells are the puzzle's
                // solution: a damaged entry is at most in progress.
                var n = Number(k), entry = BOOK.puzzles[n - 1];
                var whole = v.status !== 'progress' && Array.isArray(entry) && typeof v.cells === 'string' &&
                    v.cells.replace(/-/g, '') === String(entry[1]).replace(/-/g, '');
                out[n] = whole ? v.status : 'progress';
            });
            return out;
        },
        // Frees space: the undo histories of finished puzzles go, and every
        // other history is cut to its last 50 steps.  Returns how many
        // entries were made smaller.
        prune: function () {
            var n = 0;
            try {
                var ls = window.localStorage, keys = [];
                for (var i = 0; i < ls.length; i++) if (ls.key(i).lastIndexOf('sudokubook:', 0) === 0) keys.push(ls.key(i));
                keys.forEach(function (k) {
                    var v;
                    try { v = JSON.parse(ls.getItem(k)); } catch (e) { return; }
                    if (!v || !Array.isArray(v.undo)) return;
                    var keep = v.status === 'progress' ? 50 : 0;
                    if (v.undo.length <= keep && (!v.redo || v.redo.length <= keep)) return;
                    v.undo = keep ? v.undo.slice(-keep) : [];
                    v.redo = keep && Array.isArray(v.redo) ? v.redo.slice(-keep) : [];
                    ls.setItem(k, JSON.stringify(v));   // smaller than before
                    n++;
                });
            } catch (e) { /* nothing to prune */ }
            return n;
        }
    };

    // ---- theme ---------------------------------------------------------
    // Light or dark: the system's setting unless the switch chose one
    // (kept under "sudokubook:theme" for every book).
    var THEME_KEY = 'sudokubook:theme';
    function systemDark() { return !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches); }
    function storedTheme() {
        try { var t = window.localStorage.getItem(THEME_KEY); return t === 'dark' || t === 'light' ? t : null; } catch (e) { return null; }
    }
    function applyTheme() {
        var t = storedTheme() || (systemDark() ? 'dark' : 'light'), b = $('theme');
        document.documentElement.setAttribute('data-theme', t);
        if (b) b.setAttribute('aria-pressed', t === 'dark' ? 'true' : 'false');
    }
    function initTheme() {
        applyTheme();
        var b = $('theme');
        if (b) b.addEventListener('click', function () {
            var dark = document.documentElement.getAttribute('data-theme') === 'dark';
            try { window.localStorage.setItem(THEME_KEY, dark ? 'light' : 'dark'); } catch (e) {
                document.documentElement.setAttribute('data-theme', dark ? 'light' : 'dark');   // for this page only
                b.setAttribute('aria-pressed', dark ? 'false' : 'true');
                return;
            }
            applyTheme();
        });
        if (window.matchMedia) {
            var mq = window.matchMedia('(prefers-color-scheme: dark)');
            if (mq.addEventListener) mq.addEventListener('change', applyTheme);
        }
    }

    // The book must be there and hold what the pages need.
    function bookIsSound() {
        return !!BOOK && typeof BOOK.id === 'string' && typeof BOOK.title === 'string' &&
            Array.isArray(BOOK.chapters) && Array.isArray(BOOK.puzzles);
    }

    function showBroken(message) {
        var main = $('main');
        main.textContent = '';
        main.appendChild(el('p', 'broken', message));
    }

    // ---- the contents --------------------------------------------------
    var STATE_WORDS = { none: 'state.none', progress: 'state.progress', solved: 'state.solved', revealed: 'state.revealed' };
    var LEVEL_WORDS = { Easy: 'level.easy', Medium: 'level.medium', Hard: 'level.hard', Expert: 'level.expert', Extreme: 'level.extreme' };

    function initIndex() {
        document.title = BOOK.title;
        $('title').textContent = BOOK.title;
        $('subtitle').textContent = BOOK.subtitle || '';
        $('author').textContent = BOOK.author || '';
        $('volume').textContent = BOOK.volume > 0 ? word('volume', { n: BOOK.volume }) : '';
        ['subtitle', 'author', 'volume'].forEach(function (id) { $(id).hidden = !$(id).textContent; });
        showContents();
        $('export').addEventListener('click', exportProgress);
        $('import').addEventListener('change', function () {
            var f = this.files && this.files[0];
            if (f) importProgress(f);
            this.value = '';
        });
        // Another tab played on: show its progress here too.
        window.addEventListener('storage', function (e) {
            if (!e.key || e.key.lastIndexOf(store.ns, 0) === 0) showContents();
        });
    }

    function showContents() {
        var states = store.states(), count = { solved: 0, progress: 0, revealed: 0 };
        var nav = $('contents'), frag = document.createDocumentFragment();
        BOOK.chapters.forEach(function (ch, c) {
            var sec = el('section', 'chapter');
            sec.id = 'chapter-' + (c + 1);
            var h = el('h2');
            h.appendChild(el('span', 'chapter-number', word('chapter', { n: c + 1 })));
            h.appendChild(el('span', 'chapter-name', ch.name));
            sec.appendChild(h);
            var meta = el('p', 'chapter-meta');
            meta.appendChild(stars(ch.stars));
            // The difficulty label of its puzzles (the press's English name,
            // in the book's words), when the name is another word.
            var level = LEVEL_WORDS[ch.label] ? word(LEVEL_WORDS[ch.label]) : ch.label;
            if (ch.label && ch.label !== ch.name && level !== ch.name) meta.appendChild(el('span', 'label', level));
            var kind = ch.variant === undefined ? null : parseKind(ch.variant);
            if (kind) meta.appendChild(el('span', 'kind', kindWords(kind, false)));
            meta.appendChild(el('span', 'span', word('chapter.span', { first: ch.first, last: ch.last })));
            sec.appendChild(meta);
            var list = el('ol', 'puzzles');
            list.setAttribute('aria-label', word('chapter.list', { name: ch.name }));
            for (var n = ch.first; n <= ch.last; n++) {
                var st = states[n] || 'none';
                if (st !== 'none') count[st]++;
                var a = el('a', 'tile ' + st, String(n));
                a.href = 'play.html#' + n;
                a.setAttribute('aria-label', word('tile', { n: n, state: word(STATE_WORDS[st]) }));
                a.title = word(STATE_WORDS[st]);
                var li = el('li');
                li.appendChild(a);
                list.appendChild(li);
            }
            sec.appendChild(list);
            frag.appendChild(sec);
        });
        nav.textContent = '';
        nav.appendChild(frag);

        var total = BOOK.puzzles.length;
        var done = { solved: count.solved, progress: count.progress, revealed: count.revealed };
        $('summary').textContent = wordN(count.revealed ? 'summary.revealed' : count.solved + count.progress ? 'summary.progress' : 'summary',
            total, done);
        var last = store.get('last'), go = $('continue');
        go.hidden = true;
        if (typeof last === 'number' && last >= 1 && last <= total) {
            go.href = 'play.html#' + last;
            go.textContent = word('continue', { n: last });
            go.hidden = false;
        }
    }

    // ---- export and import of all progress --------------------------------
    var EXPORT_FORMAT = 'sudokubook-progress';

    function exportProgress() {
        var data = { format: EXPORT_FORMAT, version: 1, book: BOOK.id, title: BOOK.title,
            saved: new Date().toISOString(), entries: store.all() };
        var blob = new Blob([JSON.stringify(data)], { type: 'application/json' });
        var a = el('a'), href = URL.createObjectURL(blob);
        a.href = href;
        a.download = 'sudokubook-' + BOOK.id + '-progress.json';
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(function () { URL.revokeObjectURL(href); }, 10000);
        var n = Object.keys(data.entries).filter(function (k) { return /^\d+$/.test(k); }).length;
        $('progress-msg').textContent = wordN('exported', n);
    }

    // Why an imported file cannot be taken, or '' when it can.
    function importProblem(data) {
        if (!data || typeof data !== 'object' || data.format !== EXPORT_FORMAT) return word('import.why.format');
        if (data.version !== 1) return word('import.why.version', { version: String(data.version) });
        if (data.book !== BOOK.id) return typeof data.title === 'string' ? word('import.why.book-titled', { title: data.title }) : word('import.why.book');
        if (!data.entries || typeof data.entries !== 'object' || Array.isArray(data.entries)) return word('import.why.empty');
        var keys = Object.keys(data.entries);
        for (var i = 0; i < keys.length; i++) {
            var k = keys[i], v = data.entries[k];
            if (k === 'last') {
                if (typeof v !== 'number' || v % 1 || v < 1 || v > BOOK.puzzles.length) return word('import.why.last');
                continue;
            }
            if (!/^\d+$/.test(k) || Number(k) < 1 || Number(k) > BOOK.puzzles.length) return word('import.why.puzzle', { name: k });
            var entry = BOOK.puzzles[Number(k) - 1], g = geometry(entry[3], entry[4]);
            if (!v || typeof v !== 'object' || !g || !parseCells(v.cells, g) || !Array.isArray(v.marks) ||
                ['progress', 'solved', 'revealed'].indexOf(v.status) < 0) return word('import.why.entry', { n: k });
        }
        return '';
    }

    function importProgress(file) {
        var msg = $('progress-msg'), reader = new FileReader();
        reader.onload = function () {
            var data = null;
            try { data = JSON.parse(String(reader.result)); } catch (e) { data = null; }
            var why = data === null ? word('import.why.json') : importProblem(data);
            if (why) { msg.textContent = word('import.not', { file: file.name, why: why }); return; }
            var keys = Object.keys(data.entries), n = 0;
            for (var i = 0; i < keys.length; i++) {
                if (!store.set(keys[i], data.entries[keys[i]])) { msg.textContent = word('import.full'); showContents(); return; }
                if (keys[i] !== 'last') n++;
            }
            showContents();
            msg.textContent = wordN('imported', n);
        };
        reader.onerror = function () { msg.textContent = word('import.unread', { file: file.name }); };

        reader.readAsText(file);
    }

    // ---- the kinds of grid --------------------------------------------
    // A puzzle's kind is named as the bank names it (src/model/variant.h):
    // "NxN" with boxes (may end in "+x": both diagonals are houses too),
    // "9x9+windoku" (four windows too), "jigsawN" (may end in "+x") whose
    // regions a layout gives, "killerN" (may end in "+x"): a 4x4, 6x6 or
    // 9x9 grid with boxes whose cells all lie in cages, and the multi-grid
    // kinds: 9x9 grids placed on a square canvas, sharing whole boxes
    // (MULTI: the canvas's side and each grid's top-left corner, as
    // src/model/variant.h places them); the other cells of the canvas lie
    // outside every grid.  A classic puzzle names no kind: "9x9".
    var MULTI = {
        twodoku: [15, [[0, 0], [6, 6]], 'kind.twodoku'],
        triple: [21, [[0, 0], [6, 6], [12, 12]], 'kind.triple'],
        multi4: [21, [[0, 0], [0, 12], [6, 6], [12, 12]], 'kind.multi4'],
        samurai: [21, [[0, 0], [0, 12], [6, 6], [12, 0], [12, 12]], 'kind.samurai'],
        butterfly: [12, [[0, 0], [0, 3], [3, 0], [3, 3]], 'kind.butterfly'],
        sohei: [21, [[0, 6], [6, 0], [6, 12], [12, 6]], 'kind.sohei'],
        flower: [15, [[0, 3], [3, 0], [3, 3], [3, 6], [6, 3]], 'kind.flower'],
        windmill: [21, [[0, 3], [3, 12], [6, 6], [9, 0], [12, 9]], 'kind.windmill']
    };
    var WINDOWS_AT = [1, 5];   // Windoku: windows at rows and columns 2-4 and 6-8
    var WINDOW = 3;            // ... each 3 by 3
    var JIGSAW_SIZES = { 6: true, 8: true, 9: true };
    var KILLER_SIZES = { 4: true, 6: true, 9: true };
    var CAGE_NAMES = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

    // The modern rules: a plain 6x6 or 9x9 kind may end in rules, each
    // after a '+' ("9x9+antiknight", "9x9+x+kropki"; src/model/variant.h).
    // RULE_MOVES: the rules that make more cells differ, by the moves that
    // reach them; nonconsec holds between every two cells that touch along
    // a side; the others come with marks, a field of their own after the
    // solution, "<rule>:..." as the bank writes it (MARK_READERS).  What a
    // rule is called and forbids is the book's (BOOK.rules, the press's own
    // words).
    var RULE_SIZES = { 6: true, 9: true };
    var RULE_MOVES = {
        antiknight: [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]],
        antiking: [[-1, -1], [-1, 1], [1, -1], [1, 1]]
    };
    // An edge rule's mark characters, none first, and the relation each
    // holds between the symbols x (left or upper cell) and y.
    var EDGE_MARKS = {
        kropki: ['.wb', [function (x, y) { return Math.abs(x - y) !== 1 && x !== 2 * y && y !== 2 * x; },
            function (x, y) { return Math.abs(x - y) === 1; }, function (x, y) { return x === 2 * y || y === 2 * x; }]],
        xv: ['.xv', [function (x, y) { return x + y !== 10 && x + y !== 5; },
            function (x, y) { return x + y === 10; }, function (x, y) { return x + y === 5; }]],
        greater: ['.<>', [null, function (x, y) { return x < y; }, function (x, y) { return x > y; }]]
    };
    var LITTLE_DIRS = { se: [1, 1], sw: [1, -1], ne: [-1, 1], nw: [-1, -1] };

    // The kind named `name`: {name, kind, n (symbols), bh, bw (box), x,
    // rows, cols (canvas)}, or null for a name this edition does not know.
    function parseKind(name) {
        var m;
        if (name === undefined) name = '9x9';
        if (typeof name !== 'string') return null;
        var k = { name: name, kind: 'plain', n: 9, bh: 3, bw: 3, x: false, rows: 9, cols: 9, rules: [] };
        if (Object.prototype.hasOwnProperty.call(MULTI, name)) {
            k.kind = 'multi';
            k.rows = k.cols = MULTI[name][0];
            k.grids = MULTI[name][1];
            k.title = MULTI[name][2];
        } else if (name === '9x9+windoku') {
            k.kind = 'windoku';
        } else if ((m = /^(\d+)x(\d+)(\+x)?((?:\+[a-z]+)*)$/.exec(name)) && m[1] === m[2] && BOXES[m[1]]) {
            k.n = k.rows = k.cols = Number(m[1]);
            k.bh = BOXES[m[1]][0];
            k.bw = BOXES[m[1]][1];
            k.x = !!m[3];
            k.rules = m[4] ? m[4].slice(1).split('+') : [];
            var known = k.rules.every(function (r, i) {
                return (RULE_MOVES[r] || r === 'nonconsec' || MARK_READERS[r]) && k.rules.indexOf(r) === i;
            });
            if (k.rules.length && (!RULE_SIZES[k.n] || !known)) return null;
        } else if ((m = /^killer(\d+)(\+x)?$/.exec(name)) && KILLER_SIZES[m[1]]) {
            k.kind = 'killer';
            k.n = k.rows = k.cols = Number(m[1]);
            k.bh = BOXES[m[1]][0];
            k.bw = BOXES[m[1]][1];
            k.x = !!m[2];
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

    // The kind in words, as the index and the caption give it ("9×9 X"),
    // or (spoken) as the grid's label gives it ("9 by 9 X").
    function kindWords(k, spoken) {
        var side = spoken ? word('side.by', { n: k.n }) : k.n + '\u00d7' + k.n;
        if (k.kind === 'multi') return word(k.title);
        if (k.kind === 'windoku') return word('kind.windoku', { side: side });
        if (k.kind === 'killer') return word(k.x ? 'kind.killer-x' : 'kind.killer', { side: side });
        var kind = word(k.kind === 'jigsaw' ? (k.x ? 'kind.jigsaw-x' : 'kind.jigsaw') : k.x ? 'kind.x' : 'kind.plain', { side: side });
        if (!k.rules.length) return kind;
        return word('kind.rules', { kind: kind, rules: k.rules.map(function (r) { return capital(ruleInfo(r).title); }).join(' ') });
    }

    // A rule's words, {title, forbids}, as the book has them; a book
    // without them (made before the rules played) gives the rule's name.
    function ruleInfo(r) {
        var w = bookIsSound() && BOOK.rules && typeof BOOK.rules === 'object' ? BOOK.rules[r] : null;
        return w && typeof w.title === 'string' && typeof w.forbids === 'string' ? w : { title: r, forbids: '' };
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

    // A Killer's cages as the bank writes them, "<map>/<sum>,<sum>,...":
    // [{cells (reading order), sum}], cage k named by CAGE_NAMES[k] in the
    // map and numbered in the order its first cell comes; null unless every
    // cage is connected, has a sum and no more cells than symbols.
    function parseCages(text, n) {
        if (typeof text !== 'string') return null;
        var slash = text.indexOf('/'), map = text.slice(0, slash), sums = text.slice(slash + 1).split(',');
        if (slash !== n * n || !sums.every(function (x) { return /^[1-9]\d{0,2}$/.test(x); })) return null;
        var cages = sums.map(function (x) { return { cells: [], sum: Number(x) }; }), seenUpTo = -1;
        for (var i = 0; i < map.length; i++) {
            var k = CAGE_NAMES.indexOf(map.charAt(i));
            if (k < 0 || k >= cages.length || k > seenUpTo + 1) return null;
            if (k > seenUpTo) seenUpTo = k;
            cages[k].cells.push(i);
        }
        var bad = cages.some(function (cg) {
            if (!cg.cells.length || cg.cells.length > n) return true;
            var inCage = {}, seen = {}, stack = [cg.cells[0]], reached = 0;
            cg.cells.forEach(function (c) { inCage[c] = true; });
            seen[cg.cells[0]] = true;
            while (stack.length) {
                var c = stack.pop(), r = Math.floor(c / n), q = c % n;
                reached++;
                [r > 0 ? c - n : -1, r < n - 1 ? c + n : -1, q > 0 ? c - 1 : -1, q < n - 1 ? c + 1 : -1].forEach(function (d) {
                    if (d >= 0 && inCage[d] && !seen[d]) { seen[d] = true; stack.push(d); }
                });
            }
            return reached !== cg.cells.length;
        });
        return bad ? null : cages;
    }

    // ---- the modern rules' marks and what they hold --------------------
    // addRules gives geometry g (a plain kind with rules) what its rules
    // make of it: rulePeers[i], the cells a rule makes differ from cell i
    // (also among its peers); pairs, [{a, b, holds(x, y)}] (a relation
    // between the symbols of two cells that touch along a side: nonconsec
    // and the edge rules' marks); parity[i] ('e' even, 'o' odd, '' none);
    // edges, [{a, b, down, rule, m}] (a mark m, 1 or 2, of an edge rule
    // between a and its right or lower neighbour b); thermos and arrows
    // (lists of cells: bulb or circle first); sandwich ({rows, cols}: a clue
    // or null each); little ([{cells, sum, dr, dc}]: each diagonal from its
    // first cell); markWords[i], what the marks say of cell i.  text is the
    // puzzle's marks field as the bank writes it (for two rules with marks,
    // two fields, a space between).  False when the marks do not fit.
    function addRules(g, text) {
        var W = g.cols, H = g.rows, i;
        g.rulePeers = []; g.pairs = []; g.parity = []; g.edges = []; g.thermos = []; g.arrows = [];
        g.sandwich = null; g.little = []; g.markWords = [];
        for (i = 0; i < g.size; i++) { g.rulePeers.push([]); g.parity.push(''); g.markWords.push([]); }
        g.rules.forEach(function (r) {
            for (var c = 0; c < g.size; c++) {
                var row = Math.floor(c / W), col = c % W;
                (RULE_MOVES[r] || []).forEach(function (mv) {
                    var rr = row + mv[0], cc = col + mv[1], d = rr * W + cc;
                    if (rr < 0 || rr >= H || cc < 0 || cc >= W || g.peers[c].indexOf(d) >= 0) return;
                    g.rulePeers[c].push(d);
                    g.peers[c].push(d);
                });
                if (r !== 'nonconsec') continue;
                var apart = function (x, y) { return Math.abs(x - y) !== 1; };
                if (col + 1 < W) g.pairs.push({ a: c, b: c + 1, holds: apart });
                if (row + 1 < H) g.pairs.push({ a: c, b: c + W, holds: apart });
            }
        });
        if (!g.rules.length) return true;   // text: a layout or cages, or none
        var fields = typeof text === 'string' ? text.split(' ') : [];
        var marked = g.rules.filter(function (r) { return MARK_READERS[r]; });
        if (fields.length !== marked.length) return false;
        return marked.every(function (r) {
            var f = fields.filter(function (x) { return x.lastIndexOf(r + ':', 0) === 0; });
            return f.length === 1 && MARK_READERS[r](g, f[0].slice(r.length + 1), r);
        });
    }

    // "45" -> the cell of row 4, column 5; -1 when not a cell of g.
    function ruleCell(g, t) {
        var m = /^([1-9])([1-9])$/.exec(t);
        return m && Number(m[1]) <= g.rows && Number(m[2]) <= g.cols ? (Number(m[1]) - 1) * g.cols + Number(m[2]) - 1 : -1;
    }

    // "<cell>,<cell>,...;<cell>,..." as lists of cells, each beside (of the
    // eight around) the one before, at least `least` cells, no cell in two
    // lists; null otherwise.
    function cellChains(g, text, least) {
        var used = {}, out = [];
        var ok = text.split(';').every(function (part) {
            var cells = part.split(',').map(function (t) { return ruleCell(g, t); });
            out.push(cells);
            return cells.length >= least && cells.every(function (c, k) {
                var p = cells[k - 1], fresh = c >= 0 && !used[c];
                used[c] = true;
                return fresh && (!k || (Math.abs(Math.floor(c / g.cols) - Math.floor(p / g.cols)) <= 1 &&
                    Math.abs(c % g.cols - p % g.cols) <= 1));
            });
        });
        return ok && text ? out : null;
    }

    // Each rule with marks: reads its field's text (after "<rule>:") into g;
    // false when it does not fit.
    var MARK_READERS = {
        evenodd: function (g, t) {
            if (!/^[.eo]*$/.test(t) || t.length !== g.size) return false;
            for (var i = 0; i < g.size; i++) {
                var ch = t.charAt(i);
                g.parity[i] = ch === '.' ? '' : ch;
                if (ch !== '.') g.markWords[i].push(word(ch === 'e' ? 'mark.even' : 'mark.odd'));
            }
            return true;
        },
        kropki: edgeReader, xv: edgeReader, greater: edgeReader,
        thermo: function (g, t) {
            var th = cellChains(g, t, 2);
            if (!th || th.some(function (cells) { return cells.length > g.n; })) return false;
            g.thermos = th;
            th.forEach(function (cells) {
                cells.forEach(function (c, k) {
                    g.markWords[c].push(k ? word('mark.thermo', { cell: cellNameIn(g, cells[0]), k: k + 1, n: cells.length }) :
                        wordN('mark.bulb', cells.length));
                });
            });
            return true;
        },
        arrow: function (g, t) {
            var ar = cellChains(g, t, 2);
            if (!ar) return false;
            g.arrows = ar;
            ar.forEach(function (cells) {
                g.markWords[cells[0]].push(word('mark.arrow', { cells: cells.slice(1).map(function (c) { return cellNameIn(g, c); }).join(', ') }));
                cells.slice(1).forEach(function (c) { g.markWords[c].push(word('mark.shaft', { cell: cellNameIn(g, cells[0]) })); });
            });
            return true;
        },
        sandwich: function (g, t) {
            var sides = t.split('/'), clue = function (x) { return x === '.' ? null : /^\d{1,3}$/.test(x) ? Number(x) : undefined; };
            if (sides.length !== 2) return false;
            var rows = sides[0].split(',').map(clue), cols = sides[1].split(',').map(clue);
            if (rows.length !== g.rows || cols.length !== g.cols || rows.concat(cols).indexOf(undefined) >= 0) return false;
            g.sandwich = { rows: rows, cols: cols };
            rows.forEach(function (v, r) { if (v !== null) g.markWords[r * g.cols].push(word('mark.sandwich-row', { n: v })); });
            cols.forEach(function (v, c) { if (v !== null) g.markWords[c].push(word('mark.sandwich-col', { n: v })); });
            return true;
        },
        littlekiller: function (g, t) {
            var W = g.cols, H = g.rows;
            return t.split(',').every(function (part) {
                var m = /^([1-9][1-9])(se|sw|ne|nw)=(\d{1,3})$/.exec(part), at = m ? ruleCell(g, m[1]) : -1;
                if (at < 0) return false;
                var d = LITTLE_DIRS[m[2]], r = Math.floor(at / W) - d[0], c = at % W - d[1], cells = [];
                // the clue stands outside the grid, diagonally before the first cell
                if (r >= 0 && r < H && c >= 0 && c < W) return false;
                for (r += d[0], c += d[1]; r >= 0 && r < H && c >= 0 && c < W; r += d[0], c += d[1]) cells.push(r * W + c);
                g.little.push({ cells: cells, sum: Number(m[3]), dr: d[0], dc: d[1] });
                g.markWords[at].push(word({ se: 'mark.little-se', sw: 'mark.little-sw', ne: 'mark.little-ne', nw: 'mark.little-nw' }[m[2]], { n: m[3] }));
                return true;
            });
        }
    };

    // An edge rule's field "<across>/<down>": a mark an edge, row by row,
    // between each cell and its right neighbour, then its lower one.
    function edgeReader(g, t, rule) {
        var W = g.cols, H = g.rows, chars = EDGE_MARKS[rule][0], rel = EDGE_MARKS[rule][1], sides = t.split('/');
        if (sides.length !== 2 || sides[0].length !== H * (W - 1) || sides[1].length !== (H - 1) * W) return false;
        var MARK_WORDS = { kropki: ['', 'mark.white', 'mark.black'], xv: ['', 'mark.x', 'mark.v'], greater: ['', 'mark.less', 'mark.greater'] };
        for (var down = 0; down < 2; down++) {
            var side = sides[down];
            for (var k = 0; k < side.length; k++) {
                var m = chars.indexOf(side.charAt(k));
                if (m < 0) return false;
                var a = down ? k : Math.floor(k / (W - 1)) * W + k % (W - 1), b = down ? a + W : a + 1;
                if (rel[m]) g.pairs.push({ a: a, b: b, holds: rel[m] });
                if (!m) continue;
                g.edges.push({ a: a, b: b, down: down, rule: rule, m: m });
                g.markWords[a].push(word(MARK_WORDS[rule][m], { cell: cellNameIn(g, b) }));
                g.markWords[b].push(word(MARK_WORDS[rule][rule === 'greater' ? 3 - m : m], { cell: cellNameIn(g, a) }));
            }
        }
        return true;
    }

    function cellNameIn(g, i) { return word('cell', { row: Math.floor(i / g.cols) + 1, col: i % g.cols + 1 }); }


    // Marks the cells of `values` that break a rule of g in bad (cells a
    // rule makes differ holding one symbol, a pair out of its relation, a
    // symbol against its grey square or circle, a thermometer that does not
    // rise enough, and, once all their cells are filled, an arrow, a
    // sandwich or a little killer diagonal that does not add up).
    function ruleConflicts(g, values, bad) {
        var sum = function (cells) { return cells.reduce(function (t, c) { return t + values[c]; }, 0); };
        var full = function (cells) { return cells.every(function (c) { return values[c] > 0; }); };
        var all = function (cells) { cells.forEach(function (c) { bad[c] = true; }); };
        g.rulePeers.forEach(function (ps, a) {
            ps.forEach(function (b) { if (values[a] && values[a] === values[b]) all([a, b]); });
        });
        g.pairs.forEach(function (p) {
            var x = values[p.a], y = values[p.b];
            if (x && y && !p.holds(x, y)) all([p.a, p.b]);
        });
        g.parity.forEach(function (q, i) { if (q && values[i] && (values[i] % 2 === 0) !== (q === 'e')) bad[i] = true; });
        g.thermos.forEach(function (cells) {
            cells.forEach(function (a, i) {
                cells.forEach(function (b, j) { if (i < j && values[a] && values[b] && values[b] - values[a] < j - i) all([a, b]); });
            });
        });
        g.arrows.forEach(function (cells) { if (full(cells) && sum(cells.slice(1)) !== values[cells[0]]) all(cells); });
        g.little.forEach(function (lk) { if (full(lk.cells) && sum(lk.cells) !== lk.sum) all(lk.cells); });
        if (g.sandwich) {
            var lines = [];
            for (var k = 0; k < g.rows; k++) {
                var row = [], col = [];
                for (var j = 0; j < g.cols; j++) { row.push(k * g.cols + j); col.push(j * g.cols + k); }
                lines.push([row, g.sandwich.rows[k]], [col, g.sandwich.cols[k]]);
            }
            lines.forEach(function (l) {
                var cells = l[0], at = [];
                cells.forEach(function (c, i) { if (values[c] === 1 || values[c] === g.n) at.push(i); });
                if (l[1] === null || at.length !== 2) return;
                var inner = cells.slice(at[0] + 1, at[1]);
                if (full(inner) && sum(inner) !== l[1]) all(cells.slice(at[0], at[1] + 1));
            });
        }
        return bad;
    }

    // The geometry of a puzzle of kind `name` (and, for a Jigsaw, its
    // layout, for a Killer its cages): the kind's fields and size (canvas
    // cells); cages and cageOf[i] (a Killer's, else none); on[i], whether
    // cell i lies in a grid; houses (lists of cells holding each symbol
    // once); peers[i]; block[i], the box or region of cell i (-1 outside);
    // shade[i], whether it lies on a diagonal or in a window.  Null when
    // the kind or layout is not one this edition can show.
    function geometry(name, layoutText) {
        var g = parseKind(name);
        if (!g) return null;
        var n = g.n, W = g.cols, layout = null, i;
        g.cages = [];
        g.cageOf = [];
        if (g.kind === 'jigsaw') {
            if (!(layout = parseLayout(layoutText, n))) return null;
        } else if (g.kind === 'killer') {
            if (!(g.cages = parseCages(layoutText, n))) return null;
        } else if (layoutText !== undefined && !g.rules.some(function (r) { return MARK_READERS[r]; })) {
            return null;
        }
        g.size = g.rows * g.cols;
        g.on = []; g.block = []; g.shade = []; g.peers = []; g.houses = [];
        for (i = 0; i < g.size; i++) { g.on.push(g.kind !== 'multi'); g.block.push(-1); g.shade.push(false); }
        var grids = g.kind === 'multi' ? g.grids : [[0, 0]];
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
        // a cage holds each symbol at most once: its cells are peers too
        for (i = 0; i < g.size; i++) g.cageOf.push(-1);
        g.cages.forEach(function (cg, k) {
            cg.cells.forEach(function (c) { g.cageOf[c] = k; });
            if (cg.cells.length > 1) g.houses.push(cg.cells);
        });
        for (i = 0; i < g.size; i++) g.peers.push([]);
        g.houses.forEach(function (h) {
            h.forEach(function (a) {
                h.forEach(function (b) { if (b !== a && g.peers[a].indexOf(b) < 0) g.peers[a].push(b); });
            });
        });
        if (!addRules(g, layoutText)) return null;
        // Marks are laid out like a box (a 12x12's 3 rows of 4, a 16x16's 4
        // by 4); a Jigsaw's in the nearest square.
        g.markCols = g.bw || Math.ceil(Math.sqrt(n));
        g.markRows = Math.ceil(n / g.markCols);
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

    // A Killer's cage outlines as the book draws them: dashed lines a tenth
    // of a cell inside the cage's edges, as SVG path data in cells.  Each
    // side of a cell that borders another cage is drawn; at each end it
    // stops short (a convex corner), meets the next cell's line (the cage
    // goes on along that side) or reaches past the edge to meet the line
    // of a cell round an inner corner.
    var CAGE_INSET = 0.1;
    function cageLines(g) {
        var d = CAGE_INSET, W = g.cols, H = g.rows, out = '';
        var cageAt = function (r, c) { return r < 0 || r >= H || c < 0 || c >= W ? -2 : g.cageOf[r * W + c]; };
        var fmt = function (x) { return String(Math.round(x * 1000) / 1000); };
        for (var r = 0; r < H; r++) {
            for (var c = 0; c < W; c++) {
                var k = cageAt(r, c);
                if (k < 0) continue;
                // each side: the outward step (dr, dc) and the step along it (ar, ac)
                [[-1, 0, 0, 1], [0, 1, 1, 0], [1, 0, 0, -1], [0, -1, -1, 0]].forEach(function (s) {
                    var dr = s[0], dc = s[1], ar = s[2], ac = s[3];
                    if (cageAt(r + dr, c + dc) === k) return;
                    // how far past each end (-d short of the edge, 0 at it, +d past it)
                    var reach = function (sign) {
                        if (cageAt(r + sign * ar, c + sign * ac) !== k) return -d;
                        return cageAt(r + sign * ar + dr, c + sign * ac + dc) === k ? d : 0;
                    };
                    // the side's line in cell units: centre, half-length along, offset out
                    var cx = c + 0.5, cy = r + 0.5, off = 0.5 - d;
                    var lx = cx + dc * off, ly = cy + dr * off;
                    var a0 = -0.5 - reach(-1), a1 = 0.5 + reach(1);
                    out += 'M' + fmt(lx + ac * a0) + ' ' + fmt(ly + ar * a0) + 'L' + fmt(lx + ac * a1) + ' ' + fmt(ly + ar * a1);
                });
            }
        }
        return out;
    }

    // The cages drawn over a Killer: the dashed outlines (an SVG) and each
    // sum small at the top-left of its cage's first cell (aria-hidden; a
    // cell's label says its cage).
    function cagesOverlay(g) {
        var NS = 'http://www.w3.org/2000/svg', box = el('div', 'cages');
        box.setAttribute('aria-hidden', 'true');
        var svg = box.appendChild(document.createElementNS(NS, 'svg'));
        svg.setAttribute('class', 'cage-lines');
        svg.setAttribute('focusable', 'false');
        svg.setAttribute('viewBox', '0 0 ' + g.cols + ' ' + g.rows);
        svg.setAttribute('preserveAspectRatio', 'none');
        var p = svg.appendChild(document.createElementNS(NS, 'path'));
        p.setAttribute('d', cageLines(g));
        p.setAttribute('vector-effect', 'non-scaling-stroke');
        g.cages.forEach(function (cg) {
            var first = cg.cells[0], s = box.appendChild(el('span', 'cage-sum', String(cg.sum)));
            s.style.left = (first % g.cols) / g.cols * 100 + '%';
            s.style.top = Math.floor(first / g.cols) / g.rows * 100 + '%';
        });
        return box;
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
        // Grids that overlap by more than a box (Butterfly, Flower,
        // Windmill) have edges inside each other, where box lines alone
        // cannot tell them apart: each grid gets an outline of its own
        // colour, as deep inside its edge as no two outlines whose edges
        // meet draw over each other (as the printed book's).
        if (g.kind === 'multi' && overlapsWide(g.grids)) {
            var depth = outlineDepths(g.grids);
            g.grids.forEach(function (at, k) {
                var r = document.createElementNS(NS, 'rect'), d = 0.09 + 0.08 * depth[k];
                r.setAttribute('class', 'outline outline-' + (k + 1));
                r.setAttribute('x', String(at[1] + d));
                r.setAttribute('y', String(at[0] + d));
                r.setAttribute('width', String(9 - 2 * d));
                r.setAttribute('height', String(9 - 2 * d));
                r.setAttribute('vector-effect', 'non-scaling-stroke');
                svg.appendChild(r);
            });
        }
        return svg;
    }

    // The marks of the modern rules drawn over the cells, in cells as the
    // printed book draws them (aria-hidden; a cell's label says its marks):
    // grey squares (even) and circles (odd) and grey thermometers (a round
    // bulb, a thick tube) lie as a light wash over the cells' symbols;
    // Kropki dots, X and V letters and greater-than signs (their point to
    // the smaller cell) sit on the middles of their edges; an arrow is an
    // open circle in its cell and a thin line from it through its shaft to
    // a head; sandwich clues stand left of their rows and above their
    // columns, a little killer's sum diagonally before its first cell with
    // a small arrow along its diagonal, outside the grid (g.outside: the
    // page leaves a cell's room around it).  Every mark is an element of
    // class "mark <kind>".
    function rulesOverlay(g) {
        var NS = 'http://www.w3.org/2000/svg', svg = document.createElementNS(NS, 'svg');
        svg.setAttribute('class', 'rule-marks');
        svg.setAttribute('aria-hidden', 'true');
        svg.setAttribute('focusable', 'false');
        svg.setAttribute('viewBox', '0 0 ' + g.cols + ' ' + g.rows);
        var fmt = function (x) { return String(Math.round(x * 1000) / 1000); };
        var add = function (parent, tag, cls, at) {
            var e = parent.appendChild(document.createElementNS(NS, tag));
            if (cls) e.setAttribute('class', cls);
            for (var k in at) e.setAttribute(k, typeof at[k] === 'number' ? fmt(at[k]) : at[k]);
            return e;
        };
        var X = function (c) { return c % g.cols + 0.5; }, Y = function (c) { return Math.floor(c / g.cols) + 0.5; };
        // Words at (x, y), in hundredths of a cell (style.css sizes them so:
        // a font a cell's hundredths wide is no size a browser rounds up).
        var text = function (parent, cls, x, y, words) {
            var at = add(parent, 'g', '', { transform: 'translate(' + fmt(x) + ' ' + fmt(y) + ') scale(0.01)' });
            var t = add(at, 'text', cls, { x: 0, y: 0, 'text-anchor': 'middle', 'dominant-baseline': 'central' });
            t.textContent = words;
            return at;
        };
        // The light marks, one group whose opacity makes them a wash (where a
        // tube meets its bulb it is no darker).
        var wash = add(svg, 'g', 'wash', {});
        g.parity.forEach(function (q, c) {
            if (q === 'e') add(wash, 'rect', 'mark even', { x: X(c) - 0.36, y: Y(c) - 0.36, width: 0.72, height: 0.72 });
            if (q === 'o') add(wash, 'circle', 'mark odd', { cx: X(c), cy: Y(c), r: 0.38 });
        });
        g.thermos.forEach(function (cells) {
            var th = add(wash, 'g', 'mark thermo', {});
            add(th, 'path', 'tube', { d: cells.map(function (c, k) { return (k ? 'L' : 'M') + fmt(X(c)) + ' ' + fmt(Y(c)); }).join('') });
            add(th, 'circle', 'bulb', { cx: X(cells[0]), cy: Y(cells[0]), r: 0.36 });
        });
        g.arrows.forEach(function (cells) {
            var ar = add(svg, 'g', 'mark arrow', {}), R = 0.4, c0 = cells[0], last = cells[cells.length - 1];
            add(ar, 'circle', '', { cx: X(c0), cy: Y(c0), r: R });
            // the shaft leaves the circle at its edge, towards the next cell
            var dx = X(cells[1]) - X(c0), dy = Y(cells[1]) - Y(c0), d = Math.hypot(dx, dy);
            var path = 'M' + fmt(X(c0) + dx / d * R) + ' ' + fmt(Y(c0) + dy / d * R);
            cells.slice(1).forEach(function (c) { path += 'L' + fmt(X(c)) + ' ' + fmt(Y(c)); });
            // the head at the last cell, along the last step
            var prev = cells[cells.length - 2], hx = X(last) - X(prev), hy = Y(last) - Y(prev), h = Math.hypot(hx, hy);
            hx /= h; hy /= h;
            [[1, 1], [1, -1]].forEach(function (s) {
                var ax = -hx * 0.7 - s[1] * hy * 0.7, ay = -hy * 0.7 + s[1] * hx * 0.7;   // back and to each side, at 45 degrees
                path += 'M' + fmt(X(last)) + ' ' + fmt(Y(last)) + 'l' + fmt(ax * 0.3) + ' ' + fmt(ay * 0.3);
            });
            add(ar, 'path', '', { d: path });
        });
        g.edges.forEach(function (e) {
            var x = e.down ? X(e.a) : X(e.a) + 0.5, y = e.down ? Y(e.a) + 0.5 : Y(e.a);
            if (e.rule === 'kropki') {
                add(svg, 'circle', 'mark dot ' + (e.m === 1 ? 'white' : 'black'), { cx: x, cy: y, r: 0.13 });
            } else if (e.rule === 'xv') {
                var xv = add(svg, 'g', 'mark xv', {});
                add(xv, 'rect', 'patch', { x: x - 0.15, y: y - 0.18, width: 0.3, height: 0.36, rx: 0.04 });
                text(xv, 'letter', x, y, e.m === 1 ? 'X' : 'V');
            } else {
                // the point turns to the smaller cell: '<' (m 1) to the left or upper one
                var s = 0.12, px = e.down ? 0 : e.m === 1 ? -1 : 1, py = e.down ? (e.m === 1 ? -1 : 1) : 0;
                add(svg, 'path', 'mark sign', { d: 'M' + fmt(x - px * s + py * 1.3 * s) + ' ' + fmt(y - py * s + px * 1.3 * s) +
                    'L' + fmt(x + px * s) + ' ' + fmt(y + py * s) +
                    'L' + fmt(x - px * s - py * 1.3 * s) + ' ' + fmt(y - py * s - px * 1.3 * s) });
            }
        });
        if (g.sandwich) {
            g.sandwich.rows.forEach(function (v, r) { if (v !== null) text(svg, 'mark clue sandwich', -0.5, r + 0.5, String(v)); });
            g.sandwich.cols.forEach(function (v, c) { if (v !== null) text(svg, 'mark clue sandwich', c + 0.5, -0.5, String(v)); });
        }
        g.little.forEach(function (lk) {
            var first = lk.cells[0], cx = X(first) - lk.dc, cy = Y(first) - lk.dr;
            var lt = add(svg, 'g', 'mark little', {});
            // the sum towards the spot's far corner, the arrow towards the grid
            text(lt, 'clue', cx - lk.dc * 0.14, cy - lk.dr * 0.14, String(lk.sum));
            var tx = cx + lk.dc * 0.44, ty = cy + lk.dr * 0.44, fx = cx + lk.dc * 0.2, fy = cy + lk.dr * 0.2;
            add(lt, 'path', 'pointer', { d: 'M' + fmt(fx) + ' ' + fmt(fy) + 'L' + fmt(tx) + ' ' + fmt(ty) +
                'M' + fmt(tx - lk.dc * 0.1) + ' ' + fmt(ty) + 'L' + fmt(tx) + ' ' + fmt(ty) + 'L' + fmt(tx) + ' ' + fmt(ty - lk.dr * 0.1) });
        });
        return svg;
    }

    // The depth of each grid's outline: the least that no earlier grid
    // whose edges lie on one line with its own over a stretch has.
    function outlineDepths(grids) {
        var meet = function (a, b) {
            var cols = Math.min(a[1], b[1]) + 9 - Math.max(a[1], b[1]), rows = Math.min(a[0], b[0]) + 9 - Math.max(a[0], b[0]);
            var across = a[0] === b[0] || Math.abs(a[0] - b[0]) === 9, down = a[1] === b[1] || Math.abs(a[1] - b[1]) === 9;
            return (cols > 0 && across) || (rows > 0 && down);
        };
        var depth = [];
        grids.forEach(function (a, k) {
            var d = 0;
            while (grids.slice(0, k).some(function (b, j) { return depth[j] === d && meet(a, b); })) d++;
            depth.push(d);
        });
        return depth;
    }

    // 1 when two of the grids (9x9, top-left corners `grids`) share more
    // than one box.
    function overlapsWide(grids) {
        return grids.some(function (a, i) {
            return grids.some(function (b, j) {
                var h = 9 - Math.abs(a[0] - b[0]), w = 9 - Math.abs(a[1] - b[1]);
                return j > i && h > 0 && w > 0 && h * w > 9;
            });
        });
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
    // pencil marks (bit d for symbol d), whether it was revealed and its
    // colour (0: none, 1-9); a move is a list of changes [cell, old value,
    // old marks, old revealed, old colour, new value, new marks, new
    // revealed, new colour], undone and redone whole.
    var P = null;          // the puzzle: key, geometry, givens, solution, chapter
    var S = null;          // its state: value, marks, revealed, colour, wrong, undo, redo
    var sel = 0;           // the selected cell (the cursor)
    var many = [];         // every selected cell, the cursor among them
    var mode = 'digit';    // what symbol keys do: 'digit', 'pencil' or 'colour'
    var hint = null;       // the hint shown: {pos, level (1 or 2), h (the engine's answer)}
    var cellEls = [];
    var zoom = 1;
    var ZOOMS = [1, 1.5, 2, 3, 4];

    // A puzzle as the player needs it, or null when its data do not hold
    // together (the solution fills every cell, keeps every house's and
    // cage's rule, and agrees with the givens).
    function makePuzzle(kind, givensText, solutionText, extra) {
        var g = geometry(kind, extra);
        var givens = g && parseCells(givensText, g), solution = g && parseCells(solutionText, g);
        if (!givens || !solution) return null;
        for (var i = 0; i < g.size; i++) {
            if (g.on[i] && (!solution[i] || (givens[i] && givens[i] !== solution[i]))) return null;
        }
        var broken = g.houses.some(function (h) {
            var seen = {};
            return h.some(function (c) { if (seen[solution[c]]) return true; seen[solution[c]] = 1; return false; });
        }) || g.cages.some(function (cg) {
            return cg.cells.reduce(function (t, c) { return t + solution[c]; }, 0) !== cg.sum;
        }) || ruleConflicts(g, solution, []).some(Boolean);
        if (broken) return null;
        var total = [];
        for (var v = 0; v <= g.n; v++) total.push(0);
        solution.forEach(function (x, c) { if (g.on[c]) total[x]++; });
        // The puzzle as a bank line has it, for the hint engine: a classic
        // one names no kind (its hints are Sudoku Explainer's path, as the
        // book's ratings are).
        var line = (kind && kind !== '9x9' ? kind + ' ' : '') + givensText + ' ' + solutionText + (extra ? ' ' + extra : '');
        return { g: g, givens: givens, solution: solution, total: total, line: line };
    }

    function loadPuzzle(num) {
        var entry = BOOK.puzzles[num - 1];
        if (!Array.isArray(entry) || entry.length > 5 || !BOOK.chapters[entry[2]]) return null;
        var p = makePuzzle(entry[3], entry[0], entry[1], entry[4]);
        if (!p) return null;
        p.num = num;
        p.key = String(num);
        p.chapter = BOOK.chapters[entry[2]];
        p.code = linkCode(entry[3] || '9x9', entry[0], entry[1], entry[4], LOOK);
        return p;
    }

    // A shared puzzle's link: play.html#p=<kind>~<givens>~<solution>~<layout
    // or cages>~<look> ('s' shapes, 'l' letters), each part URI-encoded.
    function linkCode(kind, givens, solution, extra, look) {
        return [kind, givens, solution, extra || '', look.shapes ? 's' : look.letters ? 'l' : '']
            .map(encodeURIComponent).join('~');
    }

    function loadLinkPuzzle(code) {
        var parts = code.split('~');
        if (parts.length !== 5) return null;
        try { parts = parts.map(decodeURIComponent); } catch (e) { return null; }
        if (parts[4] !== '' && parts[4] !== 's' && parts[4] !== 'l') return null;
        LOOK = { shapes: parts[4] === 's', letters: parts[4] === 'l' };
        var p = makePuzzle(parts[0], parts[1], parts[2], parts[3] === '' ? undefined : parts[3]);
        if (!p || (LOOK.shapes && p.g.n > 6)) return null;
        p.num = 0;
        p.key = 'p';
        p.link = true;
        p.chapter = { name: word('shared'), stars: 0 };
        p.code = linkCode(parts[0], parts[1], parts[2], parts[3], LOOK);
        p.ns = 'sudokubook:link:' + fnv(p.code) + ':';
        return p;
    }

    // The first and last cell of the canvas that lie in a grid.
    function firstCell() { return P.g.on.indexOf(true); }
    function lastCell() { return P.g.on.lastIndexOf(true); }

    function freshState() {
        var st = { value: P.givens.slice(), marks: [], revealed: [], colour: [], wrong: [], undo: [], redo: [], time: 0 };
        for (var i = 0; i < P.g.size; i++) { st.marks.push(0); st.revealed.push(0); st.colour.push(0); st.wrong.push(0); }
        return st;
    }

    // The stored state of P, or a fresh one when none is stored or it does
    // not fit this puzzle.
    function loadState() {
        var size = P.g.size, st = freshState(), i;
        var saved = store.get(P.key);
        var values = saved && parseCells(saved.cells, P.g);
        if (!values || !Array.isArray(saved.marks) || saved.marks.length !== size) return st;
        for (i = 0; i < size; i++) {
            if (!P.g.on[i]) continue;
            if (P.givens[i] && values[i] !== P.givens[i]) return st;  // not this puzzle's state
        }
        var mask = (2 << P.g.n) - 2;
        for (i = 0; i < size; i++) {
            if (!P.g.on[i]) continue;
            st.value[i] = values[i];
            st.marks[i] = P.givens[i] ? 0 : (saved.marks[i] | 0) & mask;
            var col = Array.isArray(saved.colours) ? saved.colours[i] : 0;
            st.colour[i] = typeof col === 'number' && col % 1 === 0 && col >= 0 && col <= COLOURS ? col : 0;
        }
        (Array.isArray(saved.revealed) ? saved.revealed : []).forEach(function (c) {
            if (c >= 0 && c < size && P.g.on[c] && !P.givens[c]) st.revealed[c] = 1;
        });
        // A stored move is [cell, value, marks, revealed, colour] before and
        // after (an older one without colours: [cell, value, marks,
        // revealed] twice): every field a whole number in its range, or the
        // whole history goes.
        var whole = function (x, hi) { return typeof x === 'number' && x % 1 === 0 && x >= 0 && x <= hi; };
        var change = function (c) {
            if (Array.isArray(c) && c.length === 7) c = [c[0], c[1], c[2], c[3], 0, c[4], c[5], c[6], 0];
            return Array.isArray(c) && c.length === 9 && whole(c[0], size - 1) && P.g.on[c[0]] &&
                whole(c[1], P.g.n) && whole(c[5], P.g.n) && whole(c[2], mask) && whole(c[6], mask) &&
                (c[2] & ~mask) === 0 && (c[6] & ~mask) === 0 && whole(c[3], 1) && whole(c[7], 1) &&
                whole(c[4], COLOURS) && whole(c[8], COLOURS) &&
                (!P.givens[c[0]] || (c[1] === P.givens[c[0]] && c[5] === P.givens[c[0]] && !c[2] && !c[6] && !c[3] && !c[7])) ? c : null;
        };
        var history = function (h) {
            if (!Array.isArray(h)) return [];
            var out = h.map(function (m) { return Array.isArray(m) ? m.map(change) : null; });
            return out.every(function (m) { return m && m.every(Boolean); }) ? out : [];
        };
        st.undo = history(saved.undo);
        st.redo = history(saved.redo);
        st.time = typeof saved.time === 'number' && saved.time >= 0 && saved.time < 1e10 ? saved.time : 0;
        if (saved.selected >= 0 && saved.selected < size && P.g.on[saved.selected]) sel = saved.selected;
        return st;
    }

    // Every cell holds the solution's symbol.
    function isFinished() {
        for (var i = 0; i < P.g.size; i++) if (S.value[i] !== P.solution[i]) return false;
        return true;
    }
    function revealedCount() { return S.revealed.filter(Boolean).length; }
    // 'solved' (finished with no cell revealed), 'revealed' (finished with
    // help) or 'progress'.
    function status() { return !isFinished() ? 'progress' : revealedCount() ? 'revealed' : 'solved'; }

    function saveState() {
        if (!P) return;
        var touched = S.undo.length || S.redo.length, revealed = [], coloured = false;
        for (var i = 0; i < P.g.size; i++) {
            if (S.revealed[i]) revealed.push(i);
            if (S.colour[i]) coloured = true;
            if ((S.value[i] && !P.givens[i]) || S.marks[i] || S.colour[i]) touched = true;
        }
        if (!touched) { store.set(P.key, null); return; }
        var st = status(), done = st !== 'progress';
        var entry = {
            cells: cellsString(S.value), marks: S.marks, revealed: revealed,
            // a finished puzzle keeps no history: only what it shows
            undo: done ? [] : S.undo.slice(-HISTORY_MAX), redo: done ? [] : S.redo.slice(-HISTORY_MAX),
            selected: sel, status: st, time: Math.round(clock.elapsed())
        };
        if (coloured) entry.colours = S.colour;
        if (store.set(P.key, entry)) hideSaveFailure();
    }

    // ---- a save that fails -------------------------------------------------
    function showSaveFailure() {
        var box = $('save-alert');
        if (!box) return;
        $('save-text').textContent = word('save.failed');
        box.hidden = false;
    }
    function hideSaveFailure() { var box = $('save-alert'); if (box) box.hidden = true; }
    function freeSpace() {
        var n = store.prune();
        saveState();
        if ($('save-alert').hidden) say(wordN('save.freed', n));
        else $('save-text').textContent = wordN('save.still', n);
    }

    // ---- the clock ---------------------------------------------------------
    // Time spent on the puzzle: it runs while the page is shown and the
    // puzzle is not finished, and is kept with the progress.
    var clock = {
        base: 0, since: 0,
        elapsed: function () { return clock.base + (clock.since ? performance.now() - clock.since : 0); },
        start: function () {
            if (!clock.since && P && !isFinished() && document.visibilityState !== 'hidden') clock.since = performance.now();
            clock.show();
        },
        stop: function () {
            if (clock.since) { clock.base = clock.elapsed(); clock.since = 0; }
            clock.show();
        },
        reset: function (ms) { clock.base = ms; clock.since = 0; },
        text: function () {
            var s = Math.floor(clock.elapsed() / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
            var two = function (x) { return (x < 10 ? '0' : '') + x; };
            return (h ? h + ':' + two(m) : String(m)) + ':' + two(s % 60);
        },
        show: function () {
            var t = $('timer');
            if (!t || !P) return;
            var text = clock.text();
            if (t.textContent !== text) t.textContent = text;
            t.classList.toggle('paused', !clock.since);
        }
    };

    // Cells whose symbol repeats in one of their houses (a cage too), and
    // the cells of a full cage that does not add up to its sum.
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
        P.g.cages.forEach(function (cg) {
            var t = cageTally(cg);
            if (!t.empty && t.placed !== cg.sum) cg.cells.forEach(function (c) { bad[c] = true; });
        });
        return ruleConflicts(P.g, S.value, bad);
    }

    function cageTally(cg) {
        var placed = 0, empty = 0;
        cg.cells.forEach(function (c) { if (S.value[c]) placed += S.value[c]; else empty++; });
        return { placed: placed, empty: empty };
    }

    // The symbols cell i may hold: those no peer holds (bit d for d).  The
    // rules' cheap cell constraints count too: the cells anti-knight and
    // anti-king make differ are peers, and a grey square or circle keeps its
    // parity; the relations (dots, X and V, signs, non-consecutive,
    // thermometers) and sums are left to the player, so the candidates are
    // the houses' there.
    function candidates(i) {
        var m = (2 << P.g.n) - 2, q = P.g.parity[i];
        P.g.peers[i].forEach(function (j) { if (S.value[j]) m &= ~(1 << S.value[j]); });
        if (q) m &= q === 'e' ? 0x5554 : 0xAAAA;   // bits of the even symbols 2, 4, ...; of the odd 1, 3, ...
        return m;
    }

    function markList(m) {
        var out = [];
        for (var d = 1; d <= P.g.n; d++) if (m & (1 << d)) out.push(d);
        return out;
    }

    // "r3c5": a cell's row and column on the canvas.
    function cellName(i) { return cellNameIn(P.g, i); }

    function render() {
        var g = P.g, bad = conflicts(), selValue = S.value[sel], st = status(), single = many.length === 1;
        var inMany = {};
        many.forEach(function (i) { inMany[i] = true; });
        for (var i = 0; i < g.size; i++) {
            if (!g.on[i]) continue;
            var c = cellEls[i], v = S.value[i], r = Math.floor(i / g.cols), k = i % g.cols;
            var given = P.givens[i] !== 0;
            var cls = 'cell' + (g.shade[i] ? ' shade' : '') +
                (given ? ' given' : v ? ' entry' : '') + (S.revealed[i] ? ' revealed' : '') +
                (bad[i] ? ' conflict' : '') + (S.wrong[i] ? ' wrong' : '') +
                (inMany[i] ? ' selected' : single && !hint && g.peers[sel].indexOf(i) >= 0 ? ' peer' : '') +
                (i === sel ? ' cursor' : '') +
                (v && v === selValue && i !== sel && !hint ? ' same' : '') +
                (S.colour[i] ? ' colour-' + S.colour[i] : '') + hintClass(i);
            if (c.className !== cls) c.className = cls;
            c.setAttribute('aria-selected', inMany[i] ? 'true' : 'false');
            c.tabIndex = i === sel ? 0 : -1;
            var label = [word('label.at', { row: r + 1, col: k + 1 })];
            if (v) {
                label.push(faceName(v));
                if (given) label.push(word('label.given'));
                if (S.revealed[i]) label.push(word('label.revealed'));
                if (bad[i]) label.push(word('label.conflict'));
                if (S.wrong[i]) label.push(word('label.wrong'));
            } else {
                label.push(word('label.empty'));
                if (S.marks[i]) label.push(word('label.marks', { marks: markList(S.marks[i]).map(faceName).join(' ') }));
            }
            if (S.colour[i]) label.push(word(COLOUR_WORDS[S.colour[i] - 1]));
            if (g.cageOf[i] >= 0 && g.cages[g.cageOf[i]].cells[0] === i) {
                var cg = g.cages[g.cageOf[i]];
                label.push(wordN('label.cage', cg.cells.length, { sum: cg.sum }));
            }
            c.setAttribute('aria-label', label.concat(g.markWords[i]).join(', '));
            if (given) c.setAttribute('aria-readonly', 'true'); else c.removeAttribute('aria-readonly');
            drawCell(c, v, v ? 0 : S.marks[i], v ? 0 : hintStrike(i));
            if (hintAt(i)) c.setAttribute('aria-description', hintAt(i)); else c.removeAttribute('aria-description');
        }
        var grid = $('grid');
        grid.classList.toggle('solved', st === 'solved');
        grid.classList.toggle('finished', st !== 'progress');
        grid.setAttribute('data-solved', st === 'solved' ? 'true' : 'false');
        grid.setAttribute('data-state', st);
        $('status').classList.toggle('done', st !== 'progress');
        // The step a hint shows, as data (for a tool or a test reading the page).
        if (hint && hint.h.kind === 'step') {
            $('status').setAttribute('data-hint', JSON.stringify({ tech: hint.h.tech, rating: hint.h.rating, level: hint.level,
                cell: hint.h.cell, symbol: hint.h.symbol, elims: hint.h.elims, said: hint.h.said }));
        } else {
            $('status').removeAttribute('data-hint');
        }
        $('undo').disabled = !S.undo.length;
        $('redo').disabled = !S.redo.length;
        renderKeys();
        renderCage();
        return st;
    }

    // The keypad: each key says how many of its symbol are still to place.
    function renderKeys() {
        var placed = [];
        for (var v = 0; v <= P.g.n; v++) placed.push(0);
        for (var i = 0; i < P.g.size; i++) if (P.g.on[i] && S.value[i]) placed[S.value[i]]++;
        var keys = $('keypad').children;
        for (var k = 0; k < keys.length; k++) {
            var b = keys[k], d = Number(b.getAttribute('data-v')), left = Math.max(0, P.total[d] - placed[d]);
            var text = left ? String(left) : '\u2713';
            var n = b.querySelector('.left');
            if (n.textContent !== text) n.textContent = text;
            b.classList.toggle('done', !left);
            b.setAttribute('aria-label', (LOOK.shapes ? word('key.shape', { symbol: faceName(d), n: d }) : faceName(d)) + ', ' +
                (left ? wordN('key.left', left) : word('key.done')));
        }
    }

    // A Killer: what the selected cell's cage still needs.
    function renderCage() {
        var box = $('cage-info');
        if (!P.g.cages.length || P.g.cageOf[sel] < 0) { box.hidden = true; return; }
        var cg = P.g.cages[P.g.cageOf[sel]], t = cageTally(cg);
        var at = { cells: cg.cells.length, sum: cg.sum, left: cg.sum - t.placed, placed: t.placed };
        box.textContent = t.empty ? wordN('cage.open', t.empty, at) : word(t.placed === cg.sum ? 'cage.complete' : 'cage.wrong', at);
        box.hidden = false;
    }

    // A cell's face: its symbol, or its pencil marks laid out like its box
    // (those in `strike` struck: a hint's eliminations).
    function drawCell(c, v, marks, strike) {
        var key = v + ':' + marks + ':' + strike;
        if (c._face === key) return;
        c._face = key;
        c.textContent = '';
        if (v) {
            c.appendChild(el('span', shaped(v) ? 'v shaped' : 'v')).appendChild(faceNode(v));
        } else if (marks) {
            var box = el('span', 'marks');
            box.setAttribute('aria-hidden', 'true');
            for (var d = 1; d <= P.g.n; d++) {
                var m = box.appendChild(el('span', strike & (1 << d) ? 'struck' : ''));
                if (marks & (1 << d)) m.appendChild(faceNode(d, true));
            }
            c.appendChild(box);
        }
    }

    function say(text) { $('status').textContent = text; }

    // Apply a move forward (redo) or backward (undo).
    function applyMove(move, forward) {
        move.forEach(function (ch) {
            var o = forward ? 5 : 1;
            S.value[ch[0]] = ch[o];
            S.marks[ch[0]] = ch[o + 1];
            S.revealed[ch[0]] = ch[o + 2];
            S.colour[ch[0]] = ch[o + 3];
            S.wrong[ch[0]] = 0;
        });
    }

    // Make a move from the wanted new states {cell: [value, marks,
    // revealed, colour]}; says message (a placement's words) unless the
    // move finishes the puzzle.
    function play(wanted, message) {
        var move = [];
        Object.keys(wanted).forEach(function (k) {
            var i = Number(k), w = wanted[k];
            if (S.value[i] !== w[0] || S.marks[i] !== w[1] || S.revealed[i] !== w[2] || S.colour[i] !== w[3])
                move.push([i, S.value[i], S.marks[i], S.revealed[i], S.colour[i], w[0], w[1], w[2], w[3]]);
        });
        if (!move.length) return false;
        applyMove(move, true);
        S.undo.push(move);
        S.redo = [];
        after(message);
        return true;
    }

    function after(message) {
        if (hint && hint.pos !== hintPosition()) hint = null;
        var st = render();
        if (st !== 'progress') clock.stop(); else clock.start();
        saveState();
        if (st !== 'progress') say(finishedMessage());
        else if (message !== undefined) say(message);
    }

    function finishedMessage() {
        var n = revealedCount();
        if (!n) return word('said.solved', { time: clock.text() });
        return wordN('said.answered', n);
    }

    function cur(i) { return [S.value[i], S.marks[i], S.revealed[i], S.colour[i]]; }
    function editable(i) { return !P.givens[i] && !S.revealed[i]; }
    function where(cells) { return cells.length === 1 ? cellName(cells[0]) : wordN('cells', cells.length); }

    function enter(v) {
        var cells = many.filter(editable);
        if (!cells.length) return say(word('said.fixed'));
        var wanted = {};
        cells.forEach(function (i) {
            wanted[i] = [v, 0, 0, S.colour[i]];
            // A placed symbol is no longer a candidate of the cell's peers.
            P.g.peers[i].forEach(function (j) {
                var w = wanted[j] || cur(j);
                if (w[1] & (1 << v)) wanted[j] = [w[0], w[1] & ~(1 << v), w[2], w[3]];
            });
        });
        play(wanted, word('said.enter', { where: where(cells), symbol: faceName(v) }));
    }

    function toggleMark(v) {
        var cells = many.filter(function (i) { return editable(i) && !S.value[i]; });
        if (!cells.length) return say(word(many.some(editable) ? 'said.clear-first' : 'said.fixed'));
        // on all the cells when one lacks it, else off all
        var on = cells.some(function (i) { return !(S.marks[i] & (1 << v)); }), wanted = {};
        cells.forEach(function (i) { wanted[i] = [0, on ? S.marks[i] | (1 << v) : S.marks[i] & ~(1 << v), 0, S.colour[i]]; });
        play(wanted, word(on ? 'said.mark-added' : 'said.mark-removed', { where: where(cells), symbol: faceName(v) }));
    }

    function setColour(k) {
        var wanted = {};
        many.forEach(function (i) { var w = cur(i); wanted[i] = [w[0], w[1], w[2], k]; });
        play(wanted, word('said.colour', { where: where(many), colour: word(k ? COLOUR_WORDS[k - 1] : 'colour.none') }));
    }

    function erase() {
        var cells = many.filter(function (i) { return editable(i) && (S.value[i] || S.marks[i]); });
        if (!cells.length) {
            if (many.some(function (i) { return S.colour[i]; })) return setColour(0);
            return say(word(many.some(function (i) { return P.givens[i]; }) ? 'said.fixed' :
                many.some(function (i) { return S.revealed[i]; }) ? 'said.take-back' : 'said.nothing-clear'));
        }
        var wanted = {};
        cells.forEach(function (i) { wanted[i] = [0, 0, 0, S.colour[i]]; });
        play(wanted, word('said.cleared', { where: where(cells) }));
    }

    // Auto-notes: every empty cell's pencil marks become its candidates,
    // in one move.
    // ---- hints ----------------------------------------------------------------
    // The Hint button (key H) asks the press's own grader (engine.js, run by
    // hints.js) about the position on the board: the player's entries and
    // pencil marks.  It names wrong entries first, then pencil marks that
    // leave out a cell's answer; else the next step a person would take, in
    // two levels: where to look (the technique, its rating, the house or
    // cells shaded), then what it gives (the placement or the candidates it
    // rules out, struck).  A third press plays the step.  A hint lasts while
    // the position it was asked for does.
    function hintPosition() { return cellsString(S.value) + '|' + S.marks.join(','); }

    function cellList(cells) {
        var names = cells.slice(0, 6).map(cellName).join(', ');
        return cells.length > 6 ? word('list.more', { list: names, n: cells.length - 6 }) : names;
    }

    function capital(s) { return s.charAt(0).toUpperCase() + s.slice(1); }
    // A hint's technique in the book's words (web.tech.<key>), else the
    // grader's name.
    function techName(h) { return WORDS['tech.' + h.tech] ? word('tech.' + h.tech) : h.name; }
    // The house a hint works in, as the grader names it ("grid 2 box 1
    // (shared with grid 1)", "row 3"), in the book's words; the grader's
    // name when it is of another form.
    function whereName(w) {
        var m = /^(?:grid (\d+) )?(row|column|box|diagonal|anti-diagonal|window|region)(?: (\d+))?(?: \(shared with grids? ([\d, and]+)\))?$/.exec(w || '');
        if (!m) return w;
        var s = word('house.' + m[2], { n: m[3] || '' });
        if (m[1]) s = word('house.grid', { g: m[1], house: s });
        if (m[4]) {
            var grids = m[4].split(/, | and /);
            s = wordN('house.shared', grids.length, { house: s, grids: grids.join(', ') });
        }
        return s;
    }

    function takeHint() {
        var H = window.SB_HINTS;
        if (!H) return say(word('hint.none'));
        if (!H.ready) {
            H.start();
            if (H.failed) return say(word('hint.no', { why: H.failed }));
            H.onready = function () { H.onready = null; if (P) takeHint(); };
            return say(word('hint.starting'));
        }
        var pos = hintPosition();
        if (hint && hint.pos === pos && hint.h.kind === 'step') {
            if (hint.level === 1) {
                hint.level = 2;
                render();
                return say(hintWords());
            }
            return applyHint();
        }
        var h = H.ask(P.line, cellsString(S.value), S.marks);
        if (h.error) { hint = null; render(); return say(word('hint.no', { why: h.error })); }
        hint = { pos: pos, level: 1, h: h };
        if (h.kind === 'wrong') {
            // As Check does: the wrong entries struck.
            h.cells.forEach(function (i) { S.wrong[i] = 1; });
        }
        render();
        say(hintWords());
    }

    function hintWords() {
        var h = hint.h, n = h.cells ? h.cells.length : 0;
        // (the engine's own words, the technique's name, where it looks
        // and what it found, are the grader's, in English)
        if (h.kind === 'solved') return word('hint.solved');
        if (h.kind === 'wrong') return wordN('hint.wrong', n, { cells: cellList(h.cells) });
        if (h.kind === 'marks') return wordN('hint.marks', n, { cells: cellList(h.cells) });
        var rating = decimal(h.rating / 10, 1);
        if (hint.level === 1) {
            return word(h.where ? 'hint.look' : 'hint.look-cells', { name: capital(techName(h)), rating: rating, where: whereName(h.where) });
        }
        // The grader's own sentence (said) is English: other editions say
        // the step in their words, by the technique's name.
        var said = !BOOK.language || BOOK.language === 'en';
        if (h.cell >= 0) {
            return said ? word('hint.places', { said: capital(h.said), symbol: faceName(h.symbol), cell: cellName(h.cell) })
                : word('hint.places-plain', { name: capital(techName(h)), symbol: faceName(h.symbol), cell: cellName(h.cell) });
        }
        var elims = h.elims.slice(0, 8).map(function (e) { return word('hint.elim', { symbol: faceName(e[1]), cell: cellName(e[0]) }); }).join(', ');
        if (h.elims.length > 8) elims = word('list.more', { list: elims, n: h.elims.length - 8 });
        return said ? word('hint.rules-out', { said: capital(h.said), elims: elims })
            : word('hint.rules-out-plain', { name: capital(techName(h)), elims: elims });
    }

    // Plays the step of a hint at level 2: its placement, or its
    // eliminations struck from the pencil marks (a cell without marks gets
    // its candidates first).
    function applyHint() {
        var h = hint.h, wanted = {};
        if (h.cell >= 0) {
            if (!editable(h.cell)) return say(word('said.fixed'));
            many = [h.cell];
            sel = h.cell;
            hint = null;
            return enter(h.symbol);
        }
        h.elims.forEach(function (e) {
            var i = e[0];
            if (!editable(i) || S.value[i]) return;
            var w = wanted[i] || [0, S.marks[i] || candidates(i), 0, S.colour[i]];
            w[1] &= ~(1 << e[1]);
            wanted[i] = w;
        });
        hint = null;
        if (!play(wanted, wordN('hint.struck', h.elims.length, { name: capital(techName(h)) }))) {
            render();
            say(word('hint.nothing'));
        }
    }

    // The classes a hint gives cell i, what it says of it, and the pencil
    // marks it strikes there.
    function hintClass(i) {
        if (!hint) return '';
        var h = hint.h;
        if (h.kind === 'marks') return h.cells.indexOf(i) >= 0 ? ' hint-bad' : '';
        if (h.kind !== 'step') return '';
        // Where to look gives the house away, not the cell a single fills.
        var ring = h.cells.indexOf(i) >= 0 && !(hint.level === 1 && i === h.cell && h.area.length);
        var out = (h.area.indexOf(i) >= 0 ? ' hint-area' : '') + (ring ? ' hint-cell' : '');
        if (hint.level === 2) {
            if (h.cell === i) out += ' hint-place';
            if (hintStrike(i)) out += ' hint-elim';
        }
        return out;
    }

    function hintStrike(i) {
        if (!hint || hint.level !== 2 || hint.h.kind !== 'step') return 0;
        var m = 0;
        hint.h.elims.forEach(function (e) { if (e[0] === i) m |= 1 << e[1]; });
        return m;
    }

    function hintAt(i) {
        if (!hint || hint.h.kind !== 'step') return '';
        var h = hint.h;
        if (hint.level === 2 && h.cell === i) return word('hint.here', { symbol: faceName(h.symbol) });
        var s = hintStrike(i);
        if (s) return word('hint.out', { symbols: markList(s).map(faceName).join(' ') });
        return hintClass(i).indexOf('hint-cell') >= 0 ? word('hint.part', { name: techName(h) }) : '';
    }

    function autoNotes() {
        var wanted = {}, n = 0;
        for (var i = 0; i < P.g.size; i++) {
            if (!P.g.on[i] || S.value[i] || !editable(i)) continue;
            wanted[i] = [0, candidates(i), 0, S.colour[i]];
            n++;
        }
        if (!play(wanted, wordN('said.notes', n))) say(word('said.notes-done'));
    }

    function undo() {
        var m = S.undo.pop();
        if (!m) return say(word('said.nothing-undo'));
        applyMove(m, false);
        S.redo.push(m);
        after(word('said.undone', { where: where(m.map(function (c) { return c[0]; })) }));
    }

    function redo() {
        var m = S.redo.pop();
        if (!m) return say(word('said.nothing-redo'));
        applyMove(m, true);
        S.undo.push(m);
        after(word('said.redone', { where: where(m.map(function (c) { return c[0]; })) }));
    }

    function check() {
        var wrong = 0, empty = 0;
        for (var i = 0; i < P.g.size; i++) {
            if (!P.g.on[i]) continue;
            S.wrong[i] = S.value[i] && S.value[i] !== P.solution[i] ? 1 : 0;
            wrong += S.wrong[i];
            if (!S.value[i]) empty++;
        }
        if (render() !== 'progress') return say(finishedMessage());
        say(wrong ? wordN('said.wrong', wrong) : wordN('said.to-go', empty));
    }

    function reveal() {
        if (P.givens[sel]) return say(word('said.given'));
        var wanted = {};
        wanted[sel] = [P.solution[sel], 0, S.value[sel] === P.solution[sel] ? S.revealed[sel] : 1, S.colour[sel]];
        play(wanted, word('said.revealed', { cell: cellName(sel), symbol: faceName(P.solution[sel]) }));
    }

    function revealAll() {
        if (isFinished()) return;
        if (!window.confirm(word(P.link ? 'ask.solve-shared' : 'ask.solve', { n: P.num }))) return;
        var wanted = {};
        for (var i = 0; i < P.g.size; i++) {
            if (P.g.on[i] && !P.givens[i] && S.value[i] !== P.solution[i]) wanted[i] = [P.solution[i], 0, 1, S.colour[i]];
        }
        play(wanted);
    }

    // Start over: the puzzle as not started, its entries, marks, colours,
    // history and time gone.
    function restart() {
        if (!window.confirm(word(P.link ? 'ask.restart-shared' : 'ask.restart', { n: P.num }))) return;
        S = freshState();
        clock.reset(0);
        store.set(P.key, null);
        selectOnly(firstEmpty(), false);
        clock.start();
        say(word('said.restarted'));
    }

    // The share link: the puzzle itself, playable without the book.
    function share() {
        var url = window.location.href.split('#')[0] + '#p=' + P.code, out = $('share-link');
        out.href = url;
        out.textContent = url;
        $('share').hidden = false;
        var done = function () { say(word('said.copied')); };
        try {
            navigator.clipboard.writeText(url).then(done, function () { say(word('said.shown')); });
        } catch (e) {
            say(word('said.shown'));
        }
    }

    function setMode(m) {
        mode = mode === m ? 'digit' : m;
        $('pencil').setAttribute('aria-pressed', mode === 'pencil' ? 'true' : 'false');
        $('colour').setAttribute('aria-pressed', mode === 'colour' ? 'true' : 'false');
        $('grid').classList.toggle('pencil', mode === 'pencil');
        $('keypad').classList.toggle('colouring', mode === 'colour');
        say(mode === 'pencil' ? word(LOOK.shapes ? 'said.pencil-shapes' : 'said.pencil') :
            mode === 'colour' ? word('said.colours', { n: COLOURS }) : word('said.off'));
    }

    // ---- selection -----------------------------------------------------------
    function selectOnly(i, focus) {
        if (i >= 0 && i < P.g.size && P.g.on[i]) sel = i;
        many = [sel];
        render();
        if (focus) cellEls[sel].focus();
    }
    // Add i to the selection and make it the cursor (Shift+arrows, drag).
    function selectAlso(i, focus) {
        if (!(i >= 0 && i < P.g.size && P.g.on[i])) return;
        sel = i;
        if (many.indexOf(i) < 0) many.push(i);
        render();
        if (focus) cellEls[sel].focus();
    }
    // Ctrl+click: i in or out of the selection.
    function selectToggle(i) {
        var at = many.indexOf(i);
        if (at >= 0 && many.length > 1) {
            many.splice(at, 1);
            if (sel === i) sel = many[many.length - 1];
        } else if (at < 0) {
            many.push(i);
            sel = i;
        }
        render();
        cellEls[sel].focus();
    }

    function firstEmpty() {
        for (var i = 0; i < P.g.size; i++) if (P.g.on[i] && !S.value[i]) return i;
        return firstCell();
    }

    // ---- zoom and pan ----------------------------------------------------------
    // The grid is drawn zoom times its fitted size inside its frame (#zoom),
    // which then scrolls; the point at (cx, cy) on the screen stays put.
    function setZoom(z, cx, cy) {
        z = Math.max(ZOOMS[0], Math.min(ZOOMS[ZOOMS.length - 1], z));
        var wrap = $('zoom'), r = wrap.getBoundingClientRect();
        if (cx === undefined) {
            var c = cellEls[sel].getBoundingClientRect();
            cx = Math.max(r.left, Math.min(r.right, c.left + c.width / 2));
            cy = Math.max(r.top, Math.min(r.bottom, c.top + c.height / 2));
        }
        var fx = (wrap.scrollLeft + cx - r.left) / zoom, fy = (wrap.scrollTop + cy - r.top) / zoom;
        zoom = z;
        $('grid').style.setProperty('--z', String(z));
        wrap.classList.toggle('zoomed', z > 1);
        wrap.scrollLeft = fx * z - (cx - r.left);
        wrap.scrollTop = fy * z - (cy - r.top);
        $('zoom-out').disabled = z <= ZOOMS[0];
        $('zoom-in').disabled = z >= ZOOMS[ZOOMS.length - 1];
    }
    function zoomStep(dir) {
        var z = dir > 0 ? ZOOMS.filter(function (x) { return x > zoom + 0.01; })[0] :
            ZOOMS.filter(function (x) { return x < zoom - 0.01; }).pop();
        if (dir === 0) z = 1;
        if (z === undefined) return;
        setZoom(z);
        say(word('said.zoom', { n: Math.round(zoom * 100) }));
    }

    // ---- keys ----------------------------------------------------------------
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
        var k = e.key, g = P.g, active = document.activeElement;
        // typing in a field (the share link, a file input) is its own
        if (active && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName)) return;
        if (e.ctrlKey || e.metaKey) {
            var lk = k.toLowerCase(), inGridC = $('grid').contains(active);
            if (lk === 'z' && !e.shiftKey) undo();
            else if (lk === 'y' || (lk === 'z' && e.shiftKey)) redo();
            else if (inGridC && k === 'Home') selectOnly(firstCell(), true);
            else if (inGridC && k === 'End') selectOnly(lastCell(), true);
            else return;
            e.preventDefault();
            return;
        }
        // Arrows move to the next cell of a grid that way, over cells
        // outside every grid, and stop at the edges; Home and End go to the
        // row's first and last cell; with Shift they add to the selection.
        // They work from anywhere on the page (after a click on a button
        // too) and bring the focus back to the grid.
        var moves = {
            ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0], Home: [0, -1], End: [0, 1]
        };
        if (moves[k]) {
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
            if (e.shiftKey) selectAlso(to, true); else selectOnly(to, true);
            e.preventDefault();
            return;
        }
        if (active && /^(A|BUTTON)$/.test(active.tagName) && (k === 'Enter' || k === ' ')) return;
        var v = keyValue(e);
        if (mode === 'colour' && /^[0-9]$/.test(k) && !e.shiftKey) {
            var col = Number(k);
            if (col <= COLOURS) setColour(col);
        } else if (v) {
            if (mode === 'pencil' || e.shiftKey) toggleMark(v);
            else if (mode === 'colour') return;
            else enter(v);
        } else if (k === 'Backspace' || k === 'Delete') {
            if (mode === 'colour') setColour(0); else erase();
        } else if (k === 'p' || k === 'P') {
            setMode('pencil');
        } else if (k === 'v' || k === 'V') {
            setMode('colour');
        } else if (k === 'n' || k === 'N') {
            autoNotes();
        } else if (k === 'h' || k === 'H' || k === '?') {
            takeHint();
        } else if (k === '+' || k === '=') {
            zoomStep(1);
        } else if (k === '-' || k === '_') {
            zoomStep(-1);
        } else if (k === '0') {
            zoomStep(0);
        } else if (k === 'Escape') {
            selectOnly(sel, true);
        } else {
            return;
        }
        e.preventDefault();
    }

    function onAction(act) {
        if (act === 'pencil') setMode('pencil');
        else if (act === 'colour') setMode('colour');
        else if (act === 'notes') autoNotes();
        else if (act === 'hint') takeHint();
        else if (act === 'erase') erase();
        else if (act === 'undo') undo();
        else if (act === 'redo') redo();
        else if (act === 'check') check();
        else if (act === 'reveal') reveal();
        else if (act === 'solve') revealAll();
        else if (act === 'restart') restart();
        else if (act === 'share') share();
        else if (act === 'zoom-in') zoomStep(1);
        else if (act === 'zoom-out') zoomStep(-1);
        else if (act === 'free-space') freeSpace();
    }

    // ---- pointer: select, drag to select more, pinch and pan ----------------------
    function wirePointer() {
        var grid = $('grid'), wrap = $('zoom'), pts = {}, pinch = null, drag = false, tap = null;
        var count = function () { return Object.keys(pts).length; };
        var cellAt = function (x, y) {
            var t = document.elementFromPoint(x, y), c = t && t.closest ? t.closest('[role="gridcell"]') : null;
            return c && grid.contains(c) ? Number(c.getAttribute('data-i')) : -1;
        };
        var spread = function () {
            var p = Object.keys(pts).map(function (k) { return pts[k]; });
            return { d: Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y) || 1, x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 };
        };
        grid.addEventListener('pointerdown', function (e) {
            pts[e.pointerId] = { x: e.clientX, y: e.clientY };
            if (count() === 2) { pinch = { at: spread(), z: zoom }; drag = false; tap = null; e.preventDefault(); return; }
            if (count() > 2) return;
            var i = cellAt(e.clientX, e.clientY);
            if (e.pointerType === 'touch' && zoom > 1) {
                // a finger pans a zoomed grid; a tap selects
                tap = { i: i, x: e.clientX, y: e.clientY, sx: wrap.scrollLeft, sy: wrap.scrollTop, moved: false };
                e.preventDefault();
                return;
            }
            if (i < 0 || e.button > 0) return;
            if (e.ctrlKey || e.metaKey) selectToggle(i);
            else if (e.shiftKey) selectAlso(i, true);
            else selectOnly(i, true);
            drag = true;
            e.preventDefault();   // keep focus where select put it
        });
        document.addEventListener('pointermove', function (e) {
            if (!pts[e.pointerId]) return;
            pts[e.pointerId] = { x: e.clientX, y: e.clientY };
            if (pinch && count() === 2) {
                var s = spread();
                setZoom(pinch.z * s.d / pinch.at.d, s.x, s.y);
            } else if (tap) {
                var dx = e.clientX - tap.x, dy = e.clientY - tap.y;
                if (Math.abs(dx) + Math.abs(dy) > 8) tap.moved = true;
                if (tap.moved) { wrap.scrollLeft = tap.sx - dx; wrap.scrollTop = tap.sy - dy; }
            } else if (drag) {
                var i = cellAt(e.clientX, e.clientY);
                if (i >= 0 && i !== sel) selectAlso(i, true);
            }
        });
        var up = function (e) {
            if (!pts[e.pointerId]) return;
            delete pts[e.pointerId];
            if (tap && !tap.moved && e.type === 'pointerup' && tap.i >= 0) selectOnly(tap.i, true);
            tap = null;
            if (count() < 2) pinch = null;
            if (!count()) drag = false;
        };
        document.addEventListener('pointerup', up);
        document.addEventListener('pointercancel', up);
        // Ctrl+wheel (and a touchpad's pinch) zooms; the wheel alone scrolls.
        wrap.addEventListener('wheel', function (e) {
            if (!e.ctrlKey) return;
            e.preventDefault();
            setZoom(zoom * Math.pow(1.0025, -e.deltaY), e.clientX, e.clientY);
        }, { passive: false });
    }

    // Build the grid and keypad of the puzzle the page's address names, and
    // show its state.
    function showPuzzle() {
        if (P) { clock.stop(); saveState(); }
        var m = /^#p=(.+)$/.exec(window.location.hash), num = 0;
        P = null;
        hint = null;
        if (m) {
            P = loadLinkPuzzle(m[1]);
            if (P) store.ns = P.ns;
        } else if (bookIsSound()) {
            store.book();
            LOOK = { shapes: !!BOOK.shapes, letters: !!BOOK.letters };
            num = hashNumber();
            P = loadPuzzle(num);
        }
        if (!P) {
            $('puzzle').hidden = $('controls').hidden = true;
            var entry = !m && bookIsSound() ? BOOK.puzzles[num - 1] : null;
            say(m ? word('bad.link') : !bookIsSound() ? document.body.getAttribute('data-damaged') :
                entry ? word(typeof entry[3] === 'string' ? 'bad.kind' : 'bad.puzzle', { n: num, kind: entry[3] }) : word('bad.none', { n: num }));
            document.title = bookIsSound() ? BOOK.title : word('sudoku');
            return;
        }
        $('puzzle').hidden = $('controls').hidden = false;
        $('share').hidden = true;
        sel = firstCell();
        S = loadState();
        clock.reset(S.time);
        if (P.givens[sel] && !S.undo.length) sel = firstEmpty();
        many = [sel];
        if (!P.link) store.set('last', P.num);

        var g = P.g, grid = $('grid'), chName = P.chapter.name;
        document.title = (P.link ? word('shared') : word('puzzle', { n: P.num }) + ' \u00b7 ' + chName) + ' \u00b7 ' +
            (bookIsSound() && !P.link ? BOOK.title : kindWords(g, true));
        $('booktitle').textContent = P.link || !bookIsSound() ? word('shared') : BOOK.title;
        $('cap-num').textContent = P.link ? '' : String(P.num);
        $('cap-chapter').textContent = P.link ? chName + ', ' + kindWords(g, false) : chName;
        var st = $('cap-stars');
        st.textContent = '';
        if (!P.link) st.appendChild(stars(P.chapter.stars));
        grid.setAttribute('aria-label', (P.link ? word('shared') : word('puzzle', { n: P.num }) + ', ' + chName) + ', ' + kindWords(g, true));
        grid.setAttribute('aria-rowcount', String(g.rows));
        grid.setAttribute('aria-colcount', String(g.cols));
        grid.style.setProperty('--n', g.cols);
        grid.style.setProperty('--mw', g.markCols);
        grid.style.setProperty('--mh', g.markRows);
        grid.classList.toggle('wide', g.n > 9 && !LOOK.letters);   // two-digit values
        grid.classList.toggle('killer', g.cages.length > 0);
        // clues outside the grid (sandwich, little killer): a cell's room around it
        grid.style.setProperty('--pad', g.sandwich || g.little.length ? '1' : '0');
        $('board').classList.toggle('big', g.cols > 12);
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
        if (g.cages.length) grid.appendChild(cagesOverlay(g));
        if (g.rules.length) grid.appendChild(rulesOverlay(g));
        // the rules in a line of words under the grid, the book's own
        var rules = $('rules');
        rules.textContent = '';
        g.rules.forEach(function (r) {
            var w = ruleInfo(r);
            if (w.forbids) rules.appendChild(el('span', 'rule', word('rules.line', { title: capital(w.title), forbids: w.forbids }))).setAttribute('data-rule', r);
        });
        rules.hidden = !rules.textContent;
        setZoom(1);

        var pad = $('keypad');
        pad.textContent = '';
        pad.style.setProperty('--keys', g.n > 9 ? Math.ceil(g.n / 2) : g.n);
        for (var d = 1; d <= g.n; d++) {
            var b = el('button', 'key');
            b.appendChild(el('span', 'face')).appendChild(faceNode(d));
            b.appendChild(el('span', 'left')).setAttribute('aria-hidden', 'true');
            b.type = 'button';
            b.setAttribute('data-v', String(d));
            pad.appendChild(b);
        }
        showHelp(g);


        var prev = $('prev'), next = $('next'), last = bookIsSound() ? BOOK.puzzles.length : 0;
        prev.hidden = P.link || P.num <= 1;
        next.hidden = P.link || P.num >= last;
        prev.href = 'play.html#' + (P.num - 1);
        next.href = 'play.html#' + (P.num + 1);
        $('contents-link').href = P.link ? 'index.html' : 'index.html#chapter-' + (BOOK.puzzles[P.num - 1][2] + 1);

        var now = render();
        say(now !== 'progress' ? finishedMessage() : '');
        clock.start();
    }

    // The help under the buttons, for the puzzle's symbols: what to type
    // (1-9; 1-9 and A-G, for 10-16 unless the book shows letters; with
    // shapes the keys and, drawn as on the board, their shapes, named for
    // a screen reader), and whether cages or rules are marked too.
    function showHelp(g) {
        var digits = el('span');
        digits.id = 'help-digits';
        var first = '1\u2013' + Math.min(g.n, 9);
        if (LOOK.shapes) {
            var shapes = document.createDocumentFragment();
            for (var k = 1; k <= g.n; k++) {
                shapes.appendChild(faceNode(k)).setAttribute('class', 'shape inline');
                if (k < g.n) shapes.appendChild(document.createTextNode(' '));
            }
            fillNodes(digits, word('help.keys.shapes'), { 1: function () { return document.createTextNode(first); },
                4: function () { return shapes; } });
            digits.setAttribute('aria-label', word('help.keys.shapes',
                { 1: first, 4: SHAPE_WORDS.slice(0, g.n).map(function (s) { return word(s); }).join(', ') }));
        } else if (g.n > 9) {
            digits.textContent = word(LOOK.letters ? 'help.keys.letters' : 'help.keys.numbers',
                { 1: first, 2: 'A\u2013' + SYMBOLS.charAt(g.n - 1), 3: '10\u2013' + g.n });
        } else {
            digits.textContent = first;
        }
        // a book of shapes speaks of shapes and their keys, not digits
        var type = el('span', '', word(LOOK.shapes ? 'help.type.shape' : g.n > 9 ? 'help.type.symbol' : 'help.type.digit'));
        type.id = 'help-type';
        var key = function (t) { return function () { return el('kbd', '', t); }; };
        var nodes = { digits: function () { return digits; }, type: function () { return type; },
            p: key('P'), n: key('N'), v: key('V'), h: key('H'), z: key('Z'), y: key('Y'), plus: key('+'), minus: key('\u2212'),
            zero: key('0'), ctrl: key(word('key.ctrl')), shift: key(word('key.shift')) };
        fillNodes($('help-select'), word('help.select'), nodes);
        fillNodes($('help-marks'), word('help.marks'), nodes);
        fillNodes($('help-hint'), word('help.hint'), nodes);
        fillNodes($('help-keys'), word('help.keys'), nodes);
        $('help-repeat').textContent = word(g.cages.length ? 'help.repeat.cage' :
            g.rules.length ? (LOOK.shapes ? 'help.repeat.rules-shape' : 'help.repeat.rules') :
                LOOK.shapes ? 'help.repeat.shape' : g.n > 9 ? 'help.repeat.symbol' : 'help.repeat.digit') + ' ' + word('help.rest');
    }

    function hashNumber() {

        var m = /^#(\d+)$/.exec(window.location.hash);
        return m ? Number(m[1]) : 1;
    }

    function initPlay() {
        store.onFail = showSaveFailure;
        document.addEventListener('keydown', onKey);
        wirePointer();
        // Mouse clicks on the controls leave the keyboard focus in the grid.
        $('controls').addEventListener('mousedown', function (e) {
            if (e.target.closest('button') && $('grid').contains(document.activeElement)) e.preventDefault();
        });
        $('controls').addEventListener('click', function (e) {
            var b = e.target.closest('button');
            if (!b || !P) return;
            if (b.hasAttribute('data-v')) {
                var v = Number(b.getAttribute('data-v'));
                if (mode === 'pencil') toggleMark(v);
                else if (mode === 'colour' && v <= COLOURS) setColour(v);
                else if (mode !== 'colour') enter(v);
            } else if (b.hasAttribute('data-colour')) {
                setColour(Number(b.getAttribute('data-colour')));
            } else {
                onAction(b.getAttribute('data-act'));
            }
        });
        $('free-space').addEventListener('click', freeSpace);
        window.addEventListener('hashchange', function () {
            showPuzzle();
            window.scrollTo(0, 0);
        });
        // The clock stops while the page is hidden; the progress is saved
        // then, and when the page goes.
        document.addEventListener('visibilitychange', function () {
            if (!P) return;
            if (document.visibilityState === 'hidden') { clock.stop(); saveState(); } else clock.start();
        });
        window.addEventListener('pagehide', function () { if (P) { clock.stop(); saveState(); } });
        setInterval(function () { clock.show(); }, 500);
        // Another tab played this puzzle: take its state.
        window.addEventListener('storage', function (e) {
            if (!P || e.key !== store.ns + P.key) return;
            var keepSel = sel;
            S = loadState();
            hint = null;
            clock.reset(S.time);
            sel = keepSel;
            many = [sel];
            var now = render();
            if (now === 'progress') clock.start();
            say(now !== 'progress' ? finishedMessage() : word('said.tab'));
        });
        showPuzzle();
    }

    function init() {
        var page = document.body.getAttribute('data-page');
        initTheme();
        if (page === 'play' && (bookIsSound() || /^#p=/.test(window.location.hash))) {
            initPlay();
        } else if (!bookIsSound()) {
            showBroken(document.body.getAttribute('data-damaged'));

        } else if (page === 'index') {
            store.book();
            initIndex();
        }
        window.SB_READY_MS = performance.now();
        // The hint engine starts once the page is ready (hints.js).
        if (page === 'play' && window.SB_HINTS) window.setTimeout(window.SB_HINTS.start, 0);
    }

    init();
})();
